// One process on one port: the API under /api and the built storefront at /.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createSiteServer, type SiteServer } from './site.ts';

export interface RunningShop {
  config: Config;
  database: Database;
  site: SiteServer;
  server: ServerType;
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  siteDir?: string;
  log?: (line: string) => void;
}

export async function startShop(options: StartOptions = {}): Promise<RunningShop> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl);
  try {
    if (await seedIfEmpty(database.db)) log('Seeded the catalogue and the demo customer.');
  } catch (error) {
    await database.close();
    throw error;
  }
  const site = createSiteServer(options.siteDir ?? process.env['SITE_DIR'] ?? 'dist');
  const api = createApp({ db: database.db, config });
  const root = new Hono();
  root.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  root.all('/api', (c) => api.fetch(c.req.raw, c.env));
  root.route('/', site.app);

  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: root.fetch, port: config.port }, () => resolve(s));
    s.once('error', reject);
  });
  const url = `http://localhost:${config.port}`;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    })();
    return stopping;
  };
  return { config, database, site, server, url, stop };
}

/** Closes the server and the database cleanly on SIGINT/SIGTERM, so the data folder is released. */
export function stopOnSignals(shop: RunningShop): void {
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`\n${signal} received: closing the shop...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    shop.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}
