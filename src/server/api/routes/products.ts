// The catalogue as shoppers read it (/api/product…): product lists, categories, a category
// listing, one product, its variations, and the variations of a page of products at once. Every
// answer is kept in memory and may be cached for a few seconds (the catalogue cache policy); each
// says what it shows (tagAnswer), so that a change to it drops it. Product lists and categories
// say nothing: any change may alter them (a product featured, discounted, added elsewhere).
import type { Context } from 'hono';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import * as z from 'zod/mini';
import {
  categoriesResponseSchema,
  categoryListingQuerySchema,
  categoryListingSchema,
  productListQuerySchema,
  productListSchema,
  productResponseSchema,
  variationsByProductSchema,
  variationsOfQuerySchema,
  variationsResponseSchema,
} from '../../../api/schemas/catalog.ts';
import { categoryTag, listingTag, productTag } from '../../../lib/page-tags.ts';
import { PRODUCT_MESSAGES } from '../../../lib/product-admin.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { contentLang } from '../http/content-lang.ts';
import { notFound } from '../http/errors.ts';
import { tagAnswer } from '../http/read-cache.ts';
import { access, defineRoute, idParam } from '../http/route.ts';
import { cleanQuery } from '../http/validate.ts';
import {
  categoryListing,
  findCategoryByName,
  findProduct,
  listCategories,
  listProducts,
  listVariations,
  variationsOf,
} from '../services/catalog.ts';
import { fieldParams } from '../services/field-filters.ts';

const CATEGORY_NOT_FOUND = API_MESSAGES.catalog.categoryNotFound;

/**
 * What `load` reads for the product `id` names, an answer that changes with that product; 404
 * when it names no product on sale.
 */
async function ofProduct<T>(
  c: Context<AppEnv>,
  id: string,
  load: (db: Db, id: string, lang: Lang) => Promise<T | undefined>,
): Promise<T> {
  const found = await load(c.var.deps.db, id, contentLang(c));
  if (!found) throw notFound(PRODUCT_MESSAGES.notFound);
  tagAnswer(c, [productTag(id)]);
  return found;
}

const catalogue = { tag: 'Catalogue', access: access.public, cache: 'catalogue' } as const;

export const productRoutes = [
  defineRoute({
    ...catalogue,
    method: 'GET',
    path: '/product',
    summary:
      'Lists products on sale, a page at a time: featured, discounted, of a category, sorted.',
    request: { query: productListQuerySchema },
    responses: { 200: { description: 'A page of products.', schema: productListSchema } },
    handler: (c, { query }) => listProducts(c.var.deps.db, query, contentLang(c)),
  }),
  defineRoute({
    ...catalogue,
    method: 'GET',
    path: '/product/category',
    summary: 'Lists the categories, with the fields their products are described by.',
    responses: { 200: { description: 'Every category.', schema: categoriesResponseSchema } },
    handler: (c) => listCategories(c.var.deps.db, contentLang(c)),
  }),
  defineRoute({
    ...catalogue,
    method: 'GET',
    path: '/product/category/name/:name',
    summary:
      "Lists a category's products by its name, filtered by brand, price, stock and its own fields (field[Name]=value).",
    request: {
      params: { schema: z.object({ name: z.string() }), notFound: CATEGORY_NOT_FOUND },
      query: categoryListingQuerySchema,
    },
    responses: {
      200: {
        description: 'The category and a page of its products.',
        schema: categoryListingSchema,
      },
    },
    handler: async (c, { params, query }) => {
      const { db } = c.var.deps;
      const category = await findCategoryByName(db, params.name);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      const body = await categoryListing(
        db,
        category,
        query,
        fieldParams(cleanQuery(c)),
        contentLang(c),
      );
      // A change can add a product to the listing, or drop or reorder one: its listing tag.
      tagAnswer(c, [
        listingTag(category.name),
        categoryTag(category.name),
        ...body.products.map((product) => productTag(product._id)),
      ]);
      return body;
    },
  }),
  // Before /product/:id, which would take "variations" for a product id.
  defineRoute({
    ...catalogue,
    method: 'GET',
    path: '/product/variations',
    summary:
      'Gives the variations of several products at once (a page of a listing), by product id.',
    request: { query: variationsOfQuerySchema },
    responses: {
      200: { description: 'Each product’s variations.', schema: variationsByProductSchema },
    },
    handler: async (c, { query }) => {
      const found = await variationsOf(c.var.deps.db, query.ids);
      tagAnswer(c, query.ids.map(productTag));
      return { variations: Object.fromEntries(found) };
    },
  }),
  defineRoute({
    ...catalogue,
    method: 'GET',
    path: '/product/:id',
    summary: 'Gives one product on sale.',
    request: { params: idParam(PRODUCT_MESSAGES.notFound) },
    responses: { 200: { description: 'The product.', schema: productResponseSchema } },
    handler: async (c, { params }) => ({ product: await ofProduct(c, params.id, findProduct) }),
  }),
  defineRoute({
    ...catalogue,
    method: 'GET',
    path: '/product/:id/variations',
    summary: "Lists a product's variations (colours, sizes, their prices and stock).",
    request: { params: idParam(PRODUCT_MESSAGES.notFound) },
    responses: { 200: { description: 'The variations.', schema: variationsResponseSchema } },
    handler: async (c, { params }) => ({
      variations: await ofProduct(c, params.id, listVariations),
    }),
  }),
];
