// What every route can reach: the database, the configuration and the pluggable services.
import type { Db } from './db/connect.ts';
import type { Config } from './config.ts';
import type { PaymentGateway } from './services/payments.ts';
import type { RateLimiter } from './auth/rate-limit.ts';

export interface Deps {
  db: Db;
  config: Config;
  payments: PaymentGateway;
  rateLimiter: RateLimiter;
  now: () => Date;
}

/** The signed-in caller, set by requireAuth. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

export interface AppEnv {
  Variables: { deps: Deps; auth: AuthContext };
}
