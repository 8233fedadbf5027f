import { describe, expect, it } from 'vitest';
import { acknowledge, EMPTY_WATCH, nextWatch, showsSame, titleWithCount, type WatchedOrder } from './new-orders';

// Which orders the dashboard announces, given what it has seen and the clock (./new-orders.ts).

const NOW = Date.parse('2026-12-04T13:00:00Z');
const LEAD = 30;
const order = (id: string, status = 'pending', scheduledFor: string | null = null): WatchedOrder => ({ id, status, createdAt: '2026-12-04T12:59:00Z', scheduledFor });

describe('the new-order watch', () => {
  it('announces nothing on the first load, then each new pending order once', () => {
    const first = nextWatch(EMPTY_WATCH, [order('A'), order('B')], NOW, LEAD, true);
    expect(first.announced).toBe(0);
    expect([...first.watch.unseen]).toEqual([]);
    const second = nextWatch(first.watch, [order('C'), order('A'), order('B')], NOW + 15_000, LEAD);
    expect(second.announced).toBe(1);
    expect([...second.watch.unseen]).toEqual(['C']);
    const third = nextWatch(second.watch, [order('D'), order('C'), order('A'), order('B')], NOW + 30_000, LEAD);
    expect(third.announced).toBe(1);
    expect([...third.watch.unseen].sort()).toEqual(['C', 'D']);
    // Seen again: not announced again.
    expect(nextWatch(third.watch, [order('D'), order('C')], NOW + 45_000, LEAD).announced).toBe(0);
  });

  it('keeps an announced order until staff attend to it, or it moves on from pending elsewhere', () => {
    const { watch } = nextWatch(nextWatch(EMPTY_WATCH, [], NOW, LEAD, true).watch, [order('C'), order('D')], NOW, LEAD);
    const attended = acknowledge(watch, 'C');
    expect([...attended.unseen]).toEqual(['D']);
    // Attended is not announced again by the next look.
    const later = nextWatch(attended, [order('C'), order('D', 'preparing')], NOW + 15_000, LEAD);
    expect(later.announced).toBe(0);
    expect([...later.watch.unseen]).toEqual([]);
    expect(acknowledge(later.watch, 'X')).toBe(later.watch);
  });

  it('announces an order scheduled for later when it falls due (its time less the lead), not when placed', () => {
    const at = new Date(NOW + 2 * 60 * 60_000).toISOString();
    const placed = nextWatch(nextWatch(EMPTY_WATCH, [], NOW, LEAD, true).watch, [order('S', 'pending', at)], NOW, LEAD);
    expect(placed.announced).toBe(0);
    expect([...placed.watch.scheduled]).toEqual(['S']);
    const before = nextWatch(placed.watch, [order('S', 'pending', at)], NOW + 90 * 60_000 - 1, LEAD);
    expect(before.announced).toBe(0);
    const due = nextWatch(before.watch, [order('S', 'pending', at)], NOW + 90 * 60_000, LEAD);
    expect(due.announced).toBe(1);
    expect([...due.watch.unseen]).toEqual(['S']);
    expect([...due.watch.scheduled]).toEqual([]);
  });

  it('on the first load, an order already due is old news; one scheduled for later still waits for its time', () => {
    const soon = new Date(NOW + 20 * 60_000).toISOString();
    const later = new Date(NOW + 3 * 60 * 60_000).toISOString();
    const first = nextWatch(EMPTY_WATCH, [order('DUE', 'pending', soon), order('LATER', 'pending', later)], NOW, LEAD, true);
    expect(first.announced).toBe(0);
    expect([...first.watch.scheduled]).toEqual(['LATER']);
    expect(nextWatch(first.watch, [order('DUE', 'pending', soon), order('LATER', 'pending', later)], NOW + 150 * 60_000, LEAD).announced).toBe(1);
  });

  it('tells a look that shows nothing new (only what was seen changed) from one that does', () => {
    const first = nextWatch(EMPTY_WATCH, [order('A'), order('B')], NOW, LEAD, true);
    expect(showsSame(EMPTY_WATCH, first.watch)).toBe(true);
    const later = nextWatch(first.watch, [order('C', 'pending', '2026-12-04T18:00:00Z'), order('A')], NOW + 15_000, LEAD);
    expect(showsSame(first.watch, later.watch)).toBe(false);
    const fresh = nextWatch(later.watch, [order('D'), order('A')], NOW + 30_000, LEAD);
    expect(showsSame(later.watch, fresh.watch)).toBe(false);
    expect(showsSame(fresh.watch, acknowledge(fresh.watch, 'A'))).toBe(true);
    expect(showsSame(fresh.watch, acknowledge(fresh.watch, 'D'))).toBe(false);
  });

  it("puts the count first in the tab's title, and takes it away", () => {
    expect(titleWithCount('Admin Dashboard | Karnaphuli', 2)).toBe('(2) Admin Dashboard | Karnaphuli');
    expect(titleWithCount('(2) Admin Dashboard | Karnaphuli', 3)).toBe('(3) Admin Dashboard | Karnaphuli');
    expect(titleWithCount('(3) Admin Dashboard | Karnaphuli', 0)).toBe('Admin Dashboard | Karnaphuli');
  });
});
