// schema.org structured data for product pages: the Product with its Offer in VND, and the shop as
// Organization, so search results can show price, availability, the rating and reviews. The page's
// trail as BreadcrumbList: src/components/breadcrumb.ts.
import type { Product } from '../../api/schemas/catalog.ts';
import type { ProductReview } from '../../api/schemas/reviews.ts';
import { effectivePrice } from '../../lib/pricing.ts';

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

export interface ProductJsonLdOptions {
  /** Absolute canonical URL of the product page. */
  url: string;
  /** The shop that sells it. */
  seller: string;
  /** A few of its newest visible reviews (the rating is computed from all of them). */
  reviews?: readonly ProductReview[];
  /** The page's language ('en', 'vi'): the structured data's inLanguage. */
  inLanguage?: string;
}

const absolute = (src: string, base: string) => new URL(src, base).toString();

export function productJsonLd(
  product: Product,
  { url, seller, reviews = [], inLanguage }: ProductJsonLdOptions,
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(inLanguage ? { inLanguage } : {}),
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
      // schema.org's WarrantyPromise under Offer.warranty: how long, in months (UN/CEFACT MON).
      ...(product.facts?.warrantyMonths
        ? {
            warranty: {
              '@type': 'WarrantyPromise',
              durationOfWarranty: {
                '@type': 'QuantitativeValue',
                value: product.facts.warrantyMonths,
                unitCode: 'MON',
              },
            },
          }
        : {}),
    },
    // schema.org's Product.countryOfOrigin: a Country named by its ISO 3166-1 alpha-2 code.
    ...(product.facts?.origin
      ? { countryOfOrigin: { '@type': 'Country', name: product.facts.origin } }
      : {}),
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
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
  };
}

function reviewJsonLd(review: ProductReview): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.createdAt.slice(0, 10),
    reviewBody: review.text,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
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
