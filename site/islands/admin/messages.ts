// SPEC §2 "Admin dashboard" and §6: the dashboard's own words, written once. Imported as a namespace
// (`import * as ADMIN`). Pure data: no imports. The dashboard's alone: the refusals the Worker words itself
// (a table taken since a booking was cancelled) are the contract's, in #contract/messages/replies.
export const heading = 'Admin Dashboard';
export const summaryLabel = 'The house at a glance';
export const cards = { totalOrders: 'Total Orders', reservations: 'Reservations', customers: 'Customers', revenue: 'Revenue' } as const;
export const tabs = { orders: 'Orders', reservations: 'Reservations' } as const;
export const accessDeniedTitle = 'Access Denied';
export const accessDeniedText = "Sorry, you don't have permission to access this page. Please contact an administrator if you believe this is a mistake.";
export const goBack = 'Go Back';
export const returnHome = 'Return to Home';
export const orderColumns = ['Order ID', 'Customer', 'Items', 'Total', 'Status', 'Date', 'Actions', 'Delete'] as const;
export const reservationColumns = ['Reservation ID', 'Customer', 'Date', 'Time', 'Guests', 'Status', 'Actions', 'Delete'] as const;
export const confirmDeleteOrder = 'Are you sure you want to delete this orders?';
export const confirmDeleteReservation = 'Are you sure you want to delete this reservation?';
/** Ours: a failed status change goes back to what the server holds and says why (the spec leaves it on screen). */
export const updateFailed = (reason: string) => `The status was not changed: ${reason}`;
export const reservationStatusLabels = { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const;
export const searchLabel = 'Search';
export const allStatuses = 'All statuses';
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
export const failedMails = (count: number) => `${count} guest ${count === 1 ? 'e-mail' : 'e-mails'} could not be delivered.`;
export const showFailedMails = 'Show them';
export const hideFailedMails = 'Hide them';
export const failedMailsHeading = 'Undelivered e-mails';
// The new-order chime (./new-orders.ts, ./SoundButton.tsx).
export const soundOn = 'Sound on';
export const soundOff = 'Sound off';
/** The choice was remembered, but the browser plays nothing until a click in this page. */
export const soundResume = 'Turn on sound';
export const soundHint = 'Your browser needs a click before it plays the new-order chime.';
export const newOrder = 'New order';
export const scheduledOrder = 'Scheduled';
export const scheduledFor = (when: string) => `for ${when}`;
