import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { isStaffRole } from '../contract/staff';
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

/** The caller's role, from D1, never from the token or a body; undefined for someone with no record. */
export async function roleOf(db: D1Database, uid: string): Promise<string | undefined> {
  return (await findUser(db, uid))?.role;
}

export async function isAdmin(db: D1Database, uid: string): Promise<boolean> {
  return (await roleOf(db, uid)) === 'admin';
}

/** Whether the caller runs the evening: staff, or an admin (who may do all staff may). */
export async function isStaff(db: D1Database, uid: string): Promise<boolean> {
  return isStaffRole(await roleOf(db, uid));
}

/** After requireUser: only role admin may pass (the money, deleting, managing staff). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isAdmin(c.env.DB, c.get('identity').uid))) return c.json({ error: 'Forbidden' }, 403);
  await next();
});

/** After requireUser: staff or an admin may pass (taking orders, the kitchen, statuses, printing). */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await isStaff(c.env.DB, c.get('identity').uid))) return c.json({ error: 'Forbidden' }, 403);
  await next();
});
