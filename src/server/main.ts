// One process on one port: the API under /api and the built storefront at /.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { answerApiInProcess } from '../api/http.ts';
import { LINK_PREVIEW_URL } from '../lib/link-preview.ts';
import { UPLOADS_URL } from '../lib/product-admin.ts';
import { createApp } from './api/app.ts';
import { loadConfig, shareApiUrl, type Config, type StorefrontBuild } from './config.ts';
import { openDatabase, type Database } from './api/db/connect.ts';
import { ensureSeedImages } from './api/seed/images.ts';
import { seedPolicyPagesIfMissing } from './api/seed/policies.ts';
import { seedFactsIfMissing, seedIfEmpty, seedReviewsIfMissing } from './api/seed/seed.ts';
import { reconcileReviewFigures } from './api/services/review-figures.ts';
import { reindexMissingSearchColumns } from './api/services/search-reindex.ts';
import {
  catalogChangesAfter,
  catalogChangesFor,
  followCatalogChanges,
} from './api/catalog-changes.ts';
import { idleWarmer, pagesToWarm, pageWarmer, type PageWarmer } from './host/page-warm.ts';
import { followBuilds } from './host/build-follower.ts';
import { PageDisk } from './host/page-cache/disk.ts';
import { invalidatePages, pageCache } from './host/page-cache/registry.ts';
import { describeError } from './api/http/error-log.ts';
import { buildAndSwap, currentBuild, newBuildId, readBuildInfo } from './host/site-build.ts';
import {
  answerClientError,
  createSiteServer,
  pageMethodsOnly,
  type SiteServer,
} from './host/site.ts';
import { idleRebuildStatus, type RebuildStatus, type SiteBuilder } from './api/context.ts';
import { createMailSender } from './api/mail/sender.ts';
import { startMailWorker } from './api/mail/worker.ts';
import { startTransferExpiry } from './api/services/bank-transfer.ts';
import { createTestPaymentGateway } from './api/services/payments.ts';
import { createSmsSender } from './api/mail/sms.ts';
import { BUSY_RETRY_AFTER_SECONDS, OVERLOAD_MESSAGE } from './api/http/errors.ts';
import { langOfRequest } from './api/http/lang.ts';
import { translate } from '../lib/i18n/translate.ts';
import { admissionControl, createAdmission, type Admission } from './admission.ts';
import { logger, logLines, requestLogger } from './log.ts';
import {
  answerHealth,
  answerReadiness,
  createReadiness,
  migrationsApplied,
  pingDatabase,
  type Readiness,
} from './health.ts';
import { requestIdOf, requestLog } from './request-log.ts';
import {
  collectProcessMetrics,
  countBuild,
  METRICS_CONTENT_TYPE,
  metricsOn,
  metricsText,
  watchShop,
} from './metrics.ts';
import { bearerToken } from './api/auth/bearer.ts';
import { queuedMail } from './api/mail/worker.ts';
import { ACCESS_MESSAGES } from './api/auth/middleware.ts';
import { timingSafeEqual } from 'node:crypto';

export interface RunningShop {
  config: Config;
  database: Database;
  site: SiteServer;
  /** Renders pages ahead; `idle()` resolves once the pages queued so far are in the cache. */
  warmer: PageWarmer;
  builder: SiteBuilder & { done(): Promise<void>; stop(): Promise<void> };
  /** Admission control: the requests served at once and those waiting (MAX_IN_FLIGHT, …). */
  admission: Admission;
  /** What GET /readyz answers (health.ts); not ready from the moment `stop()` is called. */
  readiness: Readiness;
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
  /** Whether to build the storefront now (STOREFRONT_BUILD's by default). */
  build?: StorefrontBuild;
  log?: (line: string) => void;
  /**
   * Stops the shop: aborted during the start, the start closes what it opened and rejects with the
   * signal's reason; aborted later, the running shop stops (`stop()`).
   */
  signal?: AbortSignal | undefined;
}

const KEEP_ALIVE_MS = 65_000;
/** How often a stopping shop closes the connections that have fallen idle since. */
const IDLE_CHECK_MS = 100;

const NOTICE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:3rem 1.5rem;line-height:1.5;color:#1f2937}h1{font-size:1.5rem}';
/** A page the shop answers in place of the storefront's (503), reloading itself after `seconds`. */
const noticePage = (title: string, text: string, seconds: number) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${seconds}"><title>${title}</title><style>${NOTICE_STYLE}</style></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
const BUILDING_RETRY_SECONDS = 10;
const BUILDING_PAGE = noticePage(
  'The storefront is being built',
  'This takes about a minute on first start. The page reloads by itself.',
  BUILDING_RETRY_SECONDS,
);
/** The page a shopper gets when admission control refuses the request (admission.ts). */
const BUSY_PAGE = noticePage(
  'The shop is very busy',
  'More shoppers are here than the shop can serve this moment. The page tries again by itself in a moment.',
  BUSY_RETRY_AFTER_SECONDS,
);
/** The notice pages load nothing and run nothing: their one style is allowed by its hash. */
const NOTICE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(NOTICE_STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The most catalogue changes a start reads to check the pages kept on disk: past it (a shop down
 * through a large import), none is kept, which costs first renders, not a wrong page.
 */
const DISK_CHECK_CHANGES = 20_000;

/**
 * Drops the pages kept on disk that catalogue changes recorded while the shop was down touched
 * (each page records the feed position it had seen), and those rendered against another database;
 * the disk's position becomes the feed's. Called once at start, after the feed is followed, so
 * that no change falls between the two.
 */
export async function dropPagesChangedWhileDown(
  db: Database['db'],
  disk: PageDisk,
  log: (line: string) => void,
): Promise<void> {
  // With no page kept, only the feed's position is read.
  const { changes, newest, complete } = await catalogChangesAfter(
    db,
    disk.oldestPosition() ?? Number.MAX_SAFE_INTEGER,
    DISK_CHECK_CHANGES,
  );
  if (!complete) {
    disk.clear();
    disk.advance(newest);
    log(`More than ${DISK_CHECK_CHANGES} catalogue changes since the pages on disk: none is kept.`);
    return;
  }
  const dropped = disk.dropChanged(changes, newest);
  const { pages } = disk.stats();
  if (dropped > 0 || pages > 0)
    log(`Pages kept on disk: ${pages} kept, ${dropped} dropped (changed while the shop was down).`);
}

/** Probes a load balancer or a scraper makes every few seconds: logged at debug level only. */
const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** Whether `given` is the automation token (ADMIN_TOKEN), compared in constant time. */
function isAutomationToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The paths the API answers (the uploads' files and link previews too): a refusal there is the
 * API's JSON. */
const isApiPath = (urlPath: string): boolean =>
  urlPath === '/api' ||
  urlPath.startsWith('/api/') ||
  urlPath.startsWith(`${UPLOADS_URL}/`) ||
  urlPath.startsWith(`${LINK_PREVIEW_URL}/`);

/** The lock that makes a storefront rebuild run once, however many instances are asked. */
const BUILD_LOCK = 'storefront-build';

/** Whether the pages rendered ahead for the first build that went live are in the cache. */
interface WarmUp {
  done: boolean;
}

/**
 * Loads a build and renders its shells and top products ahead, in the background; the first time,
 * `warmUp.done` turns true once they are rendered (readiness waits for it).
 */
async function goLive(
  site: SiteServer,
  dir: string,
  apiUrl: string,
  warmer: PageWarmer,
  warmUp: WarmUp,
) {
  await site.setRoot(dir);
  pagesToWarm(apiUrl)
    .then(
      (paths) => {
        warmer.warm(paths);
        return warmer.idle();
      },
      (error: unknown) => {
        logger().warn(`Could not list the pages to render ahead: ${String(error)}`);
      },
    )
    .finally(() => {
      warmUp.done = true;
    });
}

function createBuilder(
  site: SiteServer,
  siteDir: string,
  apiUrl: string,
  tryLock: Database['tryLock'],
  warmer: PageWarmer,
  warmUp: WarmUp,
  log: (line: string) => void,
) {
  const status: RebuildStatus = idleRebuildStatus();
  let running: Promise<void> = Promise.resolve();
  /** Ends the build under way and forbids new ones: the shop is stopping. */
  const stopping = new AbortController();
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
      if (status.state === 'running' || stopping.signal.aborted) return false;
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
      running = buildAndSwap(
        siteDir,
        { log, signal: stopping.signal, beforeBuild: ensureSeedImages },
        (dir) => goLive(site, dir, apiUrl, warmer, warmUp),
        build.id,
      )
        .then(
          () => {
            status.state = 'idle';
            status.lastBuiltAt = new Date().toISOString();
            status.lastError = null;
            finish('live', null);
            countBuild('live');
            log('Storefront build is live.');
          },
          (error: unknown) => {
            status.state = 'failed';
            status.lastError = stopping.signal.aborted
              ? 'Stopped with the shop'
              : error instanceof Error
                ? error.message
                : String(error);
            finish('failed', status.lastError);
            countBuild('failed');
            (stopping.signal.aborted ? log : logLines('error'))(
              stopping.signal.aborted
                ? 'Storefront build stopped with the shop.'
                : `Storefront build failed: ${status.lastError}`,
            );
          },
        )
        .finally(release);
      return true;
    },
    done: () => running,
    stop: () => {
      stopping.abort(new Error('The shop is stopping'));
      return running;
    },
  };
}

/** The steps a start has taken so far, undone in reverse order by a stop or a failed start. */
class Teardown {
  readonly #steps: (() => Promise<void> | void)[] = [];

  add(step: () => Promise<void> | void): void {
    this.#steps.push(step);
  }

  /** Runs every step, even after one fails; rejects with the first failure at the end. */
  async run(): Promise<void> {
    const failures: unknown[] = [];
    for (let step = this.#steps.pop(); step; step = this.#steps.pop()) {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw failures[0];
  }
}

/**
 * Stops accepting connections and waits for the requests in flight, at most `drainMs`; then closes
 * the connections still open (a slow download, a client that never reads) and resolves.
 */
function closeServer(server: ServerType, drainMs: number): Promise<void> {
  return new Promise((resolve) => {
    const http = 'closeIdleConnections' in server ? server : null;
    // server.close() closes the idle keep-alive connections once; a connection whose request was
    // in flight then stays open, idle, after its answer (until its client's keep-alive ends, up
    // to 65 s). Those are closed as they fall idle.
    const idle = setInterval(() => http?.closeIdleConnections(), IDLE_CHECK_MS);
    const cut = setTimeout(() => http?.closeAllConnections(), drainMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
  });
}

/**
 * Starts the shop: the database (migrated), the seed and start-up repairs, the API and the
 * storefront on one port, the followers, and a storefront build when there is none. When
 * `options.signal` aborts during the start, the start stops at the end of the step under way,
 * closes what it opened and rejects with the signal's reason; after the start, it stops the
 * running shop (as `stop()` does).
 */
export async function startShop(options: StartOptions = {}): Promise<RunningShop> {
  const log = options.log ?? logLines('info');
  const { signal } = options;
  const config = loadConfig();
  signal?.throwIfAborted();
  const teardown = new Teardown();
  const database =
    options.database ??
    (await openDatabase(config.databaseUrl, { log, signal, thread: config.pgliteThread }));
  teardown.add(() => database.close());
  try {
    signal?.throwIfAborted();
    const seeded = await database.withLock('shop-seed', () => seedIfEmpty(database.db));
    if (seeded) log('Seeded the catalogue and the demo customer.');
    signal?.throwIfAborted();
    // A database made before the policy pages existed (migration 0022): their default texts.
    const policies = await database.withLock('shop-seed', () =>
      seedPolicyPagesIfMissing(database.db),
    );
    if (policies > 0) log(`Wrote the default text of ${policies} policy pages.`);
    signal?.throwIfAborted();
    // Products written before the search title existed (migration 0007) get it now, once.
    const reindexed = await database.withLock('shop-seed', () =>
      reindexMissingSearchColumns(database.db),
    );
    if (reindexed > 0) log(`Wrote the search title and type of ${reindexed} products.`);
    signal?.throwIfAborted();
    // A database seeded before products had facts (migration 0023): the seed's, once.
    const factsWritten = await database.withLock('shop-seed', () =>
      seedFactsIfMissing(database.db),
    );
    if (factsWritten > 0) log(`Wrote the warranty, box and origin of ${factsWritten} products.`);
    signal?.throwIfAborted();
    // A database seeded before reviews existed: the seed's reviews, and figures from reviews.
    const reviewed = await database.withLock('shop-seed', async () => ({
      seeded: await seedReviewsIfMissing(database.db),
      fixed: await reconcileReviewFigures(database.db),
    }));
    if (reviewed.seeded) log("Added the seed's reviews.");
    if (reviewed.fixed > 0) log(`Set the rating of ${reviewed.fixed} products from their reviews.`);
    signal?.throwIfAborted();
    const shop = await serveShop(options, config, database, teardown, log);
    // A stop asked for while the last steps ran, or from now on.
    if (signal?.aborted) throw signal.reason;
    signal?.addEventListener('abort', () => void shop.stop().catch(() => {}), { once: true });
    return shop;
  } catch (error) {
    await teardown.run().catch((closing: unknown) => {
      logger().error(`Closing after a failed start also failed: ${String(closing)}`);
    });
    throw error;
  }
}

/** The serving part of the start: everything after the database is ready. */
async function serveShop(
  options: StartOptions,
  config: Config,
  database: Database,
  teardown: Teardown,
  log: (line: string) => void,
): Promise<RunningShop> {
  const siteDir = options.siteDir ?? config.siteDir;
  const url = `http://localhost:${config.port}`;
  const selfUrl = `http://127.0.0.1:${config.port}`;
  // On-demand pages read the catalogue from this process's API (by default).
  const { apiUrl } = config;
  shareApiUrl(apiUrl);
  // Every request passes admission control first; pages are rendered ahead only while no
  // shopper's request waits for a place.
  const admission = createAdmission(config.admission);
  teardown.add(() => admission.stop());
  const warmer = options.warm === false ? idleWarmer : pageWarmer(selfUrl, log, admission);
  // Rendered pages kept on disk as well (PAGE_DISK_DIR): a restart serves them again.
  const pageDisk = config.pageDisk
    ? await PageDisk.open({
        dir: config.pageDisk.dir,
        maxBytes: config.pageDisk.maxMb * 1024 * 1024,
        log,
      })
    : null;
  // Closed late (steps run in reverse): the pages being written when the server has stopped.
  if (pageDisk) teardown.add(() => pageDisk.flush());
  // A catalogue change drops the pages it touches, on disk and in memory (after the API's answers
  // it touches, which the app drops itself); they are rendered again before a shopper asks.
  const changes = catalogChangesFor((tags, id) => {
    const dropped = invalidatePages(tags);
    pageDisk?.advance(id);
    if (dropped.length > 0) warmer.warm(dropped);
  });
  const site = createSiteServer({ pageCacheMb: config.pageCacheMb, pageDisk });
  const warmUp: WarmUp = { done: false };
  const builder = createBuilder(site, siteDir, apiUrl, database.tryLock, warmer, warmUp, log);
  // Migrations ran when the database opened; this reads that they are all there, once.
  const migrated = await migrationsApplied(database.db);
  const readiness = createReadiness({
    ping: () => pingDatabase(database.db),
    migrated: () => migrated,
    built: () => site.hasBuild(),
    warmed: () => warmUp.done,
  });
  const following = await followCatalogChanges(database.db, changes, log);
  teardown.add(() => following.stop());
  if (pageDisk) await dropPagesChangedWhileDown(database.db, pageDisk, log);
  // Queued e-mail goes out from here, never from the request that queued it.
  const mailWorker = startMailWorker({
    db: database.db,
    sender: createMailSender(config.mail, log),
    smsSender: createSmsSender(config.sms, log),
    pollMs: config.mail.pollMs,
    log,
  });
  teardown.add(() => mailWorker.stop());
  log(
    config.mail.smtpUrl
      ? 'E-mail is sent through the SMTP server SMTP_URL names.'
      : `E-mail is written to ${config.mail.outboxDir} (no SMTP_URL).`,
  );
  log(
    config.sms.provider
      ? 'Text messages are sent through the SMS provider SMS_PROVIDER_URL names.'
      : `Text messages are written to ${config.sms.outboxDir} (no SMS_PROVIDER_URL).`,
  );
  const waiting = async () => ({ changes: await following.waiting(), pages: warmer.waiting() });
  const payments = createTestPaymentGateway();
  // Bank-transfer orders whose money never came cancel themselves (one instance sweeps at a time).
  const expiry = startTransferExpiry(
    { db: database.db, payments, now: () => new Date(), config },
    database.tryLock,
    log,
  );
  teardown.add(() => expiry.stop());
  const api = createApp({
    db: database.db,
    database,
    config,
    payments,
    catalogChanges: changes,
    builder,
    refreshWaiting: waiting,
  });
  // Pages rendered here read the catalogue from this API without a round trip through the network.
  answerApiInProcess((input, init) => Promise.resolve(api.fetch(new Request(input, init))));
  const root = new Hono();
  // First: the request's id, its log line and its counts (request-log.ts).
  root.use('*', requestLog({ logger: requestLogger, quiet: PROBE_PATHS }));
  // Load balancers and scrapers get an answer however busy the shop is: ahead of admission control.
  root.get('/healthz', answerHealth);
  root.get('/readyz', (c) => answerReadiness(c, readiness));
  if (metricsOn()) {
    collectProcessMetrics();
    root.get('/metrics', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!isAutomationToken(bearerToken(c), config.adminToken)) {
        c.header('WWW-Authenticate', 'Bearer');
        return c.json(
          { message: translate(ACCESS_MESSAGES.automationOnly, langOfRequest(c)) },
          401,
        );
      }
      try {
        const text = await metricsText();
        c.header('Content-Type', METRICS_CONTENT_TYPE);
        return c.body(text);
      } catch (error) {
        logger().error(`Could not gather the metrics: ${describeError(error)}`);
        return c.json(
          { message: 'The metrics could not be gathered', requestId: requestIdOf(c) },
          503,
        );
      }
    });
    watchShop({
      inFlight: () => admission.inFlight(),
      waiting: () => admission.waiting(),
      warmQueue: () => warmer.waiting(),
      pageCache: () => pageCache()?.stats() ?? null,
      pool: () => database.pool ?? null,
      mailQueued: () => queuedMail(database.db),
      lastBuildSeconds: () => {
        const last = builder.status().last;
        return last ? last.durationMs / 1000 : null;
      },
    });
    teardown.add(() => watchShop(null));
  }
  root.use(
    '*',
    admissionControl(admission, {
      passes: (c) => {
        // Operators keep the shop in hand under a crowd (a price change, an order moved): staff
        // and automation calls take no place; one without its token is refused at once by its
        // access rule. Staff sign-in, which hashes a password, waits its turn like a shopper.
        if (c.req.path.startsWith('/api/admin/') && !c.req.path.startsWith('/api/admin/auth/'))
          return true;
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
        return c.req.path.startsWith(`${UPLOADS_URL}/`) || site.answersCheaply(c.req.path);
      },
      refuse: (c) => {
        c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        c.header('Cache-Control', 'no-store');
        if (isApiPath(c.req.path))
          return c.json(
            {
              message: translate(OVERLOAD_MESSAGE, langOfRequest(c)),
              requestId: requestIdOf(c),
            },
            503,
          );
        c.header('Content-Security-Policy', NOTICE_PAGE_POLICY);
        return c.html(BUSY_PAGE, 503);
      },
    }),
  );
  root.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  root.all('/api', (c) => api.fetch(c.req.raw, c.env));
  root.all(`${UPLOADS_URL}/*`, (c) => api.fetch(c.req.raw, c.env));
  root.all(`${LINK_PREVIEW_URL}/*`, (c) => api.fetch(c.req.raw, c.env));
  root.use('*', pageMethodsOnly);
  root.use('*', async (c, next) => {
    if (!site.hasBuild() && builder.status().state === 'running') {
      c.header('Retry-After', String(BUILDING_RETRY_SECONDS));
      c.header('Content-Security-Policy', NOTICE_PAGE_POLICY);
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
  // Requests in flight get half the stop's time (SHUTDOWN_TIMEOUT_MS) to finish.
  teardown.add(() => closeServer(server, config.shutdownTimeoutMs / 2));
  server.on('clientError', answerClientError);
  // Outlive the idle timeout of clients and load balancers (typically 60 s), so a reused
  // keep-alive connection is never closed under a request (Node's default is 5 s).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  const stopFollowingBuilds = followBuilds({
    siteDir,
    served: () => site.servedRoot(),
    switchTo: (dir) => goLive(site, dir, apiUrl, warmer, warmUp),
    building: () => builder.status().state === 'running',
    log,
  });
  teardown.add(stopFollowingBuilds);
  // Stopped first: no page is rendered ahead and no build goes on once a stop begins.
  teardown.add(() => builder.stop());
  teardown.add(() => warmer.stop());
  const existing = currentBuild(siteDir);
  const build = options.build ?? config.storefrontBuild;
  if (existing && build !== 'always') await goLive(site, existing, apiUrl, warmer, warmUp);
  if (build === 'always' || (build === 'if-missing' && !site.hasBuild() && existsSync('src/pages')))
    await builder.start();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    // Not ready from this moment: a load balancer probing /readyz sends no one new here.
    readiness.stopping();
    stopping ??= teardown.run();
    return stopping;
  };
  return { config, database, site, warmer, builder, admission, readiness, server, url, stop };
}

/**
 * Starts the shop and serves until `signal` aborts (stopRequestedBySignals, stop-signals.ts), which
 * may happen at any moment of the start: what was opened is closed (the database last, which
 * releases the data-folder lock) and the process exits 0. A start that fails exits 1, after
 * closing what it had opened.
 */
export async function serveUntilStopped(
  options: StartOptions & { signal: AbortSignal },
): Promise<RunningShop> {
  const { signal } = options;
  const shop = await startShop(options).catch((error: unknown) => {
    if (signal.aborted) {
      logger().info('The shop stopped before it had finished starting.');
      process.exit(0);
    }
    logger().fatal(
      `The shop could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
  const exitWhenStopped = () =>
    shop.stop().then(
      () => {
        logger().info('The shop has stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        logger().error(`The shop did not stop cleanly: ${describeError(error)}`);
        process.exit(1);
      },
    );
  signal.addEventListener('abort', () => void exitWhenStopped(), { once: true });
  return shop;
}
