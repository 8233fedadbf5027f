// waitlist: the waitlist's words (docs/decisions/0026-texts-and-the-waitlist.md), as the guest reads them on the
// booking page (its form under the times, their place on the list) and on /waitlist (the page an offer's link
// opens). Sentences with a value in them are filled by site/lib/waitlist/messages.ts. The Bangla beside it
// (../bn/waitlist.ts) has every key of this one.
export default {
  /** Under the times, when the time the guest chose has no table for their party. */
  fullAtThatTime: 'This evening is full at that time. Join the waitlist and we will text and e-mail you the moment a table is free.',
  /** Under the times, when some are full for the party: the way to the waitlist for one of them (a button follows). */
  inviteQuestion: 'Is the time you would like full?',
  /** The waitlist's form, opened from there. */
  chooseWindow: 'Tell us the times you could come, and we will text and e-mail you the moment a table is free.',
  windowLegend: 'The times you could come',
  fromLabel: 'From',
  untilLabel: 'Until',
  windowHint: 'We offer you the first table that frees for your party between these times.',
  join: 'Join the waitlist',
  joining: 'Adding you to the waitlist…',
  joined: 'You are on the waitlist. We will text and e-mail you the moment a table is free.',
  listTitle: 'Your place on the waitlist',
  listLabel: 'Evenings you are waiting for, soonest first',
  emptyList: 'You are not waiting for a table on any evening.',
  /** A party as a count: "4 guests". */
  guestsOne: '{count} guest',
  guestsOther: '{count} guests',
  timeWindow: '{from} to {until}',
  status: {
    waiting: 'Waiting',
    offered: 'Table held',
    booked: 'Booked',
    expired: 'Ended',
    cancelled: 'Left',
  },
  waiting: 'Waiting for a table between {from} and {until}',
  offered: 'A table for {guests} at {time} is held for you until {until}',
  booked: 'Your table for {guests} at {time} is booked.',
  expiredOffer: 'The table held for you at {time} was not taken in time.',
  expiredWaiting: 'No table came free for your party that evening. We are sorry, and hope to welcome you another time.',
  trackBooking: 'Track this reservation',
  /** A toast, when a table is offered while the guest is on the booking page. */
  offerArrived: 'Good news: a table at {time} is held for you until {until}.',
  /** What is left of an offer's hold, beside it in the list. */
  minutesLeftOne: '{count} minute left',
  minutesLeftOther: '{count} minutes left',
  minutesLeftUnder: 'Less than a minute left',
  /** The same, in the offer's sentence on /waitlist: "… is held for you for 14 more minutes". */
  heldForOne: 'for {count} more minute',
  heldForOther: 'for {count} more minutes',
  heldForUnder: 'for less than a minute',
  take: 'Take the table',
  taking: 'Taking the table…',
  taken: 'The table is yours. We look forward to welcoming you.',
  leave: 'Leave the waitlist',
  leaveQuestion: 'Leave the waitlist for this evening? Your place goes to the next guest.',
  leaveYes: 'Yes, leave it',
  leaveNo: 'Stay on it',
  leaving: 'Leaving the waitlist…',
  left: 'You have left the waitlist.',
  /** The page an offer's link opens (/waitlist#offer=…). */
  page: {
    eyebrow: 'The waitlist',
    title: 'A table for you',
    description: 'The table we are holding for you at Karnaphuli, from the waitlist.',
    lede: 'When a table frees for an evening you are waiting for, we hold it for you for {minutes} minutes.',
  },
  loadingOffer: 'Loading the table held for you',
  offerTitle: 'A table is held for you',
  offerSentence: 'A table for {guests} on {day} at {time}, table {table}, is held for you {held}.',
  takenTitle: 'The table is yours',
  takenFactsOne: 'Table {table} on {day} at {time}, for {count} guest.',
  takenFactsOther: 'Table {table} on {day} at {time}, for {count} guests.',
  welcome: 'We look forward to welcoming you.',
  trackReservation: 'Track your reservation',
  goneTitle: 'The table is no longer held',
  noOfferTitle: 'No table to show here',
  noOffer: 'Please open the link in the text or e-mail we sent you when a table came free.',
  bookTable: 'Book a table',
  tryAgain: 'Try again',
  unreachable: 'We could not reach the restaurant. Please check your connection and try again.',
};
