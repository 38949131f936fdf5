// Health and readiness, for load balancers and orchestrators. GET /healthz: the process answers
// (200, a tiny body), nothing else is looked at. GET /readyz: 200 only when the shop can serve a
// shopper well: the database answers (a trivial `select 1`, at most READY_QUERY_TIMEOUT_MS, its
// result kept READY_CACHE_MS so a crowd of probes costs one query), every migration this code
// knows is applied (read once at start), a storefront build is live, and the pages rendered ahead
// when it went live are in the cache; 503 with the checks that fail otherwise, and 503 from the
// moment a stop begins (main.ts), so a load balancer sends no new shopper to a stopping process.
// Both are answered by the host ahead of admission control and never cached (decision 0060).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from './api/db/connect.ts';
import { timeDatabasePing } from './metrics.ts';

/** How long the readiness query may take before the database counts as not answering. */
export const READY_QUERY_TIMEOUT_MS = 1000;
/** How long a database check's result is reused. */
export const READY_CACHE_MS = 1000;

export type ReadinessCheck = 'database' | 'migrations' | 'storefront' | 'warm-up' | 'stopping';

export interface ReadinessSources {
  /** Runs the trivial query; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Whether every migration this code knows is applied (checked once at start). */
  migrated(): boolean;
  /** Whether a storefront build is live. */
  built(): boolean;
  /** Whether the pages rendered ahead for the live build are done. */
  warmed(): boolean;
}

export interface Readiness {
  /** The checks that fail now (none: ready). */
  failing(): Promise<ReadinessCheck[]>;
  /** From now on the shop is stopping: not ready, whatever else holds. */
  stopping(): void;
}

export function createReadiness(sources: ReadinessSources, now = () => Date.now()): Readiness {
  let stopping = false;
  let checked: { at: number; ok: Promise<boolean> } | null = null;
  const databaseAnswers = (): Promise<boolean> => {
    if (checked && now() - checked.at < READY_CACHE_MS) return checked.ok;
    const started = performance.now();
    const ok = withTimeout(sources.ping(), READY_QUERY_TIMEOUT_MS).then(
      () => {
        timeDatabasePing((performance.now() - started) / 1000);
        return true;
      },
      () => false,
    );
    checked = { at: now(), ok };
    return ok;
  };
  return {
    async failing() {
      const failing: ReadinessCheck[] = [];
      if (stopping) failing.push('stopping');
      if (!(await databaseAnswers())) failing.push('database');
      if (!sources.migrated()) failing.push('migrations');
      if (!sources.built()) failing.push('storefront');
      else if (!sources.warmed()) failing.push('warm-up');
      return failing;
    },
    stopping() {
      stopping = true;
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The trivial query of the readiness check. */
export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};

const journal = fileURLToPath(new URL('./api/db/migrations/meta/_journal.json', import.meta.url));

/** How many migrations this code knows (drizzle's journal). */
export function knownMigrations(): number {
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/** Whether the database has every migration this code knows applied (drizzle's own table). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    applied: number;
  }[];
  return (rows[0]?.applied ?? 0) >= knownMigrations();
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /healthz: the process answers. */
export const answerHealth = (c: Context): Response => {
  for (const [name, value] of Object.entries(NO_STORE)) c.header(name, value);
  return c.text('ok');
};

/** GET /readyz: 200 `{"status":"ready"}`, or 503 with the checks that fail. */
export async function answerReadiness(c: Context, readiness: Readiness): Promise<Response> {
  for (const [name, value] of Object.entries(NO_STORE)) c.header(name, value);
  const failing = await readiness.failing();
  if (failing.length === 0) return c.json({ status: 'ready' });
  return c.json({ status: 'not ready', failing }, 503);
}
