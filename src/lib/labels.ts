// Display names and URL slugs of categories, brands and criteria (the mega menu's links).

/** 'phones' → 'Phones'; 'pc' → 'PC'. */
export const categoryLabel = (name: string): string =>
  name === 'pc' ? 'PC' : name.charAt(0).toUpperCase() + name.slice(1);

/** Brand or criteria as it appears in a URL: lower case, spaces as hyphens ('Long-lasting' → 'long-lasting'). */
export const labelSlug = (label: string): string => label.trim().toLowerCase().replace(/\s+/g, '-');

/** Compares labels the way the API does: case-insensitive, hyphens equal spaces. */
export const sameLabel = (a: string, b: string): boolean =>
  a
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ') ===
  b
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');
