// inTransaction (src/server/api/db/transaction.ts): a transaction that lost a race (40001, 40P01,
// also inside an error's causes, as drizzle wraps the driver's) runs again; any other failure is
// thrown at once; when every attempt loses, TransactionContention, which the API answers 503.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/api/db/connect.ts';
import {
  TRANSACTION_ATTEMPTS,
  TransactionContention,
  inTransaction,
} from '../../src/server/api/db/transaction.ts';
import { HttpError, httpErrorOf } from '../../src/server/api/http/errors.ts';

/** A driver error with a SQLSTATE, as node-postgres and PGlite throw them. */
const sqlError = (code: string, message = `SQLSTATE ${code}`) =>
  Object.assign(new Error(message), { code });

/** As drizzle throws it: "failed query: …" with the driver's error as its cause. */
const wrapped = (cause: Error) => new Error('failed query: update "variations" …', { cause });

/**
 * A database whose transactions run `work` with a stand-in handle, failing the first attempts
 * with the errors given, in turn. `attempts` counts the transactions opened.
 */
function databaseFailingWith(...failures: Error[]) {
  const fake = {
    attempts: 0,
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      const failure = failures[fake.attempts++];
      const result = await work(fake as unknown as Db);
      if (failure) throw failure;
      return result;
    },
  };
  return fake;
}

const asDb = (fake: ReturnType<typeof databaseFailingWith>) => fake as unknown as Db;

describe('a transaction that lost a race', () => {
  it('runs again after a deadlock (40P01) and answers the attempt that committed', async () => {
    const db = databaseFailingWith(sqlError('40P01', 'deadlock detected'));
    let runs = 0;

    const result = await inTransaction(asDb(db), async () => ++runs);

    expect(result).toBe(2);
    expect(db.attempts).toBe(2);
  });

  it('runs again after a serialization failure (40001)', async () => {
    const db = databaseFailingWith(sqlError('40001'), sqlError('40001'));

    await expect(inTransaction(asDb(db), async () => 'done')).resolves.toBe('done');
    expect(db.attempts).toBe(3);
  });

  it.each(['40P01', '40001'])(
    'finds %s in the cause of the error drizzle wraps it in',
    async (code) => {
      const db = databaseFailingWith(wrapped(sqlError(code)), wrapped(wrapped(sqlError(code))));

      await expect(inTransaction(asDb(db), async () => 'done')).resolves.toBe('done');
      expect(db.attempts).toBe(3);
    },
  );
});

describe('any other failure', () => {
  it.each([
    ['a unique violation (23505)', wrapped(sqlError('23505'))],
    ['a lost connection (08006)', sqlError('08006')],
    ['an answer of the API', new HttpError(409, 'Out of stock')],
    ['a plain error', new Error('boom')],
  ])('is thrown as it is after one attempt: %s', async (_what, failure) => {
    const db = databaseFailingWith(failure, failure);

    await expect(inTransaction(asDb(db), async () => 'done')).rejects.toBe(failure);
    expect(db.attempts).toBe(1);
  });

  it('is thrown as it is when it comes after a lost race', async () => {
    const refused = new HttpError(422, 'Validation failed');
    const db = databaseFailingWith(sqlError('40P01'), refused);

    await expect(inTransaction(asDb(db), async () => 'done')).rejects.toBe(refused);
    expect(db.attempts).toBe(2);
  });
});

describe('a transaction that loses every race', () => {
  it('gives up after a bounded number of attempts with TransactionContention, answered 503 with Retry-After', async () => {
    const db = databaseFailingWith(
      ...Array.from({ length: TRANSACTION_ATTEMPTS + 5 }, () => wrapped(sqlError('40P01'))),
    );

    const failure = await inTransaction(asDb(db), async () => 'done').catch((e: unknown) => e);

    expect(db.attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(failure).toBeInstanceOf(TransactionContention);
    expect((failure as TransactionContention).sqlState).toBe('40P01');
    const answer = httpErrorOf(failure);
    expect(answer?.status).toBe(503);
    expect(answer?.headers).toEqual({ 'Retry-After': '1' });
    expect(answer?.message).toMatch(/nothing was saved/);
  });

  it('leaves other errors, and a lost race outside inTransaction, to the 500 of the error handler', () => {
    expect(httpErrorOf(new Error('boom'))).toBeNull();
    expect(httpErrorOf(sqlError('40P01'))).toBeNull();
  });
});
