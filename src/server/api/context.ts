// What every route can reach: the database, the configuration and the pluggable services.
import type { BuildsStatus, FinishedBuild, ServedBuild } from '../../api/schemas/builds.ts';
import type { Database, Db } from './db/connect.ts';
import type { Config } from '../config.ts';
import type { PaymentGateway } from './services/payments.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { CatalogChanges } from './catalog-changes.ts';
import type { ImageStore } from './services/images.ts';
import type { ReadCache } from './http/read-cache.ts';
import type { StaffRole } from '../../lib/staff.ts';
import type { Lang } from '../../lib/i18n/index.ts';

export interface RebuildStatus {
  state: 'idle' | 'running' | 'failed';
  lastBuiltAt: string | null;
  lastError: string | null;
  /** The build running now (id and start), else null. */
  running?: { id: string; startedAt: string } | null;
  /** The last build this instance finished, else null. */
  last?: FinishedBuild | null;
  /** The build being served, else null. */
  served?: ServedBuild | null;
}

/** A builder's status before its first build: nothing running, built or failed yet. */
export const idleRebuildStatus = (): RebuildStatus => ({
  state: 'idle',
  lastBuiltAt: null,
  lastError: null,
  running: null,
  last: null,
  served: null,
});

/** The running shop's storefront builder (main.ts). */
export interface SiteBuilder {
  status(): RebuildStatus;
  /** Starts a rebuild; false when one is already running, here or on another instance. */
  start(): Promise<boolean>;
}

/** Pages waiting to refresh on this instance (see buildsStatusSchema's `waiting`). */
export type RefreshWaiting = () => Promise<BuildsStatus['waiting']>;

export interface Deps {
  db: Db;
  config: Config;
  payments: PaymentGateway;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** Where a catalogue change records and applies the page-cache tags it invalidates. */
  catalogChanges: CatalogChanges;
  /** Catalogue answers kept in memory, dropped by the catalogue changes applied here. */
  readCache: ReadCache;
  /** Uploaded pictures: checked, stored once per content, within the upload quota. */
  images: ImageStore;
  /** The storefront's builder when this process builds it (the running shop), else null. */
  builder: SiteBuilder | null;
  refreshWaiting: RefreshWaiting;
  /** The handle `db` belongs to, when the app was given it: what a backup dumps. */
  database: Database | null;
}

/** The signed-in customer, set by requireAuth (a route whose access rule is access.customer). */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

/** The signed-in staff member, set for a route whose access rule takes staff (a staff token). */
export interface StaffContext {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    auth: AuthContext;
    staff: StaffContext;
    /** What a catalogue answer shows, as change tags (read-cache.ts's tagAnswer). */
    answerTags: readonly string[];
    /** The caller's language (http/lang.ts): the language of the answer's messages. */
    lang: Lang;
  };
}
