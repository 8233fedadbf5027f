import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ContactMessage } from '../contract/contact';
import { saveContactMessage } from '../db/contact';
import { rateLimit } from '../rate-limit';
import { jsonBody } from '../validation';

const contact = new Hono<AppEnv>();

// SPEC §7: POST /api/contact; only the ok status is read. The message is kept for the restaurant.
contact.post('/', rateLimit('CONTACT_LIMITER'), jsonBody(ContactMessage), async (c) => {
  const id = await saveContactMessage(c.env.DB, c.req.valid('json'));
  return c.json({ ok: true, id }, 201);
});

export default contact;
