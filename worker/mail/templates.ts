import type { House } from '../contract/house';
import { FLOOR_PLAN } from '../contract/floor-plan';
import { type Formats, formatsFor } from '../contract/formats';
import { DEFAULT_LANG, type Lang } from '../contract/lang';
import type { ContactPayload, MailKind, MailPayloads, OrderPlacedPayload, OrderStatusPayload, ReservationPayload, WaitlistOfferPayload } from '../contract/mail';
import { paidAtCounter } from '../contract/order-sources';
import { base64Utf8, bookingCalendar, CALENDAR_FILENAME, CALENDAR_TYPE } from './calendar';
import { headerText } from './headers';
import { inert } from './inert';
import { amountDue, invoiceNumber, percentLabel } from '../contract/invoice';
import { offerLink } from '../sms/templates';
import { type MailWords, mailWords } from './words';

// What each mail says (docs/features.md, Guest e-mail), as plain text and as HTML in the house's style: one column on the paper
// tone, the name in a serif on the ink band, brass used sparingly; no remote images, no script, inline styles
// only (what phone mail apps keep). Every value that came from a guest is escaped where it is written, and made
// inert (./inert.ts) so that no mail client turns it into a link; a guest's own free text (delivery
// instructions, a contact message) is set apart as their quoted words, never as the restaurant's.
// A guest's mail is written in the language of its order, booking or waitlist place (the outbox row's `lang`,
// docs/decisions/0028-the-guests-language.md): the words of ./words.ts, money and dates by formatsFor(lang), and
// links to the pages in that language (/bn/… for Bangla). The restaurant's copy of a contact message is English.

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
  /** The language it is written in (the outbox row's); English when not said. The house is given in it. */
  lang?: Lang;
  /** In Bangla, the dishes' and the delivery areas' Bangla names by id (the Bangla menu's), where it has them. */
  names?: { dishes: ReadonlyMap<string, string>; areas: ReadonlyMap<string, string> };
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

function page(section: Section, { house, lang = DEFAULT_LANG }: MailContext): Markup {
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
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${section.heading}</title></head>
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

/** The words, the formats and the links of one mail's language. */
interface Voice {
  lang: Lang;
  words: MailWords;
  fmt: Formats;
  /** The site's origin in the mail's language: the Bangla pages are under /bn. */
  site: string;
}

const voiceOf = (context: MailContext): Voice => {
  const lang = context.lang ?? DEFAULT_LANG;
  return { lang, words: mailWords(lang), fmt: formatsFor(lang), site: `${context.siteUrl}${lang === 'bn' ? '/bn' : ''}` };
};

const tableName = (table: number, { words, fmt }: Voice) => words.table(fmt.digits(table), FLOOR_PLAN.find((entry) => entry.table === table)?.kind);

const guestsText = (guests: number, { words, fmt }: Voice) => words.guests(guests, fmt.digits);

function orderPlaced(mail: OrderPlacedPayload, context: MailContext, voice: Voice): [string, Section] {
  const { words, fmt } = voice;
  const { labels } = words.order;
  // A receipt written before pickup says nothing of it: a delivery.
  const pickup = mail.fulfilment === 'pickup';
  const when = mail.scheduledFor ? words.order.scheduledFor(fmt.deliveryTime(mail.scheduledFor)) : null;
  const serviceCharge = mail.serviceCharge ?? 0;
  const due = amountDue({ total: mail.total, serviceCharge, deliveryFee: mail.deliveryFee });
  // In Bangla, the dishes and the area by the names the Bangla menu gives them, where it has them.
  const dish = (item: OrderPlacedPayload['items'][number]) => (item.id && context.names?.dishes.get(item.id)) || item.name;
  const area = (mail.areaId && context.names?.areas.get(mail.areaId)) || mail.area;
  const method = words.payment(mail.paymentMethod);
  // The receipt is the invoice's text (Mushak-6.3's fields): its number and time of issue, the BIN, and the VAT
  // inside the total. A receipt written before the invoice has none of them.
  const { invoice, tax } = mail;
  return [
    words.order.subject(mail.orderId, context.house.name),
    {
      preheader: words.order.preheader(mail.orderId, fmt.formatTakaExact(due), mail.scheduledFor ? fmt.deliveryTime(mail.scheduledFor) : null, fmt.digits(mail.estimatedDeliveryTime)),
      heading: words.thankYou(mail.name),
      paragraphs: [words.order.received],
      details: [
        [labels.order, mail.orderId],
        [labels.placed, fmt.formatDhakaDateTime(mail.placedAt)],
        // An order scheduled ahead is delivered at its time, not "in 45 minutes" from when it was placed.
        when ? [pickup ? labels.pickupAt : labels.deliveryAt, when] : [pickup ? labels.readyIn : labels.estimatedTime, words.minutes(fmt.digits(mail.estimatedDeliveryTime))],
        // Paid online before the receipt was written (docs/payments.md): the guest owes nothing at the door.
        [labels.payment, mail.paid && !paidAtCounter(mail.paymentMethod) ? words.paid(method) : method],
        ...(pickup
          ? [[labels.collectFrom, `${context.house.name}, ${context.house.address}`] as [string, string]]
          : [...(area ? [[labels.area, area] as [string, string]] : []), [labels.deliverTo, mail.address] as [string, string]]),
        [labels.phone, mail.phone],
        ...(invoice ? [[labels.taxInvoice, words.order.issued(invoiceNumber(invoice.year, invoice.serial), fmt.invoiceDateTime(new Date(invoice.issuedAt)))] as [string, string]] : []),
        ...(tax ? [[labels.bin, tax.bin] as [string, string]] : []),
      ],
      lines: mail.items.map((item) => ({ label: `${fmt.digits(item.quantity)} × ${dish(item)}`, amount: fmt.formatTakaExact(item.price * item.quantity) })),
      totals: [
        { label: words.order.subtotal, amount: fmt.formatTakaExact(mail.total) },
        ...(serviceCharge > 0 && tax ? [{ label: words.order.serviceCharge(fmt.digits(percentLabel(tax.serviceChargeRate))), amount: fmt.formatTakaExact(serviceCharge) }] : []),
        ...(pickup ? [] : [{ label: words.order.deliveryFee(area), amount: fmt.formatTakaExact(mail.deliveryFee) }]),
        { label: words.order.total, amount: fmt.formatTakaExact(due), strong: true },
        ...(tax
          ? [
              { label: words.order.withoutVat, amount: fmt.formatPaisa(due * 100 - tax.vat) },
              { label: words.order.vatIncluded(fmt.digits(percentLabel(tax.vatRate))), amount: fmt.formatPaisa(tax.vat) },
            ]
          : []),
      ],
      action: { label: words.order.track, href: `${voice.site}/track-order/${mail.orderId}` },
      ...(mail.instructions ? { quote: { label: pickup ? words.order.pickupNote : words.order.deliveryInstructions, text: mail.instructions } } : {}),
    },
  ];
}

function orderStatus(mail: OrderStatusPayload, voice: Voice): [string, Section] {
  const { words, fmt } = voice;
  const pickup = mail.fulfilment === 'pickup';
  const readyToCollect = pickup && mail.status === 'ready';
  const label = readyToCollect ? words.readyForPickup : words.status[mail.status];
  const told = readyToCollect ? words.order.readyToCollect : (words.order.statusWords[mail.status] ?? { heading: words.status[mail.status], message: '' });
  const due = fmt.formatTakaExact(amountDue({ total: mail.total, serviceCharge: mail.serviceCharge ?? 0, deliveryFee: mail.deliveryFee }));
  return [
    words.order.statusSubject(mail.orderId, label),
    {
      preheader: told.message,
      heading: told.heading,
      // A cancelled order paid online: its refund is already asked of the gateway (docs/payments.md).
      paragraphs: [words.dear(mail.name), told.message, mail.refund ? words.order.refund(due) : ''].filter(Boolean),
      details: [
        [words.order.labels.order, mail.orderId],
        [words.order.labels.status, label],
        // What the guest pays: the dishes, the service charge (when there is one) and the delivery fee.
        [words.order.labels.total, pickup ? fmt.formatTakaExact(mail.total + (mail.serviceCharge ?? 0)) : words.order.withDelivery(due)],
      ],
      action: { label: words.order.track, href: `${voice.site}/track-order/${mail.orderId}` },
    },
  ];
}

type BookingKind = 'reservation-received' | 'reservation-confirmed' | 'reservation-cancelled' | 'reservation-reminder';
/** The booking mails that carry the sitting as a calendar file: the confirmation and the reminder. */
const WITH_CALENDAR: readonly string[] = ['reservation-confirmed', 'reservation-reminder'];

function booking(kind: BookingKind, mail: ReservationPayload, context: MailContext, voice: Voice): [string, Section] {
  const { words, fmt } = voice;
  const date = fmt.writtenDate(mail.date);
  const time = fmt.writtenTime(mail.time);
  const when = words.booking.when(date, time);
  const told = words.booking.kinds[kind];
  // A reminder goes the day before, or on the morning itself when the evening before was too late (mail/reminders.ts):
  // so it names the date rather than saying "tomorrow".
  const message =
    kind === 'reservation-reminder' ? words.booking.reminder(context.house.name) : kind === 'reservation-cancelled' && mail.byGuest ? words.booking.cancelledByGuest : told.message;
  const { labels } = words.booking;
  return [
    `${told.subject} — ${date}, ${time}`,
    {
      preheader: words.booking.preheader(when, guestsText(mail.guests, voice), message),
      heading: told.heading,
      paragraphs: [words.dear(mail.name), message, WITH_CALENDAR.includes(kind) ? words.booking.calendarFile(CALENDAR_FILENAME) : ''].filter(Boolean),
      details: [
        [labels.reservation, mail.reservationId],
        [labels.date, date],
        [labels.time, time],
        [labels.guests, guestsText(mail.guests, voice)],
        [labels.table, tableName(mail.table, voice)],
        [labels.status, told.status],
      ],
      action: { label: words.booking.track, href: `${voice.site}/track-reservation/${mail.reservationId}` },
    },
  ];
}

function waitlistOffer(mail: WaitlistOfferPayload, context: MailContext, voice: Voice): [string, Section] {
  const { words, fmt } = voice;
  const until = fmt.clockTime(mail.expiresAt);
  const date = fmt.writtenDate(mail.date);
  const time = fmt.writtenTime(mail.time);
  return [
    words.offer.subject(date, time),
    {
      preheader: words.offer.preheader(guestsText(mail.guests, voice), time, until),
      heading: words.offer.heading,
      paragraphs: [words.dear(mail.name), words.offer.message(until)],
      details: [
        [words.booking.labels.date, date],
        [words.booking.labels.time, time],
        [words.booking.labels.guests, guestsText(mail.guests, voice)],
        [words.booking.labels.table, tableName(mail.table, voice)],
        [words.offer.heldUntil, until],
      ],
      action: { label: words.offer.take, href: offerLink(context.siteUrl, mail.token, voice.lang) },
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
  // The restaurant's own copy of a contact message is English, whatever the page it was sent from.
  const written = kind === 'contact' ? { ...context, lang: DEFAULT_LANG } : context;
  const voice = voiceOf(written);
  const [subject, section] =
    kind === 'order-placed'
      ? orderPlaced(payload as OrderPlacedPayload, written, voice)
      : kind === 'order-status'
        ? orderStatus(payload as OrderStatusPayload, voice)
        : kind === 'contact'
          ? contact(payload as ContactPayload)
          : kind === 'waitlist-offer'
            ? waitlistOffer(payload as WaitlistOfferPayload, written, voice)
            : booking(kind as BookingKind, payload as ReservationPayload, written, voice);
  const attachments = WITH_CALENDAR.includes(kind) ? [calendarAttachment(given as ReservationPayload, written)] : [];
  return { subject: headerText(subject, 200), text: plain(section, written), html: page(section, written).value, attachments };
}

/** The sitting as an .ics file (./calendar.ts). */
function calendarAttachment(booking: ReservationPayload, context: MailContext): Attachment {
  // The guest's name is not in the file: a calendar entry is shared and synced more widely than a mail.
  const ics = bookingCalendar(booking, { house: context.house, siteUrl: context.siteUrl, now: context.now ?? new Date(), lang: context.lang });
  return { filename: CALENDAR_FILENAME, mimeType: CALENDAR_TYPE, base64: base64Utf8(ics) };
}
