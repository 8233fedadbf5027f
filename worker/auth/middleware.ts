import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { findUser } from '../db/users';
import { verifyIdToken } from './verify-token';

/** Requires `Authorization: Bearer <Firebase ID token>`; sets the verified identity. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!token) return c.json({ error: 'Authentication required' }, 401);
  const { FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST } = c.get('config');
  try {
    c.set('identity', await verifyIdToken(token, { projectId: FIREBASE_PROJECT_ID, emulator: Boolean(FIREBASE_AUTH_EMULATOR_HOST) }));
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
