import { describe, expect, it } from 'vitest';
import type { KitchenTicket } from '#contract/kitchen';
import { KEEP_PRINTED_MS, PRINTED_KEY, readPrinted, toPrint, withPrinted, writePrinted } from './printed';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const ticket = (id: string, status: KitchenTicket['status']) => ({ id, status }) as KitchenTicket;

describe('the printed tickets', () => {
  const now = Date.parse('2026-11-27T14:00:00.000Z');

  it('prints each ticket once: not one printed before, nor one already waiting at the pass', () => {
    const board = [ticket('A', 'pending'), ticket('B', 'preparing'), ticket('C', 'ready')];
    expect(toPrint(board, {})).toEqual(['A', 'B']);
    expect(toPrint(board, withPrinted({}, ['A'], now))).toEqual(['B']);
  });

  it('remembers the printed ids across a reload for the evening, and forgets them after', () => {
    const storage = memoryStorage();
    writePrinted(storage, withPrinted({ OLD: now - KEEP_PRINTED_MS }, ['A'], now));
    expect(readPrinted(storage, now + 1)).toEqual({ A: now });
    expect(readPrinted(storage, now + KEEP_PRINTED_MS)).toEqual({});
  });

  it('reads nothing from a missing or broken value', () => {
    expect(readPrinted(memoryStorage(), now)).toEqual({});
    expect(readPrinted(memoryStorage({ [PRINTED_KEY]: '[1]' }), now)).toEqual({});
    expect(readPrinted(memoryStorage({ [PRINTED_KEY]: '{' }), now)).toEqual({});
    expect(readPrinted(memoryStorage({ [PRINTED_KEY]: '{"A":"yes"}' }), now)).toEqual({});
  });
});
