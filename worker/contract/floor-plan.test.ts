import { describe, expect, it } from 'vitest';
import { FLOOR_PLAN, TABLE_COUNT, TABLE_KINDS, tablesFor } from './floor-plan';

describe('the floor plan', () => {
  it('has every table 1–34 once, of its SPEC §3 kind, with a sensible size', () => {
    expect(FLOOR_PLAN.map((table) => table.table)).toEqual(Array.from({ length: TABLE_COUNT }, (_, index) => index + 1));
    for (const [kind, tables] of Object.entries(TABLE_KINDS)) {
      for (const table of tables) expect(FLOOR_PLAN[table - 1]?.kind).toBe(kind);
    }
    for (const table of FLOOR_PLAN) expect(table.min).toBeLessThanOrEqual(table.max);
  });

  it.each(Array.from({ length: 20 }, (_, index) => index + 1))('seats a party of %i somewhere', (guests) => {
    expect(tablesFor(guests).length).toBeGreaterThan(0);
  });

  it.each([
    [1, undefined, 1],
    [2, undefined, 1],
    [2, 2, 2],
    [2, 28, 1],
    [3, 1, 2],
    [3, 3, 3],
    [4, 7, 7],
    [6, 5, 5],
    [6, 1, 2],
    [7, 5, 5],
    [7, 2, 5],
    [9, 33, 28],
    [15, undefined, 33],
    [15, 34, 34],
    [20, 12, 33],
  ] as const)('a party of %i preferring table %s is offered table %i first', (guests, preferred, first) => {
    expect(tablesFor(guests, preferred)[0]).toBe(first);
  });

  it('after the preferred table, smallest first, the preferred kind first among equals', () => {
    expect(tablesFor(2, 12)).toEqual([12, 1, 4, 8, 16, 20, 24, 2, 3, 6, 7, 10, 11, 14, 15, 18, 19, 22, 23, 26, 27]);
    expect(tablesFor(4, 3).slice(0, 8)).toEqual([3, 7, 11, 15, 19, 23, 27, 2]);
    expect(tablesFor(8, 28)).toEqual([28, 5, 9, 13, 17, 21, 25, 29, 30, 31, 32]);
  });
});
