// The one way the shop opens a transaction (eslint.config.js forbids `.transaction(` elsewhere).
// A transaction that loses a race to another one (PostgreSQL's deadlock victim, 40P01, or a
// serialization failure, 40001) has committed nothing: it is run again from the start, a few
// times with a short jittered backoff, so a lost race is never answered as a server error. When
// every attempt loses, TransactionContention is thrown, which the API answers 503 with
// Retry-After (http/errors.ts). Rows are still locked in one global order where the shop knows it
// (services/order-stock.ts, services/staff.ts), so that retries stay rare.
//
// Because `work` may run more than once, it must have no effect outside the database that a
// second run would repeat: no e-mail sent (they are queued in a table), no page cache dropped
// (changes are recorded in the transaction and applied after it), and a payment provider called
// only with an idempotency key (services/order-payment.ts's refund).
import pRetry from 'p-retry';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './connect.ts';
import { lostRaceState } from './errors.ts';
import { logger } from '../../log.ts';

/** Attempts of one transaction before giving up (the first and up to four retries). */
export const TRANSACTION_ATTEMPTS = 5;
/** The first retry waits 10 to 20 ms; each next one twice as long, at most 250 ms (jittered). */
const FIRST_RETRY_MS = 10;
const LONGEST_RETRY_MS = 250;

/** Every attempt of a transaction lost a race to others: nothing was written. */
export class TransactionContention extends Error {
  /** The SQLSTATE of the last attempt's failure (40001 or 40P01). */
  readonly sqlState: string;

  constructor(sqlState: string, cause: unknown) {
    super(
      `The transaction lost ${TRANSACTION_ATTEMPTS} races in a row (SQLSTATE ${sqlState}); nothing was written`,
      { cause },
    );
    this.name = 'TransactionContention';
    this.sqlState = sqlState;
  }
}

/**
 * Runs `work` in a transaction of `db` and returns its result; retried as a whole when it loses a
 * race (40001, 40P01, found along the error's causes), up to TRANSACTION_ATTEMPTS, then
 * TransactionContention. Any other error rolls back and is thrown as it is. Inside a transaction
 * (`db` is one) this is a savepoint, run once: a lost race aborts the outer transaction, which
 * is the one to run again.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const run = () => db.transaction((tx) => work(tx));
  if (db instanceof PgTransaction) return run();
  try {
    return await pRetry(run, {
      retries: TRANSACTION_ATTEMPTS - 1,
      minTimeout: FIRST_RETRY_MS,
      maxTimeout: LONGEST_RETRY_MS,
      factor: 2,
      randomize: true,
      shouldRetry: ({ error }) => lostRaceState(error) !== null,
    });
  } catch (error) {
    const state = lostRaceState(error);
    if (state === null) throw error;
    const contention = new TransactionContention(state, error);
    logger().warn(contention.message);
    throw contention;
  }
}
