// The sitemap's view of the catalogue: every product on sale with its last change, a file's worth
// (SITEMAP_URLS_PER_FILE) at a time, in id order.
import * as z from 'zod/mini';
import { SITEMAP_URLS_PER_FILE } from '../../lib/constants.ts';
import { idSchema, isoDateSchema, paginationSchema } from './common.ts';
import { clampedInt, pageQuery } from './paging.ts';

export const sitemapQuerySchema = z.object({
  page: pageQuery,
  limit: clampedInt(1, SITEMAP_URLS_PER_FILE, SITEMAP_URLS_PER_FILE),
});
export type SitemapQuery = z.infer<typeof sitemapQuerySchema>;

export const sitemapEntrySchema = z.object({ _id: idSchema, updatedAt: isoDateSchema });
export const sitemapProductsSchema = z.object({
  entries: z.array(sitemapEntrySchema),
  pagination: paginationSchema,
});
export type SitemapProducts = z.infer<typeof sitemapProductsSchema>;
