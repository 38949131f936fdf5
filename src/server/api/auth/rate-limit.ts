// Throttling counters in the database (rate-limiter-flexible's Drizzle store on the rate_limits
// table), so every instance on the database shares them and a restart keeps them. Windows are
// fixed: a key's window opens with its first point and ends `windowMs` later.
import { and, eq, lte } from 'drizzle-orm';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/connect.ts';
import { rateLimits } from '../db/schema.ts';

/** A key's points in its live window and the milliseconds until that window ends. */
export interface Tally {
  points: number;
  msLeft: number;
}

/** Counters by key, on the database's own handle: never call them inside a transaction. */
export interface RateLimiter {
  /**
   * Adds `points` atomically, opening a `windowMs` window when none is live. Negative points give
   * some back; a key given back to nothing is removed, so refused requests leave no rows behind.
   */
  add(key: string, points: number, windowMs: number): Promise<Tally>;
  /** The key's tally, or null when it has no live window. */
  get(key: string): Promise<Tally | null>;
  /** Opens a fresh `windowMs` window holding `points`, whatever the key held. */
  set(key: string, points: number, windowMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

const tally = (res: RateLimiterRes): Tally => ({
  points: res.consumedPoints,
  msLeft: Math.max(0, res.msBeforeNext),
});

export function createDatabaseRateLimiter(db: Db): RateLimiter {
  // Every call passes its own window, so `points` and `duration` here are never used; the store
  // deletes rows whose window ended over an hour ago every five minutes.
  const store = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: '',
    points: 1,
    duration: 0,
  });
  return {
    add: async (key, points, windowMs) => {
      const after = tally(await store.penalty(key, points, { customDuration: windowMs / 1000 }));
      if (points < 0 && after.points <= 0)
        await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lte(rateLimits.points, 0)));
      return after;
    },
    get: async (key) => {
      const res = await store.get(key);
      return res ? tally(res) : null;
    },
    set: async (key, points, windowMs) => {
      await store.set(key, points, windowMs / 1000);
    },
    delete: async (key) => {
      await store.delete(key);
    },
  };
}
