// SPEC §2 "Cart page": the checkout's own words, written once.
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
  // Ordering ahead (worker/contract/ordering-ahead.ts): an order scheduled for a time the kitchen is open.
  scheduledText: "Thank you for your order. We'll have it at your door at the time you chose.",
  scheduledTime: (when: string) => `Scheduled for ${when}`,
  deliveryAt: (when: string) => `Delivery at ${when}`,
  scheduleTitle: 'Schedule your delivery',
  orderSomethingElse: 'Order Something Else',
} as const;
