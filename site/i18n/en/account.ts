// account: the sign-in pages (/login, /signup), the profile (/profile) and its "Text messages" section, and the
// proof of a mobile number with the offer of texts (shared/PhoneProof, shared/TextOffer: the profile, the checkout's
// success view and the booking's confirmation, whose pages hand this part to their islands). The
// identity provider's errors (lib/auth/errors.ts) are here by its codes, as SPEC §8 words them. The Bangla beside
// it (../bn/account.ts) has every key of this one.
export default {
  login: {
    title: 'Login',
    description: 'Log in to {restaurant} to order for delivery, book a table and follow your orders.',
    eyebrow: 'Welcome back',
    heading: 'Login',
    lede: 'Sign in to order for delivery, book a table and follow your orders.',
    submit: 'Login',
    busy: 'Signing in...',
    /** The way to /signup: the question, then the link. */
    newTo: 'New to {restaurant}?',
    createAccount: 'Create an account',
  },
  signup: {
    title: 'Sign Up',
    description: 'Create your {restaurant} account to order for delivery and book a table.',
    eyebrow: 'Join {restaurant}',
    heading: 'Create your account',
    lede: 'One account for delivery orders, table bookings and your order history.',
    submit: 'Sign Up',
    busy: 'Creating your account...',
    /** The way to /login: the question, then the link. */
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
  },
  fields: { name: 'Name', email: 'Email', password: 'Password', confirmPassword: 'Confirm password' },
  /** Between the form and the social buttons. */
  or: 'or',
  /** {provider}: Google, Facebook (Latin letters in either language). */
  social: { continueWith: 'Continue with {provider}' },
  /** SPEC §8 "Login": by the provider's code; `provider` for any other of its codes, `unexpected` for what is not its error. */
  loginErrors: {
    'auth/invalid-credential': 'Invalid credentials. Please check your email and password.',
    'auth/wrong-password': 'Incorrect password. Please try again.',
    'auth/invalid-email': 'The email address format is invalid.',
    provider: 'An unknown error occurred. Please try again.',
    unexpected: 'Unexpected error. Please try again.',
  },
  /** SPEC §8 "Register": by the provider's code; `otherwise` for anything else. */
  registerErrors: {
    'auth/email-already-in-use': 'This email is already registered. Please log in or use a different email to sign up.',
    'auth/invalid-email': 'The email address you entered is invalid.',
    'auth/weak-password': 'The password is too weak. Please use a stronger password.',
    otherwise: 'An unknown error occurred. Please try again later.',
  },
  /** A social sign-in fails silently (SPEC §8) but for a popup the browser blocked. */
  popupBlocked: 'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.',
  alreadySignedIn: {
    title: 'You’re already signed in',
    /** {name}: in bold. */
    welcome: 'Welcome back, {name}.',
    home: 'Go to the home page',
    profile: 'View your profile',
  },
  profile: {
    title: 'Profile',
    description: 'Your {restaurant} profile.',
    eyebrow: 'Your account',
    heading: 'Profile',
    /** The sign-in prompt's "Log in to see {what}." */
    signedOutWhat: 'your profile',
    loading: 'Loading your profile',
    /** The card's heading for an account with no name. */
    yourProfile: 'Your profile',
    administrator: 'Administrator',
    phone: 'Phone',
    deliveryAddress: 'Delivery address',
    notAdded: 'Not added yet',
    adminDashboard: 'Admin Dashboard',
    logout: 'Logout',
  },
  edit: {
    title: 'Edit Profile',
    lede: 'Your phone and address fill in the delivery form when you order.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    phonePlaceholder: '01XXXXXXXXX',
    address: 'Address',
    save: 'Save Changes',
    saving: 'Saving...',
  },
  /** shared/PhoneProof and shared/TextOffer: the proof of a mobile number by a code texted to it, and the offer of texts. {phone}: 01712 345678. */
  phone: {
    numberLabel: 'Mobile number',
    numberPlaceholder: '01XXXXXXXXX',
    numberHint: 'We will text a 6-digit code to confirm it is yours.',
    sendCode: 'Send code',
    sending: 'Sending…',
    sendFailed: 'The code could not be sent',
    codeSentTo: 'We sent a 6-digit code to {phone}.',
    codeGoodForOne: 'It is good for one more minute.',
    codeGoodForOther: 'It is good for {minutes} minutes.',
    codeLabel: 'Code from the text',
    confirm: 'Confirm',
    confirming: 'Confirming…',
    confirmFailed: 'The number could not be confirmed',
    /** The number proven (the Worker's TEXT_MESSAGES.proven). */
    proven: 'Your number is confirmed. We will text you there.',
    triesLeftOne: 'One try left.',
    triesLeftOther: '{tries} tries left.',
    resend: 'Send a new code',
    resendInMinute: 'You may ask for a new code in a minute.',
    resendInOne: 'You may ask for a new code in a second.',
    resendInOther: 'You may ask for a new code in {seconds} seconds.',
    resendReady: 'No text yet? You may ask for a new code.',
    newCodeSent: 'A new code is on its way to {phone}.',
    anotherNumber: 'Use another number',
    offerTitleDelivery: 'Get a text when your order is on its way',
    offerTitlePickup: 'Get a text when your order is ready',
    offerTitleBooking: 'Get a text when your table is confirmed',
    offerText: 'A short text from us as your order moves along, to a number you confirm with a code.',
    offerOpen: 'Confirm my number',
    offerClose: 'Not now',
    offerDoneDelivery: 'Thank you. We will text {phone} when your order is on its way.',
    offerDonePickup: 'Thank you. We will text {phone} when your order is ready.',
    offerDoneBooking: 'Thank you. We will text {phone} when your table is confirmed.',
  },
  /** The profile's "Text messages" section (islands/account/ProfileTexts.tsx); the proof's own words are `phone`, above. */
  texts: {
    sectionTitle: 'Text messages',
    loading: 'Loading your text message choices',
    loadFailed: 'We could not read your text message choices.',
    tryAgain: 'Try again',
    unavailable: 'We are not sending text messages at the moment.',
    why: 'We send a short text about your orders and bookings, and only ever to a number you have confirmed with a code.',
    /** {phone}: the proven number, spaced (01712 345678). */
    textsGoTo: 'Texts go to {phone}',
    choicesLegend: 'Send me texts about',
    ordersChoice: 'Orders: received, on its way or ready, cancelled',
    bookingsChoice: 'Bookings: confirmed, reminder, cancelled',
    saveChoices: 'Save choices',
    saving: 'Saving…',
    /** The choices saved (the Worker's TEXT_MESSAGES.preferencesSaved). */
    saved: 'Your text message choices are saved.',
    saveFailed: 'Your choices could not be saved',
    removeNumber: 'Remove this number',
    removeQuestion: 'Stop all texts to {phone}? You may confirm a number again whenever you wish.',
    removeConfirm: 'Yes, remove it',
    keepNumber: 'Keep it',
    removing: 'Removing…',
    removed: 'We will no longer text {phone}.',
    removeFailed: 'The number could not be removed',
  },
};
