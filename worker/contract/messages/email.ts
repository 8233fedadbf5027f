// The guest's proven e-mail address: the words of the profile's prompt, of the booking confirmation's, and of
// the refusals, written once. Imported as a namespace (`import * as EMAIL`), so a page's bundle keeps only the
// ones it uses. Pure data: no imports.

export const prompt = 'Verify your e-mail address to receive your receipts and booking confirmations.';
export const send = 'Send verification e-mail';
export const sending = 'Sending…';
export const sent = (address: string) => `We sent a link to ${address}. Open it, then come back here.`;
export const sendAgain = 'Send it again';
export const sendFailed = 'We could not send the verification e-mail. Please try again.';
export const tooSoon = 'We have just sent you a link. Please wait a few minutes before asking for another.';
export const noAddress = 'Your account has no e-mail address, so we cannot send you receipts or booking confirmations.';
export const verified = 'Your e-mail address is verified.';
/** Where the restaurant writes, on the profile once the address is proven. */
export const mailsGoTo = 'Receipts and confirmations go to';
/** The confirm-email call with a token that proves no address (the link not opened yet). */
export const notVerifiedYet = 'Your e-mail address is not verified yet. Open the link we sent you, then try again.';
/** update-user: the typed address is one another account has proven. In the spec's words for a taken address. */
export const taken = 'This email address belongs to another account. Please use a different email.';
