import { describe, expect, it } from 'vitest';
import type { KitchenLine, KitchenTicket } from '#contract/kitchen';
import { moveLabel } from './messages';
import { nextStatus, shortId, stationView, timerText, unseen, withMoves, withStatus } from './tickets';

const line = (name: string, station: KitchenLine['station']): KitchenLine => ({ dishId: name, name, quantity: 1, note: '', allergens: [], station, minutes: 10 });

function ticket(id: string, startAt: string, overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    id,
    name: 'Nadia',
    status: 'pending',
    fulfilment: 'delivery',
    source: 'web',
    startAt,
    dueAt: startAt,
    minutes: 20,
    area: 'Agrabad',
    instructions: '',
    lines: [line('Soup', 'starters'), line('Curry', 'mains')],
    ...overrides,
  };
}

const A = ticket('AAAAAA000001', '2026-11-27T13:00:00.000Z');
const B = ticket('BBBBBB000002', '2026-11-27T13:05:00.000Z');
const C = ticket('CCCCCC000003', '2026-11-27T13:10:00.000Z');
const known = new Map([A, B, C].map((each) => [each.id, each]));

describe('the move', () => {
  it('starts, readies, and ends a pickup collected and a delivery handed over', () => {
    expect([nextStatus(A), moveLabel('pending', 'delivery')]).toEqual(['preparing', 'Start']);
    expect([nextStatus({ status: 'preparing', fulfilment: 'pickup' }), moveLabel('preparing', 'pickup')]).toEqual(['ready', 'Ready']);
    expect([nextStatus({ status: 'ready', fulfilment: 'pickup' }), moveLabel('ready', 'pickup')]).toEqual(['collected', 'Collected']);
    expect([nextStatus({ status: 'ready', fulfilment: 'delivery' }), moveLabel('ready', 'delivery')]).toEqual(['delivered', 'Handed over']);
  });
});

describe('timerText and shortId', () => {
  it('writes mm:ss, minutes past the hour counting on', () => {
    expect(timerText(0)).toBe('00:00');
    expect(timerText(65_999)).toBe('01:05');
    expect(timerText(101 * 60_000)).toBe('101:00');
    expect(timerText(-5000)).toBe('00:00');
  });

  it('calls an order by its id’s last six characters', () => {
    expect(shortId('ABCDEFGHJKMN')).toBe('GHJKMN');
  });
});

describe('stationView', () => {
  it('shows every line for All, and one station’s lines with how many are elsewhere', () => {
    expect(stationView(A, 'all')).toEqual({ lines: A.lines, elsewhere: 0 });
    expect(stationView(A, 'mains')).toEqual({ lines: [line('Curry', 'mains')], elsewhere: 1 });
  });

  it('hides a ticket with nothing for the station, and shows a dish of unknown station at every station', () => {
    expect(stationView(A, 'desserts')).toBeNull();
    const unknown = ticket('X', A.startAt, { lines: [line('Gone dish', null)] });
    expect(stationView(unknown, 'drinks')).toEqual({ lines: unknown.lines, elsewhere: 0 });
  });
});

describe('withStatus', () => {
  it('changes a ticket’s status in place, and takes it off once it leaves the kitchen or is gone', () => {
    expect(withStatus([A, B], A.id, 'preparing', known).map((each) => `${each.id}:${each.status}`)).toEqual([`${A.id}:preparing`, `${B.id}:pending`]);
    expect(withStatus([A, B], A.id, 'delivered', known)).toEqual([B]);
    expect(withStatus([A, B], A.id, null, known)).toEqual([B]);
  });

  it('puts a known ticket back where its start puts it, and cannot draw one it never saw', () => {
    expect(withStatus([A, C], B.id, 'ready', known).map((each) => `${each.id}:${each.status}`)).toEqual([`${A.id}:pending`, `${B.id}:ready`, `${C.id}:pending`]);
    expect(withStatus([A], 'UNKNOWN', 'ready', known)).toEqual([A]);
  });
});

describe('withMoves', () => {
  it('shows the waiting taps in order', () => {
    const board = withMoves(
      [A, B],
      [
        { orderId: A.id, from: 'pending', to: 'preparing' },
        { orderId: A.id, from: 'preparing', to: 'ready' },
        { orderId: B.id, from: 'pending', to: 'preparing' },
      ],
      known,
    );
    expect(board.map((each) => each.status)).toEqual(['ready', 'preparing']);
  });

  it('leaves a ticket someone else moved as the Worker says (its tap will change nothing)', () => {
    const moved = { ...A, status: 'ready' as const };
    expect(withMoves([moved], [{ orderId: A.id, from: 'pending', to: 'preparing' }], known)).toEqual([moved]);
  });

  it('draws again a ticket recalled after it was handed over', () => {
    const board = withMoves([B], [{ orderId: A.id, from: 'delivered', to: 'ready' }], known);
    expect(board.map((each) => `${each.id}:${each.status}`)).toEqual([`${A.id}:ready`, `${B.id}:pending`]);
  });
});

describe('unseen', () => {
  it('names the tickets not seen before', () => {
    expect(unseen([A, B, C], new Set([A.id]))).toEqual([B.id, C.id]);
  });
});
