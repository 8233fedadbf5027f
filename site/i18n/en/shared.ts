// shared: the words of the components several islands share (site/islands/shared), each of which names at its top
// the parts of the catalog it reads, so a page hands them to its island (the proof of a number and the offer of
// texts are `account`'s: only the pages that show them carry them). The Bangla beside it (../bn/shared.ts) has
// every key of this one.
export default {
  /** LoginRequired / SignedOutGate (SPEC §6): {what} is the screen's own words, "your profile". */
  loginRequired: { title: 'Please log in', text: 'Log in to see {what}.', login: 'Login' },
  /** AccessDenied (SPEC §2, §6): a staff screen for a guest without its role. */
  accessDenied: {
    title: 'Access Denied',
    text: "Sorry, you don't have permission to access this page. Please contact an administrator if you believe this is a mistake.",
    goBack: 'Go Back',
    home: 'Return to Home',
  },
  /** SoundButton: the new-order chime's switch. `resume`: the choice remembered, but the browser waits for a click. */
  sound: { on: 'Sound on', off: 'Sound off', resume: 'Turn on sound', hint: 'Your browser needs a click before it plays the new-order chime.' },
  /** InvoiceNote: an order's tax invoice in one line. {rate}: "15%"; {amount}: the VAT in taka. */
  invoice: {
    number: 'Tax invoice {number}',
    vat: 'VAT {rate} included, {amount}',
    view: 'View or print the invoice',
    viewLabel: 'View or print the invoice {number}',
  },
  /** VerifyEmail: the rest of its words are the contract's (validation: prompt, send, sending, sent…). */
  verifyEmail: { title: 'Your e-mail address', sent: 'We sent a link to {address}. Open it, then come back here.' },
  /** What a failed call says (say.ts's failure): no answer at all, or no one signed in. */
  failure: {
    offline: 'We could not reach the restaurant. Please check your connection and try again.',
    signedOut: 'Please log in to continue.',
  },
};
