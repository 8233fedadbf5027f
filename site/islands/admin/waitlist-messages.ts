// The words of the dashboard's "Waitlist" tab (WaitlistPanel), written once. Imported as a namespace
// (`import * as WAIT`). Kept apart from ./messages so they travel with the tab's own code, not with the
// dashboard's first load (the tab's label and its loading words are there, for the Suspense fallback). The
// Worker's refusals (no table now, only tonight's guests) are its own, in #contract/waitlist WAITLIST_MESSAGES,
// and shown as it sends them. Pure data: no imports.
export const heading = 'Waitlist';
export const dateLabel = 'Evening';
export const backToTonight = 'Back to tonight';
export const empty = (tonight: boolean) => (tonight ? 'No one is waiting tonight.' : 'No one is on the waitlist for this evening.');
export const countLine = (waiting: number, offered: number) => `${waiting} waiting · ${offered} offered`;

export const statusLabels = { waiting: 'Waiting', offered: 'Offered', booked: 'Booked', expired: 'Offer ended', cancelled: 'Cancelled' } as const;
/** Before a waiting guest's place in the queue, for a screen reader: "Place 2". */
export const place = 'Place';
export const party = (guests: number) => (guests === 1 ? '1 guest' : `${guests} guests`);
/** A guest's window of times: "7:00 PM – 9:00 PM", or one time when both ends are the same. */
export const window = (from: string, to: string) => (from === to ? from : `${from} – ${to}`);
export const texted = 'Texted';
export const textedMeans = ': offers reach this guest by text';
export const offeredTable = (table: number, time: string) => `Table ${table} at ${time}`;
export const left = (clock: string) => `${clock} left`;
export const timeUp = 'Time is up';
export const booking = (id: string) => `Booking ${id}`;

export const offer = 'Offer a table';
export const offering = 'Offering…';
export const seat = 'Seat now';
export const seating = 'Seating…';
export const remove = 'Remove';
export const removing = 'Removing…';
export const removeQuestion = (name: string) => `Remove ${name} from the waitlist?`;
export const removeYes = 'Yes, remove';
export const keep = 'Keep';
export const offered = (name: string, table: number, minutes: number) => `Table ${table} offered to ${name}, held for ${minutes} minutes`;
export const seated = (name: string, table: number) => `${name} is booked at table ${table}`;
export const removed = (name: string) => `${name} is off the waitlist`;

export const add = 'Add a guest';
export const addHeading = 'Add a guest to the waitlist';
export const addFor = (evening: string | null) => (evening === null ? 'For tonight.' : `For ${evening}.`);
export const nameLabel = 'Name';
export const phoneLabel = 'Phone';
export const guestsLabel = 'Party size';
export const fromLabel = 'From';
export const toLabel = 'Until';
export const chooseTime = 'Choose a time';
export const submit = 'Add to the waitlist';
export const submitting = 'Adding…';
export const cancel = 'Cancel';
export const added = (name: string) => `${name} is on the waitlist`;
export const fixFields = 'Some details need a look: see the messages by the fields.';
