// Suggestions while the shopper types: the first products of the product search (its ranking,
// typo tolerance and diacritics folding) and the categories whose name or Vietnamese words
// start with every word typed. The categories are the shop's fixed six (CATEGORY_NAMES, as the
// seed writes them), matched in memory: a keystroke costs one search and no other query.
import type { Product } from '../../../api/schemas/catalog.ts';
import type {
  SuggestResponse,
  SuggestedCategory,
  SuggestedProduct,
} from '../../../api/schemas/suggest.ts';
import { PLACEHOLDER_IMAGE } from '../../../lib/card-view.ts';
import { categoryPath, productPath } from '../../../lib/catalog-paths.ts';
import { CATEGORY_NAMES } from '../../../lib/constants.ts';
import { categoryLabel } from '../../../lib/labels.ts';
import { SUGGEST_PRODUCT_LIMIT } from '../../../lib/suggest.ts';
import type { Db } from '../db/connect.ts';
import { searchProducts, type SearchScope } from './search.ts';
import { CATEGORY_SEARCH_WORDS, normalizeSearchText } from './search-text.ts';

const wordsOf = (text: string): string[] =>
  normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** Every word typed is the start of a word of the category's name or Vietnamese words. */
export function categoryMatches(query: string, categoryName: string): boolean {
  const typed = wordsOf(query);
  const own = wordsOf(`${categoryName} ${CATEGORY_SEARCH_WORDS[categoryName] ?? ''}`);
  return typed.length > 0 && typed.every((word) => own.some((known) => known.startsWith(word)));
}

function toSuggestedProduct(product: Product): SuggestedProduct {
  const { _id, name, price, salePrice } = product;
  return {
    _id,
    name,
    price,
    ...(salePrice !== undefined && salePrice < price ? { salePrice } : {}),
    image: product.productImages[0] || PLACEHOLDER_IMAGE,
    url: productPath(_id),
  };
}

const toSuggestedCategory = (name: string): SuggestedCategory => ({
  name,
  label: categoryLabel(name),
  url: categoryPath(name),
});

/**
 * What suggestions read: the titles only (name, brand, type, tags: what a suggestion shows), the
 * most popular SUGGEST_CANDIDATES of them ranked, the last word taken as half typed.
 */
const SUGGEST_SEARCH: SearchScope = { cap: 60, descriptions: false, halfTyped: true };

/** `query` is already trimmed and 2 to 100 characters long (suggestQuerySchema). */
export async function suggest(db: Db, query: string): Promise<SuggestResponse> {
  const found = await searchProducts(
    db,
    { query, page: 1, limit: SUGGEST_PRODUCT_LIMIT },
    SUGGEST_SEARCH,
  );
  return {
    products: found.products.slice(0, SUGGEST_PRODUCT_LIMIT).map(toSuggestedProduct),
    categories: CATEGORY_NAMES.filter((name) => categoryMatches(query, name)).map(
      toSuggestedCategory,
    ),
  };
}
