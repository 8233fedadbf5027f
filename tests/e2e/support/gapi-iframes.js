// Google's gapi loader (https://apis.google.com/js/api.js), which the Firebase SDK and the Auth emulator's
// helper frame load to pass the popup's sign-in result from frame to page. The tests run offline, so
// Playwright serves this instead: the same three calls (gapi.load, iframes.getContext().open and
// getParentIframe) over window.postMessage. Nothing of ours is replaced; only Google's CDN is unreachable.
(function () {
  var TAG = '__gapiIframesStandIn';
  var sequence = 0;
  var replies = new Map();
  var channels = [];

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.ready = false;
    this.waiting = [];
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = ++sequence;
    replies.set(id, callback || function () {});
    this.target.postMessage({ tag: TAG, kind: 'call', id: id, name: name, data: data }, '*');
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };
  Channel.prototype.ping = function (callback) {
    return new Promise((resolve) => {
      const done = () => {
        if (callback) callback();
        resolve();
      };
      if (this.ready) done();
      else this.waiting.push(done);
    });
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    var channel = channels.filter(function (candidate) {
      return candidate.target === event.source;
    })[0];
    if (message.kind === 'reply') {
      var reply = replies.get(message.id);
      replies.delete(message.id);
      // gapi runs callbacks in its own frame: what they throw never reaches the page.
      try {
        if (reply) reply(message.results);
      } catch {
        // as gapi
      }
      return;
    }
    if (!channel) return;
    if (message.kind === 'ready') {
      channel.ready = true;
      channel.waiting.splice(0).forEach(function (done) {
        done();
      });
      return;
    }
    if (message.kind === 'call') {
      var handler = channel.handlers[message.name];
      var results = handler ? [handler(message.data)] : [];
      event.source.postMessage({ tag: TAG, kind: 'reply', id: message.id, results: results }, '*');
    }
  });

  var context = {
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (property) {
        frame.style[property] = attributes.style[property];
      });
      if (attributes['aria-hidden']) frame.setAttribute('aria-hidden', attributes['aria-hidden']);
      if (attributes.tabindex) frame.setAttribute('tabindex', attributes.tabindex);
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var channel = new Channel(frame.contentWindow);
      channels.push(channel);
      return Promise.resolve(onOpened ? onOpened(channel) : channel);
    },
    getParentIframe: function () {
      var channel = new Channel(window.parent);
      channel.ready = true;
      channels.push(channel);
      window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
      return channel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    getContext: function () {
      return context;
    },
    Iframe: Channel,
  };
  window.gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
    }, 0);
  };

  var source = document.currentScript && document.currentScript.src;
  var onload = source ? new URL(source).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
