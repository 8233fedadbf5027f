import { describe, expect, it } from 'vitest';
import { encodeWords, headerText, mailbox, UnsendableAddress } from './headers';
import { renderMail } from './templates';

// Issue #13: what the mails say, and the header encoding every guest-supplied word passes through.

const house = { name: 'Karnaphuli', email: 'table@karnaphuli.com.bd', phone: '+880 1713-550142', address: '14 Strand Road, Sadarghat, Chattogram 4000, Bangladesh', eveningService: '5 PM to 10 PM' };
const context = { house, siteUrl: 'https://karnaphuli.com.bd' };

const decode = (header: string) =>
  header
    .split('\r\n ')
    .map((word) => /^=\?UTF-8\?B\?(.*)\?=$/.exec(word)?.[1] ?? '')
    .map((base64) => new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))))
    .join('');

describe('headers', () => {
  it('make any text one line', () => {
    expect(headerText('a\r\nBcc: x@example.com\u2028\tb')).toBe('a Bcc: x@example.com b');
  });

  it('leave plain words as they are and encode the rest in words of at most 75 characters, losing nothing', () => {
    expect(encodeWords('Order ABC: Ready')).toBe('Order ABC: Ready');
    const text = `Dinner for "twelve" — ৳16,500 ${'ক'.repeat(40)}`;
    const encoded = encodeWords(text);
    expect(encoded.split('\r\n ').every((word) => word.length <= 75 && /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/.test(word))).toBe(true);
    expect(decode(encoded)).toBe(text);
  });

  it('refuse an address that could carry anything but an address', () => {
    expect(mailbox('ayesha@example.com', 'Ayesha Siddiqua')).toBe('"Ayesha Siddiqua" <ayesha@example.com>');
    expect(mailbox('ayesha@example.com')).toBe('ayesha@example.com');
    for (const address of ['a@example.com>\r\nBcc: x@example.com', 'a b@example.com', '<a@example.com>', 'a@example', '"a"@example.com']) {
      expect(() => mailbox(address, 'A')).toThrow(UnsendableAddress);
    }
  });
});

describe('the receipt', () => {
  const receipt = renderMail(
    'order-placed',
    {
      orderId: 'K7QM2XW9PD4A',
      name: 'Ayesha Siddiqua',
      items: [
        { name: 'Smoked Hilsa Mousse', quantity: 2, price: 950 },
        { name: 'Mezban Beef, Slow Braised', quantity: 1, price: 1850 },
      ],
      total: 3750,
      deliveryFee: 120,
      paymentMethod: 'bkash',
      address: 'House 12, Road 3, Khulshi',
      phone: '01711000001',
      instructions: 'Ring twice <please>',
      estimatedDeliveryTime: 45,
      placedAt: '2026-11-23T13:30:00.000Z',
    },
    context,
  );

  it('shows the lines, the subtotal, the delivery fee apart and the total, in both parts', () => {
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('2 × Smoked Hilsa Mousse');
      expect(part).toContain('৳1,900.00');
      expect(part).toContain('৳3,750.00');
      expect(part).toContain('৳120.00');
      expect(part).toContain('৳3,870.00');
      expect(part).toContain('Bkash');
      expect(part).toContain('45 minutes');
      expect(part).toContain('https://karnaphuli.com.bd/track-order/K7QM2XW9PD4A');
    }
    expect(receipt.subject).toBe('Your order K7QM2XW9PD4A — Karnaphuli');
    expect(receipt.html).toContain('Ring twice &#60;please&#62;');
    // No remote images, no script: nothing to load, nothing to run.
    expect(receipt.html).not.toMatch(/<img|<script|src=/i);
  });
});

describe('a booking mail', () => {
  it('gives the date, the time, the guests, the table and the tracking link', () => {
    const mail = renderMail('reservation-confirmed', { reservationId: 'R2D2C3POBB8A', name: 'Bashir', date: '2026-11-28', time: '19:30', guests: 4, table: 14 }, context);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Saturday, 28 November 2026');
      expect(part).toContain('7:30 PM');
      expect(part).toContain('4 guests');
      expect(part).toContain('Table 14 · Booth');
      expect(part).toContain('Your table is confirmed. We look forward to welcoming you.');
      expect(part).toContain('https://karnaphuli.com.bd/track-reservation/R2D2C3POBB8A');
    }
    expect(mail.subject).toBe('Your table is confirmed — Saturday, 28 November 2026, 7:30 PM');
  });

  it('cancelled by the guest says so; a cancelled order carries the refund note', () => {
    expect(renderMail('reservation-cancelled', { reservationId: 'R2D2C3POBB8A', name: 'Bashir', date: '2026-11-28', time: '19:30', guests: 4, table: 14, byGuest: true }, context).text).toContain('As you asked, we have cancelled your booking.');
    expect(renderMail('order-status', { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', status: 'cancelled', total: 3750, deliveryFee: 120 }, context).text).toContain('Your refund will be processed within 3-5 business days.');
  });
});
