// Build-time catalogue reads for the product pages: every product (pages of 100), the variations of
// those that have them, and the related products of one product.
import { fetchCategories, fetchProducts, fetchVariations } from '../../api/catalog.ts';
import type { Product, Variation } from '../../api/schemas/catalog.ts';
import { MAX_PAGE_LIMIT, PAGE_SIZE } from '../../lib/constants.ts';

export interface ProductWithVariations {
  product: Product;
  variations: Variation[];
  /** The category's specification names, in the order the category defines them. */
  fieldOrder: string[];
}

/** Parallel variation requests at a time: quick builds without flooding the API. */
const CONCURRENCY = 8;

export async function fetchAllProducts(): Promise<Product[]> {
  const first = await fetchProducts({ page: 1, limit: MAX_PAGE_LIMIT });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.pages - 1) }, (_, i) =>
      fetchProducts({ page: i + 2, limit: MAX_PAGE_LIMIT }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.products);
}

export async function fetchCatalogWithVariations(): Promise<ProductWithVariations[]> {
  const [products, categories] = await Promise.all([fetchAllProducts(), fetchCategories()]);
  const fieldOrder = new Map(
    categories.map((category) => [category._id, category.fields.map((field) => field.name)]),
  );
  const out: ProductWithVariations[] = [];
  for (let i = 0; i < products.length; i += CONCURRENCY) {
    const batch = products.slice(i, i + CONCURRENCY);
    out.push(
      ...(await Promise.all(
        batch.map(async (product) => ({
          product,
          variations: product.hasVariations ? await fetchVariations(product._id) : [],
          fieldOrder: fieldOrder.get(product.category._id) ?? [],
        })),
      )),
    );
  }
  return out;
}

/** Up to four products of the same category; none when the call fails (the section is then hidden). */
export async function fetchRelatedProducts(product: Product): Promise<Product[]> {
  try {
    const { products } = await fetchProducts({
      category: product.category._id,
      limit: PAGE_SIZE.related,
      exclude: product._id,
    });
    return products.filter((related) => related._id !== product._id).slice(0, PAGE_SIZE.related);
  } catch {
    return [];
  }
}
