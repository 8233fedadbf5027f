// pay: the payment link's page (/pay?order=…&key=…), for an order taken on the phone and paid from the guest's
// own phone (docs/payments.md). The Bangla beside it (../bn/pay.ts) has every key of this one.
export default {
  page: {
    title: 'Pay for your order',
    description: 'Pay for the order you placed with Karnaphuli by phone.',
    eyebrow: 'Payment',
    lede: 'Your bill, to pay securely by bKash or card from your phone.',
  },
  loading: 'Loading your bill',
  invalidTitle: 'Link not valid',
  invalidText: 'This payment link is not valid. Please call the restaurant.',
  tryAgain: 'Try again',
  unreachable: 'We could not reach the restaurant. Please check your connection and try again.',
  call: 'Call {phone}',
  expiredTitle: 'This order was not paid in time',
  expiredText: 'The time to pay for this order has passed, so the kitchen never received it and nothing was charged. Please call the restaurant.',
  nothingTitle: 'Nothing to pay here',
  trackOrder: 'Track your order',
  cashOnCollect: 'This order is paid in cash when you collect it.',
  cashOnReceive: 'This order is paid in cash when you receive it.',
  refunded: 'The payment for this order has been given back, so there is nothing to pay. Please call the restaurant if you have a question.',
  nothingOnline: 'There is nothing to pay online for this order.',
  helloName: 'Hello, {name}.',
  hello: 'Hello.',
  greeting: 'Here is the bill for the order you placed with {restaurant} by phone. Please check it, then pay below: the kitchen starts on your order as soon as it is paid.',

  // The bill.
  billTitle: 'Your bill',
  /** {id} is the order's id, set apart. */
  billOrder: 'Order {id}',
  collected: 'Collected from the restaurant',
  delivered: 'Delivered to you',
  each: '{price} each',
  dishes: 'Dishes',
  serviceCharge: 'Service charge',
  deliveryFee: 'Delivery fee',
  totalPaid: 'Total paid',
  totalToPay: 'Total to pay',
  pricesIncludeVat: 'Prices include VAT.',

  // Where the payment stands.
  paidTitle: 'Paid. Thank you — the kitchen has your order.',
  heldTitle: 'Paid. The restaurant is checking your payment.',
  /** {amount} and {id} are set apart. */
  paidFor: '{amount} paid for order {id}',
  heldText: 'The payment service asked the restaurant to look at this payment before the kitchen starts on your order. There is nothing more for you to do: we will call you if anything is needed.',
  taxInvoice: 'Tax invoice {number}',
  confirmingTitle: 'Confirming your payment…',
  confirmingWait: 'We are asking the payment service whether your payment went through. This takes a few seconds.',
  confirmingWaitedOut: 'The payment service has not confirmed your payment yet. If you paid, there is nothing more to do: the kitchen gets your order as soon as it is confirmed, and nothing is charged twice. If you left the payment page without paying, you can pay again below.',
  checkAgain: 'Check again',
  failedTitle: 'Your payment did not go through',
  failedText: 'Your order is kept as it was taken. You can try again below.',
  /** Why the last attempt did not go through, when the gateway gave no reason of its own. */
  reasons: {
    cancelled: 'The payment was cancelled on the payment page.',
    expired: 'The payment was not completed in time.',
    failed: 'The payment did not go through.',
  },

  // The form.
  payWithBkash: 'Pay with bKash',
  payByCard: 'Pay by card',
  bkashNumber: 'bKash number',
  bkashHint: 'The 11-digit number of your bKash account. You confirm the payment with your PIN on bKash’s page, then come back here.',
  bkashPlaceholder: '01XXXXXXXXX',
  email: 'E-mail for the card receipt',
  emailHint: 'You enter your card on SSLCommerz’s secure page, then come back here. Your card number is never typed on our site.',
  emailRequired: 'An e-mail address is required: the card’s receipt goes there',
  emailTooLong: 'E-mail must be at most 50 characters',
  payAmountWithBkash: 'Pay {amount} with bKash',
  payAmountByCard: 'Pay {amount} by card',
};
