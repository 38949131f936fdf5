// Server-side catalogue reads for a product page: the product with its variations and its
// category's specification order, its related products, and the first page of its reviews.
import {
  getCategories,
  getProduct,
  getProductReviews,
  getProducts,
  getVariations,
} from '../../api/catalog.ts';
import { ApiError } from '../../api/http.ts';
import {
  categoriesResponseSchema,
  productListSchema,
  productResponseSchema,
  variationsResponseSchema,
  type CategoryField,
  type Product,
  type Variation,
} from '../../api/schemas/catalog.ts';
import { idSchema } from '../../api/schemas/common.ts';
import { productReviewsSchema, type ProductReviews } from '../../api/schemas/reviews.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import type { Lang } from '../../lib/i18n/index.ts';
import { REVIEWS_PAGE_SIZE } from '../../lib/reviews.ts';

export interface ProductWithVariations {
  product: Product;
  variations: Variation[];
  /**
   * The category's specification fields (name, type, unit), in the order the category defines
   * them; in Vietnamese each carries its `label` (when written) and its Vietnamese unit.
   */
  fieldDefinitions: CategoryField[];
}

/**
 * What a product page shows: the product, its variations and its category's specification fields;
 * null when there is no such product on sale (the page answers 404). The descriptions and the
 * fields' names are in `lang` (English where no Vietnamese is written).
 */
export async function fetchProductPage(
  id: string,
  lang: Lang = 'en',
): Promise<ProductWithVariations | null> {
  if (!idSchema.safeParse(id).success) return null;
  let product: Product;
  try {
    product = await getProduct(id, productResponseSchema, lang);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const [variations, categories] = await Promise.all([
    product.hasVariations ? getVariations(id, variationsResponseSchema) : Promise.resolve([]),
    getCategories(categoriesResponseSchema, lang),
  ]);
  const category = categories.find((candidate) => candidate._id === product.category._id);
  return { product, variations, fieldDefinitions: category?.fields ?? [] };
}

/**
 * Up to four products of the same category; null when the call fails (the section is then hidden,
 * and the page is not cached without it). Asked as the category's first five, the product itself
 * dropped here rather than excluded by the API: the same question for every product page of the
 * category, which the API answers from memory after the first, and the same four products (and so
 * the same question for their variations).
 */
export async function fetchRelatedProducts(
  product: Product,
  lang: Lang = 'en',
): Promise<Product[] | null> {
  try {
    const { products } = await getProducts(
      { category: product.category._id, limit: PAGE_SIZE.related + 1 },
      productListSchema,
      lang,
    );
    return products.filter((related) => related._id !== product._id).slice(0, PAGE_SIZE.related);
  } catch {
    return null;
  }
}

/**
 * The product's newest reviews and its figures; null when the call fails (the tab then shows the
 * product's figures alone, and the page is not cached without its reviews).
 */
export async function fetchProductReviews(id: string): Promise<ProductReviews | null> {
  try {
    return await getProductReviews(id, 1, REVIEWS_PAGE_SIZE, productReviewsSchema);
  } catch {
    return null;
  }
}
