// The embedded database's worker thread dying while the shop still needs it (a crash of the
// thread, not a stop the shop asked for): the shop hears it once, waiting calls fail instead of
// hanging, closing still lets the data folder go, and by default the process ends with exit code 1
// so that its supervisor starts it again.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/api/db/connect.ts';

const SLOW = 120_000;
/** The PostgreSQL run of the API suite has no embedded database to lose. */
const onPostgres = process.env['TEST_DATABASE_URL'] !== undefined;

let work: string;
let folder: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'shop-pglite-loss-'));
  folder = path.join(work, 'shop');
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('the database thread lost while the shop runs', () => {
  it(
    'is reported once; a query and a dump fail instead of hanging; closing frees the folder',
    async () => {
      const lost: Error[] = [];
      let worker: Worker | undefined;
      const database = await openDatabase(folder, {
        thread: 'worker',
        onLost: (error) => lost.push(error),
        onWorker: (started) => (worker = started),
      });
      await database.db.execute(sql`select 1`);
      expect(worker).toBeDefined();

      await worker!.terminate();
      expect(lost).toHaveLength(1);
      expect(lost[0]!.message).toMatch(/database thread stopped unasked/);
      await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
      await expect(database.dump!()).rejects.toThrow(/closed/);

      await database.close();
      expect(lost).toHaveLength(1);
      // The lock went with the close: the folder opens again at once.
      const again = await openDatabase(folder, { thread: 'worker', waitMs: 1000 });
      const [row] = await again.db.select({ one: sql<number>`1` }).from(sql`(select 1) as one`);
      expect(row).toEqual({ one: 1 });
      await again.close();
    },
    SLOW,
  );

  it(
    'ends the process with exit code 1 and says why, when nobody else listens',
    async () => {
      const script = path.join(work, 'lose-the-thread.mjs');
      await writeFile(
        script,
        `
        import { openDatabase } from ${JSON.stringify(path.resolve('src/server/api/db/connect.ts'))};
        import { sql } from ${JSON.stringify(import.meta.resolve('drizzle-orm'))};
        let worker;
        const database = await openDatabase(${JSON.stringify(folder)}, {
          thread: 'worker',
          onWorker: (started) => (worker = started),
        });
        await database.db.execute(sql\`select 1\`);
        await worker.terminate();
        setTimeout(() => { console.log('still running'); process.exit(0); }, 5000);
      `,
      );
      const child = spawnSync(process.execPath, [script], {
        encoding: 'utf8',
        timeout: SLOW,
      });
      expect(child.stdout).not.toContain('still running');
      // The shop's log (pino, on stdout) says why it stops.
      expect(child.stdout).toContain('The database thread stopped unasked');
      expect(child.status).toBe(1);
    },
    SLOW,
  );
});
