// SPEC §2 "Admin dashboard" and §6: the dashboard's own words, written once. Imported as a namespace
// (`import * as ADMIN`). Pure data: no imports. The dashboard's alone: the refusals the Worker words itself
// (a table taken since a booking was cancelled) are the contract's, in #contract/messages/replies.
export const heading = 'Admin Dashboard';
export const summaryLabel = 'The house at a glance';
export const cards = { totalOrders: 'Total Orders', reservations: 'Reservations', customers: 'Customers', revenue: 'Revenue' } as const;
/** While the Waitlist tab's code (and then its list) loads. */
export const waitlistLoading = 'Loading the waitlist';
export const tryAgain = 'Try again';
export const tabs = { orders: 'Orders', reservations: 'Reservations', menu: 'Menu', 'new-order': 'New order', waitlist: 'Waitlist' } as const;
export const orderColumns = ['Order ID', 'Customer', 'Items', 'Total', 'Status', 'Date', 'Actions', 'Delete'] as const;
export const reservationColumns = ['Reservation ID', 'Customer', 'Date', 'Time', 'Guests', 'Status', 'Actions', 'Delete'] as const;
export const confirmDeleteOrder = 'Are you sure you want to delete this orders?';
export const cancelPastRefundWindow = (until: string) =>
  `bKash could refund this order only until ${until}. Cancel it anyway? The guest is not refunded through bKash: send the money back to their bKash number from the merchant account.`;
export const confirmDeleteReservation = 'Are you sure you want to delete this reservation?';
/** Ours: a failed status change goes back to what the server holds and says why (the spec leaves it on screen). */
export const updateFailed = (reason: string) => `The status was not changed: ${reason}`;
export const reservationStatusLabels = { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const;
export const searchLabel = 'Search';
export const allStatuses = 'All statuses';
export const fulfilmentLabel = 'Delivery or pickup';
export const allFulfilments = 'Both';
export const sourceLabel = 'Source';
export const allSources = 'All';
/** Today's orders by where they came from, under the figures: "Today: 12 website · 3 phone · 2 walk-in". */
export const sourcesToday = (web: string, phone: string, walkIn: string) => `Today: ${web} website · ${phone} phone · ${walkIn} walk-in`;
/** Today's text messages under it: "Texts today: 12 (14 parts)", and for an admin what they cost, "· ৳7.00". */
export const textsToday = (sent: string, parts: string, cost: string | null) => `Texts today: ${sent} (${parts} ${parts === '1' ? 'part' : 'parts'})${cost === null ? '' : ` · ${cost}`}`;
/** In an order's detail: who took it, and how. */
export const takenBy = (name: string, source: 'phone' | 'walk-in') => `Taken by ${name} ${source === 'phone' ? 'on the phone' : 'at the counter'}`;
export const showMore = 'Show more';
export const newRows = (count: number) => `${count} new`;
export const noMatch = 'Nothing matches. Try another name, number or status.';
// The guest e-mails an order or a booking caused, in its detail view.
export const mailsHeading = 'Guest e-mails';
export const noMails = 'No e-mail has been written for it.';
/** In place of the address of a mail waiting for, or dropped for want of, the guest's verified address. */
export const mailHeld = 'waiting for the guest to verify their e-mail address';
export const mailDropped = 'not sent: the guest did not verify their e-mail address within a day';
/** A reminder whose booking was cancelled (or had begun) between its queueing and its delivery (worker/mail/deliver.ts). */
export const reminderDropped = 'not sent: the booking was no longer confirmed when its reminder was due';
export const resend = 'Resend';
export const resending = 'Sending again…';
export const mailResent = 'The e-mail is queued to be sent again';
export const mailResendFailed = (reason: string) => `The e-mail was not queued again: ${reason}`;
// The notices above the lists (AdminNotice): one line each, short enough for a phone.
export const failedMails = (count: number) => `${count} ${count === 1 ? 'e-mail' : 'e-mails'} undelivered`;
export const failedMailsHeading = 'Undelivered e-mails';
export const showNotice = 'Show them';
export const hideNotice = 'Hide them';
export const paymentsToCheck = (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'} to check`;
export const paymentsToCheckHeading = 'Payments to check';
export const textsCapped = (cap: number, capped: number) => `The daily limit of ${cap} texts was reached: ${capped} ${capped === 1 ? 'text was' : 'texts were'} not sent today.`;
export const textsCappedHeading = 'Texts over the daily limit';
export const textsCappedWhy = 'Texts over the limit are not sent later; the count starts again at midnight. Please call a guest who is waiting for news from us.';
export const showWhy = 'Details';
export const hideWhy = 'Hide';
export const paymentsToCheckWhy =
  'No final answer from the gateway an hour after the guest began to pay. Look each one up in the gateway’s merchant panel by its references: if it was paid, refund it there or confirm the order with the guest; the order here stays unpaid.';
// Tonight's menu (MenuPanel, PauseControl): a dish sold out over the published menu, and the pause.
export const menuCaption = "Tonight's menu";
export const menuColumns = ['Dish', 'Category', 'Price', 'Sold out'] as const;
export const soldOutLabel = 'Sold out';
export const allCategories = 'All categories';
export const menuSearchPlaceholder = 'Dish name';
export const comesBackQuestion = (name: string) => `When does ${name} come back?`;
export const backNextService = 'Back at the next service';
export const untilSwitchedOn = 'Until I switch it on';
export const keepOn = 'Keep it on';
export const backAt = (when: string) => `Back at ${when}`;
export const offUntilSwitchedOn = 'Until switched on';
export const offInStudio = 'Off the menu (Studio)';
export const soldOutDone = (name: string) => `${name} is sold out tonight`;
export const backOnDone = (name: string) => `${name} is back on the menu`;
export const switchFailed = (reason: string) => `The dish was not switched: ${reason}`;
export const noDishMatch = 'No dish matches. Try another name or category.';
export const pauseHeading = 'Online orders';
export const takingOrders = 'Taking delivery orders.';
export const pausedUntil = (when: string) => `Paused until ${when}`;
export const pausedUntilResumed = 'Paused until you resume';
export const pauseFor = 'Pause online orders';
export const pauseChoice = (minutes: number | null) => (minutes === null ? 'Until I turn it back' : `${minutes} min`);
export const resumeOrders = 'Resume orders';
export const pauseNote = 'Guests can still schedule an order for later; bookings are not affected.';
export const pausedDone = (until: string) => `Online orders are paused until ${until}`;
export const pausedIndefinitelyDone = 'Online orders are paused until you resume them';
export const resumedDone = 'Online orders are back on';
export const pauseFailed = (reason: string) => `The pause was not changed: ${reason}`;
// The new-order chime's marks (./new-orders.ts; its switch is ../shared/SoundButton.tsx).
export const newOrder = 'New order';
export const scheduledOrder = 'Scheduled';
// Under each dish of an order's detail: what it contains, from the published menu (docs/decisions/0022).
export const noAllergens = 'None of the 14 allergens';
export const allergensUnknown = 'Allergens unknown: no longer on the menu';
// Revenue's second line, and the accountant's sales (the tax invoices of a day or a month).
export const revenueNote = 'VAT included';
export const salesHeading = 'Sales for the accountant';
export const salesToday = (invoices: string, total: string, vat: string) => `Today: ${invoices} invoices, ${total}, of which VAT ${vat}.`;
export const salesDay = "Today's sales (CSV)";
export const salesMonth = "This month's sales (CSV)";
export const salesDownloaded = (file: string) => `Downloaded ${file}.`;
