import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { loadHouse } from '../ordering/published';
import { ContactMessage } from '../contract/contact';
import { saveContactMessage } from '../db/contact';
import { deliverAfterResponse, type Mails } from '../mail/outbox';
import { rateLimit } from '../rate-limit';
import { jsonBody } from '../validation';

const contact = new Hono<AppEnv>();

// SPEC §7: POST /api/contact; only the ok status is read. The message is kept for the restaurant and mailed to
// its own address (the site settings'), with Reply-To the sender.
contact.post('/', rateLimit('CONTACT_LIMITER'), jsonBody(ContactMessage), async (c) => {
  const mails: Mails = [];
  const house = await loadHouse(c.env.ASSETS);
  const id = await saveContactMessage(c.env.DB, c.req.valid('json'), house.email, mails);
  deliverAfterResponse(c, mails);
  return c.json({ ok: true, id }, 201);
});

export default contact;
