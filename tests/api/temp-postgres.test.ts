// The throw-away PostgreSQL server the test suites and benchmarks start (scripts/lib/postgres.ts):
// on a free port it starts and stops; on a taken port it says why, quoting the server's own log.
// Runs with the API suite on PostgreSQL (TEST_DATABASE_URL set), where the packages are installed.
import { once } from 'node:events';
import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findPostgresBin, startTempPostgres } from '../../scripts/lib/postgres.ts';

const bin = process.env['TEST_DATABASE_URL'] ? findPostgresBin() : null;

describe.skipIf(bin === null)('a throw-away PostgreSQL server', () => {
  it('starts on a free port, answers, and stops', async () => {
    const server = await startTempPostgres(bin!);
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ one: number }>('select 1 as one');
      await client.end();
      expect(rows[0]?.one).toBe(1);
    } finally {
      server.stop();
    }
    const client = new pg.Client({ connectionString: server.url });
    await expect(client.connect()).rejects.toThrow();
  });

  it('on a port already taken, fails after its retries and quotes the server log', async () => {
    const holder = createServer();
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const address = holder.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const start = startTempPostgres(bin!, address.port);
      await expect(start).rejects.toThrow(/attempt 3 \(port \d+\)/);
      await expect(start).rejects.toThrow(/server log:[\s\S]*could not (bind|create)/);
    } finally {
      holder.close();
    }
  });
});
