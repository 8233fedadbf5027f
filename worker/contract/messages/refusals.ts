// The API's refusals a guest meets that are not SPEC §5's field rules (./validation): a booking with no table, a
// code mistyped, a link that is no longer good, too many requests. Written once here so each has a name: the
// API sends that name beside the English as the refusal's `code` (../message-codes.ts), and a Bangla page shows
// its own words for it (site/i18n/*/validation.ts, keyed by these names). The contract's older names
// (NO_TABLE_MESSAGE, WAITLIST_MESSAGES.already, TEXT_MESSAGES.codeWrong, …) are these same strings.
// Pure data: no imports. A refusal whose words carry a value (a dish sold out, an area's minimum, the kitchen's
// opening time) has no code: the site shows the API's English for it.

// Any request.
export const authRequired = 'Authentication required';
export const forbidden = 'Forbidden';
export const notFound = 'Not found';
export const tooManyRequests = 'Too many requests. Please try again in a minute.';
export const serverError = 'Internal server error';
export const bodyTooLarge = 'The request body is too large';

// Orders.
export const cartEmpty = 'Your cart is empty';
export const plainOrderNotFound = 'Order not found';
export const pricesChanged = 'The prices or times on the menu have changed. Please review your order.';
export const chooseArea = 'Choose the area we deliver to';
export const chooseOpenSlot = 'Choose a delivery time when the kitchen is open';
export const methodNotOffered = 'This payment method is not offered here. Please choose Cash On Delivery.';
export const chooseOfferedMethod = 'Choose a payment method this restaurant offers';
export const expiredUnpaid =
  'This order was not paid in time, so it expired: the kitchen never received it and nothing was charged. Place it again (Order again) if you still want it.';
export const notAwaitingPayment = 'This order is not waiting for a payment.';
export const paymentLinkNotValid = 'This payment link is not valid. Please call the restaurant.';
export const cardNeedsAccountEmail = 'Paying by card needs an e-mail address on your account (the card’s receipt goes there): add one, or pay with bKash or cash on delivery.';
export const cardNeedsEmail = 'An e-mail address is required: the card’s receipt goes there';
export const paymentServiceDown = 'The payment service is not answering. Your order is kept and nothing was charged: try again in a moment, or pay cash on delivery.';

// Bookings.
export const noTable = 'No table is available at that time. Please choose another time.';
/** Five: the floor plan's UPCOMING_BOOKINGS_PER_GUEST, which ../floor-plan.test.ts checks against these words. */
export const bookingsHeld =
  'You already have 5 upcoming reservations, the most we take online for one guest. Please call the restaurant to book another, or cancel one you no longer need.';
/** 34: the floor plan's TABLE_COUNT. */
export const tableChoice = 'Choose a table from 1 to 34';
export const notice = 'Reservations must be made at least 2 hours in advance';
export const cancelTooLate = 'Reservations can be cancelled online up to 4 hours before their time. Please call the restaurant to cancel.';
export const cancelNotOpen = 'This reservation is already cancelled. Please call the restaurant if you need help.';
export const plainReservationNotFound = 'Reservation not found';
export const guestsWhole = 'Guests must be a whole number';

// The waitlist.
export const waitlistWindow = 'Choose the earliest and the latest time you could come, the earliest first';
export const waitlistAlready = 'You are already on the waitlist for this evening.';
export const offerGone = 'This offer has ended: the 15 minutes have passed, or the table was taken. You are welcome to join the waitlist again.';
export const noTableNow = 'No table fits this party in their window right now.';
export const notToday = 'Only tonight’s guests can be seated now.';

// Texts: the number a guest proves with a code.
export const notMobile = 'Enter a Bangladeshi mobile number, e.g. 01712 345678';
export const codeFormat = 'The code is the 6 digits in the text we sent';
export const codeWrong = 'That code is not right. Check the text and try again.';
export const codeExpired = 'This code has expired or was used. Ask for a new one.';
export const codeTriesUsed = 'Too many wrong tries. Ask for a new code.';
export const tooManyCodes = 'Too many codes asked for. Please try again in an hour.';
export const codeTooSoon = 'A code is on its way. You can ask for another in a minute.';
export const textsOff = 'Text messages are not available right now.';

// The account.
export const userNotFound = 'User not found';
