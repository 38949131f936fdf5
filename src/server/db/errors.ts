// What a database error means, whichever driver (PGlite, node-postgres) and wrapper (drizzle's
// "failed query") carried it.

/** A unique index refused the row (PostgreSQL 23505), looked for along the error's causes. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
