// Where a product and a category live on the storefront: one place for the server's suggestion
// links and the islands' links.

export const productPath = (id: string): string => `/product/${encodeURIComponent(id)}`;

export const categoryPath = (name: string): string => `/products/${name}`;
