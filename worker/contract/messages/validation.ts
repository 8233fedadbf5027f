// SPEC §5: the validation messages, by the rule they belong to, written once. The Worker's schemas and the
// site's forms import them as a namespace (`import * as VALIDATION`), so a page's bundle keeps only the ones
// it uses. Pure data: no imports.

export const nameMin = 'Name must be at least 2 characters';
export const nameMax50 = 'Name must be less than 50 characters';
export const nameMax100 = 'Name must be less than 100 characters';
export const email = 'Please enter a valid email';
export const profileEmail = 'Invalid email address';
// The newsletter's message lives with the footer's form, in site/lib/newsletter.ts (the Worker never sees it).
export const password = 'Password must be at least 8 characters';
export const passwordsDiffer = "Passwords don't match";
export const profilePhone = 'Phone number must be at least 10 digits';
export const profileAddress = 'Address must be at least 5 characters';
export const reservationDate = 'Please select a date within the next 30 days';
export const reservationTime = 'Reservations are available between 9:00 AM and 10:00 PM';
export const guestsMin = 'Minimum 1 guest required';
export const guestsMax = 'Maximum 20 guests allowed';
export const reservationPhone = 'Please enter a valid phone number';
export const specialRequests = 'Special requests must be less than 500 characters';
export const subject = 'Subject must be at least 5 characters';
export const message = 'Message must be at least 20 characters';
export const orderIdRequired = 'Please enter an order ID.';
export const reservationIdRequired = 'Please enter a reservation ID';
export const address = 'Address is required';
export const deliveryPhone = 'Valid phone number is required';
export const cardNumberRequired = 'Card number is required';
export const cardNumber = 'Card number must be 16 digits';
export const expiryRequired = 'Expiry date is required';
export const expiry = 'Expiry date must be in MM/YY format';
export const cvvRequired = 'CVV is required';
export const cvv = 'CVV must be 3 or 4 digits';
export const bkashRequired = 'Bkash number is required';
export const bkash = 'Bkash number must be 11 digits';
