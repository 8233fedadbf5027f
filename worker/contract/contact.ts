import { z } from 'zod';
import * as VALIDATION from './messages/validation';

// SPEC §5 "Contact form": POST /api/contact's body, checked by the Worker and by the form before it sends
// (the form's own words are the site's: site/lib/contact-form.ts).
export const ContactMessage = z
  .object({
    name: z.string().trim().min(2, VALIDATION.nameMin).max(100, VALIDATION.nameMax100),
    email: z.string().trim().pipe(z.email(VALIDATION.email)),
    subject: z.string().trim().min(5, VALIDATION.subject).max(200, 'Subject must be less than 200 characters'),
    message: z.string().trim().min(20, VALIDATION.message).max(5000, 'Message must be less than 5000 characters'),
  })
  .strict();
export type ContactMessage = z.infer<typeof ContactMessage>;
