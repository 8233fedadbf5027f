// The words of texts to guests, written once: the proof of a number (shared/PhoneProof.tsx), the profile's "Text
// messages" section (account/ProfileTexts.tsx) and the offer after an order or a booking (shared/TextOffer.tsx). Imported as a
// namespace (`import * as PHONE`). Pure data: no imports. The Worker's own answers (a refusal, a number confirmed,
// choices saved) are shown in its words, which the contract owns (TEXT_MESSAGES in worker/contract/texts.ts).

// The proof: a number, then the code texted to it.
export const numberLabel = 'Mobile number';
export const numberPlaceholder = '01XXXXXXXXX';
export const numberHint = 'We will text a 6-digit code to confirm it is yours.';
export const sendCode = 'Send code';
export const sending = 'Sending…';
export const sendFailed = 'The code could not be sent';
export const codeSentTo = 'We sent a 6-digit code to';
export const codeGoodFor = (minutes: number) => `It is good for ${minutes === 1 ? 'one more minute' : `${minutes} minutes`}.`;
export const codeLabel = 'Code from the text';
export const confirm = 'Confirm';
export const confirming = 'Confirming…';
export const confirmFailed = 'The number could not be confirmed';
export const triesLeft = (tries: number) => (tries === 1 ? 'One try left.' : `${tries} tries left.`);
export const resend = 'Send a new code';
export const resendIn = (seconds: number) => `You may ask for a new code in ${seconds >= 60 ? 'a minute' : seconds === 1 ? 'a second' : `${seconds} seconds`}.`;
export const resendReady = 'No text yet? You may ask for a new code.';
export const newCodeSent = 'A new code is on its way to';
export const anotherNumber = 'Use another number';

// The profile's section.
export const sectionTitle = 'Text messages';
export const loading = 'Loading your text message choices';
export const loadFailed = 'We could not read your text message choices.';
export const tryAgain = 'Try again';
export const unavailable = 'We are not sending text messages at the moment.';
export const why = 'We send a short text about your orders and bookings, and only ever to a number you have confirmed with a code.';
export const textsGoTo = 'Texts go to';
export const choicesLegend = 'Send me texts about';
export const ordersChoice = 'Orders: received, on its way or ready, cancelled';
export const bookingsChoice = 'Bookings: confirmed, reminder, cancelled';
export const saveChoices = 'Save choices';
export const saving = 'Saving…';
export const saveFailed = 'Your choices could not be saved';
export const removeNumber = 'Remove this number';
export const removeQuestion = (phone: string) => `Stop all texts to ${phone}? You may confirm a number again whenever you wish.`;
export const removeConfirm = 'Yes, remove it';
export const keepNumber = 'Keep it';
export const removing = 'Removing…';
export const removed = (phone: string) => `We will no longer text ${phone}.`;
export const removeFailed = 'The number could not be removed';

// The offer on the success view, for a guest with no confirmed number.
/** What the offer is about: an order delivered, an order collected, a booking. */
export type OfferAbout = 'delivery' | 'pickup' | 'booking';
const OFFER_NEWS: Record<OfferAbout, string> = { delivery: 'your order is on its way', pickup: 'your order is ready', booking: 'your table is confirmed' };
export const offerTitle = (about: OfferAbout) => `Get a text when ${OFFER_NEWS[about]}`;
export const offerText = 'A short text from us as your order moves along, to a number you confirm with a code.';
export const offerOpen = 'Confirm my number';
export const offerClose = 'Not now';
export const offerDone = (phone: string, about: OfferAbout) => `Thank you. We will text ${phone} when ${OFFER_NEWS[about]}.`;
