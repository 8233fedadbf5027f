// @vitest-environment jsdom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../../test-support/react-root';
import type { KitchenBoard, KitchenTicket } from '#contract/kitchen';
import { islandWords } from '../../i18n/catalog';
import type { OrderStatus } from '#contract/order-rules';
import { login, logout } from '../../lib/session/store';
import type { SessionUser } from '../../lib/session/record';
import { QUEUE_KEY } from './tap-queue';

// The screen against a Worker in memory: what the cook sees, and what reaches the Worker, online and off.

const worker = vi.hoisted(() => ({
  online: true,
  denied: false,
  orders: new Map<string, { ticket: KitchenTicket; status: OrderStatus }>(),
  puts: [] as { id: string; body: unknown }[],
}));

vi.mock('../../lib/api', async () => {
  const { ApiError: Refusal } = await import('../../lib/http');
  return {
    ApiError: Refusal,
    api: async (path: string, options: { method?: string; body?: { status: OrderStatus; from: OrderStatus } } = {}) => {
      if (!worker.online) throw new TypeError('Failed to fetch');
      if (worker.denied) throw new Refusal(403, 'Forbidden');
      if (path === '/api/kitchen/tickets') {
        const tickets = [...worker.orders.values()].flatMap(({ ticket, status }) => (status === 'pending' || status === 'preparing' || status === 'ready' ? [{ ...ticket, status }] : []));
        return { at: new Date().toISOString(), tickets } satisfies KitchenBoard;
      }
      const id = path.split('/').at(-1) ?? '';
      worker.puts.push({ id, body: options.body });
      const order = worker.orders.get(id);
      if (!order) throw new Refusal(404, 'Order not found');
      if (options.body && order.status !== options.body.from) throw new Refusal(409, 'This order has moved on', [], { order: { id, status: order.status } });
      order.status = options.body?.status ?? order.status;
      return { order: { id, status: order.status } };
    },
  };
});

const { default: KitchenScreen } = await import('./KitchenScreen');

const STAFF: SessionUser = { userId: 'staff-1', name: 'Rafi', email: 'rafi@example.com', phone: '', address: '', photoUrl: '', role: 'staff', verifiedEmail: 'rafi@example.com' };

function ticket(id: string, overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  const startAt = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    id,
    name: 'Nadia',
    status: 'pending',
    fulfilment: 'delivery',
    source: 'phone',
    startAt,
    dueAt: new Date(Date.now() + 25 * 60_000).toISOString(),
    minutes: 20,
    area: 'Agrabad',
    instructions: 'Ring twice',
    lines: [
      { dishId: 'soup', name: 'Shorshe soup', quantity: 2, note: 'no chilli', allergens: ['mustard', 'milk'], station: 'starters', minutes: 10 },
      { dishId: 'curry', name: 'Kala bhuna', quantity: 1, note: '', allergens: [], station: 'mains', minutes: 20 },
    ],
    ...overrides,
  };
}

function serve(...tickets: KitchenTicket[]) {
  for (const each of tickets) worker.orders.set(each.id, { ticket: each, status: each.status });
}

/** Does `what`, then lets the screen's calls answer and React draw what they changed. */
const settle = (what = () => {}) =>
  act(async () => {
    what();
    await new Promise((done) => setTimeout(done, 20));
  });

const card = (short: string) => view.host.querySelector<HTMLElement>(`article[aria-label="Order ${short}"]`);
const button = (within: ParentNode, name: string) => [...within.querySelectorAll('button')].find((each) => each.textContent?.trim() === name);
const connection = () => view.host.querySelector('.kitchen-connection')?.textContent ?? '';

async function tap(within: ParentNode | null, name: string) {
  const found = within && button(within, name);
  if (!found) throw new Error(`No button ${name}`);
  await settle(() => found.click());
}

beforeEach(async () => {
  // jsdom's page is never shown; the screen reads only while it is.
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.localStorage.clear();
  worker.online = true;
  worker.denied = false;
  worker.orders.clear();
  worker.puts.length = 0;
  login(STAFF);
});

afterEach(() => {
  logout();
});

const view = mountRoot();

const open = () => settle(() => view.root.render(createElement(KitchenScreen, { words: islandWords('en', 'shared') })));

describe('the kitchen screen', () => {
  it('shows each ticket readable from a step away, and moves it on with one tap', async () => {
    serve(ticket('AAAAAAA11111'), ticket('BBBBBBB22222', { fulfilment: 'pickup', area: null, source: 'web', status: 'ready', lines: [] }));
    await open();
    const first = card('A11111');
    expect(first?.textContent).toContain('Delivery · Agrabad');
    expect(first?.textContent).toContain('Phone');
    expect(first?.textContent).toMatch(/05:0\d/);
    expect(first?.textContent).toContain('2 × Shorshe soup');
    expect(first?.querySelector('strong em')?.textContent).toBe('no chilli');
    expect(first?.textContent).toContain('Contains milk, mustard');
    expect(first?.textContent).toContain('Ring twice');
    expect(card('B22222')?.textContent).toContain('Pickup');

    await tap(first, 'Start');
    expect(worker.puts).toEqual([{ id: 'AAAAAAA11111', body: { status: 'preparing', from: 'pending' } }]);
    expect(button(card('A11111') as HTMLElement, 'Ready')).toBeDefined();
    await tap(card('B22222'), 'Collected');
    expect(card('B22222')).toBeNull();
    expect(worker.orders.get('BBBBBBB22222')?.status).toBe('collected');
  });

  it('keeps the tickets and the taps while offline, and sends each tap once when the network is back', async () => {
    serve(ticket('AAAAAAA11111'), ticket('BBBBBBB22222', { status: 'preparing' }));
    await open();
    worker.online = false;
    await settle(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(connection()).toBe('Reconnecting…');
    expect(card('A11111')).not.toBeNull();

    await tap(card('A11111'), 'Start');
    await tap(card('B22222'), 'Ready');
    expect(button(card('A11111') as HTMLElement, 'Ready')).toBeDefined();
    expect(button(card('B22222') as HTMLElement, 'Handed over')).toBeDefined();
    expect(JSON.parse(window.localStorage.getItem(QUEUE_KEY) ?? '[]')).toHaveLength(2);
    expect(worker.puts).toEqual([]);

    worker.online = true;
    await settle(() => window.dispatchEvent(new Event('online')));
    expect(worker.puts.map((put) => put.body)).toEqual([
      { status: 'preparing', from: 'pending' },
      { status: 'ready', from: 'preparing' },
    ]);
    expect(window.localStorage.getItem(QUEUE_KEY)).toBeNull();
    expect(connection()).toBe('');
    expect([...worker.orders.values()].map((order) => order.status)).toEqual(['preparing', 'ready']);
  });

  it('drops a waiting tap on a ticket someone else moved meanwhile, and says so', async () => {
    serve(ticket('AAAAAAA11111'));
    await open();
    worker.online = false;
    await tap(card('A11111'), 'Start');
    worker.orders.set('AAAAAAA11111', { ticket: ticket('AAAAAAA11111'), status: 'ready' });
    worker.online = true;
    await settle(() => window.dispatchEvent(new Event('online')));
    expect(worker.orders.get('AAAAAAA11111')?.status).toBe('ready');
    expect(view.host.querySelector('.kitchen-notice')?.textContent).toBe('Order A11111 was moved on another screen: it is ready now.');
    expect(button(card('A11111') as HTMLElement, 'Handed over')).toBeDefined();
  });

  it('recalls the last tap, even a ticket handed over', async () => {
    serve(ticket('AAAAAAA11111', { status: 'ready' }));
    await open();
    await tap(card('A11111'), 'Handed over');
    expect(card('A11111')).toBeNull();
    await tap(view.host, 'Recall');
    expect(worker.puts.at(-1)?.body).toEqual({ status: 'ready', from: 'delivered' });
    expect(button(card('A11111') as HTMLElement, 'Handed over')).toBeDefined();
    expect(button(view.host, 'Recall')?.disabled).toBe(true);
  });

  it('shows one station’s lines, hides tickets without any, and remembers the choice', async () => {
    serve(ticket('AAAAAAA11111'), ticket('BBBBBBB22222', { lines: [{ dishId: 'tea', name: 'Tea', quantity: 1, note: '', allergens: [], station: 'drinks', minutes: 5 }] }));
    await open();
    await tap(view.host.querySelector('[aria-label="Station"]'), 'Mains');
    expect(card('A11111')?.textContent).toContain('Kala bhuna');
    expect(card('A11111')?.textContent).not.toContain('Shorshe soup');
    expect(card('A11111')?.textContent).toContain('1 more line at other stations');
    expect(card('B22222')).toBeNull();
    expect(window.localStorage.getItem('kitchen-station')).toBe('mains');
  });

  it('turns a staff member the Worker refuses away', async () => {
    worker.denied = true;
    await open();
    expect(view.host.querySelector('h1')?.textContent).toBe('Access Denied');
  });
});
