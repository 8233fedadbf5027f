import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

type LimiterBinding = { [K in keyof Env]: Env[K] extends RateLimit ? K : never }[keyof Env];

/** The caller's address, the key of the per-client limits. */
export const clientOf = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP') ?? 'local';

/**
 * The 429 answer (with Retry-After) if the key has used up its allowance, else undefined. By default the key
 * is the client alone, not the path: a limit per path would give every guessed tracking id a fresh allowance.
 */
export async function overLimit(c: Context<AppEnv>, binding: LimiterBinding, key = clientOf(c), retryAfterSeconds = 60): Promise<Response | undefined> {
  const { success } = await c.env[binding].limit({ key });
  if (success) return undefined;
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error: 'Too many requests. Please try again in a minute.' }, 429);
}

/** Middleware form of overLimit, for routes that should not start any work for a refused client. */
export function rateLimit(binding: LimiterBinding, retryAfterSeconds = 60) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const refused = await overLimit(c, binding, clientOf(c), retryAfterSeconds);
    if (refused) return refused;
    await next();
  });
}
