// The Worker's configuration, parsed once per isolate: a missing or malformed binding fails fast with a
// message that names it, instead of surfacing later as an obscure error inside a request.
import { z } from 'zod';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Set only locally and in tests: accept the Firebase Auth emulator's unsigned tokens. */
      FIREBASE_AUTH_EMULATOR_HOST?: string;
    }
  }
}

const ConfigSchema = z.object({
  FIREBASE_PROJECT_ID: z.string().min(1, 'FIREBASE_PROJECT_ID must name the Firebase project'),
  FIREBASE_API_KEY: z.string().min(1, "FIREBASE_API_KEY must be the Firebase web app's API key"),
  FIREBASE_AUTH_DOMAIN: z.string().regex(/^[\w.-]+$/, 'FIREBASE_AUTH_DOMAIN must be a host name, e.g. <project>.firebaseapp.com'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port')
    .optional(),
});

export type Config = z.infer<typeof ConfigSchema>;

const parsed = new WeakMap<Env, Config>();

export function config(env: Env): Config {
  let result = parsed.get(env);
  if (!result) {
    const outcome = ConfigSchema.safeParse(env);
    if (!outcome.success) {
      const problems = outcome.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`Invalid Worker configuration — ${problems.join('; ')}`);
    }
    if (!env.DB || !env.ASSETS) throw new Error('Invalid Worker configuration — the DB and ASSETS bindings are required');
    result = outcome.data;
    parsed.set(env, result);
  }
  return result;
}
