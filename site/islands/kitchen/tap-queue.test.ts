import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '#contract/order-rules';
import { judge, MAX_TRIES, QUEUE_KEY, readQueue, recall, type Reply, type Settled, type Tap, TapQueue } from './tap-queue';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const tap = (key: string, orderId: string, from: OrderStatus, to: OrderStatus, tries = 0): Tap => ({ key, orderId, from, to, tries });

/**
 * A Worker in memory that applies a tap only if the order still has its `from`, as PUT /api/order/update-order
 * does; `lose` drops the answer to that many calls after applying them (the network failing on the way back).
 */
function fakeWorker(orders: Record<string, OrderStatus>) {
  const calls: string[] = [];
  let inFlight = 0;
  let most = 0;
  const state = { down: false, lose: 0 };
  const send = async (sent: Tap): Promise<Reply> => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    calls.push(sent.key);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    if (state.down) throw new TypeError('Failed to fetch');
    const status = orders[sent.orderId];
    if (status === undefined) return { kind: 'gone' };
    if (status !== sent.from) return { kind: 'conflict', status };
    orders[sent.orderId] = sent.to;
    if (state.lose > 0) {
      state.lose -= 1;
      throw new TypeError('Failed to fetch');
    }
    return { kind: 'applied' };
  };
  return { send, calls, state, orders, most: () => most };
}

function queueOn(storage: ReturnType<typeof memoryStorage>, send: (tap: Tap) => Promise<Reply>) {
  const settled: Settled[] = [];
  const queue = new TapQueue(storage, send, { settled: (each) => settled.push(each), changed: () => undefined });
  return { queue, settled };
}

describe('judge', () => {
  const moved = tap('a', 'ORDER1', 'pending', 'preparing');

  it('drops a 409 whose order already has the tap’s status: the same tap applied before', () => {
    expect(judge(moved, { kind: 'conflict', status: 'preparing' })).toBe('already-applied');
  });

  it('drops a 409 whose order has another status: someone else moved it', () => {
    expect(judge(moved, { kind: 'conflict', status: 'ready' })).toBe('moved');
    expect(judge(moved, { kind: 'conflict', status: null })).toBe('moved');
  });

  it('holds a tap while the network is down, and a failing server a few times only', () => {
    expect(judge(moved, { kind: 'unreachable' })).toBe('hold');
    expect(judge(moved, { kind: 'failing' })).toBe('hold');
    expect(judge({ ...moved, tries: MAX_TRIES - 1 }, { kind: 'failing' })).toBe('refused');
  });
});

describe('TapQueue', () => {
  it('replays taps made offline in order once the network is back, each applied once', async () => {
    const worker = fakeWorker({ A: 'pending', B: 'pending' });
    worker.state.down = true;
    const { queue, settled } = queueOn(memoryStorage(), worker.send);
    queue.add(tap('1', 'A', 'pending', 'preparing'));
    await queue.flush();
    queue.add(tap('2', 'B', 'pending', 'preparing'));
    queue.add(tap('3', 'A', 'preparing', 'ready'));
    await queue.flush();
    expect(queue.taps.map((each) => each.key)).toEqual(['1', '2', '3']);
    expect(worker.orders).toEqual({ A: 'pending', B: 'pending' });

    worker.state.down = false;
    await queue.flush();
    expect(worker.orders).toEqual({ A: 'ready', B: 'preparing' });
    expect(settled.map((each) => `${each.tap.key}:${each.verdict}`)).toEqual(['1:applied', '2:applied', '3:applied']);
    expect(queue.taps).toEqual([]);
  });

  it('drops a replayed tap the Worker had applied before its answer was lost, and goes on', async () => {
    const worker = fakeWorker({ A: 'pending', B: 'preparing' });
    worker.state.lose = 1;
    const { queue, settled } = queueOn(memoryStorage(), worker.send);
    queue.add(tap('1', 'A', 'pending', 'preparing'));
    queue.add(tap('2', 'B', 'preparing', 'ready'));
    await queue.flush();
    expect(queue.taps.map((each) => each.key)).toEqual(['1', '2']);
    expect(worker.orders.A).toBe('preparing');

    await queue.flush();
    expect(settled.map((each) => `${each.tap.key}:${each.verdict}`)).toEqual(['1:already-applied', '2:applied']);
    expect(worker.orders).toEqual({ A: 'preparing', B: 'ready' });
  });

  it('drops a tap on a ticket someone else moved on, and one on an order that is gone', async () => {
    const worker = fakeWorker({ A: 'ready' });
    const { queue, settled } = queueOn(memoryStorage(), worker.send);
    queue.add(tap('1', 'A', 'pending', 'preparing'));
    queue.add(tap('2', 'GONE', 'pending', 'preparing'));
    await queue.flush();
    expect(settled.map((each) => `${each.tap.key}:${each.verdict}`)).toEqual(['1:moved', '2:gone']);
    expect(worker.orders.A).toBe('ready');
  });

  it('never has two taps on their way at once, however often it is flushed', async () => {
    const worker = fakeWorker({ A: 'pending', B: 'pending', C: 'pending' });
    const { queue } = queueOn(memoryStorage(), worker.send);
    queue.add(tap('1', 'A', 'pending', 'preparing'));
    const first = queue.flush();
    queue.add(tap('2', 'B', 'pending', 'preparing'));
    const second = queue.flush();
    queue.add(tap('3', 'C', 'pending', 'preparing'));
    await Promise.all([first, second, queue.flush()]);
    expect(first).toBe(second);
    expect(worker.most()).toBe(1);
    expect(worker.calls).toEqual(['1', '2', '3']);
  });

  it('keeps the queue in storage, so a reload sends what was waiting', async () => {
    const storage = memoryStorage();
    const offline = fakeWorker({ A: 'pending' });
    offline.state.down = true;
    const before = queueOn(storage, offline.send).queue;
    before.add(tap('1', 'A', 'pending', 'preparing'));
    await before.flush();
    expect(JSON.parse(storage.items.get(QUEUE_KEY) ?? '[]')).toEqual([tap('1', 'A', 'pending', 'preparing')]);

    const online = fakeWorker({ A: 'pending' });
    const after = queueOn(storage, online.send);
    expect(after.queue.taps.map((each) => each.key)).toEqual(['1']);
    await after.queue.flush();
    expect(online.orders.A).toBe('preparing');
    expect(storage.items.has(QUEUE_KEY)).toBe(false);
  });

  it('gives a tap up after a server failing it a few times, counting the tries in storage', async () => {
    const storage = memoryStorage();
    const { queue, settled } = queueOn(storage, async () => ({ kind: 'failing' }));
    queue.add(tap('1', 'A', 'pending', 'preparing'));
    for (let attempt = 1; attempt < MAX_TRIES; attempt += 1) {
      await queue.flush();
      expect(readQueue(storage)[0]?.tries).toBe(attempt);
    }
    await queue.flush();
    expect(settled.map((each) => each.verdict)).toEqual(['refused']);
    expect(queue.taps).toEqual([]);
  });
});

describe('readQueue', () => {
  it('reads nothing from a missing, broken or foreign value, and skips entries that are not taps', () => {
    expect(readQueue(memoryStorage())).toEqual([]);
    expect(readQueue(memoryStorage({ [QUEUE_KEY]: '{' }))).toEqual([]);
    expect(readQueue(memoryStorage({ [QUEUE_KEY]: '{"a":1}' }))).toEqual([]);
    const kept = [tap('1', 'A', 'pending', 'preparing'), { key: '2', orderId: 'B', from: 'pending', to: 'eaten', tries: 0 }];
    expect(readQueue(memoryStorage({ [QUEUE_KEY]: JSON.stringify(kept) }))).toEqual([kept[0]]);
  });
});

describe('recall', () => {
  const last = tap('1', 'A', 'pending', 'preparing');

  it('takes back a tap still waiting to be sent', () => {
    expect(recall([tap('0', 'B', 'pending', 'preparing'), last], last, null, 'r')).toEqual([tap('0', 'B', 'pending', 'preparing')]);
  });

  it('undoes a tap on its way or already sent with the opposite tap, from the status it moved to', () => {
    expect(recall([last], last, '1', 'r')).toEqual([last, tap('r', 'A', 'preparing', 'pending')]);
    expect(recall([], last, null, 'r')).toEqual([tap('r', 'A', 'preparing', 'pending')]);
  });

  it('sends the opposite tap after the tap it undoes, each applied once', async () => {
    const worker = fakeWorker({ A: 'pending' });
    const { queue, settled } = queueOn(memoryStorage(), worker.send);
    queue.add(last);
    const sending = queue.flush();
    queue.recall(last, 'r');
    await sending;
    await queue.flush();
    expect(worker.calls).toEqual(['1', 'r']);
    expect(worker.orders.A).toBe('pending');
    expect(settled.map((each) => each.verdict)).toEqual(['applied', 'applied']);
  });
});
