import type { VerifiedIdentity } from './auth/verify-token';
import type { Config } from './env';

/** The Hono environment every route file shares: typed bindings (from `wrangler types`) and parsed config. */
export interface AppEnv {
  Bindings: Env;
  Variables: { config: Config; identity: VerifiedIdentity };
}
