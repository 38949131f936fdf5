// The product URLs of the sitemap files, a file's worth per page.
import { asc, count, isNull } from 'drizzle-orm';
import {
  sitemapProductsSchema,
  sitemapQuerySchema,
  type SitemapProducts,
} from '../../../api/schemas/sitemap.ts';
import { products } from '../db/schema.ts';
import { access, defineRoute } from '../http/route.ts';

export const sitemapRoutes = [
  defineRoute({
    method: 'GET',
    path: '/sitemap/products',
    tag: 'Catalogue',
    summary: 'Lists the products on sale with their last change, for the sitemap files, by page.',
    access: access.public,
    request: { query: sitemapQuerySchema },
    responses: { 200: { description: 'A page of entries.', schema: sitemapProductsSchema } },
    handler: async (c, { query: { page, limit } }) => {
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
      return body;
    },
  }),
];
