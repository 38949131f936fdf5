// schema.org structured data for product pages (DESIGN.md: Product with Offer in VND, BreadcrumbList),
// so search results can show price, availability and rating.
import type { Product } from '../api/schemas/catalog.ts';
import { effectivePrice } from './pricing.ts';

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface ProductJsonLdOptions {
  /** Absolute canonical URL of the product page. */
  url: string;
  /** The shop that sells it. */
  seller: string;
}

const absolute = (src: string, base: string) => new URL(src, base).toString();

export function productJsonLd(product: Product, { url, seller }: ProductJsonLdOptions): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category.name,
    image: product.productImages.map((src) => absolute(src, url)),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'VND',
      price: effectivePrice(product),
      availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: seller },
    },
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            ratingCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function organizationJsonLd(name: string, siteUrl: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name,
    url: siteUrl,
    logo: absolute('/favicon.svg', siteUrl),
  };
}
