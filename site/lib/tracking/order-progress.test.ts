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

  describe('an order scheduled ahead (60 minutes, for 11:30 AM Chattogram time, placed at 3 a.m.)', () => {
    const scheduledFor = '2026-11-27T05:30:00.000Z';
    const scheduled = { status: 'pending' as const, createdAt: '2026-11-26T21:00:00.000Z', estimatedDeliveryTime: 60, scheduledFor };
    const before = (minutes: number) => new Date(Date.parse(scheduledFor) - minutes * 60_000);

    it('waits at the start until the kitchen starts it, the estimated time before its time', () => {
      expect(orderProgress(scheduled, before(6 * 60))).toMatchObject({ status: 'pending', percent: 0, waiting: true, settled: false });
      expect(orderProgress(scheduled, before(60.5)).waiting).toBe(true);
      expect(orderProgress(scheduled, before(60)).waiting).toBe(false);
    });

    it.each([
      [48, 'pending', 20, 48],
      [47, 'preparing', 100 * (13 / 60), 47],
      [15, 'preparing', 75, 15],
      [14, 'ready', 100 * (46 / 60), 14],
      [0, 'delivered', 100, 0],
    ] as const)('%s minutes before its time it shows %s', (minutes, status, percent, minutesLeft) => {
      const progress = orderProgress(scheduled, before(minutes));
      expect(progress.status).toBe(status);
      expect(progress.percent).toBeCloseTo(percent, 6);
      expect(progress.minutesLeft).toBe(minutesLeft);
      expect(progress.waiting).toBe(false);
    });

    it('an order for now never waits', () => {
      expect(orderProgress({ ...scheduled, scheduledFor: null }, new Date('2026-11-26T21:00:00.000Z')).waiting).toBe(false);
    });
  });
});

describe('a pickup on the tracking view', () => {
  const pickup = { ...pending, fulfilment: 'pickup' as const };

  it('moves with the clock as a delivery does, but waits at ready once its time is up: only staff mark it collected', () => {
    expect(orderProgress(pickup, at(50)).status).toBe('preparing');
    expect(orderProgress(pickup, at(80)).status).toBe('ready');
    expect(orderProgress(pickup, at(250))).toMatchObject({ status: 'ready', settled: false });
    expect(orderProgress({ ...pickup, status: 'preparing' }, at(250)).status).toBe('ready');
  });

  it('is settled once collected or cancelled, whatever the clock says', () => {
    expect(orderProgress({ ...pickup, status: 'collected' }, at(10))).toMatchObject({ status: 'collected', settled: true });
    expect(orderProgress({ ...pickup, status: 'cancelled' }, at(250))).toMatchObject({ status: 'cancelled', settled: true });
  });
});
