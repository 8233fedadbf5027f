import { ORDER_STATUSES, type OrderStatus } from '#contract/order-rules';

// The kitchen's taps, in the order they were made, until the Worker has answered each (docs/decisions/0025). Every
// tap is sent with the status the cook saw (`from`): PUT /api/order/update-order/:id changes the order only if it
// still has it, so a tap sent again after the network came back is applied once, and a tap on a ticket someone
// else moved on changes nothing. Kept in localStorage, so a reload while the network is down loses no tap.

/** One tap: move `orderId` from `from` to `to`. `key` tells two taps on the same ticket apart. */
export interface Tap {
  key: string;
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** Answers of a failing server so far (never a missing network): past MAX_TRIES the tap is given up. */
  tries: number;
}

/** What came back for a tap. */
export type Reply =
  | { kind: 'applied' }
  /** 409: the order no longer has `from`; `status` is what it has now (null when the answer did not say). */
  | { kind: 'conflict'; status: OrderStatus | null }
  | { kind: 'gone' }
  /** A refusal that asking again will not change (400, 403), with the server's words. */
  | { kind: 'refused'; status: number; reason: string }
  /** 5xx: the server is there but failing; asked again, a few times. */
  | { kind: 'failing' }
  /** No answer at all (the network, or no token to send while offline): asked again when the network is back. */
  | { kind: 'unreachable' };

/**
 * What a reply means for its tap. 'hold' keeps it at the head of the queue and stops the sending until the next
 * try; every other verdict takes it off the queue.
 */
export type Verdict = 'applied' | 'already-applied' | 'moved' | 'gone' | 'refused' | 'hold';

/** A server answering 5xx to the same tap this many times gives it up: the next poll shows the truth. */
export const MAX_TRIES = 3;

export const QUEUE_KEY = 'kitchen-taps';

export function judge(tap: Tap, reply: Reply): Verdict {
  switch (reply.kind) {
    case 'applied':
      return 'applied';
    // Already where the tap moves it: this same tap was applied before its answer was lost.
    case 'conflict':
      return reply.status === tap.to ? 'already-applied' : 'moved';
    case 'gone':
      return 'gone';
    case 'refused':
      return 'refused';
    case 'failing':
      return tap.tries + 1 >= MAX_TRIES ? 'refused' : 'hold';
    case 'unreachable':
      return 'hold';
  }
}

const isStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

function isTap(value: unknown): value is Tap {
  if (!value || typeof value !== 'object') return false;
  const tap = value as Record<string, unknown>;
  return typeof tap.key === 'string' && typeof tap.orderId === 'string' && isStatus(tap.from) && isStatus(tap.to) && typeof tap.tries === 'number';
}

/** The kept queue; empty when there is none or what is kept is not a queue (written by an older screen). */
export function readQueue(storage: Pick<Storage, 'getItem'>): Tap[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isTap) : [];
  } catch {
    return [];
  }
}

export function writeQueue(storage: Pick<Storage, 'setItem' | 'removeItem'>, queue: readonly Tap[]): void {
  if (queue.length) storage.setItem(QUEUE_KEY, JSON.stringify(queue));
  else storage.removeItem(QUEUE_KEY);
}

/**
 * Recall of `last`: a tap still waiting (and not on its way) is simply taken back; one the Worker has or may have
 * had is undone by the opposite tap, sent after whatever waits before it.
 */
export function recall(queue: readonly Tap[], last: Tap, sendingKey: string | null, key: string): Tap[] {
  if (last.key !== sendingKey && queue.some((tap) => tap.key === last.key)) return queue.filter((tap) => tap.key !== last.key);
  return [...queue, { key, orderId: last.orderId, from: last.to, to: last.from, tries: 0 }];
}

export interface Settled {
  tap: Tap;
  verdict: Exclude<Verdict, 'hold'>;
  reply: Reply;
}

export interface QueueListener {
  /** A tap's outcome, once, as it leaves the queue. */
  settled: (settled: Settled) => void;
  /** After every change: the queue as it is. */
  changed: (taps: readonly Tap[]) => void;
}

/**
 * The queue and its one sender. Taps go one at a time, oldest first; a tap is never sent while another (or the
 * same) is on its way, however often `flush` is called. Every change is written to storage at once.
 */
export class TapQueue {
  readonly #storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly #send: (tap: Tap) => Promise<Reply>;
  readonly #listener: QueueListener;
  #taps: Tap[];
  #sending: string | null = null;
  #flushing: Promise<void> | null = null;

  constructor(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, send: (tap: Tap) => Promise<Reply>, listener: QueueListener) {
    this.#storage = storage;
    this.#send = send;
    this.#listener = listener;
    this.#taps = readQueue(storage);
  }

  get taps(): readonly Tap[] {
    return this.#taps;
  }

  /** The key of the tap on its way now, if any. */
  get sending(): string | null {
    return this.#sending;
  }

  add(tap: Tap): void {
    this.#set([...this.#taps, tap]);
  }

  /** Recall of `last` (see `recall`); `key` names the opposite tap if one is needed. */
  recall(last: Tap, key: string): void {
    this.#set(recall(this.#taps, last, this.#sending, key));
  }

  /** Sends the waiting taps in order, until the queue is empty or one must wait; the same promise while running. */
  flush(): Promise<void> {
    this.#flushing ??= this.#run().finally(() => (this.#flushing = null));
    return this.#flushing;
  }

  async #run(): Promise<void> {
    for (let tap = this.#taps[0]; tap; tap = this.#taps[0]) {
      this.#sending = tap.key;
      let reply: Reply;
      try {
        reply = await this.#send(tap);
      } catch {
        reply = { kind: 'unreachable' };
      } finally {
        this.#sending = null;
      }
      const verdict = judge(tap, reply);
      if (verdict === 'hold') {
        if (reply.kind === 'failing') this.#set(this.#taps.map((each) => (each.key === tap.key ? { ...each, tries: each.tries + 1 } : each)));
        return;
      }
      const sent = tap;
      this.#set(this.#taps.filter((each) => each.key !== sent.key));
      this.#listener.settled({ tap: sent, verdict, reply });
    }
  }

  #set(taps: Tap[]): void {
    this.#taps = taps;
    writeQueue(this.#storage, taps);
    this.#listener.changed(taps);
  }
}
