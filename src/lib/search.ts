// Search limits and the words the search page shows, shared by the API and the storefront.

/**
 * Search ranks at most this many of a query's matches (the most popular, name matches first) and
 * serves them; `pagination.total` is counted up to it. Bounded so that a broad query ("samsung"
 * among 100,000 products) costs what a narrow one does.
 */
export const SEARCH_RESULT_CAP = 300;

/** Shown above partial matches, with the query as the shopper typed it. */
export const similarProductsMessage = (query: string): string =>
  `No exact match for "${query}". Showing similar products.`;

/** Missed queries are kept normalised and cut to this many characters. */
export const SEARCH_MISS_MAX_CHARS = 100;
/** At most this many missed queries are kept; the rarest and oldest make room for a new one. */
export const SEARCH_MISS_MAX_ROWS = 10_000;
