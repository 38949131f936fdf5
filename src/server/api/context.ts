// What every route can reach: the database, the configuration and the pluggable services.
import type { Db } from './db/connect.ts';
import type { Config } from '../config.ts';
import type { PaymentGateway } from './services/payments.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { CatalogChanges } from './catalog-changes.ts';
import type { ImageStore } from './services/images.ts';
import type { StaffRole } from '../../lib/staff.ts';

export interface Deps {
  db: Db;
  config: Config;
  payments: PaymentGateway;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Where a catalogue change records and applies the page-cache tags it invalidates. */
  catalogChanges: CatalogChanges;
  /** Uploaded pictures: checked, stored once per content, within the upload quota. */
  images: ImageStore;
}

/** The signed-in caller, set by requireAuth. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

/** The signed-in staff member, set by requireStaff (and by requireAutomationOrStaff for a staff token). */
export interface StaffContext {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

export interface AppEnv {
  Variables: { deps: Deps; auth: AuthContext; staff: StaffContext };
}
