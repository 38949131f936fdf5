// Fixed-window counters for sign-in and sign-up throttling. In memory: one process holds them;
// behind a load balancer use sticky routing or swap in a shared store with the same interface.
import type { RateLimitRule } from '../config.ts';

export interface RateLimiter {
  /** Seconds to wait if `key` is over its limit, else null. Does not count. */
  blockedFor(key: string, rule: RateLimitRule, now: Date): number | null;
  /** Counts one event for `key`. */
  hit(key: string, rule: RateLimitRule, now: Date): void;
  reset(key: string): void;
}

export function createMemoryRateLimiter(maxKeys = 50_000): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now) return entry;
    windows.delete(key);
    return undefined;
  };
  return {
    blockedFor(key, rule, now) {
      const entry = current(key, now.getTime());
      if (!entry || entry.count < rule.max) return null;
      return Math.max(1, Math.ceil((entry.resetAt - now.getTime()) / 1000));
    },
    hit(key, rule, now) {
      const t = now.getTime();
      const entry = current(key, t);
      if (entry) entry.count += 1;
      else {
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        windows.set(key, { count: 1, resetAt: t + rule.windowMs });
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
