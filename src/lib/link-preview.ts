// Link previews (og:image, docs/decisions/0066): the picture Zalo, Facebook and the like show for a
// shared link is a 1200×630 JPEG. A product's is made from its first picture on the first request
// for it and kept on disk; every other page shows the shop's, a file in public/.

export const LINK_PREVIEW_WIDTH = 1200;
export const LINK_PREVIEW_HEIGHT = 630;
export const LINK_PREVIEW_TYPE = 'image/jpeg';
/** The shop's own preview (made by scripts/make-link-preview.ts, committed). */
export const SHOP_LINK_PREVIEW = '/images/link-preview.jpg';
/** Where products' previews are served. */
export const LINK_PREVIEW_URL = '/og';

/** The key of a product picture's preview: 16 hex digits of two FNV-1a hashes of its address. A
 * new first picture is a new key, so a preview's address never changes what it shows. */
export function linkPreviewKey(picture: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < picture.length; i += 1) {
    const code = picture.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x0100019d) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** A product's preview address, for its first picture. */
export const productLinkPreview = (productId: string, picture: string) =>
  `${LINK_PREVIEW_URL}/product/${encodeURIComponent(productId)}/${linkPreviewKey(picture)}.jpg`;
