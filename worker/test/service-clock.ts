import { vi } from 'vitest';

// The clock of a Worker test, on the restaurant's wall clock. The tests run in the Worker's own isolate
// (vitest-pool-workers), so faking Date here moves the Date the Worker reads too (ordering-hours.test.ts
// proves it). Only Date is faked: timers stay real, so D1, fetch and the mail catcher run as ever.

/** An instant on the restaurant's clock (Chattogram, UTC+6): at('2026-11-26T03:00') is 3 a.m. there. */
export const at = (local: string) => new Date(`${local}:00+06:00`);

/** Stops the clock at `local` on the restaurant's clock (undo with vi.useRealTimers()). */
export function setRestaurantClock(local: string): Date {
  const now = at(local);
  vi.useFakeTimers({ toFake: ['Date'], now });
  return now;
}
