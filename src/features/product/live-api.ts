// The live product reads of the purchase island (browser only, after mount). Plain fetch and
// `import type` only: neither the schema library nor the HTTP client library (whose chunk also
// holds api/http.ts) ships in the product page bundle, 90 KB with React. Any failure simply
// keeps the build-time data on screen.
import type { Product, Variation } from '../../api/schemas/catalog.ts';

/** The browser's API base, as api/http.ts apiBaseUrl() computes it in the browser. */
const apiBaseUrl = (): string =>
  (import.meta.env['PUBLIC_API_URL'] as string | undefined) ?? '/api';

async function getLive<T>(path: string): Promise<T> {
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const getProduct = async (id: string): Promise<Product> =>
  (await getLive<{ product: Product }>(`/product/${encodeURIComponent(id)}`)).product;

export const getVariations = async (id: string): Promise<Variation[]> =>
  (await getLive<{ variations: Variation[] }>(`/product/${encodeURIComponent(id)}/variations`))
    .variations;
