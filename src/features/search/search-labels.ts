// Words of the search boxes and their suggestions, written once for the desktop header and the
// mobile search overlay.

export const SEARCH_BOX_LABELS = {
  label: 'Search products',
  placeholder: 'Search products...',
  submit: 'Search',
} as const;

export const SUGGEST_LABELS = {
  list: 'Search suggestions',
  categories: 'Categories',
  products: 'Products',
} as const;

/** What the polite live region says when suggestions arrive. */
export const suggestionCount = (count: number): string =>
  count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count} suggestions`;
