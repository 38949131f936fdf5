// GET /api/sitemap/products: the product URLs of the sitemap files, a file's worth per page.
import { Hono } from 'hono';
import { asc, count, isNull } from 'drizzle-orm';
import {
  sitemapProductsSchema,
  sitemapQuerySchema,
  type SitemapProducts,
} from '../../../api/schemas/sitemap.ts';
import type { AppEnv } from '../context.ts';
import { products } from '../db/schema.ts';
import { readQuery } from '../http/validate.ts';

export const sitemapRoutes = new Hono<AppEnv>();

sitemapRoutes.get('/products', async (c) => {
  const { page, limit } = readQuery(c, sitemapQuerySchema);
  const { db } = c.var.deps;
  const onSale = isNull(products.archivedAt);
  const [counted] = await db.select({ total: count() }).from(products).where(onSale);
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(onSale)
    .orderBy(asc(products.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = counted?.total ?? 0;
  const body: SitemapProducts = {
    entries: rows.map((row) => ({ _id: row.id, updatedAt: row.updatedAt.toISOString() })),
    pagination: { total, page, limit, pages: Math.ceil(total / limit) },
  };
  return c.json(sitemapProductsSchema.parse(body));
});
