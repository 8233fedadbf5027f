import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { isAdmin, requireAdmin, requireUser } from '../auth/middleware';
import * as EMAIL from '../contract/messages/email';
import { CreateUserInput, UpdateUserInput, USER_MESSAGES } from '../contract/user';
import { PhoneCodeInput, PhoneVerifyInput, TEXT_MESSAGES, TextPreferencesInput } from '../contract/texts';
import { forgetPhone, saveTextPreferences, sendCode, textSettingsOf, verifyCode } from '../db/phone-proof';
import { confirmEmail, createUser, findUser, listUsers, updateUser } from '../db/users';
import { sendTextsAfterResponse, textSettings } from '../sms/outbox';
import { deliverAfterResponse, type Mails } from '../mail/outbox';
import { clientOf, overLimit } from '../rate-limit';
import { jsonBody } from '../validation';

// SPEC §7 user calls, with the authorization ARCHITECTURE.md adds: a guest reads and writes only their own
// record, the uid in a body must be the token's, the role is never a client's to set; admins read any. Each
// write also records the address the caller's token proves (db/email-proof.ts), and sends the mails it releases.
const user = new Hono<AppEnv>();

// Each write may release mails: held to the guest's own allowance (20 a minute, as creating is) and to their
// address's (60 a minute, whatever the accounts: a carrier's shared address is many guests; wrangler.toml).
const writeLimits = createMiddleware<AppEnv>(async (c, next) => {
  const refused = (await overLimit(c, 'CREATE_LIMITER', `user:${c.get('identity').uid}`)) ?? (await overLimit(c, 'CLIENT_ACCOUNT_LIMITER', clientOf(c)));
  if (refused) return refused;
  await next();
});

user.get('/get-user/:uid', requireUser, async (c) => {
  const uid = c.req.param('uid');
  if (uid !== c.get('identity').uid && !(await isAdmin(c.env.DB, c.get('identity').uid))) return c.json({ error: 'Forbidden' }, 403);
  const record = await findUser(c.env.DB, uid);
  return record ? c.json({ user: record }) : c.json({ error: 'User not found' }, 404);
});

user.post('/create-user', requireUser, writeLimits, jsonBody(CreateUserInput), async (c) => {
  const input = c.req.valid('json');
  if (input.userId !== c.get('identity').uid) return c.json({ error: 'You can only create your own user', issues: [{ path: ['userId'], message: 'userId must be your own' }] }, 403);
  const mails: Mails = [];
  const { user: record, created } = await createUser(c.env.DB, input, c.get('identity'), mails);
  deliverAfterResponse(c, mails);
  return c.json({ user: record }, created ? 201 : 200);
});

user.put('/update-user', requireUser, writeLimits, jsonBody(UpdateUserInput), async (c) => {
  const input = c.req.valid('json');
  if (input.userId !== c.get('identity').uid) return c.json({ error: 'You can only update your own profile', issues: [{ path: ['userId'], message: 'userId must be your own' }] }, 403);
  const mails: Mails = [];
  const record = await updateUser(c.env.DB, input, c.get('identity'), mails);
  deliverAfterResponse(c, mails);
  // A profile may not claim an address another account has proven: that account's mails and role are its own.
  if (record === 'taken') return c.json({ error: EMAIL.taken, issues: [{ path: ['email'], message: EMAIL.taken }] }, 409);
  return record ? c.json({ message: USER_MESSAGES.updated, user: record }) : c.json({ error: 'User not found' }, 404);
});

// The guest is back from the provider's verification link, with a token refreshed since: the address it proves
// becomes the account's, and the mails held for it go. A token that proves nothing is refused (nothing changes).
user.post('/confirm-email', requireUser, writeLimits, async (c) => {
  const identity = c.get('identity');
  if (!identity.emailVerified) return c.json({ error: EMAIL.notVerifiedYet }, 409);
  const mails: Mails = [];
  const record = await confirmEmail(c.env.DB, identity, mails);
  deliverAfterResponse(c, mails);
  return record ? c.json({ user: record }) : c.json({ error: 'User not found' }, 404);
});

// Texts (docs/decisions/0026-texts-and-the-waitlist.md): the guest's proven number and what they want texted.
// A number is proven by a code texted to it; the routes answer in the contract's words, naming the field.
user.get('/texts', requireUser, async (c) => c.json(await textSettingsOf(c.env.DB, c.get('identity').uid, textSettings(c.get('config')) !== undefined)));

user.put('/texts', requireUser, writeLimits, jsonBody(TextPreferencesInput), async (c) => {
  const saved = await saveTextPreferences(c.env.DB, c.get('identity').uid, c.req.valid('json'));
  if (!saved) return c.json({ error: 'User not found' }, 404);
  return c.json({ message: TEXT_MESSAGES.preferencesSaved, ...(await textSettingsOf(c.env.DB, c.get('identity').uid, textSettings(c.get('config')) !== undefined)) });
});

user.post('/phone/code', requireUser, writeLimits, jsonBody(PhoneCodeInput), async (c) => {
  if (!textSettings(c.get('config'))) return c.json({ error: TEXT_MESSAGES.textsOff }, 503);
  const { phone, lang } = c.req.valid('json');
  const uid = c.get('identity').uid;
  // A record first: a guest whose first sign-in did not write one still proves a number (its row holds the proof).
  await c.env.DB.prepare("INSERT INTO users (user_id, name, email, role) VALUES (?1, '', '', 'user') ON CONFLICT (user_id) DO NOTHING").bind(uid).run();
  const sent = await sendCode(c.env.DB, uid, phone, clientOf(c), Date.now(), lang ?? null);
  if (sent === 'too-soon') return c.json({ error: TEXT_MESSAGES.codeTooSoon, issues: [{ path: ['phone'], message: TEXT_MESSAGES.codeTooSoon }] }, 429);
  if (sent === 'too-many') {
    c.header('Retry-After', '3600');
    return c.json({ error: TEXT_MESSAGES.tooManyCodes, issues: [{ path: ['phone'], message: TEXT_MESSAGES.tooManyCodes }] }, 429);
  }
  sendTextsAfterResponse(c);
  return c.json({ phone, expiresAt: new Date(sent.expiresAt).toISOString() }, 202);
});

user.post('/phone/verify', requireUser, writeLimits, jsonBody(PhoneVerifyInput), async (c) => {
  const { phone, code } = c.req.valid('json');
  const uid = c.get('identity').uid;
  const { outcome, triesLeft } = await verifyCode(c.env.DB, uid, phone, code);
  if (outcome === 'proven') return c.json({ message: TEXT_MESSAGES.proven, ...(await textSettingsOf(c.env.DB, uid, textSettings(c.get('config')) !== undefined)) });
  const message = outcome === 'wrong' ? TEXT_MESSAGES.codeWrong : outcome === 'tries-used' ? TEXT_MESSAGES.codeTriesUsed : TEXT_MESSAGES.codeExpired;
  return c.json({ error: message, issues: [{ path: ['code'], message }], ...(triesLeft === undefined ? {} : { triesLeft }) }, outcome === 'wrong' ? 400 : 410);
});

user.delete('/phone', requireUser, writeLimits, async (c) => {
  await forgetPhone(c.env.DB, c.get('identity').uid);
  return c.json(await textSettingsOf(c.env.DB, c.get('identity').uid, textSettings(c.get('config')) !== undefined));
});

user.get('/get-all-users', requireUser, requireAdmin, async (c) => c.json({ users: await listUsers(c.env.DB) }));

export default user;
