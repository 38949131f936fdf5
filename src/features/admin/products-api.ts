// The back office's calls on products, pictures and categories, each parsed by its contract schema
// (src/api/schemas/admin-products.ts), through the shop's one client core (adminCall).
import {
  adminProductListSchema,
  adminProductResponseSchema,
  categoryResponseSchema,
  imageUploadResponseSchema,
  productWriteResponseSchema,
  publishStatusSchema,
  type AdminProduct,
  type AdminProductList,
  type AdminProductQuery,
  type CategoryWrite,
  type ImageUploadResponse,
  type ProductWriteInput,
  type ProductWriteResponse,
  type PublishStatus,
} from '../../api/schemas/admin-products.ts';
import { categoriesResponseSchema, type Category } from '../../api/schemas/catalog.ts';
import { adminCall } from './session.ts';

const productUrl = (id: string, action = '') =>
  `/admin/products/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** The query as a query string's values: defaults and empty filters left out. */
function queryOf(query: Partial<AdminProductQuery>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    out[key] = typeof value === 'boolean' ? 'true' : value;
  }
  return out;
}

export const listProducts = (query: Partial<AdminProductQuery>): Promise<AdminProductList> =>
  adminCall('GET', '/admin/products', adminProductListSchema, { query: queryOf(query) });

export const fetchProduct = async (id: string): Promise<AdminProduct> =>
  (await adminCall('GET', productUrl(id), adminProductResponseSchema)).product;

export const createProduct = (product: ProductWriteInput): Promise<ProductWriteResponse> =>
  adminCall('POST', '/admin/products', productWriteResponseSchema, { body: product });

export const updateProduct = (
  id: string,
  product: ProductWriteInput,
  version: number,
): Promise<ProductWriteResponse> =>
  adminCall('PUT', productUrl(id), productWriteResponseSchema, {
    body: { ...product, version },
  });

export const duplicateProduct = (id: string): Promise<ProductWriteResponse> =>
  adminCall('POST', productUrl(id, 'duplicate'), productWriteResponseSchema, { body: {} });

export const setArchived = (
  id: string,
  archived: boolean,
  version: number,
): Promise<ProductWriteResponse> =>
  adminCall('POST', productUrl(id, archived ? 'archive' : 'restore'), productWriteResponseSchema, {
    body: { version },
  });

export const publishStatus = (id: string, change: number): Promise<PublishStatus> =>
  adminCall('GET', productUrl(id, 'publish-status'), publishStatusSchema, {
    query: { change },
  });

/** Sends the file's bytes as they are; the server reads the type from the content. */
export const uploadImage = (file: Blob): Promise<ImageUploadResponse> =>
  adminCall('POST', '/admin/images', imageUploadResponseSchema, {
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });

export const listCategories = (): Promise<Category[]> =>
  adminCall('GET', '/admin/categories', categoriesResponseSchema);

export const updateCategory = async (id: string, body: CategoryWrite): Promise<Category> =>
  (
    await adminCall('PUT', `/admin/categories/${encodeURIComponent(id)}`, categoryResponseSchema, {
      body,
    })
  ).category;
