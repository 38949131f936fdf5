// One process on one port: the API under /api and the built storefront at /.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { answerApiInProcess } from '../api/http.ts';
import { UPLOADS_URL } from '../lib/product-admin.ts';
import { createApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { adminRoutes, type RebuildStatus, type SiteBuilder } from './routes/admin.ts';
import { adminBackupRoutes } from './routes/admin-backup.ts';
import { seedIfEmpty, seedReviewsIfMissing } from './seed/seed.ts';
import { reconcileReviewFigures } from './services/review-figures.ts';
import { reindexMissingSearchColumns } from './services/search-reindex.ts';
import { catalogChangesFor, followCatalogChanges } from './catalog-changes.ts';
import { idleWarmer, pagesToWarm, pageWarmer, type PageWarmer } from './page-warm.ts';
import { followBuilds } from './build-follower.ts';
import { buildAndSwap, currentBuild, newBuildId, readBuildInfo } from './site-build.ts';
import { createSiteServer, type SiteServer } from './site.ts';
import { createMailSender } from './mail/sender.ts';
import { startMailWorker } from './mail/worker.ts';

export interface RunningShop {
  config: Config;
  database: Database;
  site: SiteServer;
  /** Renders pages ahead; `idle()` resolves once the pages queued so far are in the cache. */
  warmer: PageWarmer;
  builder: SiteBuilder & { done(): Promise<void> };
  server: ServerType;
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  siteDir?: string;
  /** An open database to serve (tests and benchmarks fill one first); else DATABASE_URL's. */
  database?: Database;
  /** Render pages ahead of shoppers (default true); tests that count renders turn it off. */
  warm?: boolean;
  /** 'if-missing' (default): build the storefront when there is no build yet; 'always': rebuild now. */
  build?: 'if-missing' | 'always' | 'never';
  log?: (line: string) => void;
}

const KEEP_ALIVE_MS = 65_000;

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="10"><title>Building the storefront</title></head><body style="font-family:system-ui;padding:2rem"><h1>The storefront is being built</h1><p>This takes about a minute on first start. The page reloads by itself.</p></body></html>`;

/** The lock that makes a storefront rebuild run once, however many instances are asked. */
const BUILD_LOCK = 'storefront-build';

/** Loads a build and renders its shells and top products ahead, in the background. */
async function goLive(site: SiteServer, dir: string, apiUrl: string, warmer: PageWarmer) {
  await site.setRoot(dir);
  pagesToWarm(apiUrl).then(
    (paths) => warmer.warm(paths),
    () => {},
  );
}

function createBuilder(
  site: SiteServer,
  siteDir: string,
  apiUrl: string,
  tryLock: Database['tryLock'],
  warmer: PageWarmer,
  log: (line: string) => void,
) {
  const status: RebuildStatus = {
    state: 'idle',
    lastBuiltAt: null,
    lastError: null,
    running: null,
    last: null,
  };
  let running: Promise<void> = Promise.resolve();
  /** The served build, with its times when its folder records them. */
  const served = () => {
    const root = site.servedRoot();
    if (!root) return null;
    const info = readBuildInfo(root);
    return info ?? { id: path.basename(root), startedAt: null, durationMs: null };
  };
  return {
    status: (): RebuildStatus => ({ ...status, served: served() }),
    async start() {
      if (status.state === 'running') return false;
      const release = await tryLock(BUILD_LOCK);
      if (!release) return false;
      const build = { id: newBuildId(), startedAt: new Date().toISOString() };
      const finish = (result: 'live' | 'failed', error: string | null) => {
        const finishedAt = new Date();
        status.running = null;
        status.last = {
          ...build,
          finishedAt: finishedAt.toISOString(),
          durationMs: Math.max(0, finishedAt.getTime() - Date.parse(build.startedAt)),
          result,
          error,
        };
      };
      status.state = 'running';
      status.running = build;
      running = buildAndSwap(siteDir, { log }, (dir) => goLive(site, dir, apiUrl, warmer), build.id)
        .then(
          () => {
            status.state = 'idle';
            status.lastBuiltAt = new Date().toISOString();
            status.lastError = null;
            finish('live', null);
            log('Storefront build is live.');
          },
          (error: unknown) => {
            status.state = 'failed';
            status.lastError = error instanceof Error ? error.message : String(error);
            finish('failed', status.lastError);
            log(`Storefront build failed: ${status.lastError}`);
          },
        )
        .finally(release);
      return true;
    },
    done: () => running,
  };
}

export async function startShop(options: StartOptions = {}): Promise<RunningShop> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = loadConfig();
  const database = options.database ?? (await openDatabase(config.databaseUrl, { log }));
  try {
    const seeded = await database.withLock('shop-seed', () => seedIfEmpty(database.db));
    if (seeded) log('Seeded the catalogue and the demo customer.');
    // Products written before the search title existed (migration 0007) get it now, once.
    const reindexed = await database.withLock('shop-seed', () =>
      reindexMissingSearchColumns(database.db),
    );
    if (reindexed > 0) log(`Wrote the search title and type of ${reindexed} products.`);
    // A database seeded before reviews existed: the seed's reviews, and figures from reviews.
    const reviewed = await database.withLock('shop-seed', async () => ({
      seeded: await seedReviewsIfMissing(database.db),
      fixed: await reconcileReviewFigures(database.db),
    }));
    if (reviewed.seeded) log("Added the seed's reviews.");
    if (reviewed.fixed > 0) log(`Set the rating of ${reviewed.fixed} products from their reviews.`);
  } catch (error) {
    await database.close();
    throw error;
  }
  const siteDir = options.siteDir ?? process.env['SITE_DIR'] ?? 'dist';
  const url = `http://localhost:${config.port}`;
  const selfUrl = `http://127.0.0.1:${config.port}`;
  // On-demand pages read the catalogue from this process's API.
  process.env['API_URL'] ??= `${selfUrl}/api`;
  const apiUrl = process.env['API_URL'];
  const warmer = options.warm === false ? idleWarmer : pageWarmer(selfUrl, log);
  const changes = catalogChangesFor((paths) => warmer.warm(paths));
  const site = createSiteServer();
  const builder = createBuilder(site, siteDir, apiUrl, database.tryLock, warmer, log);
  const following = await followCatalogChanges(database.db, changes, log);
  // Queued e-mail goes out from here, never from the request that queued it.
  const mailWorker = startMailWorker({
    db: database.db,
    sender: createMailSender(config.mail, log),
    pollMs: config.mail.pollMs,
    log,
  });
  log(
    config.mail.smtpUrl
      ? 'E-mail is sent through the SMTP server SMTP_URL names.'
      : `E-mail is written to ${config.mail.outboxDir} (no SMTP_URL).`,
  );
  const waiting = async () => ({ changes: await following.waiting(), pages: warmer.waiting() });
  const api = createApp({
    db: database.db,
    config,
    catalogChanges: changes,
    extend: (a) =>
      a.route('/admin', adminRoutes(builder, waiting)).route('/admin', adminBackupRoutes(database)),
  });
  // Pages rendered here read the catalogue from this API without a round trip through the network.
  answerApiInProcess((input, init) => Promise.resolve(api.fetch(new Request(input, init))));
  const root = new Hono();
  root.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  root.all('/api', (c) => api.fetch(c.req.raw, c.env));
  root.all(`${UPLOADS_URL}/*`, (c) => api.fetch(c.req.raw, c.env));
  root.use('*', async (c, next) => {
    if (!site.hasBuild() && builder.status().state === 'running') {
      c.header('Retry-After', '10');
      return c.html(BUILDING_PAGE, 503);
    }
    return next();
  });
  root.route('/', site.app);
  root.notFound((c) => site.notFound(c));

  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: root.fetch, port: config.port }, () => resolve(s));
    s.once('error', reject);
  });
  // Outlive the idle timeout of clients and load balancers (typically 60 s), so a reused
  // keep-alive connection is never closed under a request (Node's default is 5 s).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  const stopFollowingBuilds = followBuilds({
    siteDir,
    served: () => site.servedRoot(),
    switchTo: (dir) => goLive(site, dir, apiUrl, warmer),
    building: () => builder.status().state === 'running',
    log,
  });
  const existing = currentBuild(siteDir);
  const build = options.build ?? 'if-missing';
  if (existing && build !== 'always') await goLive(site, existing, apiUrl, warmer);
  if (build === 'always' || (build === 'if-missing' && !site.hasBuild() && existsSync('src/pages')))
    await builder.start();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      following.stop();
      stopFollowingBuilds();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailWorker.stop();
      await database.close();
    })();
    return stopping;
  };
  return { config, database, site, warmer, builder, server, url, stop };
}

/**
 * A shop that serves shoppers runs as production unless told otherwise: React's server renderer
 * (loaded with the storefront build, after this) picks its production build from NODE_ENV, and
 * renders a product page in about 60% of the development build's time (README, "Benchmarks").
 * Tests that start the shop in their own process keep their NODE_ENV ('test').
 */
export function servingShoppers(env: NodeJS.ProcessEnv = process.env): void {
  env['NODE_ENV'] ??= 'production';
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
