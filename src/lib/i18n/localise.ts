// Messages the browser's own code writes in English (the zod rules of the forms, the review rules)
// shown in the page's language: the entry of the target catalogue whose English twin is the text.
// Safe in islands: it imports no catalogue (the island gets its slices as props).

/**
 * The `target` entry whose `english` entry (same key) equals `text`, else `text` as it is (a
 * message from the server, already in the page's language, or one the catalogue does not know).
 */
export function localise(
  text: string,
  english: Readonly<Record<string, string>>,
  target: Readonly<Record<string, string>>,
): string {
  for (const [key, value] of Object.entries(english)) {
    if (value === text && typeof target[key] === 'string') return target[key];
  }
  return text;
}

/** Every message of a form's field errors localised: { email: "Email is required" } → { email: "Vui lòng…" }. */
export function localiseAll<K extends string>(
  errors: Partial<Record<K, string>>,
  english: Readonly<Record<string, string>>,
  target: Readonly<Record<string, string>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(errors) as [K, string | undefined][]) {
    if (message !== undefined) out[field] = localise(message, english, target);
  }
  return out;
}

/**
 * Fills a message's {placeholders} (the same as ./index.ts's `fill`, for islands, which must not
 * import the catalogue that module joins): fill("Only {count} left", { count: 3 }) → "Only 3 left".
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A shop page's path in a language, for islands (./index.ts's `localePath` joins the catalogues, so
 * islands use this one): ("vi", "/orders?page=2") → "/vi/orders?page=2", ("vi", "/") → "/vi",
 * ("en", path) → path. Only for the storefront's own pages (never /admin or /api).
 */
export function langPath(lang: 'en' | 'vi', path: string): string {
  if (lang === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/') return '/vi';
  if (/^\/[?#]/.test(path)) return `/vi${path.slice(1)}`;
  return `/vi${path}`;
}
