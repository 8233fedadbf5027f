import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { findUser } from '../db/users';
import { localRequest } from '../local-only';
import { verifyIdToken } from './verify-token';

/** Requires `Authorization: Bearer <Firebase ID token>`; sets the verified identity. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!token) return c.json({ error: 'Authentication required' }, 401);
  try {
    // The emulator's unsigned tokens only with the local settings and for a request addressed to this machine.
    c.set('identity', await verifyIdToken(token, { projectId: c.get('config').FIREBASE_PROJECT_ID, emulator: localRequest(c) }));
  } catch {
    return c.json({ error: 'Authentication required' }, 401);
  }
  await next();
});

/** The caller's role comes from D1, never from the token or a body. */
export async function isAdmin(db: D1Database, uid: string): Promise<boolean> {
  return (await findUser(db, uid))?.role === 'admin';
}

/** After requireUser: only role admin may pass. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isAdmin(c.env.DB, c.get('identity').uid))) return c.json({ error: 'Forbidden' }, 403);
  await next();
});
