import type { VerifiedIdentity } from './auth/verify-token';
import type { Config } from './env';

/** The Hono environment every route file shares: typed bindings (from `wrangler types`) and parsed config. */
export interface AppEnv {
  Bindings: Env;
  /** cachePolicy: set by a route that opts in to being cached (cache-policy.ts); unset means no-store. */
  Variables: { config: Config; identity: VerifiedIdentity; cachePolicy: string | undefined };
}
