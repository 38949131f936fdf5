// What a database error means, whichever driver (PGlite, node-postgres) and wrapper (drizzle's
// "failed query") carried it.

/** SQLSTATEs of a transaction that lost a race and may simply be run again. */
const LOST_RACE_STATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** The first SQLSTATE `matches` accepts, looked for along the error's causes. */
function findSqlState(error: unknown, matches: (code: string) => boolean): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && matches(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique index refused the row (PostgreSQL 23505), looked for along the error's causes. */
export function isUniqueViolation(error: unknown): boolean {
  return findSqlState(error, (code) => code === '23505') !== null;
}

/**
 * The SQLSTATE when the transaction lost a race to another one (a serialization failure, 40001, or
 * the deadlock victim, 40P01): nothing of it was committed, and running it again may succeed.
 */
export function lostRaceState(error: unknown): string | null {
  return findSqlState(error, (code) => LOST_RACE_STATES.has(code));
}
