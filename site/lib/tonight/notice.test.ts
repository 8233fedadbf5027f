import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '#contract/service';
import { wordsFor } from '../../i18n/catalog';
import { serviceNotice as noticeIn } from './notice';

// Tuesday 24 November 2026, 8:00 PM in Chattogram.
const at = '2026-11-24T14:00:00.000Z';
const serviceNotice = (state: ServiceStatus) => noticeIn(state, wordsFor('en').menu.notice, 'en');
const status = (over: Partial<ServiceStatus>): ServiceStatus => ({ at, open: true, paused: null, nextOpening: null, soldOut: [], rules: { week: [], lastOrdersMinutes: 30, leadMinutes: 30 }, ...over });

describe('what /menu says when delivery orders wait', () => {
  it('says nothing while orders are taken', () => {
    expect(serviceNotice(status({}))).toBeNull();
  });

  it('paused: the minutes left, rounded up, and that scheduling is open', () => {
    expect(serviceNotice(status({ open: false, paused: { until: '2026-11-24T14:14:10.000Z' }, nextOpening: '2026-11-24T14:14:10.000Z' }))).toBe(
      'The kitchen is not taking delivery orders for the next 15 minutes. You can schedule an order for later.',
    );
    expect(serviceNotice(status({ open: false, paused: { until: null } }))).toBe('The kitchen is not taking delivery orders for now. You can schedule an order for later.');
  });

  it('closed: when orders are taken again, on the restaurant\u2019s clock', () => {
    expect(serviceNotice(status({ open: false, nextOpening: '2026-11-25T05:00:00.000Z' }))).toBe('We take delivery orders again at 11:00 AM tomorrow. You can schedule an order now.');
  });

  it('says it in Bangla, with Bengali digits and the part of the day', () => {
    const bangla = (state: ServiceStatus) => noticeIn(state, wordsFor('bn').menu.notice, 'bn');
    expect(bangla(status({ open: false, paused: { until: '2026-11-24T14:14:10.000Z' } }))).toBe(
      'রান্নাঘর আগামী ১৫ মিনিট ডেলিভারির অর্ডার নিচ্ছে না। চাইলে পরের কোনো সময়ের জন্য অর্ডার দিয়ে রাখতে পারেন।',
    );
    expect(bangla(status({ open: false, nextOpening: '2026-11-25T05:00:00.000Z' }))).toBe(
      'আগামীকাল সকাল ১১:০০ থেকে আবার ডেলিভারির অর্ডার নেওয়া হবে। চাইলে এখনই পরের সময়ের জন্য অর্ডার দিয়ে রাখতে পারেন।',
    );
  });
});
