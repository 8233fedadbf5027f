import type { Fulfilment, OrderStatus, PaymentMethod } from './order-rules';
import type { OrderTax } from './invoice';

// Guest e-mail (docs/decisions/0002-mail-outbox.md): what each mail is about, as the outbox stores it and the dashboard shows it.
// Pure types and data: the dashboard imports it without zod.

export const MAIL_KINDS = ['order-placed', 'order-status', 'reservation-received', 'reservation-confirmed', 'reservation-cancelled', 'reservation-reminder', 'waitlist-offer', 'contact'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * 'held': waiting for the guest's account to prove an address (never attempted until then); 'dropped': held
 * past the hold and never sent (see worker/db/email-proof.ts).
 */
export const MAIL_STATES = ['held', 'queued', 'sending', 'sent', 'failed', 'dropped'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The order statuses a guest is written to about (pending is the receipt itself). */
export const ORDER_STATUSES_MAILED: readonly OrderStatus[] = ['preparing', 'ready', 'delivered', 'collected', 'cancelled'];

export interface OrderPlacedPayload {
  orderId: string;
  name: string;
  /** `id`, the dish's (absent on receipts written before the Bangla mails): a Bangla receipt names it as the Bangla menu does. */
  items: { id?: string; name: string; quantity: number; price: number }[];
  /** Σ price × quantity; the delivery fee is shown beside it, never in it (SPEC §9). */
  total: number;
  deliveryFee: number;
  /** Taka; absent on receipts written before the invoice: none. */
  serviceCharge?: number;
  /** The rates and VAT it was sold at (./invoice); absent on receipts written before the invoice. */
  tax?: OrderTax;
  /** Its invoice's year, serial and time of issue (ms), written by the batch that issued it; null or absent: none. */
  invoice?: { year: string; serial: number; issuedAt: number } | null;
  /** Absent on receipts written before pickup: a delivery. */
  fulfilment?: Fulfilment;
  /** The delivery area's name; null for a pickup, absent on receipts written before areas. */
  area?: string | null;
  /** The delivery area's id, for its Bangla name (absent before the Bangla mails, and for a pickup). */
  areaId?: string | null;
  paymentMethod: PaymentMethod;
  /** Set when the money was taken online before the receipt (docs/payments.md): the receipt says it is paid. */
  paid?: boolean;
  address: string;
  phone: string;
  instructions: string;
  estimatedDeliveryTime: number;
  placedAt: string;
  /** The delivery time the guest scheduled (ISO instant); absent: as soon as possible (and every receipt written before). */
  scheduledFor?: string;
}

export interface OrderStatusPayload {
  orderId: string;
  name: string;
  status: OrderStatus;
  /** The order's total; the delivery fee (as charged then) is added to what the guest paid. */
  total: number;
  deliveryFee: number;
  /** Taka; absent on mails written before the invoice: none. */
  serviceCharge?: number;
  /** Absent on mails written before pickup: a delivery. */
  fulfilment?: Fulfilment;
  /** A cancelled order that was paid online: the mail says the refund is on its way (SPEC §4's 3-5 business days). */
  refund?: boolean;
}

export interface ReservationPayload {
  reservationId: string;
  name: string;
  date: string;
  time: string;
  guests: number;
  table: number;
  /** Cancelled mails only: whether the guest cancelled it themselves. */
  byGuest?: boolean;
}

/** A table freed on a full evening, offered to a guest on its waitlist (db/waitlist.ts): theirs if taken in time. */
export interface WaitlistOfferPayload {
  /** The waitlist entry's id. */
  entryId: string;
  name: string;
  date: string;
  time: string;
  guests: number;
  table: number;
  /** The offer's key, in its link (/w/<token>); useless once the offer has ended. */
  token: string;
  /** Until when it is held (ISO instant). */
  expiresAt: string;
}

export interface ContactPayload {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface MailPayloads {
  'order-placed': OrderPlacedPayload;
  'order-status': OrderStatusPayload;
  'reservation-received': ReservationPayload;
  'reservation-confirmed': ReservationPayload;
  'reservation-cancelled': ReservationPayload;
  /** The day-before reminder of a confirmed booking (worker/mail/reminders.ts). */
  'reservation-reminder': ReservationPayload;
  'waitlist-offer': WaitlistOfferPayload;
  contact: ContactPayload;
}

/** One mail as the dashboard lists it under an order or a booking. */
export interface MailRecord {
  id: string;
  kind: MailKind;
  /** The order's or booking's id, or the contact message's number. */
  subjectId: string;
  /** What it says, in a few words: "Receipt", "Preparing", "Confirmed"… */
  label: string;
  /** The proven address it went or goes to; '' while held or once dropped. */
  to: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** How the dashboard names a mail. */
export function mailLabel(kind: MailKind, payload: { status?: string | undefined; byGuest?: boolean | undefined }): string {
  switch (kind) {
    case 'order-placed':
      return 'Receipt';
    case 'order-status':
      return `Status: ${payload.status ?? ''}`;
    case 'reservation-received':
      return 'Booking received';
    case 'reservation-confirmed':
      return 'Booking confirmed';
    case 'reservation-cancelled':
      return payload.byGuest ? 'Cancelled by the guest' : 'Booking cancelled';
    case 'reservation-reminder':
      return 'Reminder';
    case 'waitlist-offer':
      return 'Table offered';
    case 'contact':
      return 'Contact message';
  }
}

export const MAIL_STATE_LABELS: Record<MailState, string> = { held: 'Waiting', queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed', dropped: 'Not sent' };
