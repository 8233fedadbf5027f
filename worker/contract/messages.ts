// Every sentence SPEC.md quotes (§2 screens, §5 validation, §8 toasts and errors), written once. The Worker's
// schemas and the site's forms and islands import them from here; nothing else spells them out.
// Pure data: no imports, so the lightest island can use it without pulling in a schema library.

/** SPEC §5: the validation messages, by the rule they belong to. */
export const VALIDATION = {
  nameMin: 'Name must be at least 2 characters',
  nameMax50: 'Name must be less than 50 characters',
  nameMax100: 'Name must be less than 100 characters',
  email: 'Please enter a valid email',
  profileEmail: 'Invalid email address',
  newsletterEmail: 'Please enter a valid email address.',
  password: 'Password must be at least 8 characters',
  passwordsDiffer: "Passwords don't match",
  profilePhone: 'Phone number must be at least 10 digits',
  profileAddress: 'Address must be at least 5 characters',
  reservationDate: 'Please select a date within the next 30 days',
  reservationTime: 'Reservations are available between 9:00 AM and 10:00 PM',
  guestsMin: 'Minimum 1 guest required',
  guestsMax: 'Maximum 20 guests allowed',
  reservationPhone: 'Please enter a valid phone number',
  specialRequests: 'Special requests must be less than 500 characters',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 20 characters',
  orderIdRequired: 'Please enter an order ID.',
  reservationIdRequired: 'Please enter a reservation ID',
  address: 'Address is required',
  deliveryPhone: 'Valid phone number is required',
  cardNumberRequired: 'Card number is required',
  cardNumber: 'Card number must be 16 digits',
  expiryRequired: 'Expiry date is required',
  expiry: 'Expiry date must be in MM/YY format',
  cvvRequired: 'CVV is required',
  cvv: 'CVV must be 3 or 4 digits',
  bkashRequired: 'Bkash number is required',
  bkash: 'Bkash number must be 11 digits',
} as const;

/** SPEC §8: the toasts and messages a guest or an admin reads. */
export const TOASTS = {
  itemAdded: 'Item added to your order',
  loginToAdd: 'Please login to add items to your order',
  orderDeleted: 'Order deleted successfully',
  reservationDeleted: 'Reservation deleted successfully',
  orderUpdated: 'Order updated successfully',
  reservationUpdated: 'Reservation updated successfully',
  paymentSuccessful: 'Payment successful, your order is on the way!',
  orderIdCopied: 'Order ID copied to clipboard',
  messageSent: 'Your message has been sent successfully!',
  profileUpdated: 'Profile updated successfully',
  messageFailed: 'Failed to send message',
  profileFailed: 'Failed to update profile. Please try again',
  orderDeleteFailed: 'Failed to delete order.',
  reservationDeleteFailed: 'Failed to delete reservation.',
  reservationFailed: 'Failed to create reservation. Please try again.',
  orderNotFound: 'Order not found. Please check the order ID and try again.',
  reservationNotFound: 'Reservation not found. Please check the reservation ID and try again.',
  unavailable: 'Currently Unavailable',
} as const;

/** SPEC §2 "Cart page" and §4 "Tracking view": the checkout's and tracking's own words. */
export const CHECKOUT = {
  steps: { cart: 'Shopping Cart', delivery: 'Delivery Information', payment: 'Payment' },
  emptyTitle: 'Your cart is empty',
  emptyText: "Looks like you haven't added anything to your cart yet. Browse our menu to discover exquisite dishes!",
  proceed: 'Proceed to Delivery',
  continueToPayment: 'Continue to Payment',
  placeOrder: 'Place Order',
  instructions: 'Delivery Instructions (Optional)',
  placedTitle: 'Order Placed Successfully!',
  placedText: "Thank you for your order. We'll start preparing it right away.",
  estimatedTime: (minutes: number) => `Estimated Time: ${minutes} minutes`,
  orderSomethingElse: 'Order Something Else',
} as const;
