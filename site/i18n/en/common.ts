// common: words many screens share.
export default {
  /** The language switch: its label names the other language in that language's own words. */
  switchTo: 'বাংলা',
  switchToLabel: 'এই পাতা বাংলায় পড়ুন',
  switchHint: 'এই পাতা বাংলাতেও আছে।',
  switchHintAction: 'বাংলায় পড়ুন',
  dismiss: 'Not now',
};
