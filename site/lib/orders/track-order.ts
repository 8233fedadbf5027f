import { normalizeId } from '../../../worker/contract/ids';
import * as TOASTS from '../../../worker/contract/messages/toasts';
import * as VALIDATION from '../../../worker/contract/messages/validation';
import type { TrackedOrder } from '../../../worker/contract/order';
import { api, ApiError, failureMessage } from '../api';
import { orderProgress } from './progress';
import { renderTrackedOrder } from './track-view';

// /track-order/{orderId} (SPEC §2, §4, §5): look an order up by id, show where it stands, and keep it live
// while the page is visible: a poll every 15 s (4 of the 60 lookups a minute a client may make), paused
// while the tab is hidden, stopped once the order is delivered or cancelled. Between polls the progress
// moves with the clock.
const POLL_MS = 15_000;
const TICK_MS = 5_000;
const PATH = '/track-order';

export function setUpOrderTracking(root: Document): void {
  const form = root.querySelector<HTMLFormElement>('[data-track-form]');
  const input = form?.querySelector<HTMLInputElement>('input[name="orderId"]');
  const error = root.getElementById('order-id-error');
  const result = root.querySelector<HTMLElement>('[data-track-result]');
  if (!form || !input || !error || !result) return;
  const placeholder = [...result.childNodes].map((node) => node.cloneNode(true));

  let order: TrackedOrder | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let generation = 0;

  const stop = () => {
    clearInterval(poll);
    clearInterval(tick);
  };

  const draw = () => {
    if (!order) return;
    const progress = orderProgress(order, new Date());
    result.replaceChildren(renderTrackedOrder(order, progress));
    result.dataset['state'] = 'found';
    if (progress.settled) stop();
  };

  const say = (message: string) => {
    order = null;
    stop();
    result.dataset['state'] = 'message';
    const note = root.createElement('p');
    note.className = 'form-alert';
    note.setAttribute('role', 'alert');
    note.textContent = message;
    result.replaceChildren(note);
  };

  const fetchOrder = async (id: string, quiet: boolean) => {
    const asked = ++generation;
    if (!quiet) result.dataset['state'] = 'loading';
    try {
      const found = (await api<{ order: TrackedOrder }>(`/api/track/order/${encodeURIComponent(id)}`, { anonymous: true })).order;
      if (asked !== generation) return;
      order = found;
      draw();
    } catch (failure) {
      if (asked !== generation) return;
      // A poll that fails keeps what is shown; the next one tries again.
      if (quiet && order) return;
      say(failure instanceof ApiError && failure.status === 404 ? TOASTS.orderNotFound : failureMessage(failure));
    }
  };

  const follow = (id: string) => {
    stop();
    void fetchOrder(id, false).then(() => {
      if (!order || orderProgress(order, new Date()).settled) return;
      poll = setInterval(() => root.visibilityState === 'visible' && void fetchOrder(id, true), POLL_MS);
      tick = setInterval(draw, TICK_MS);
    });
  };

  const show = (raw: string) => {
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    const id = normalizeId(raw);
    if (!id) {
      say(TOASTS.orderNotFound);
      return;
    }
    input.value = id;
    follow(id);
  };

  root.addEventListener('visibilitychange', () => {
    // Back on the tab: catch up at once rather than wait for the next poll.
    if (root.visibilityState === 'visible' && order && !orderProgress(order, new Date()).settled) void fetchOrder(order.id, true);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const raw = input.value.trim();
    if (!raw) {
      error.textContent = VALIDATION.orderIdRequired;
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    const id = normalizeId(raw) ?? raw;
    // The address follows the order shown, so it can be shared.
    if (window.location.pathname !== `${PATH}/${id}`) window.history.pushState(null, '', `${PATH}/${encodeURIComponent(id)}`);
    show(raw);
  });

  const fromPath = () => decodeURIComponent(window.location.pathname.slice(PATH.length + 1).replace(/\/$/, ''));
  window.addEventListener('popstate', () => {
    const id = fromPath();
    input.value = id;
    if (id) show(id);
    else {
      order = null;
      stop();
      delete result.dataset['state'];
      result.replaceChildren(...placeholder.map((node) => node.cloneNode(true)));
    }
  });

  const initial = fromPath();
  if (initial) {
    input.value = initial;
    show(initial);
  }
}
