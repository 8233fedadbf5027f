import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

type LimiterBinding = { [K in keyof Env]: Env[K] extends RateLimit ? K : never }[keyof Env];

/** Refuses a client that has used up its allowance: 429 with Retry-After. */
export function rateLimit(binding: LimiterBinding, retryAfterSeconds = 60) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const client = c.req.header('CF-Connecting-IP') ?? 'local';
    const { success } = await c.env[binding].limit({ key: `${c.req.path}:${client}` });
    if (!success) {
      c.header('Retry-After', String(retryAfterSeconds));
      return c.json({ error: 'Too many requests. Please try again in a minute.' }, 429);
    }
    await next();
  });
}
