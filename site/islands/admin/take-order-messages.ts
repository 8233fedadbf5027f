// The words of the dashboard's "New order" tab (TakeOrderPanel), written once. Imported as a namespace
// (`import * as TAKE`). Kept apart from ./messages so they travel with the tab's own code, not with the
// dashboard's first load. Pure data: no imports.
export const heading = 'Take an order';
export const intro = 'For a guest on the phone or at the counter. The kitchen prices and times it as it does a guest’s own order.';
export const loading = 'Loading the menu';
export const menuFailed = 'The menu could not be read.';

export const sourceLegend = 'Taken';
export const sourceLabels = { phone: 'Phone', 'walk-in': 'Walk-in' } as const;

export const guestLegend = 'Guest';
export const guestSearch = 'Find a guest by phone or name';
export const guestSearchPlaceholder = '01XXXXXXXXX or a name';
export const guestSearchHint = 'No account? Just type their name and phone below.';
export const guestTypeMore = 'Type at least 2 letters or digits.';
export const guestLooking = 'Looking…';
export const guestNone = 'No guest matches. Take the order without an account: type their name and phone below.';
export const guestsFound = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'} found`;
export const chosenGuest = 'Account';
export const noAccount = 'No account';
export const clearGuest = 'Clear';
export const clearGuestLabel = (name: string) => `Clear the chosen guest, ${name}`;
export const nameLabel = 'Name';
export const phoneLabel = 'Phone';

export const dishesLegend = 'Dishes';
export const dishSearch = 'Find a dish by name';
export const dishSearchPlaceholder = 'Dish name';
export const dishNone = 'No dish matches.';
export const add = 'Add';
export const dishOff = 'Not available';
export const dishSoldOut = 'Sold out tonight';
export const dishAdded = (name: string) => `${name} added`;
export const noDishes = 'No dish yet. Find one above to add it.';
export const needDishes = 'Add at least one dish';
export const removeBlocked = 'Remove the dishes marked unavailable or sold out';
export const quantityOf = (name: string) => `Quantity of ${name}`;
export const fewer = (name: string) => `One fewer ${name}`;
export const more = (name: string) => `One more ${name}`;
export const noteLabel = 'Note for the kitchen';
export const notePlaceholder = 'e.g. no chilli';
export const noteTooLong = 'A note on a dish must be at most 140 characters';
export const remove = 'Remove';
export const removeLabel = (name: string) => `Remove ${name}`;

export const handoverLegend = 'Delivery or pickup';
export const whenLabel = 'When';
export const asSoonAsPossible = (minutes: number) => (minutes > 0 ? `As soon as possible (about ${minutes} minutes)` : 'As soon as possible');
export const noSlots = 'No time is open in the next days: the order cannot be taken for later now.';

export const paymentLegend = 'Payment';
export const paymentLabels = {
  codDelivery: 'Cash on delivery',
  codPickup: 'Cash on collection',
  'counter-cash': 'Paid at the counter — cash',
  'counter-card': 'Paid at the counter — card machine',
  bkash: 'Payment link — bKash',
  'credit-card': 'Payment link — card',
} as const;
export const payLinkNote = 'The guest gets a link to pay on their own phone; the kitchen starts once it is paid.';

export const summaryHeading = 'The order';
export const subtotal = 'Dishes';
export const serviceCharge = 'Service charge';
export const deliveryFee = 'Delivery fee';
export const chooseArea = 'Choose the area';
export const noFee = 'No delivery fee';
export const toPay = 'To pay';
export const vatIncluded = 'Prices include VAT.';
export const readyIn = (minutes: number) => `Ready in about ${minutes} minutes.`;
export const at = (when: string) => `For ${when}.`;
export const submit = 'Take the order';
export const submitting = 'Sending…';
export const changedFigures = 'The menu or the delivery terms changed since this page read them. Read the new figures to the guest, then take the order again.';
export const failed = 'The order was not taken.';
export const fixFields = 'Some details need a look: see the messages by the fields.';

export const takenTitle = (id: string) => `Order ${id} taken`;
export const tracking = 'Tracking';
export const payLink = 'Payment link';
export const payLinkHint = 'Send it to the guest: the order goes to the kitchen once it is paid.';
export const copy = 'Copy';
export const copyLabel = (what: string) => `Copy the ${what.toLowerCase()}`;
export const copied = (what: string) => `${what} copied`;
export const copyFailed = 'It could not be copied: select it and copy it by hand.';
export const share = 'Share';
export const textLink = 'Text the link';
export const textLinkLabel = (what: string) => `Text the ${what.charAt(0).toLowerCase()}${what.slice(1)} to the guest`;
export const texting = 'Sending…';
export const textSent = (phone: string) => `Sent to ${phone}`;
export const shareTitle = (id: string) => `Pay for order ${id}`;
export const shareText = 'Pay for your Karnaphuli order here:';
export const printTicket = 'Print kitchen ticket';
export const another = 'Take another order';
export const opensNewTab = ' (opens in a new tab)';

export const awaitingHeading = 'Waiting for payment';
export const awaitingLine = (id: string, name: string, amount: string, how: string, failed: boolean) => `Order ${id} · ${name} · ${amount} by ${how}${failed ? ' · the last try did not go through' : ''}`;
export const awaitingLink = (id: string) => `Payment link of order ${id}`;
