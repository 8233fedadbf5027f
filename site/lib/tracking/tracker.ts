import { normalizeId } from '#contract/ids';
import { asciiDigits } from '#contract/phone';
import { pageLang, pathIn } from '../../i18n/lang';
import { api, ApiError } from '../api';

// The public tracking pages (SPEC §2 "Track order", "Track reservation"; §5 "Tracking"): look something up
// by id, with ids forgiving of case, spaces and dashes; the address follows what is shown, so it can be
// shared; and while the page is visible it asks again now and then, paused while the tab is hidden, stopped
// once nothing more will change. Each page says what it tracks and how a result looks, in its own language: at
// /bn/track-order the address it keeps is the Bangla page's, and an id typed in Bengali digits is read as ASCII.

export interface Tracked {
  id: string;
}

export interface TrackerOptions<T extends Tracked> {
  /** The page's path in English: '/track-order' (the Bangla page is at /bn/track-order). */
  path: string;
  /** The public API for one id. */
  lookup: (id: string) => string;
  /** The field of the answer that holds the thing: 'order'. */
  field: string;
  /** SPEC §5 and §8: the message for an empty input, and for an id that finds nothing, in the page's words. */
  required: string;
  notFound: string;
  /** What any other failed lookup says (a refusal, or no answer), in the page's words. */
  failure: (error: unknown) => string;
  /** The result at this moment, and whether it can still change. */
  render: (item: T, now: Date) => { node: HTMLElement; settled: boolean };
  /** Ask again this often (each one of the 60 lookups a minute a client may make). */
  pollMs: number;
  /** Redraw this often between polls (the clock moves an order's progress), or 0. */
  tickMs: number;
}

/** Brings the page's lookup to life. */
export function setUpTracker<T extends Tracked>(root: Document, options: TrackerOptions<T>): void {
  const form = root.querySelector<HTMLFormElement>('[data-track-form]');
  const input = form?.querySelector<HTMLInputElement>('input');
  const error = input ? root.getElementById(input.getAttribute('aria-describedby') ?? '') : null;
  const result = root.querySelector<HTMLElement>('[data-track-result]');
  if (!form || !input || !error || !result) return;
  const placeholder = [...result.childNodes].map((node) => node.cloneNode(true));
  const path = pathIn(pageLang(), options.path);

  let item: T | null = null;
  let settled = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let generation = 0;

  const stop = () => {
    clearInterval(poll);
    clearInterval(tick);
  };

  const draw = () => {
    if (!item) return;
    const shown = options.render(item, new Date());
    settled = shown.settled;
    result.replaceChildren(shown.node);
    result.dataset['state'] = 'found';
    if (settled) stop();
  };

  const say = (message: string) => {
    item = null;
    stop();
    result.dataset['state'] = 'message';
    const note = root.createElement('p');
    note.className = 'form-alert';
    note.setAttribute('role', 'alert');
    note.textContent = message;
    result.replaceChildren(note);
  };

  const fetchItem = async (id: string, quiet: boolean) => {
    const asked = ++generation;
    if (!quiet) result.dataset['state'] = 'loading';
    try {
      const answer = await api<Record<string, T>>(options.lookup(encodeURIComponent(id)), { anonymous: true });
      if (asked !== generation) return;
      item = answer[options.field] ?? null;
      draw();
    } catch (failure) {
      if (asked !== generation) return;
      // A poll that fails keeps what is shown; the next one tries again.
      if (quiet && item) return;
      say(failure instanceof ApiError && failure.status === 404 ? options.notFound : options.failure(failure));
    }
  };

  const follow = (id: string) => {
    stop();
    void fetchItem(id, false).then(() => {
      if (!item || settled) return;
      poll = setInterval(() => root.visibilityState === 'visible' && void fetchItem(id, true), options.pollMs);
      if (options.tickMs > 0) tick = setInterval(draw, options.tickMs);
    });
  };

  const show = (raw: string) => {
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    const id = normalizeId(asciiDigits(raw));
    if (!id) {
      say(options.notFound);
      return;
    }
    input.value = id;
    follow(id);
  };

  root.addEventListener('visibilitychange', () => {
    // Back on the tab: catch up at once rather than wait for the next poll.
    if (root.visibilityState === 'visible' && item && !settled) void fetchItem(item.id, true);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const raw = input.value.trim();
    if (!raw) {
      error.textContent = options.required;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    const id = normalizeId(asciiDigits(raw)) ?? raw;
    if (window.location.pathname !== `${path}/${id}`) window.history.pushState(null, '', `${path}/${encodeURIComponent(id)}`);
    show(raw);
  });

  // The id in the address: /track-order/<id>, or /track-order?id=<id> (a link that reaches the page without the
  // Worker's mapping of its path).
  const fromPath = () =>
    (window.location.pathname.startsWith(`${path}/`) ? decodeURIComponent(window.location.pathname.slice(path.length + 1).replace(/\/$/, '')) : '') ||
    (new URLSearchParams(window.location.search).get('id') ?? '').trim();
  window.addEventListener('popstate', () => {
    const id = fromPath();
    input.value = id;
    if (id) {
      show(id);
      return;
    }
    item = null;
    stop();
    delete result.dataset['state'];
    result.replaceChildren(...placeholder.map((node) => node.cloneNode(true)));
  });

  const initial = fromPath();
  if (initial) {
    input.value = initial;
    show(initial);
  }
}
