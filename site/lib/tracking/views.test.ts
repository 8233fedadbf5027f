// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TrackedOrder } from '#contract/order';
import type { TrackedReservation } from '#contract/reservation-rules';
import { islandWords } from '../../i18n/catalog';
import { orderProgress } from './order-progress';
import { renderTrackedOrder } from './order-view';
import { renderTrackedReservation } from './reservation-view';

// The tracking pages' results in each language: the page's words, its digits, dates and money.

const reservation: TrackedReservation = { id: 'R7K2M9Q4XAB3', name: 'Nadia Rahman', date: '2026-11-28', time: '19:30', guests: 4, table: 12, status: 'confirmed', kind: 'Window' };

// A 60-minute delivery placed at noon in Chattogram, seen half way.
const order = {
  id: 'WXYZ7890ABCD',
  name: 'Nadia Rahman',
  items: [{ id: 'kacchi', name: 'Kacchi Biryani', quantity: 2, price: 850, image: '' }],
  total: 1700,
  status: 'pending',
  createdAt: '2026-11-22T06:00:00.000Z',
  estimatedDeliveryTime: 60,
  fulfilment: 'delivery',
  deliveryFee: 80,
  serviceCharge: 0,
  paymentStatus: 'cod',
  scheduledFor: null,
  area: 'Khulshi',
} as unknown as TrackedOrder;
const halfWay = new Date('2026-11-22T06:30:00.000Z');

const text = (node: HTMLElement) => node.textContent ?? '';

describe('a booking tracked', () => {
  it('in English, as the spec writes it', () => {
    const shown = renderTrackedReservation(reservation, islandWords('en', 'tracking').tracking.reservation, 'en');
    expect(shown.querySelector('.badge')?.textContent).toBe('Confirmed');
    expect(text(shown)).toContain('Your table is confirmed. We look forward to welcoming you.');
    expect([...shown.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Saturday, 28 November 2026', '7:30 PM', '4', '12 · Window']);
  });

  it('in Bangla, with its date, time, party and table in Bangla and its id as it is', () => {
    const shown = renderTrackedReservation(reservation, islandWords('bn', 'tracking').tracking.reservation, 'bn');
    expect(shown.querySelector('.badge')?.textContent).toBe('নিশ্চিত');
    expect(shown.querySelector('.track-id')?.textContent).toBe('R7K2M9Q4XAB3');
    // The guest's name in the class a Bangla page sets in the guest's whole face (global.css).
    expect(shown.querySelector('.track-for .guest-words[lang="en"]')?.textContent).toBe('Nadia Rahman');
    expect([...shown.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['শনিবার, ২৮ নভেম্বর, ২০২৬', 'সন্ধ্যা ৭:৩০', '৪ জন', '১২ · জানালার ধারে']);
  });
});

describe('an order tracked', () => {
  const progress = orderProgress(order, halfWay);

  it('in English, as before', () => {
    const shown = renderTrackedOrder(order, progress, { words: islandWords('en', 'tracking').tracking.order, lang: 'en' }, halfWay);
    expect(shown.querySelector('.badge')?.textContent).toBe('Preparing');
    expect(shown.querySelector('.track-message')?.textContent).toBe('Estimated time remaining: 30 minutes');
    expect([...shown.querySelectorAll('.track-stage')].map((stage) => stage.textContent)).toEqual(['Order received', 'In the kitchen', 'On its way', 'Delivered']);
    expect(text(shown)).toContain('2 × Kacchi Biryani');
    expect(text(shown)).toContain('Plus the ৳80.00 delivery fee to Khulshi.');
    expect(text(shown)).toContain('Payment: Cash On Delivery');
  });

  it('in Bangla, the dishes and the area as the Worker names them in Bangla (asked with ?lang=bn)', () => {
    const inBangla = { ...order, items: [{ ...order.items[0], name: 'কাচ্চি বিরিয়ানি' }], area: 'খুলশী' } as TrackedOrder;
    const shown = renderTrackedOrder(inBangla, progress, { words: islandWords('bn', 'tracking').tracking.order, lang: 'bn' }, halfWay);
    expect(shown.querySelector('.badge')?.textContent).toBe('রান্না হচ্ছে');
    expect(shown.querySelector('.track-message')?.textContent).toBe('আনুমানিক আর বাকি: ৩০ মিনিট');
    expect(shown.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext')).toBe('৫০%');
    expect(text(shown)).toContain('২ × কাচ্চি বিরিয়ানি');
    expect(text(shown)).toContain('খুলশী');
    expect(text(shown)).toContain('মোট৳১,৭০০.০০');
    expect(shown.querySelector('.track-for [lang="en"]')?.textContent).toBe('Nadia Rahman');
    expect(shown.querySelector('.track-for .guest-words')?.textContent).toBe('Nadia Rahman');
    // No English left: only the order's id and the guest's name, as they were given.
    expect(text(shown).replace(/WXYZ7890ABCD|Nadia Rahman/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('in Bangla, a dish the Bangla menu does not name keeps its English, marked as English for a screen reader', () => {
    const shown = renderTrackedOrder(order, progress, { words: islandWords('bn', 'tracking').tracking.order, lang: 'bn' }, halfWay);
    expect([...shown.querySelectorAll('.track-items [lang="en"]')].map((span) => span.textContent)).toEqual(['Kacchi Biryani']);
    expect(shown.querySelector('.track-fee [lang="en"]')?.textContent).toBe('Khulshi');
  });
});
