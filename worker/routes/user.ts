import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { isAdmin, requireAdmin, requireUser } from '../auth/middleware';
import * as EMAIL from '../contract/messages/email';
import { CreateUserInput, UpdateUserInput, USER_MESSAGES } from '../contract/user';
import { confirmEmail, createUser, findUser, listUsers, updateUser } from '../db/users';
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

user.get('/get-all-users', requireUser, requireAdmin, async (c) => c.json({ users: await listUsers(c.env.DB) }));

export default user;
