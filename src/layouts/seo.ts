// What a page tells search engines and link previews about itself.
export interface PageMeta {
  /** Page title without the shop name (the layout appends it). */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/products/phones". */
  path: string;
  /** The link preview (og:image): a 1200×630 JPEG; the shop's when none is given. */
  image?: string;
  /** What the preview shows, for og:image:alt; the shop's name when none is given. */
  imageAlt?: string;
  type?: 'website' | 'product';
  /** schema.org objects rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no markup can break out. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
