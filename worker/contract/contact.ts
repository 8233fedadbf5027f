import { z } from 'zod';

// SPEC §5 "Contact form" and §8: the messages, written once, used by the form and by POST /api/contact.
export const CONTACT_MESSAGES = {
  sent: 'Your message has been sent successfully!',
  failed: 'Failed to send message',
  send: 'Send Message',
  sending: 'Sending...',
} as const;

export const ContactMessage = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be less than 100 characters'),
    email: z.string().trim().pipe(z.email('Please enter a valid email')),
    subject: z.string().trim().min(5, 'Subject must be at least 5 characters').max(200, 'Subject must be less than 200 characters'),
    message: z.string().trim().min(20, 'Message must be at least 20 characters').max(5000, 'Message must be less than 5000 characters'),
  })
  .strict();
export type ContactMessage = z.infer<typeof ContactMessage>;
