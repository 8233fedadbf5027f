// The waitlist's words (docs/decisions/0026-texts-and-the-waitlist.md), as the guest reads them on the booking
// page and on /waitlist, written once. Imported as a namespace (`import * as WAITLIST`), so a bundle keeps only
// the ones it uses. Pure data: no imports. The Worker's own answers (joined, already, left, taken, the offer
// gone) are the contract's WAITLIST_MESSAGES, which the pages show as the Worker sends them: importing that
// module would bring zod to pages that have no other use for it.

/** Under the times, when the time the guest chose has no table for their party. */
export const fullAtThatTime = 'This evening is full at that time. Join the waitlist and we will text and e-mail you the moment a table is free.';
/** Under the times, when some are full for the party: the way to the waitlist for one of them (a button follows). */
export const inviteQuestion = 'Is the time you would like full?';
/** The waitlist's form, opened from there. */
export const chooseWindow = 'Tell us the times you could come, and we will text and e-mail you the moment a table is free.';
export const windowLegend = 'The times you could come';
export const fromLabel = 'From';
export const untilLabel = 'Until';
export const windowHint = 'We offer you the first table that frees for your party between these times.';
export const join = 'Join the waitlist';
export const joining = 'Adding you to the waitlist…';

export const listTitle = 'Your place on the waitlist';
export const listLabel = 'Evenings you are waiting for, soonest first';
export const emptyList = 'You are not waiting for a table on any evening.';
export const party = (guests: number) => (guests === 1 ? '1 guest' : `${guests} guests`);
export const timeWindow = (from: string, until: string) => `${from} to ${until}`;

export const statusLabels = { waiting: 'Waiting', offered: 'Table held', booked: 'Booked', expired: 'Ended', cancelled: 'Left' } as const;
export const waiting = (from: string, until: string) => `Waiting for a table between ${from} and ${until}`;
export const offered = (guests: number, time: string, until: string) => `A table for ${guests} at ${time} is held for you until ${until}`;
export const booked = (guests: number, time: string) => `Your table for ${guests} at ${time} is booked.`;
export const expiredOffer = (time: string) => `The table held for you at ${time} was not taken in time.`;
export const expiredWaiting = 'No table came free for your party that evening. We are sorry, and hope to welcome you another time.';
export const trackBooking = 'Track this reservation';
/** A toast, when a table is offered while the guest is on the booking page. */
export const offerArrived = (time: string, until: string) => `Good news: a table at ${time} is held for you until ${until}.`;

/** What is left of an offer's hold, in whole minutes (`minutes` 0: under a minute), beside it in the list. */
export const minutesLeft = (minutes: number) => (minutes >= 2 ? `${minutes} minutes left` : minutes === 1 ? '1 minute left' : 'Less than a minute left');
/** The same, in the offer's sentence on /waitlist: "… is held for you for 14 more minutes". */
export const heldFor = (minutes: number) => (minutes >= 2 ? `for ${minutes} more minutes` : minutes === 1 ? 'for 1 more minute' : 'for less than a minute');

export const take = 'Take the table';
export const taking = 'Taking the table…';
export const leave = 'Leave the waitlist';
export const leaveQuestion = 'Leave the waitlist for this evening? Your place goes to the next guest.';
export const leaveYes = 'Yes, leave it';
export const leaveNo = 'Stay on it';
export const leaving = 'Leaving the waitlist…';

// The page an offer's link opens (/waitlist#offer=…).
export const pageEyebrow = 'The waitlist';
export const pageTitle = 'A table for you';
export const pageDescription = 'The table we are holding for you at Karnaphuli, from the waitlist.';
export const pageLede = (minutes: number) => `When a table frees for an evening you are waiting for, we hold it for you for ${minutes} minutes.`;
export const loadingOffer = 'Loading the table held for you';
export const offerTitle = 'A table is held for you';
export const offerSentence = (guests: number, day: string, time: string, table: number, held: string) =>
  `A table for ${guests} on ${day} at ${time}, table ${table}, is held for you ${held}.`;
export const takenTitle = 'The table is yours';
export const takenFacts = (guests: number, day: string, time: string, table: number) => `Table ${table} on ${day} at ${time}, for ${party(guests)}.`;
export const welcome = 'We look forward to welcoming you.';
export const trackReservation = 'Track your reservation';
export const goneTitle = 'The table is no longer held';
export const noOfferTitle = 'No table to show here';
export const noOffer = 'Please open the link in the text or e-mail we sent you when a table came free.';
export const bookTable = 'Book a table';
export const tryAgain = 'Try again';
export const unreachable = 'We could not reach the restaurant. Please check your connection and try again.';
