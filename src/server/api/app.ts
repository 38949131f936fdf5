// The API application factory: no listening here, so tests call `app.request()` in process.
import { Hono, type ErrorHandler } from 'hono';
import * as z from 'zod/mini';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './context.ts';
import type { Db } from './db/connect.ts';
import type { Config } from '../config.ts';
import { csrfProtect } from './auth/middleware.ts';
import { createDatabaseRateLimiter } from './auth/rate-limit.ts';
import { bodyLimit } from './http/body-limit.ts';
import { describeError } from './http/error-log.ts';
import { httpErrorOf } from './http/errors.ts';
import { createImageStore } from './services/images.ts';
import { createTestPaymentGateway } from './services/payments.ts';
import type { SvgPool } from './services/svg-pool.ts';
import { authRoutes } from './routes/auth.ts';
import { productRoutes } from './routes/products.ts';
import { searchRoutes } from './routes/search.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { adminAuthRoutes } from './routes/admin-auth.ts';
import { adminCatalogRoutes } from './routes/admin-catalog.ts';
import { CATALOG_IMPORT_PATH, adminCatalogFileRoutes } from './routes/admin-catalog-file.ts';
import { IMAGE_UPLOAD_PATH, adminProductRoutes } from './routes/admin-products.ts';
import { adminOrderRoutes } from './routes/admin-orders.ts';
import { adminReviewRoutes } from './routes/admin-reviews.ts';
import { adminSearchRoutes } from './routes/admin-search.ts';
import { adminStaffRoutes } from './routes/admin-staff.ts';
import { catalogChangesFor } from './catalog-changes.ts';
import { orderRoutes } from './routes/orders.ts';
import { orderReviewRoutes, productReviewRoutes } from './routes/reviews.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { userRoutes } from './routes/users.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  payments?: Deps['payments'];
  rateLimiter?: Deps['rateLimiter'];
  now?: () => Date;
  catalogChanges?: Deps['catalogChanges'];
  /** The worker threads that check uploaded SVGs; the process's own pool unless given. */
  svgPool?: SvgPool;
  /** Extra routes mounted under /api (operator calls such as the catalogue rebuild). */
  extend?: (api: Hono<AppEnv>) => void;
}

// The contract schemas use zod/mini, which carries no messages: field errors in English.
z.config(z.locales.en());

export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: Deps = {
    db: options.db,
    config: options.config,
    payments: options.payments ?? createTestPaymentGateway(),
    rateLimiter: options.rateLimiter ?? createDatabaseRateLimiter(options.db),
    now: options.now ?? (() => new Date()),
    catalogChanges: options.catalogChanges ?? catalogChangesFor(),
    images: createImageStore({
      dir: options.config.uploadsDir,
      quotaBytes: options.config.uploadQuotaBytes,
      ...(options.svgPool ? { svgPool: options.svgPool } : {}),
    }),
  };
  const api = new Hono<AppEnv>();

  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
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
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  const jsonBodyLimit = bodyLimit(deps.config.bodyLimitBytes, 'Request body too large');
  // Picture uploads and catalogue imports have limits of their own, checked after the caller is known.
  const ownLimits = new Set([IMAGE_UPLOAD_PATH, CATALOG_IMPORT_PATH]);
  api.use('*', (c, next) => (ownLimits.has(c.req.path) ? next() : jsonBodyLimit(c, next)));
  api.use('*', csrfProtect);

  api.route('/auth', authRoutes);
  api.route('/product', productRoutes);
  api.route('/product', productReviewRoutes);
  api.route('/search', searchRoutes);
  api.route('/sitemap', sitemapRoutes);
  api.route('/admin/auth', adminAuthRoutes);
  api.route('/admin', adminStaffRoutes);
  api.route('/admin', adminCatalogRoutes);
  api.route('/admin', adminCatalogFileRoutes);
  api.route('/admin', adminProductRoutes);
  api.route('/admin', adminOrderRoutes);
  api.route('/admin', adminReviewRoutes);
  api.route('/admin', adminSearchRoutes);
  api.route('/order', orderRoutes);
  api.route('/order', orderReviewRoutes);
  api.route('/user', userRoutes);
  options.extend?.(api);

  const app = new Hono<AppEnv>();
  app.route('/api', api);
  app.route(
    '/',
    uploadRoutes(() => deps.config.uploadsDir),
  );
  for (const handler of [api, app]) {
    handler.notFound((c) => c.json({ message: 'Not found' }, 404));
    handler.onError(handleError);
  }
  return app;
}

/** Every failure becomes `{ message, errors? }`; unexpected ones are logged without request data and leak nothing. */
const handleError: ErrorHandler<AppEnv> = (error, c) => {
  const known = httpErrorOf(error);
  if (known) {
    for (const [name, value] of Object.entries(known.headers ?? {})) c.header(name, value);
    const body = known.errors
      ? { message: known.message, errors: known.errors }
      : { message: known.message };
    return c.json(body, known.status);
  }
  console.error(`Unhandled API error: ${describeError(error)}`);
  return c.json({ message: 'Internal server error' }, 500);
};
