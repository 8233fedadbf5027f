import type { House } from '../contract/house';
import { FLOOR_PLAN } from '../contract/floor-plan';
import { clockTime, deliveryTime, formatDhakaDateTime, formatPaisa, formatTakaExact, invoiceDateTime, writtenDate, writtenTime } from '../contract/format';
import type { ContactPayload, MailKind, MailPayloads, OrderPlacedPayload, OrderStatusPayload, ReservationPayload, WaitlistOfferPayload } from '../contract/mail';
import * as ORDER from '../contract/messages/order';
import * as RESERVATION from '../contract/messages/reservation';
import { ORDER_STATUS_LABELS, READY_FOR_PICKUP } from '../contract/order-rules';
import { paidAtCounter, paymentLabel } from '../contract/order-sources';
import { ARRIVE_EARLY, base64Utf8, bookingCalendar, CALENDAR_FILENAME, CALENDAR_TYPE } from './calendar';
import { headerText } from './headers';
import { inert } from './inert';
import { amountDue, invoiceNumber, percentLabel } from '../contract/invoice';
import { offerLink } from '../sms/templates';

// What each mail says (docs/features.md, Guest e-mail), as plain text and as HTML in the house's style: one column on the paper
// tone, the name in a serif on the ink band, brass used sparingly; no remote images, no script, inline styles
// only (what phone mail apps keep). Every value that came from a guest is escaped where it is written, and made
// inert (./inert.ts) so that no mail client turns it into a link; a guest's own free text (delivery
// instructions, a contact message) is set apart as their quoted words, never as the restaurant's.

/** A file sent with a mail: its content already base64 (the part's transfer encoding). */
export interface Attachment {
  filename: string;
  mimeType: string;
  base64: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
}

export interface MailContext {
  house: House;
  /** The site's origin, for the tracking links. */
  siteUrl: string;
  /** When the mail is written: a calendar file's DTSTAMP. */
  now?: Date;
}

/** Escapes text for HTML, attributes included. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Markup that is already safe: what `html` builds. Anything else interpolated is escaped. */
class Markup {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
type Part = Markup | string | number | readonly Markup[] | null | undefined | false;

function html(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  let out = strings[0] ?? '';
  parts.forEach((part, index) => {
    const piece = part instanceof Markup ? part.value : Array.isArray(part) ? part.map((item: Markup) => item.value).join('') : part === null || part === undefined || part === false ? '' : escapeHtml(String(part));
    out += piece + (strings[index + 1] ?? '');
  });
  return new Markup(out);
}

const INK = '#16120f';
const PAPER = '#faf6ef';
const TEXT = '#231c16';
const MUTED = '#5d5046';
const BRASS = '#7a5716';
const RULE = '#e6dac6';
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

interface Section {
  /** Short lead shown in the inbox before the mail is opened. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Label → value rows. */
  details: [string, string][];
  /** Order lines, with the totals under them. */
  lines?: { label: string; amount: string }[];
  totals?: { label: string; amount: string; strong?: boolean }[];
  action?: { label: string; href: string };
  /** A guest's own words, quoted under a label: not the restaurant's voice. */
  quote?: { label: string; text: string };
}

function page(section: Section, { house }: MailContext): Markup {
  const rows = section.details.map(
    ([label, value]) =>
      html`<tr><td style="padding:6px 12px 6px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap">${label}</td><td style="padding:6px 0;color:${TEXT};font-size:15px;vertical-align:top">${value}</td></tr>`,
  );
  const lines = (section.lines ?? []).map(
    (line) =>
      html`<tr><td style="padding:8px 0;border-bottom:1px solid ${RULE};color:${TEXT};font-size:15px">${line.label}</td><td style="padding:8px 0;border-bottom:1px solid ${RULE};color:${TEXT};font-size:15px;text-align:right;white-space:nowrap">${line.amount}</td></tr>`,
  );
  const totals = (section.totals ?? []).map(
    (total) =>
      html`<tr><td style="padding:6px 0;color:${total.strong ? TEXT : MUTED};font-size:${total.strong ? 17 : 15}px;${total.strong ? 'font-weight:600' : ''}">${total.label}</td><td style="padding:6px 0;color:${total.strong ? TEXT : MUTED};font-size:${total.strong ? 17 : 15}px;text-align:right;white-space:nowrap;${total.strong ? 'font-weight:600' : ''}">${total.amount}</td></tr>`,
  );
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${section.heading}</title></head>
<body style="margin:0;padding:0;background:${PAPER};-webkit-text-size-adjust:100%">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${section.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER}"><tr><td align="center" style="padding:0 12px 32px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;font-family:${SANS};line-height:1.55">
<tr><td style="background:${INK};padding:28px 24px 24px;text-align:center">
<div style="font-family:${SERIF};font-size:30px;letter-spacing:0.06em;color:#f1e9db">${house.name}</div>
<div style="margin:12px auto 0;width:48px;height:1px;background:#d4a853;line-height:1px;font-size:1px">&nbsp;</div>
</td></tr>
<tr><td style="padding:32px 8px 8px">
<h1 style="margin:0 0 16px;font-family:${SERIF};font-weight:600;font-size:28px;line-height:1.2;color:${TEXT}">${section.heading}</h1>
${section.paragraphs.map((paragraph) => html`<p style="margin:0 0 14px;font-size:16px;color:${TEXT};white-space:pre-line">${paragraph}</p>`)}
${rows.length ? html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0 8px">${rows}</table>` : ''}
${lines.length ? html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:20px 0 4px;border-top:1px solid ${RULE}">${lines}</table>` : ''}
${totals.length ? html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:4px 0 8px">${totals}</table>` : ''}
${section.quote ? html`<p style="margin:20px 0 6px;font-size:13px;letter-spacing:0.04em;color:${MUTED}">${section.quote.label}</p><blockquote style="margin:0 0 14px;padding:10px 16px;border-left:2px solid #d4a853;background:#f3ece0;font-family:${SERIF};font-style:italic;font-size:18px;line-height:1.45;color:${TEXT};white-space:pre-line">“${section.quote.text}”</blockquote>` : ''}
${section.action ? html`<p style="margin:28px 0 8px"><a href="${section.action.href}" style="display:inline-block;background:${BRASS};color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:4px">${section.action.label}</a></p><p style="margin:0 0 8px;font-size:13px;color:${MUTED};word-break:break-all">${section.action.href}</p>` : ''}
</td></tr>
<tr><td style="padding:24px 8px 0;border-top:1px solid ${RULE};font-size:13px;color:${MUTED}">
${house.name} · ${house.address}<br>${house.phone} · <a href="mailto:${house.email}" style="color:${BRASS}">${house.email}</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

function plain(section: Section, { house }: MailContext): string {
  const width = Math.max(0, ...section.details.map(([label]) => label.length));
  const blocks = [
    section.heading,
    ...section.paragraphs,
    section.details.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n'),
    (section.lines ?? []).map((line) => `${line.label} — ${line.amount}`).join('\n'),
    (section.totals ?? []).map((total) => `${total.label}: ${total.amount}`).join('\n'),
    section.quote ? `${section.quote.label}:\n“${section.quote.text}”` : '',
    section.action ? `${section.action.label}: ${section.action.href}` : '',
    `—\n${house.name} · ${house.address}\n${house.phone} · ${house.email}`,
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

const tableName = (table: number) => {
  const kind = FLOOR_PLAN.find((entry) => entry.table === table)?.kind;
  return kind ? `Table ${table} · ${kind}` : `Table ${table}`;
};

const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

function orderPlaced(mail: OrderPlacedPayload, context: MailContext): [string, Section] {
  // A receipt written before pickup says nothing of it: a delivery.
  const pickup = mail.fulfilment === 'pickup';
  const when = mail.scheduledFor ? `Scheduled for ${deliveryTime(mail.scheduledFor)}` : null;
  const serviceCharge = mail.serviceCharge ?? 0;
  const due = amountDue({ total: mail.total, serviceCharge, deliveryFee: mail.deliveryFee });
  // The receipt is the invoice's text (Mushak-6.3's fields): its number and time of issue, the BIN, and the VAT
  // inside the total. A receipt written before the invoice has none of them.
  const { invoice, tax } = mail;
  return [
    `Your order ${mail.orderId} — ${context.house.name}`,
    {
      preheader: `Order ${mail.orderId}: ${formatTakaExact(due)}, ${mail.scheduledFor ? `scheduled for ${deliveryTime(mail.scheduledFor)}` : `about ${mail.estimatedDeliveryTime} minutes`}.`,
      heading: `Thank you, ${mail.name}`,
      paragraphs: [ORDER.received],
      details: [
        ['Order', mail.orderId],
        ['Placed', formatDhakaDateTime(mail.placedAt)],
        // An order scheduled ahead is delivered at its time, not "in 45 minutes" from when it was placed.
        when ? [pickup ? 'Pickup' : 'Delivery', when] : [pickup ? 'Ready in' : 'Estimated time', `${mail.estimatedDeliveryTime} minutes`],
        // Paid online before the receipt was written (docs/payments.md): the guest owes nothing at the door.
        ['Payment', mail.paid && !paidAtCounter(mail.paymentMethod) ? `${paymentLabel(mail.paymentMethod)}, paid` : paymentLabel(mail.paymentMethod)],
        ...(pickup
          ? [['Collect from', `${context.house.name}, ${context.house.address}`] as [string, string]]
          : [...(mail.area ? [['Area', mail.area] as [string, string]] : []), ['Deliver to', mail.address] as [string, string]]),
        ['Phone', mail.phone],
        ...(invoice ? [['Tax invoice', `${invoiceNumber(invoice.year, invoice.serial)}, issued ${invoiceDateTime(new Date(invoice.issuedAt))}`] as [string, string]] : []),
        ...(tax ? [['BIN', tax.bin] as [string, string]] : []),
      ],
      lines: mail.items.map((item) => ({ label: `${item.quantity} × ${item.name}`, amount: formatTakaExact(item.price * item.quantity) })),
      totals: [
        { label: 'Subtotal', amount: formatTakaExact(mail.total) },
        ...(serviceCharge > 0 && tax ? [{ label: `Service charge (${percentLabel(tax.serviceChargeRate)})`, amount: formatTakaExact(serviceCharge) }] : []),
        ...(pickup ? [] : [{ label: mail.area ? `Delivery fee (${mail.area})` : 'Delivery fee', amount: formatTakaExact(mail.deliveryFee) }]),
        { label: 'Total', amount: formatTakaExact(due), strong: true },
        ...(tax
          ? [
              { label: 'Value without VAT', amount: formatPaisa(due * 100 - tax.vat) },
              { label: `VAT included (${percentLabel(tax.vatRate)})`, amount: formatPaisa(tax.vat) },
            ]
          : []),
      ],
      action: { label: 'Track your order', href: `${context.siteUrl}/track-order/${mail.orderId}` },
      ...(mail.instructions ? { quote: { label: pickup ? 'Your note for the kitchen' : 'Your delivery instructions', text: mail.instructions } } : {}),
    },
  ];
}

const REFUND_ON_ITS_WAY = (amount: string) => `The ${amount} you paid online is on its way back to the card or bKash account you paid with: it arrives within 3-5 business days.`;

const ORDER_STATUS_WORDS: Record<string, { heading: string; message: string }> = {
  preparing: { heading: 'In the kitchen', message: ORDER.preparing },
  ready: { heading: 'On its way', message: ORDER.ready },
  delivered: { heading: 'Delivered', message: ORDER.delivered },
  collected: { heading: 'Collected', message: ORDER.collected },
  cancelled: { heading: 'Order cancelled', message: ORDER.cancelled },
};

function orderStatus(mail: OrderStatusPayload, context: MailContext): [string, Section] {
  const pickup = mail.fulfilment === 'pickup';
  const words = pickup && mail.status === 'ready' ? { heading: 'Ready to collect', message: ORDER.readyForPickup } : (ORDER_STATUS_WORDS[mail.status] ?? { heading: ORDER_STATUS_LABELS[mail.status], message: '' });
  return [
    `Order ${mail.orderId}: ${pickup && mail.status === 'ready' ? READY_FOR_PICKUP : ORDER_STATUS_LABELS[mail.status]}`,
    {
      preheader: words.message,
      heading: words.heading,
      // A cancelled order paid online: its refund is already asked of the gateway (docs/payments.md).
      paragraphs: [`Dear ${mail.name},`, words.message, mail.refund ? REFUND_ON_ITS_WAY(formatTakaExact(amountDue({ total: mail.total, serviceCharge: mail.serviceCharge ?? 0, deliveryFee: mail.deliveryFee }))) : ''].filter(Boolean),
      details: [
        ['Order', mail.orderId],
        ['Status', pickup && mail.status === 'ready' ? READY_FOR_PICKUP : ORDER_STATUS_LABELS[mail.status]],
        // What the guest pays: the dishes, the service charge (when there is one) and the delivery fee.
        ['Total', pickup ? formatTakaExact(mail.total + (mail.serviceCharge ?? 0)) : `${formatTakaExact(amountDue({ total: mail.total, serviceCharge: mail.serviceCharge ?? 0, deliveryFee: mail.deliveryFee }))} (with delivery)`],
      ],
      action: { label: 'Track your order', href: `${context.siteUrl}/track-order/${mail.orderId}` },
    },
  ];
}

type BookingKind = 'reservation-received' | 'reservation-confirmed' | 'reservation-cancelled' | 'reservation-reminder';
/** The booking mails that carry the sitting as a calendar file: the confirmation and the reminder. */
const WITH_CALENDAR: readonly string[] = ['reservation-confirmed', 'reservation-reminder'];

function booking(kind: BookingKind, mail: ReservationPayload, context: MailContext): [string, Section] {
  const when = `${writtenDate(mail.date)} at ${writtenTime(mail.time)}`;
  const words = {
    'reservation-received': { subject: 'We have your booking request', heading: 'Booking received', message: RESERVATION.pending, status: 'Pending' },
    'reservation-confirmed': { subject: 'Your table is confirmed', heading: 'Your table is confirmed', message: RESERVATION.confirmed, status: 'Confirmed' },
    'reservation-cancelled': {
      subject: 'Your booking is cancelled',
      heading: 'Booking cancelled',
      message: mail.byGuest ? `As you asked, we have cancelled your booking. ${RESERVATION.cancelled}` : RESERVATION.cancelled,
      status: 'Cancelled',
    },
    // Sent the day before, or on the morning itself when the evening before was too late (mail/reminders.ts):
    // so it names the date rather than saying "tomorrow".
    'reservation-reminder': { subject: 'A reminder of your table', heading: 'We look forward to seeing you', message: `A reminder of your table at ${context.house.name}. ${ARRIVE_EARLY}`, status: 'Confirmed' },
  }[kind];
  return [
    `${words.subject} — ${writtenDate(mail.date)}, ${writtenTime(mail.time)}`,
    {
      preheader: `${when}, ${guestsText(mail.guests)}. ${words.message}`,
      heading: words.heading,
      paragraphs: [`Dear ${mail.name},`, words.message, WITH_CALENDAR.includes(kind) ? `The attached calendar file (${CALENDAR_FILENAME}) adds the evening to your calendar.` : ''].filter(Boolean),
      details: [
        ['Reservation', mail.reservationId],
        ['Date', writtenDate(mail.date)],
        ['Time', writtenTime(mail.time)],
        ['Guests', guestsText(mail.guests)],
        ['Table', tableName(mail.table)],
        ['Status', words.status],
      ],
      action: { label: 'Track your reservation', href: `${context.siteUrl}/track-reservation/${mail.reservationId}` },
    },
  ];
}

function waitlistOffer(mail: WaitlistOfferPayload, context: MailContext): [string, Section] {
  const until = clockTime(mail.expiresAt);
  const message = `A table has come free on the evening you asked for, and we are holding it for you until ${until}. Take it with the button below; after that it goes to the next guest waiting.`;
  return [
    `A table is free for you — ${writtenDate(mail.date)}, ${writtenTime(mail.time)}`,
    {
      preheader: `${guestsText(mail.guests)} at ${writtenTime(mail.time)}: held for you until ${until}.`,
      heading: 'A table is free for you',
      paragraphs: [`Dear ${mail.name},`, message],
      details: [
        ['Date', writtenDate(mail.date)],
        ['Time', writtenTime(mail.time)],
        ['Guests', guestsText(mail.guests)],
        ['Table', tableName(mail.table)],
        ['Held until', until],
      ],
      action: { label: 'Take the table', href: offerLink(context.siteUrl, mail.token) },
    },
  ];
}

function contact(message: ContactPayload): [string, Section] {
  // Name and subject are one line wherever they are written, as in the headers.
  const mail = { ...message, name: inert(headerText(message.name)), subject: inert(headerText(message.subject)) };
  return [
    `Contact form: ${mail.subject}`,
    {
      preheader: `${mail.name} wrote through the website. Reply to answer them.`,
      heading: mail.subject,
      paragraphs: [`${mail.name} wrote through the website's contact form. Reply to this mail to answer them.`],
      quote: { label: 'Their message', text: mail.message },
      details: [
        ['From', mail.name],
        ['E-mail', mail.email],
        ['Message no.', String(mail.id)],
      ],
    },
  ];
}

/** What a guest typed, made inert wherever it is written (the contact message's name and subject: in contact()). */
function inertPayload<K extends MailKind>(kind: K, given: MailPayloads[K]): MailPayloads[K] {
  // A guest's name is one line wherever it is written, as in the headers.
  const named = { ...given, name: kind === 'contact' ? given.name : inert(headerText(given.name, 100)) };
  if (kind === 'order-placed') {
    const order = named as OrderPlacedPayload;
    return { ...order, address: inert(order.address), phone: inert(order.phone), instructions: inert(order.instructions) } as MailPayloads[K];
  }
  if (kind === 'contact') {
    const message = named as ContactPayload;
    return { ...message, email: inert(message.email), message: inert(message.message) } as MailPayloads[K];
  }
  return named;
}

/** The subject, plain text and HTML of one mail. The subject is one header-safe line. */
export function renderMail<K extends MailKind>(kind: K, given: MailPayloads[K], context: MailContext): RenderedMail {
  const payload = inertPayload(kind, given);
  const [subject, section] =
    kind === 'order-placed'
      ? orderPlaced(payload as OrderPlacedPayload, context)
      : kind === 'order-status'
        ? orderStatus(payload as OrderStatusPayload, context)
        : kind === 'contact'
          ? contact(payload as ContactPayload)
          : kind === 'waitlist-offer'
            ? waitlistOffer(payload as WaitlistOfferPayload, context)
            : booking(kind as BookingKind, payload as ReservationPayload, context);
  const attachments = WITH_CALENDAR.includes(kind) ? [calendarAttachment(given as ReservationPayload, context)] : [];
  return { subject: headerText(subject, 200), text: plain(section, context), html: page(section, context).value, attachments };
}

/** The sitting as an .ics file (./calendar.ts). */
function calendarAttachment(booking: ReservationPayload, context: MailContext): Attachment {
  // The guest's name is not in the file: a calendar entry is shared and synced more widely than a mail.
  const ics = bookingCalendar(booking, { house: context.house, siteUrl: context.siteUrl, now: context.now ?? new Date() });
  return { filename: CALENDAR_FILENAME, mimeType: CALENDAR_TYPE, base64: base64Utf8(ics) };
}
