import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

type LimiterBinding = { [K in keyof Env]: Env[K] extends RateLimit ? K : never }[keyof Env];

/** The eight 16-bit groups of an IPv6 address, or undefined if `text` is not one (an IPv4 tail is two groups). */
function ipv6Groups(text: string): number[] | undefined {
  const address = text.replace(/%.*$/, '');
  if (!address.includes(':') || !/^[0-9a-f:.]+$/i.test(address)) return undefined;
  const [head = '', tail, ...more] = address.split('::');
  if (more.length > 0) return undefined;
  const groupsOf = (part: string) => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(group);
      if (v4) return [Number(v4[1]) * 256 + Number(v4[2]), Number(v4[3]) * 256 + Number(v4[4])];
      return /^[0-9a-f]{1,4}$/i.test(group) ? [parseInt(group, 16)] : [Number.NaN];
    });
  };
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.some(Number.isNaN) ? undefined : groups;
}

/**
 * The key a client address is counted under. IPv4 is the address. An IPv6 address is its /64: one subscriber is
 * given at least a /64 (RFC 6177, and the carriers' practice), so a client could otherwise hop between billions
 * of addresses for fresh allowances; an IPv4-mapped one (::ffff:a.b.c.d) is its IPv4 address. Anything else
 * (no header: a local request) is kept as it came.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The caller's address as the per-client limits count it (addressKey): Cloudflare's CF-Connecting-IP. */
export const clientOf = (c: Context<AppEnv>) => addressKey(c.req.header('CF-Connecting-IP') ?? 'local');

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
