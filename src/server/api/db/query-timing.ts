// Times every statement the shop sends through node-postgres (shop_db_query_seconds in
// metrics.ts): PostgreSQL's pool and the embedded database's worker, which the shop also reaches
// through a pg pool (pglite-thread.ts). Each new connection's `query` is wrapped once, when the
// pool opens it; the timing is a clock read before and after, and one histogram observation.
// pg-pool's own `pool.query` sends through a connection's `query` with a callback, drizzle's
// transactions with a promise: both are timed. A submittable (cursor, stream) passes untimed.
// The embedded database on the shop's own thread (PGLITE_THREAD=main, as for memory://) is timed
// by wrapping PGlite's `query` and each transaction's. With METRICS=off nothing is wrapped.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { countQuery, metricsOn } from '../../metrics.ts';

type Send = (...args: unknown[]) => unknown;
type Callback = (error: Error | null, result?: unknown) => void;

function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Wraps one connection's `query` so that each statement it sends is timed. */
export function timeConnection(connection: pg.ClientBase): void {
  const send = connection.query.bind(connection) as Send;
  const timed: Send = (...args) => {
    const first = args[0];
    if (typeof (first as { submit?: unknown } | null)?.submit === 'function') return send(...args);
    const text = statementText(first);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const last = args.at(-1);
    if (typeof last === 'function') {
      const done = last as Callback;
      args[args.length - 1] = ((error: Error | null, result?: unknown) => {
        countQuery(text, seconds(), !error);
        done(error, result);
      }) satisfies Callback;
      return send(...args);
    }
    const answer = send(...args) as Promise<unknown>;
    answer.then(
      () => countQuery(text, seconds(), true),
      () => countQuery(text, seconds(), false),
    );
    return answer;
  };
  connection.query = timed as typeof connection.query;
}

/** Times the statements of every connection `pool` opens from now on. */
export function timeStatements(pool: pg.Pool): void {
  if (!metricsOn()) return;
  pool.on('connect', timeConnection);
}

type Query = PGlite['query'];

/** A PGlite (or one of its transactions') `query` that times each statement. */
function timedQuery(query: Query): Query {
  return (async (text: string, ...rest: unknown[]) => {
    const started = performance.now();
    let ok = false;
    try {
      const answer = await (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
      ok = true;
      return answer;
    } finally {
      countQuery(text, (performance.now() - started) / 1000, ok);
    }
  }) as Query;
}

/** Times the statements sent to an embedded database opened on this thread. */
export function timePglite(database: PGlite): void {
  if (!metricsOn()) return;
  database.query = timedQuery(database.query.bind(database));
  const transaction = database.transaction.bind(database);
  database.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = timedQuery(tx.query.bind(tx));
      return work(tx);
    })) as PGlite['transaction'];
}
