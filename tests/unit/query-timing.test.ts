// The database's statements are timed (shop_db_query_seconds): their kind is a bounded label, and a
// connection's promise and callback forms, and PGlite's query, are each counted once, refused
// statements as errors.
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { timeConnection, timePglite } from '../../src/server/api/db/query-timing.ts';
import { statementKind } from '../../src/server/metrics.ts';

async function counted(statement: string, outcome: string): Promise<number> {
  const metric = await client.register.getSingleMetric('shop_db_query_seconds')!.get();
  const sample = metric.values.find(
    (value) =>
      (value as { metricName?: string }).metricName === 'shop_db_query_seconds_count' &&
      value.labels['statement'] === statement &&
      value.labels['outcome'] === outcome,
  );
  return sample?.value ?? 0;
}

describe('statementKind', () => {
  it('names the four kinds and puts everything else under other', () => {
    expect(statementKind('select 1')).toBe('select');
    expect(statementKind('  INSERT INTO orders VALUES ($1)')).toBe('insert');
    expect(statementKind('update products set stock = 1')).toBe('update');
    expect(statementKind('delete from carts')).toBe('delete');
    expect(statementKind('with x as (select 1) update y set z = 1')).toBe('other');
    expect(statementKind('begin')).toBe('other');
    expect(statementKind('')).toBe('other');
  });
});

describe('a node-postgres connection', () => {
  it('counts promise and callback statements once each, refused ones as errors', async () => {
    const fake = {
      query: (config: unknown, _values?: unknown, callback?: unknown) => {
        const text = typeof config === 'string' ? config : (config as { text: string }).text;
        const fail = text.includes('broken');
        if (typeof callback === 'function') {
          (callback as (e: Error | null, r?: unknown) => void)(
            fail ? new Error('refused') : null,
            fail ? undefined : { rows: [] },
          );
          return undefined;
        }
        return fail ? Promise.reject(new Error('refused')) : Promise.resolve({ rows: [] });
      },
    };
    timeConnection(fake as unknown as pg.ClientBase);
    const selects = await counted('select', 'ok');
    const deletes = await counted('delete', 'error');
    await fake.query({ text: 'select 1' });
    await new Promise<void>((resolve) => fake.query('select 2', [], () => resolve()));
    await expect(fake.query('delete broken')).rejects.toThrow('refused');
    expect(await counted('select', 'ok')).toBe(selects + 2);
    expect(await counted('delete', 'error')).toBe(deletes + 1);
  });
});

describe('an embedded database on this thread', () => {
  it('counts statements and those of a transaction', async () => {
    const database = new PGlite();
    try {
      timePglite(database);
      const inserts = await counted('insert', 'ok');
      const updates = await counted('update', 'error');
      await database.query('create table t (n int primary key)');
      await database.query('insert into t values (1)');
      // eslint-disable-next-line no-restricted-syntax -- PGlite's own transaction, which the wrapper times: not the shop's
      await database.transaction(async (tx) => {
        await tx.query('insert into t values (2)');
      });
      await expect(database.query('update missing set n = 1')).rejects.toThrow();
      expect(await counted('insert', 'ok')).toBe(inserts + 2);
      expect(await counted('update', 'error')).toBe(updates + 1);
    } finally {
      await database.close();
    }
  });
});
