// The running shop's embedded database as PGlite's own data-folder dump, for `npm run db:backup`
// while the shop holds the folder's lock (nothing else may open it then). The database handle is
// the one the app was given (main.ts passes the shop's).
import { backupFileName } from '../db/backup.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { access, defineRoute } from '../http/route.ts';

const ON_POSTGRES = 'The shop runs on PostgreSQL: back it up with pg_dump (npm run db:backup)';

export const adminBackupRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/backup',
    tag: 'Operations',
    summary:
      "Downloads a dump of the running shop's embedded (PGlite) database, for npm run db:backup to save.",
    access: access.automationOrStaff('admin'),
    responses: {
      200: { description: 'The gzipped data folder.', media: { 'application/gzip': null } },
      404: { description: 'This process was not given its database handle.' },
      409: { description: `The shop runs on PostgreSQL ("${ON_POSTGRES}").` },
    },
    handler: async (c) => {
      const { database } = c.var.deps;
      if (!database) throw notFound('This process has no database to dump');
      if (!database.dump) throw new HttpError(409, ON_POSTGRES);
      const dump = await database.dump();
      return c.body(new Uint8Array(await dump.arrayBuffer()), 200, {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${backupFileName()}"`,
      });
    },
  }),
];
