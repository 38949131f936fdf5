// The API application factory: no listening here, so tests call `app.request()` in process. Every
// endpoint comes from the route table (routes/index.ts), mounted by mountRoutes (http/mount.ts);
// a route without an access rule stops the app from being made.
import { Hono, type ErrorHandler } from 'hono';
import * as z from 'zod/mini';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './context.ts';
import type { Database, Db } from './db/connect.ts';
import type { Config } from '../config.ts';
import { createDatabaseRateLimiter } from './auth/rate-limit.ts';
import { describeError } from './http/error-log.ts';
import { httpErrorOf } from './http/errors.ts';
import { callerLang, callerLanguage } from './http/lang.ts';
import { api as API_MESSAGES } from '../../lib/i18n/en/api.ts';
import { translate, translateErrors } from '../../lib/i18n/translate.ts';
import { mountRoutes } from './http/mount.ts';
import { logger } from '../log.ts';
import { requestIdOf } from '../request-log.ts';
import { createReadCache } from './http/read-cache.ts';
import type { RouteDeclaration } from './http/route.ts';
import { createImageStore } from './services/images.ts';
import { createTestPaymentGateway } from './services/payments.ts';
import type { SvgPool } from './services/svg-pool.ts';
import { catalogChangesFor } from './catalog-changes.ts';
import { API_ROUTES } from './routes/index.ts';
import { linkPreviewRoutes } from './routes/link-previews.ts';
import { uploadRoutes } from './routes/uploads.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  payments?: Deps['payments'];
  rateLimiter?: Deps['rateLimiter'];
  now?: () => Date;
  catalogChanges?: Deps['catalogChanges'];
  /** The catalogue answers kept in memory; API_CACHE_MB of them, kept KEEP_MS, unless given. */
  readCache?: Deps['readCache'];
  /** The worker threads that check uploaded SVGs; the process's own pool unless given. */
  svgPool?: SvgPool;
  /** The storefront's builder, in a process that builds it (the running shop). */
  builder?: Deps['builder'];
  /** The pages waiting to refresh on this instance (the Builds screen); none unless given. */
  refreshWaiting?: Deps['refreshWaiting'];
  /** The handle `db` belongs to, for what only it can do (the embedded database's dump). */
  database?: Database;
  /** Routes mounted after the table's, under the same rules (tests' own calls). */
  routes?: readonly RouteDeclaration[];
}

// The contract schemas use zod/mini, which carries no messages: field errors in English.
z.config(z.locales.en());

/**
 * The API and the uploaded pictures. Throws, naming the route, when a route of the table (or of
 * `options.routes`) declares no access rule: such a shop does not start.
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const catalogChanges = options.catalogChanges ?? catalogChangesFor();
  const readCache = options.readCache ?? createReadCache(options.config.apiCacheMb * 1024 * 1024);
  catalogChanges.onApply((tags) => readCache.invalidate(tags));
  const deps: Deps = {
    db: options.db,
    config: options.config,
    payments: options.payments ?? createTestPaymentGateway(),
    rateLimiter: options.rateLimiter ?? createDatabaseRateLimiter(options.db),
    now: options.now ?? (() => new Date()),
    catalogChanges,
    readCache,
    images: createImageStore({
      dir: options.config.uploadsDir,
      quotaBytes: options.config.uploadQuotaBytes,
      ...(options.svgPool ? { svgPool: options.svgPool } : {}),
    }),
    builder: options.builder ?? null,
    refreshWaiting: options.refreshWaiting ?? (() => Promise.resolve({ changes: 0, pages: 0 })),
    database: options.database ?? null,
  };
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.use('*', callerLanguage);
  api.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-site', xFrameOptions: 'DENY' }));
  api.use(
    '*',
    cors({
      origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowHeaders: ['Content-Type', 'Authorization', 'X-CSRF-Token', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );
  // What a route's cache policy does not make cacheable is not cached.
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  mountRoutes(api, [...API_ROUTES, ...(options.routes ?? [])]);

  const app = new Hono<AppEnv>();
  app.route('/api', api);
  app.route(
    '/',
    uploadRoutes(() => deps.config.uploadsDir),
  );
  app.route(
    '/',
    linkPreviewRoutes(deps.db, () => deps.config.uploadsDir),
  );
  for (const handler of [api, app]) {
    handler.notFound((c) =>
      c.json({ message: translate(API_MESSAGES.http.notFound, callerLang(c)) }, 404),
    );
    handler.onError(handleError);
  }
  return app;
}

/**
 * Every failure becomes `{ message, errors? }` in the caller's language (the English text thrown
 * is looked up in the catalogues: lib/i18n/translate.ts); unexpected ones are logged without
 * request data and leak nothing.
 */
const handleError: ErrorHandler<AppEnv> = (error, c) => {
  const lang = callerLang(c);
  const known = httpErrorOf(error);
  if (known) {
    for (const [name, value] of Object.entries(known.headers ?? {})) c.header(name, value);
    const message = translate(known.message, lang);
    const body = {
      message,
      ...(known.errors ? { errors: translateErrors(known.errors, lang) } : {}),
      // A 5xx (the database too busy) is one an operator may be asked about: its id finds its line.
      ...(known.status >= 500 ? { requestId: requestIdOf(c) } : {}),
    };
    return c.json(body, known.status);
  }
  const requestId = requestIdOf(c);
  logger().error({ reqId: requestId }, `Unhandled API error: ${describeError(error)}`);
  return c.json({ message: translate(API_MESSAGES.http.internal, lang), requestId }, 500);
};
