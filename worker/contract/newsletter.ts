// SPEC §5 "Newsletter": non-space characters, an @, a domain with a dot. Nothing is sent to a server.
// Its two sentences live here rather than with the other messages: every page carries the footer's form,
// and should carry no more sentences than it shows.
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  success: 'Subscribed successfully!',
} as const;

export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}
