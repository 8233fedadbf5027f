import * as VALIDATION from './messages/validation';

// SPEC §5 "Newsletter": non-space characters, an @, a domain with a dot. Nothing is sent to a server.
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_MESSAGES = {
  invalid: VALIDATION.newsletterEmail,
  success: 'Subscribed successfully!',
} as const;

export function isNewsletterEmail(value: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}
