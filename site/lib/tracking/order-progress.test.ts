import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-progress';

// A 60-minute order placed at noon; the clock is fixed at a given percentage of it.
const createdAt = '2026-11-22T06:00:00.000Z';
const at = (percent: number) => new Date(Date.parse(createdAt) + (percent / 100) * 60 * 60_000);
const pending = { status: 'pending' as const, createdAt, estimatedDeliveryTime: 60 };

describe('the tracking view (SPEC §4)', () => {
  it.each([
    [0, 'pending', 0, 60],
    [20, 'pending', 20, 48],
    [20.01, 'preparing', 20.01, 48],
    [75, 'preparing', 75, 15],
    [75.01, 'ready', 75.01, 15],
    [100, 'delivered', 100, 0],
    [250, 'delivered', 100, 0],
  ] as const)('at %s %% a pending order shows %s', (percent, status, shown, minutesLeft) => {
    const progress = orderProgress(pending, at(percent));
    expect(progress.status).toBe(status);
    expect(progress.percent).toBeCloseTo(shown, 6);
    expect(progress.minutesLeft).toBe(minutesLeft);
    expect(progress.settled).toBe(status === 'delivered');
  });

  it('keeps a stored status other than pending until the time is up', () => {
    expect(orderProgress({ ...pending, status: 'preparing' }, at(90)).status).toBe('preparing');
    expect(orderProgress({ ...pending, status: 'ready' }, at(10)).status).toBe('ready');
    expect(orderProgress({ ...pending, status: 'preparing' }, at(100)).status).toBe('delivered');
  });

  it('shows a cancelled order as cancelled, even past its time, and stops there', () => {
    for (const percent of [0, 50, 100, 300]) {
      expect(orderProgress({ ...pending, status: 'cancelled' }, at(percent))).toMatchObject({ status: 'cancelled', settled: true });
    }
  });

  it('shows a delivered order as delivered at once', () => {
    expect(orderProgress({ ...pending, status: 'delivered' }, at(5))).toMatchObject({ status: 'delivered', settled: true, minutesLeft: 57 });
  });

  it('never counts below zero: a clock behind the server, or an order without a time', () => {
    expect(orderProgress(pending, at(-10))).toMatchObject({ percent: 0, minutesLeft: 60, status: 'pending' });
    expect(orderProgress({ ...pending, estimatedDeliveryTime: 0 }, at(0))).toMatchObject({ percent: 100, minutesLeft: 0, status: 'delivered' });
  });
});
