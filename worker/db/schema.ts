// The D1 schema (SPEC §3), plus what ARCHITECTURE.md adds: timestamps on every row, the idempotency key
// of an order and of a booking, and the delivery and contact details the spec's original dropped.
// drizzle-kit generates migrations/ from this file: change it, then `npm run db:generate`.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LANGS } from '../contract/lang';

/**
 * The language a guest reads ('en' or 'bn', worker/contract/lang.ts): an account's, and each order's, booking's and
 * waitlist place's, which the mails and texts about it are written in (docs/decisions/0028-the-guests-language.md).
 */
const lang = () => text('lang', { enum: LANGS }).notNull().default('en');

const timestamps = {
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
};

export const users = sqliteTable(
  'users',
  {
    /** The uid from the identity provider. */
    userId: text('user_id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    photoUrl: text('photo_url').notNull().default(''),
    /**
     * 'user' a guest; 'staff' runs the evening; 'admin' also sees the money and manages staff (worker/contract/staff.ts);
     * 'house' the one row that owns the orders staff take for someone without an account (HOUSE_ACCOUNT): it cannot
     * sign in and is written no mail. Set with `npm run make-admin`, never by a client.
     */
    role: text('role', { enum: ['user', 'staff', 'admin', 'house'] }).notNull().default('user'),
    /**
     * The address the identity provider has verified to this account (an ID token with email_verified), the
     * only one the restaurant writes to; null until proven. `email` above is the profile's contact address, as
     * typed. Written only from a verified token (worker/db/email-proof.ts), never from a body.
     */
    verifiedEmail: text('verified_email'),
    /**
     * The mobile number the guest proved with a code sent to it (db/phone-proof.ts), in one form (01XXXXXXXXX);
     * the only number the restaurant texts. `phone` above is the profile's contact number, as typed, for riders
     * and staff. Written only by a proof, never from a body.
     */
    verifiedPhone: text('verified_phone'),
    /** Whether the guest wants texts about their orders, and about their bookings (the profile's choices). */
    smsOrders: integer('sms_orders', { mode: 'boolean' }).notNull().default(true),
    smsBookings: integer('sms_bookings', { mode: 'boolean' }).notNull().default(true),
    /** The language the guest last used the site in to sign in or save the profile: their mails' and texts' when nothing else says. */
    lang: lang(),
    ...timestamps,
  },
  (t) => [
    index('users_email_idx').on(t.email),
    // One account per proven address, whatever its case: the latest proof moves it (see email-proof.ts).
    uniqueIndex('users_verified_email_idx').on(sql`lower(${t.verifiedEmail})`),
  ],
);

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    /** The customer's name, as given at checkout. */
    name: text('name').notNull(),
    /** Σ price × quantity in taka, priced by the server; the delivery fee is not included (SPEC §9). */
    total: integer('total').notNull(),
    status: text('status', {
      enum: ['pending', 'preparing', 'ready', 'delivered', 'collected', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    /** Minutes: the largest eta among the order's dishes. */
    estimatedDeliveryTime: integer('estimated_delivery_time').notNull(),
    /** Delivered, or collected from the restaurant. */
    fulfilment: text('fulfilment', { enum: ['delivery', 'pickup'] })
      .notNull()
      .default('delivery'),
    /** The delivery area's code and its name when the order was placed (worker/contract/delivery-areas.ts); null for a pickup. */
    deliveryArea: text('delivery_area'),
    deliveryAreaName: text('delivery_area_name'),
    /** Taka: the area's fee, priced by the server; 0 for a pickup. Orders placed before areas paid SPEC §9's flat 120. */
    deliveryFee: integer('delivery_fee').notNull().default(120),
    /** Taka: the service charge on the dishes at the rate of `service_charge_rate`; 0 when none. Not part of `total`. */
    serviceCharge: integer('service_charge').notNull().default(0),
    /** The tax the order was sold at, kept for good (worker/contract/invoice.ts): basis points (500 = 5%). */
    serviceChargeRate: integer('service_charge_rate').notNull().default(0),
    vatRate: integer('vat_rate').notNull().default(500),
    /** Paisa: the VAT inside everything the guest pays (dishes, service charge, delivery fee), rounded once. */
    vat: integer('vat').notNull().default(0),
    /** The restaurant's BIN when the order was sold. */
    bin: text('bin').notNull().default(''),
    /** Its tax invoice's number and time of issue, copied from the ledger (`invoices`) when it is issued; null before. */
    invoiceYear: text('invoice_year'),
    invoiceSerial: integer('invoice_serial'),
    invoicedAt: integer('invoiced_at', { mode: 'timestamp_ms' }),
    /** '' for a pickup. */
    deliveryAddress: text('delivery_address').notNull(),
    deliveryPhone: text('delivery_phone').notNull(),
    deliveryInstructions: text('delivery_instructions').notNull().default(''),
    /** A guest's three, or paid at the counter when staff took it (cash or the card machine). */
    paymentMethod: text('payment_method', { enum: ['credit-card', 'bkash', 'cod', 'counter-cash', 'counter-card'] }).notNull(),
    /**
     * Where the order's money stands (docs/payments.md). 'cod': cash on delivery, nothing to take online.
     * 'awaiting', 'failed' and 'expired' (left unpaid past its time to pay) orders are the guest's alone: the kitchen never sees them (not in the dashboard's
     * list, not in revenue, no receipt) until a payment is confirmed ('paid') or the guest switches to cash.
     * 'held': the gateway took the money but flagged it as risky; staff decide. The refund_* states follow a
     * cancelled paid order.
     */
    paymentStatus: text('payment_status', { enum: ['cod', 'awaiting', 'failed', 'expired', 'paid', 'held', 'refund_pending', 'refunded', 'refund_failed'] })
      .notNull()
      .default('cod'),
    /** The client's Idempotency-Key: one order per key and user, whatever the retries. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The delivery time the guest scheduled the order for (one of the service's slots, worker/contract/service.ts);
     * null: as soon as the kitchen can, counted from createdAt.
     */
    scheduledFor: integer('scheduled_for', { mode: 'timestamp_ms' }),
    /** The guest's own on the site, or taken by staff on the phone or at the counter. */
    source: text('source', { enum: ['web', 'phone', 'walk-in'] })
      .notNull()
      .default('web'),
    /** Who took it (a staff member's uid) and their name then; null for the guest's own. */
    takenBy: text('taken_by'),
    takenByName: text('taken_by_name'),
    /** The key of its payment link, for an order staff took to be paid by bKash or card on the guest's phone. */
    payKey: text('pay_key'),
    /** The language its mails and texts are written in: the page's it was placed from, else the account's (staff's: English unless given). */
    lang: lang(),
    ...timestamps,
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The dashboard's status filter, newest first, without scanning every order.
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The dashboard's revenue sums this small index instead of reading every order (only the money the
    // restaurant keeps: cash on delivery and paid orders).
    index('orders_payment_total_idx').on(t.paymentStatus, t.total),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

export const orderLines = sqliteTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dishId: text('dish_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price in taka at the time of ordering. */
    price: integer('price').notNull(),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    notes: text('notes'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/**
 * One attempt to take an order's money through a gateway (docs/payments.md). An order has as many as the guest
 * made (declined, then paid again); at most one is ever 'paid'. Our `id` is the invoice number bKash is given
 * (merchantInvoiceNumber) and SSLCommerz's tran_id, so a gateway's answer always names the attempt it is about.
 * Every change of `status` is a conditional UPDATE from the state it leaves, so a return, an IPN and the sweep
 * racing each other settle it once.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['bkash', 'sslcommerz'] }).notNull(),
    /** Taka, what the guest is charged: the order's total and the delivery fee (SPEC §9). */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['initiated', 'paid', 'failed', 'cancelled', 'expired', 'held', 'refund_pending', 'refunded', 'refund_failed'] })
      .notNull()
      .default('initiated'),
    /** bKash's paymentID, or SSLCommerz's sessionkey. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** SSLCommerz's val_id (the validation API's key). */
    validationId: text('validation_id'),
    /** The money's own reference: bKash's trxID, or SSLCommerz's bank_tran_id (what a refund names). */
    transactionId: text('transaction_id'),
    /** How the guest paid, as the gateway says (SSLCommerz's card_type, e.g. VISA-Dutch Bangla; bKash). */
    instrument: text('instrument'),
    /** The refund's own reference: bKash's refundTrxID, or SSLCommerz's refund_ref_id. */
    refundRef: text('refund_ref'),
    /** Why the last step failed, as the gateway said it: what staff read beside a refused refund. */
    lastError: text('last_error'),
    /**
     * Why the money is being given back (the restaurant cancelled; the payment came after the order had given up
     * or could no longer be served): kept apart from last_error, which the refund's own outcome overwrites.
     */
    refundReason: text('refund_reason'),
    settledAt: integer('settled_at', { mode: 'timestamp_ms' }),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // The sweep's scan: open attempts (and refunds in doubt) by age.
    index('payments_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('payments_gateway_payment_idx').on(t.gateway, t.gatewayPaymentId),
  ],
);

/**
 * A gateway's access token, shared by every isolate: bKash's id_token lives an hour and its grant is
 * rate-limited, so it is granted once, refreshed when it runs out, and never asked for per request.
 */
export const gatewayTokens = sqliteTable('gateway_tokens', {
  gateway: text('gateway').primaryKey(),
  token: text('token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  /** When `token` stops being used (ms): a little before the gateway's own expiry. */
  expiresAt: integer('expires_at').notNull(),
  ...timestamps,
});

export const reservations = sqliteTable(
  'reservations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The restaurant's local date (Asia/Dhaka), YYYY-MM-DD. */
    date: text('date').notNull(),
    /** The restaurant's local time, HH:MM on the half hour. */
    time: text('time').notNull(),
    guests: integer('guests').notNull(),
    /** The table the server assigned (1–34). */
    table: integer('table_number').notNull(),
    /** The table the guest's screen proposed; a preference only. */
    preferredTable: integer('preferred_table'),
    specialRequests: text('special_requests').notNull().default(''),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** The client's Idempotency-Key: one booking per key and user, whatever the retries. */
    idempotencyKey: text('idempotency_key'),
    /** When the day-before reminder was put in the outbox: set once, by a conditional UPDATE, so never two. */
    remindedAt: integer('reminded_at', { mode: 'timestamp_ms' }),
    /** The language its mails, calendar file and texts are written in: the page's it was made from, else the account's. */
    lang: lang(),
    ...timestamps,
  },
  (t) => [
    index('reservations_table_date_idx').on(t.date, t.table),
    index('reservations_user_idx').on(t.userId),
    // The dashboard's list: by date and time, optionally of one status.
    index('reservations_date_time_idx').on(t.date, t.time),
    index('reservations_status_date_idx').on(t.status, t.date, t.time),
    uniqueIndex('reservations_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * The tax invoices (Mushak-6.3), a ledger the accountant's sales are read from: numbered per fiscal year
 * ('2026-27'), consecutive, with no gaps and no duplicates, given when an order becomes the kitchen's (placed for
 * cash, or paid: db/invoices.ts). Append-only: a row outlives its order (staff may delete an order; its invoice
 * stays, and its number is never given again). Money in paisa, as invoiced; nothing personal.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    year: text('year').notNull(),
    serial: integer('serial').notNull(),
    orderId: text('order_id').notNull(),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    /** Basis points of VAT the order was sold at. */
    vatRate: integer('vat_rate').notNull(),
    /** Everything the guest pays, VAT included, and the VAT inside it. */
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    serviceCharge: integer('service_charge').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    /** A guest's three, or paid at the counter when staff took it (cash or the card machine). */
    paymentMethod: text('payment_method', { enum: ['credit-card', 'bkash', 'cod', 'counter-cash', 'counter-card'] }).notNull(),
  },
  (t) => [
    // The next serial of a year is this key's last entry; a day's or a month's sales are a range of the time's index.
    primaryKey({ columns: [t.year, t.serial] }),
    uniqueIndex('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

/**
 * Tonight's changes over the published menu (the catalogue stays the base truth): a dish staff switched to sold out.
 * Its row goes when they switch it back on; `until` set, it counts only until then (the next service day's opening).
 */
export const soldOutDishes = sqliteTable('sold_out_dishes', {
  dishId: text('dish_id').primaryKey(),
  /** When it comes back by itself; null: only when staff switch it on. */
  until: integer('until', { mode: 'timestamp_ms' }),
  /** The admin who switched it off. */
  switchedBy: text('switched_by').notNull(),
  ...timestamps,
});

/** Online orders paused by staff: at most one row (id 1); none while orders are taken. */
export const kitchenPause = sqliteTable('kitchen_pause', {
  id: integer('id').primaryKey(),
  /** When orders are taken again by themselves; null: only when staff turn the pause off. */
  until: integer('until', { mode: 'timestamp_ms' }),
  pausedBy: text('paused_by').notNull(),
  ...timestamps,
});

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ...timestamps,
});

/**
 * Every status change and every delete the staff make, on orders and bookings alike: who, when, from what
 * to what. Written in the same D1 batch as the change itself, so the record and the change never disagree.
 * A delete keeps its events (no foreign key): the row is gone, the record of who removed it is not. Nothing
 * here is the guest's: a deletion leaves no personal data behind.
 */
export const statusEvents = sqliteTable(
  'status_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subject: text('subject', { enum: ['order', 'reservation'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action', { enum: ['status', 'delete'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** The uid of the admin who made the change. */
    actorId: text('actor_id').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * An order's total, on its delete: the order and its guest's data are gone, and this is what staff need to
     * explain the deletion beside its id, who and when (null otherwise).
     */
    total: integer('total'),
  },
  (t) => [index('status_events_subject_idx').on(t.subjectId, t.at)],
);

/**
 * The guest e-mail outbox (docs/decisions/0002-mail-outbox.md): every mail is a row written in the same D1 batch as the change that
 * causes it, so a change never commits without its mail and a mail never exists for a change that did not
 * commit. Delivery (worker/mail/deliver.ts) claims a row before sending and marks it after; `payload` holds
 * what the mail says, frozen at the moment of the change.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    /** Also the mail's Message-ID: one id, one message, however often delivery is attempted. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['order-placed', 'order-status', 'reservation-received', 'reservation-confirmed', 'reservation-cancelled', 'reservation-reminder', 'waitlist-offer', 'contact'] }).notNull(),
    /** What the mail is about: an order's or a booking's id, or a contact message's. */
    subjectId: text('subject_id').notNull(),
    /**
     * The guest account a guest mail is for (null for a contact message): its proven address is the recipient,
     * and a held mail waits for it.
     */
    userId: text('user_id'),
    /** The proven address it goes to; '' while the mail is held. */
    recipient: text('recipient').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    /** The contact form's sender, so staff answer from their mail client. */
    replyTo: text('reply_to'),
    replyToName: text('reply_to_name'),
    payload: text('payload').notNull(),
    /**
     * 'held': written while the guest's account had no proven address; never attempted, released (queued) when
     * the account proves one within the hold, else 'dropped' by the sweep with its personal words.
     */
    state: text('state', { enum: ['held', 'queued', 'sending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start (ms); a retry waits here (backoff). */
    nextAttemptAt: integer('next_attempt_at').notNull(),
    /** While 'sending': the attempt's lease. Past it, the attempt is in doubt (see deliver.ts). */
    leaseUntil: integer('lease_until'),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** The language it is written in, copied from its order, booking or waitlist place when it was written. */
    lang: lang(),
    ...timestamps,
  },
  (t) => [
    index('mail_outbox_subject_idx').on(t.subjectId, t.createdAt),
    index('mail_outbox_due_idx').on(t.state, t.nextAttemptAt),
    // The sweep's retention (deliver.ts): only the mails whose words are still kept, by state and when they
    // went, so the minute's purge reads those due, never every mail ever sent.
    index('mail_outbox_words_idx')
      .on(t.state, t.sentAt)
      .where(sql`recipient != ''`),
  ],
);

/**
 * The content hook's signed calls seen lately (routes/hooks.ts), by their signature: a call replayed while its
 * signature is still fresh (five minutes) starts nothing twice. Kept ten minutes, then forgotten.
 */
export const contentHookCalls = sqliteTable('content_hook_calls', {
  signature: text('signature').primaryKey(),
  seenAt: integer('seen_at').notNull(),
});

/**
 * The codes sent to prove a mobile number (db/phone-proof.ts): the code kept only as a hash, a few tries each,
 * ten minutes. Kept a day after they were sent, to count what a number, an account and an address asked for.
 */
export const phoneCodes = sqliteTable(
  'phone_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** 01XXXXXXXXX. */
    phone: text('phone').notNull(),
    /** SHA-256 of the id, the number and the code: a code proves only its own number, once. */
    codeHash: text('code_hash').notNull(),
    /** The caller's address as the allowances count it (rate-limit.ts addressKey). */
    client: text('client').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt), index('phone_codes_client_idx').on(t.client, t.createdAt), index('phone_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The text messages to guests (sms/outbox.ts), written in the batch of the change that causes them, like the
 * mails, and sent once each: claimed, sent, marked. `dedupe` names what a message is about (its kind, its
 * subject and, for a status, the status), so the same news is never written twice.
 */
export const smsOutbox = sqliteTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['phone-code', 'order-placed', 'order-status', 'reservation-confirmed', 'reservation-reminder', 'reservation-cancelled', 'payment-link', 'waitlist-offer'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    userId: text('user_id'),
    /** 01XXXXXXXXX; '' once its words are forgotten. */
    phone: text('phone').notNull(),
    /** What the template needs (sms/templates.ts); its words are blanked with the number. */
    payload: text('payload').notNull(),
    dedupe: text('dedupe').notNull(),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** How many parts it went in (sms/segments.ts): what the gateway bills. */
    segments: integer('segments').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    leaseUntil: integer('lease_until'),
    lastError: text('last_error'),
    /** The restaurant's day it was sent on (YYYY-MM-DD, Dhaka): the daily cap and the dashboard count by it. */
    sentDay: text('sent_day'),
    sentAt: integer('sent_at'),
    /** The language it is written in: its mail's (the trigger copies it), its order's, its place's or its account's. */
    lang: lang(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sms_outbox_dedupe_idx').on(t.dedupe), index('sms_outbox_due_idx').on(t.state, t.nextAttemptAt), index('sms_outbox_day_idx').on(t.sentDay)],
);

/**
 * Guests waiting for a table on a full evening (db/waitlist.ts): the party, the day and the window of times they
 * would take. A freed table is offered to the first who fits, held for them OFFER_MINUTES by the offer itself
 * (the same `held` rule bookings follow counts a live offer), and taken through the booking's own allocation.
 */
export const waitlist = sqliteTable(
  'waitlist',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    date: text('date').notNull(),
    guests: integer('guests').notNull(),
    /** The window of sittings the guest would accept, 'HH:MM' each, within the booking's slots. */
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    status: text('status', { enum: ['waiting', 'offered', 'booked', 'expired', 'cancelled'] })
      .notNull()
      .default('waiting'),
    /** While offered: the table and sitting held for the guest, until offer_expires_at (ms). */
    offerTable: integer('offer_table'),
    offerTime: text('offer_time'),
    offerExpiresAt: integer('offer_expires_at'),
    /** SHA-256 of the offer link's token: the link is the guest's key to the table. */
    offerTokenHash: text('offer_token_hash'),
    reservationId: text('reservation_id'),
    /** The language its offer's mail and text are written in, and its booking's once taken. */
    lang: lang(),
    ...timestamps,
  },
  (t) => [index('waitlist_date_status_idx').on(t.date, t.status, t.createdAt), index('waitlist_user_idx').on(t.userId), uniqueIndex('waitlist_offer_token_idx').on(t.offerTokenHash)],
);
