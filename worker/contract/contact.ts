import { z } from 'zod';
import * as TOASTS from './messages/toasts';
import * as VALIDATION from './messages/validation';

// SPEC §5 "Contact form" and §8: the messages, written once, used by the form and by POST /api/contact.
export const CONTACT_MESSAGES = {
  sent: TOASTS.messageSent,
  failed: TOASTS.messageFailed,
  send: 'Send Message',
  sending: 'Sending...',
} as const;

export const ContactMessage = z
  .object({
    name: z.string().trim().min(2, VALIDATION.nameMin).max(100, VALIDATION.nameMax100),
    email: z.string().trim().pipe(z.email(VALIDATION.email)),
    subject: z.string().trim().min(5, VALIDATION.subject).max(200, 'Subject must be less than 200 characters'),
    message: z.string().trim().min(20, VALIDATION.message).max(5000, 'Message must be less than 5000 characters'),
  })
  .strict();
export type ContactMessage = z.infer<typeof ContactMessage>;
