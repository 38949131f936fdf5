// The search call for the search island, typed with `import type` only so the schema library
// stays out of the page bundle.
import { ofetch } from 'ofetch';
import { apiBaseUrl, toApiError } from '../../api/http.ts';
import type { ProductList } from '../../api/schemas/catalog.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';

export async function searchProducts(query: string, page: number): Promise<ProductList> {
  try {
    return await ofetch<ProductList>('/search', {
      baseURL: apiBaseUrl(),
      credentials: 'include',
      retry: 0,
      query: { query, page, limit: PAGE_SIZE.search },
    });
  } catch (error) {
    throw toApiError(error);
  }
}
