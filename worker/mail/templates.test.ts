import { describe, expect, it } from 'vitest';
import { encodeWords, headerText, mailbox, UnsendableAddress } from './headers';
import { inert } from './inert';
import { renderMail } from './templates';

// What the mails say, and the header encoding every guest-supplied word passes through.

const house = { name: 'Karnaphuli', email: 'table@karnaphuli.com.bd', phone: '+880 1713-550142', address: '14 Strand Road, Sadarghat, Chattogram 4000, Bangladesh', eveningService: '5 PM to 10 PM', service: { week: Array.from({ length: 7 }, () => ({ opens: 660, closes: 1320 })), lastOrdersMinutes: 30, leadMinutes: 30 } };
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

describe('the receipt of an order scheduled ahead', () => {
  it('gives the delivery time on the restaurant\u2019s clock instead of the minutes', () => {
    const receipt = renderMail('order-placed', { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', items: [], total: 3750, deliveryFee: 120, paymentMethod: 'cod', address: 'House 12', phone: '01711000001', instructions: '', estimatedDeliveryTime: 45, placedAt: '2026-11-26T21:00:00.000Z', scheduledFor: '2026-11-27T05:30:00.000Z' }, context);
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('Scheduled for Friday 27 November, 11:30 AM');
      expect(part).not.toContain('45 minutes');
    }
  });
});

describe('the receipt as the tax invoice’s text', () => {
  const order = { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', items: [{ name: 'Hilsa in mustard', quantity: 2, price: 1850 }], total: 3700, paymentMethod: 'cod' as const, phone: '01711000001', estimatedDeliveryTime: 45, placedAt: '2026-11-26T13:00:00.000Z', address: 'Road 2, Khulshi R/A', instructions: '', fulfilment: 'delivery' as const, area: 'Khulshi' };

  it('gives the invoice’s number and time of issue, the BIN, the service charge, the value without VAT and the VAT', () => {
    // ৳3,700 of dishes, ৳370 of service charge (10%), ৳100 to Khulshi: ৳4,170, of which 5% VAT is 417000 × 5 / 105 = 19857.14… paisa.
    const tax = { vatRate: 500, serviceChargeRate: 1000, vat: 19857, bin: '004512378-0101' };
    const receipt = renderMail('order-placed', { ...order, deliveryFee: 100, serviceCharge: 370, tax, invoice: { year: '2026-27', serial: 42, issuedAt: Date.parse('2026-11-26T13:00:00.000Z') } }, context);
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('2026-27/00042, issued 26 Nov 2026, 19:00');
      expect(part).toContain('004512378-0101');
      expect(part).toContain('Service charge (10%)');
      expect(part).toContain('৳370.00');
      expect(part).toContain('৳4,170.00');
      expect(part).toContain('Value without VAT');
      expect(part).toContain('৳3,971.43');
      expect(part).toContain('VAT included (5%)');
      expect(part).toContain('৳198.57');
    }
  });

  it('a status mail’s total, and a refund’s, count the service charge', () => {
    const cancelled = renderMail('order-status', { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', status: 'cancelled', total: 3700, deliveryFee: 100, serviceCharge: 370, fulfilment: 'delivery', refund: true }, context);
    for (const part of [cancelled.text, cancelled.html]) {
      expect(part).toContain('৳4,170.00 (with delivery)');
      expect(part).toContain('The ৳4,170.00 you paid online is on its way back');
    }
    const ready = renderMail('order-status', { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', status: 'ready', total: 3700, deliveryFee: 0, serviceCharge: 370, fulfilment: 'pickup' }, context);
    expect(ready.text).toContain('৳4,070.00');
  });

  it('a receipt written before invoices says nothing of them', () => {
    const receipt = renderMail('order-placed', { ...order, deliveryFee: 100 }, context);
    expect(receipt.text).not.toContain('Tax invoice');
    expect(receipt.text).not.toContain('VAT');
    expect(receipt.text).toContain('৳3,800.00');
  });
});

describe('the receipt by area, and of a pickup', () => {
  const order = { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', items: [], total: 3750, paymentMethod: 'cod' as const, phone: '01711000001', estimatedDeliveryTime: 45, placedAt: '2026-11-26T21:00:00.000Z' };

  it('names the area beside its fee and the address', () => {
    const receipt = renderMail('order-placed', { ...order, deliveryFee: 150, fulfilment: 'delivery', area: 'Khulshi', address: 'Road 2, Khulshi R/A', instructions: 'Ring twice' }, context);
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('Delivery fee (Khulshi)');
      expect(part).toContain('৳150.00');
      expect(part).toContain('৳3,900.00');
      expect(part).toContain('Road 2, Khulshi R/A');
    }
  });

  it('a pickup says where to collect it and when it is ready, with no fee and no address', () => {
    const receipt = renderMail('order-placed', { ...order, deliveryFee: 0, fulfilment: 'pickup', area: null, address: '', instructions: 'No onions' }, context);
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain(`Collect from`);
      expect(part).toContain(house.address);
      expect(part).toContain('Ready in');
      expect(part).toContain('Your note for the kitchen');
      expect(part).not.toContain('Delivery fee');
      expect(part).not.toContain('Deliver to');
    }
    const ready = renderMail('order-status', { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', status: 'ready', total: 3750, deliveryFee: 0, fulfilment: 'pickup' }, context);
    expect(ready.subject).toBe('Order K7QM2XW9PD4A: Ready for pickup');
    expect(ready.text).toContain('Come by the restaurant to collect it');
    expect(ready.text).not.toContain('with delivery');
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

  it('a cancelled order paid online says its money is on its way back; a receipt paid online says paid', () => {
    const refunded = renderMail('order-status', { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', status: 'cancelled', total: 3750, deliveryFee: 120, refund: true }, context);
    const cash = renderMail('order-status', { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', status: 'cancelled', total: 3750, deliveryFee: 120 }, context);
    for (const part of [refunded.text, refunded.html]) expect(part).toContain('The ৳3,870.00 you paid online is on its way back to the card or bKash account you paid with: it arrives within 3-5 business days.');
    expect(cash.text).not.toContain('you paid online');
    const paid = renderMail('order-placed', { orderId: 'K7QM2XW9PD4A', name: 'Ayesha', items: [], total: 3750, deliveryFee: 120, paymentMethod: 'credit-card', paid: true, address: 'House 12', phone: '01711000001', instructions: '', estimatedDeliveryTime: 45, placedAt: '2026-11-23T13:30:00.000Z' }, context);
    expect(paid.text).toContain('Credit Card, paid');
  });
});

describe('what a guest typed', () => {
  // Every form of link a mail client makes of plain text: a scheme, www., a bare domain, an address, an IP, and
  // the full stops IDNA reads as one.
  const hostile = 'Visit https://evil.example/pay, www.evil.example or evil.com; write to refunds@evil.example; javascript:alert(1) mailto:x@evil.com 10.0.0.1 evil。com';
  /** Anything a linker (or a URL parser) would take for a link: a scheme's colon, or a full stop inside a host. */
  const LINKABLE = /[a-z][a-z0-9+.-]*:\/|(?:mailto|javascript|tel):|[\p{L}\p{N}][.\u3002\uff0e\uff61][\p{L}\p{N}]/iu;

  const receipt = renderMail(
    'order-placed',
    {
      orderId: 'K7QM2XW9PD4A',
      name: `Ayesha ${hostile}`,
      items: [{ name: 'Smoked Hilsa Mousse', quantity: 1, price: 950 }],
      total: 950,
      deliveryFee: 120,
      paymentMethod: 'cod',
      address: `House 12, ${hostile}`,
      phone: '01711000001',
      instructions: `Ring twice.\n${hostile}`,
      estimatedDeliveryTime: 45,
      placedAt: '2026-11-23T13:30:00.000Z',
    },
    context,
  );
  const message = renderMail('contact', { id: 7, name: `Rahim www.evil.example`, email: 'rahim@evil.example', subject: `Refund at https://evil.example`, message: `Hello.\n\n${hostile}` }, context);
  const booking = renderMail('reservation-received', { reservationId: 'R2D2C3POBB8A', name: `Bashir ${hostile}`, date: '2026-11-28', time: '19:30', guests: 4, table: 14 }, context);

  /** A part with the restaurant's own words that may hold a dot or a colon (links, its address, amounts) taken out. */
  const guestParts = (part: string) =>
    part
      .replace(/৳[\d,]+\.\d\d/g, '')
      .replace(/https:\/\/karnaphuli\.com\.bd\/track-(order|reservation)\/[A-Z0-9]{12}/g, '')
      .replace(/table@karnaphuli\.com\.bd/g, '')
      .replace(/<[^>]*>/g, ' ');

  it('cannot become a link in the HTML or the text part: no scheme, no host, no address is left whole', () => {
    for (const mail of [receipt, message, booking]) {
      for (const part of [guestParts(mail.html), guestParts(mail.text)]) {
        expect(part).not.toMatch(LINKABLE);
        expect(part).not.toContain('href="http://evil');
      }
      expect(mail.html.match(/href="[^"]*"/g)?.every((href) => /^href="(https:\/\/karnaphuli\.com\.bd\/track-|mailto:table@karnaphuli\.com\.bd)/.test(href)) ?? true).toBe(true);
    }
  });

  it('fails as a URL even where a linker kept it whole, where a zero-width joiner would not', () => {
    const parses = (text: string) => URL.canParse(text.includes('://') || text.includes('\u2236') ? text : `http://${text}`);
    for (const text of ['https://evil.example', 'evil.example', 'www.evil.example']) expect(parses(inert(text)), inert(text)).toBe(false);
    expect(new URL('http://evil\u2060.example').host).toBe('evil.example');
  });

  it('still reads as typed: the look-alike dot and colon, every word kept, a sentence keeps its full stop', () => {
    expect(receipt.text).toContain('Visit https\u2236//evil\u2024example/pay, www\u2024evil\u2024example or evil\u2024com; write to refunds@evil\u2024example; javascript\u2236alert(1) mailto\u2236x@evil\u2024com 10\u20240\u20240\u20241 evil\u2024com');
    expect(receipt.text).toContain('Ring twice.\n');
    expect(message.subject).toBe('Contact form: Refund at https\u2236//evil\u2024example');
  });

  it('is set apart as the guest’s quoted words: delivery instructions and a contact message', () => {
    expect(receipt.html).toMatch(/Your delivery instructions<\/p><blockquote [^>]*>“Ring twice\.\nVisit https∶\/\/evil․example/);
    expect(receipt.text).toContain('Your delivery instructions:\n“Ring twice.\nVisit');
    expect(message.html).toMatch(/Their message<\/p><blockquote [^>]*>“Hello\.\n\nVisit/);
    expect(message.text).toContain('Their message:\n“Hello.\n\nVisit');
  });
});

describe('a table offered from the waitlist', () => {
  it('gives the sitting, the table, until when it is held on the restaurant’s clock, and the link that takes it', () => {
    const mail = renderMail(
      'waitlist-offer',
      { entryId: 'WAIT00000001', name: 'Nadia Karim', date: '2026-11-28', time: '19:30', guests: 4, table: 12, token: 'ABCDEFGHJKMNPQRS', expiresAt: '2026-11-28T13:15:00.000Z' },
      context,
    );
    expect(mail.subject).toBe('A table is free for you — Saturday, 28 November 2026, 7:30 PM');
    expect(mail.text).toContain('we are holding it for you until 7:15 PM');
    expect(mail.text).toContain('Held until: 7:15 PM');
    expect(mail.text).toContain('Take the table: https://karnaphuli.com.bd/w/ABCDEFGHJKMNPQRS');
    expect(mail.html).toContain('href="https://karnaphuli.com.bd/w/ABCDEFGHJKMNPQRS"');
    expect(mail.attachments).toEqual([]);
  });
});
