// GET /api/admin/backup: the running shop's embedded database as PGlite's own data-folder dump, for
// `npm run db:backup` while the shop holds the folder's lock (nothing else may open it then).
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { backupFileName, dumpPglite } from '../db/backup.ts';
import type { Database } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';
import { requireAutomationOrStaff } from '../auth/staff.ts';

export function adminBackupRoutes(database: Database): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/backup', requireAutomationOrStaff('admin'), async (c) => {
    if (!database.pglite)
      throw new HttpError(
        409,
        'The shop runs on PostgreSQL: back it up with pg_dump (npm run db:backup)',
      );
    const dump = await dumpPglite(database.pglite);
    return c.body(new Uint8Array(await dump.arrayBuffer()), 200, {
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${backupFileName()}"`,
    });
  });
  return routes;
}
