import { describe, expect, it } from 'vitest';
import { mergePoll } from './merge-poll';

interface Row {
  id: string;
  at: number;
  status: string;
}
const newestFirst = (a: Row, b: Row) => b.at - a.at || (a.id < b.id ? -1 : 1);
const row = (id: string, at: number, status = 'pending'): Row => ({ id, at, status });

describe('what a poll does to the list on screen', () => {
  const shown = [row('C', 30), row('B', 20), row('A', 10)];

  it('puts a new order at the top, in the list order, and says which arrived', () => {
    const { rows, arrived } = mergePoll(shown, [row('D', 40), row('C', 30), row('B', 20)], newestFirst, true, new Set());
    expect(rows.map((item) => item.id)).toEqual(['D', 'C', 'B', 'A']);
    expect(arrived).toEqual(['D']);
  });

  it('leaves a row that belongs to a page not loaded yet for Show more', () => {
    const { rows, arrived } = mergePoll(shown, [row('C', 30), row('Z', 5)], newestFirst, true, new Set());
    expect(rows.map((item) => item.id)).toEqual(['C', 'B', 'A']);
    expect(arrived).toEqual([]);
    // With no page after this one, it is shown in its place.
    expect(mergePoll(shown, [row('Z', 5)], newestFirst, false, new Set()).rows.map((item) => item.id)).toEqual(['C', 'B', 'A', 'Z']);
  });

  it("takes another tablet's status change, but never one being edited here", () => {
    const page = [row('C', 30, 'ready'), row('B', 20, 'cancelled')];
    const { rows } = mergePoll(shown, page, newestFirst, true, new Set(['B']));
    expect(rows.map((item) => `${item.id}:${item.status}`)).toEqual(['C:ready', 'B:pending', 'A:pending']);
  });

  it('removes nothing and moves nothing when the server has nothing new', () => {
    const { rows, arrived } = mergePoll(shown, [], newestFirst, false, new Set());
    expect(rows).toEqual(shown);
    expect(arrived).toEqual([]);
  });
});
