// Catalogue reads for islands: the endpoints of src/api/catalog.ts over plain fetch, with
// `import type` only, so neither the schema library nor the HTTP client weighs on the catalogue
// pages' 90 KB budget (the API builds every response from the contract's schemas).
import type { ListingParams, ProductListParams } from '../../api/catalog.ts';
import type { Query } from '../../api/http.ts';
import type { CategoryListing, ProductList, Variation } from '../../api/schemas/catalog.ts';

/** PUBLIC_API_URL, as apiBaseUrl() of src/api/http.ts reads it in the browser. */
const API_BASE = (import.meta.env['PUBLIC_API_URL'] as string | undefined) ?? '/api';

/** A failed read, with ApiError's fields: status (0 when the network failed) and server message. */
export class ReadError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, serverMessage?: string) {
    super(message);
    this.name = 'ReadError';
    this.status = status;
    this.serverMessage = serverMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET a JSON body; any failure becomes a ReadError. */
async function get<T>(path: string, query: Query = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${queryString(query)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new ReadError(0, error instanceof Error ? error.message : String(error));
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) {
    const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    throw new ReadError(
      response.status,
      serverMessage ?? `Request failed with status ${response.status}`,
      serverMessage,
    );
  }
  return body as T;
}

export const getProducts = (params: ProductListParams) =>
  get<ProductList>('/product', params as Query);

export function getCategoryListing(name: string, params: ListingParams): Promise<CategoryListing> {
  const { fields, inStock, ...rest } = params;
  const query: Query = { ...rest, ...(inStock ? { inStock: 'true' } : {}) };
  for (const [field, value] of Object.entries(fields ?? {})) query[`field[${field}]`] = value;
  return get<CategoryListing>(`/product/category/name/${encodeURIComponent(name)}`, query);
}

export const getVariations = async (id: string) =>
  (await get<{ variations: Variation[] }>(`/product/${encodeURIComponent(id)}/variations`))
    .variations;
