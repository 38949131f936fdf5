import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from '../../src/components/breadcrumb.ts';
import { organizationJsonLd, productJsonLd } from '../../src/features/product/product-jsonld.ts';
import { sampleProduct } from './catalog-fixtures.ts';

const product = sampleProduct;
const url = 'https://shop.example/product/p1';

describe('product structured data', () => {
  it('offers the effective price in VND at the page URL', () => {
    const data = productJsonLd(product, { url, seller: 'VietTech Store' });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'iPhone 17 Pro',
      sku: 'PH-APL-IP17P',
      brand: { '@type': 'Brand', name: 'Apple' },
      image: [
        'https://shop.example/images/products/p1-1.svg',
        'https://shop.example/images/products/p1-2.svg',
      ],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'VND',
        price: 28_990_000,
        availability: 'https://schema.org/InStock',
        url,
      },
      aggregateRating: { ratingValue: 4.7, ratingCount: 31 },
    });
  });

  it('promises the warranty under the offer and names the country of origin, when stated', () => {
    const withFacts = {
      ...product,
      facts: {
        warrantyMonths: 12,
        warrantyProvider: 'manufacturer' as const,
        inTheBox: ['iPhone 17 Pro'],
        origin: 'CN',
      },
    };
    const data = productJsonLd(withFacts, { url, seller: 'S' });
    expect(data['offers']).toMatchObject({
      warranty: {
        '@type': 'WarrantyPromise',
        durationOfWarranty: { '@type': 'QuantitativeValue', value: 12, unitCode: 'MON' },
      },
    });
    expect(data['countryOfOrigin']).toEqual({ '@type': 'Country', name: 'CN' });
    const none = productJsonLd(
      {
        ...withFacts,
        facts: { ...withFacts.facts, warrantyMonths: 0, warrantyProvider: null, origin: null },
      },
      { url, seller: 'S' },
    );
    expect(none['offers']).not.toHaveProperty('warranty');
    expect(none).not.toHaveProperty('countryOfOrigin');
    expect(productJsonLd(product, { url, seller: 'S' })['offers']).not.toHaveProperty('warranty');
  });

  it('uses the list price when there is no lower sale price', () => {
    const { salePrice: _sale, ...full } = product;
    expect(productJsonLd(full, { url, seller: 'S' })['offers']).toMatchObject({
      price: 30_990_000,
    });
  });

  it('says out of stock when no unit is left', () => {
    expect(productJsonLd({ ...product, stock: 0 }, { url, seller: 'S' })['offers']).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('carries the reviews given, each with its author, date, stars and text', () => {
    const review = {
      _id: 'r1',
      author: 'Trần B.',
      rating: 4,
      text: 'Pin tốt </script><b>',
      createdAt: '2026-11-12T21:00:00.000Z',
      verifiedPurchase: true,
    };
    expect(productJsonLd(product, { url, seller: 'S', reviews: [review] })['review']).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Trần B.' },
        datePublished: '2026-11-12',
        reviewBody: 'Pin tốt </script><b>',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(productJsonLd(product, { url, seller: 'S' })).not.toHaveProperty('review');
  });

  it('leaves out the rating of an unrated product', () => {
    expect(productJsonLd({ ...product, ratingCount: 0 }, { url, seller: 'S' })).not.toHaveProperty(
      'aggregateRating',
    );
  });
});

describe('breadcrumb and organisation structured data', () => {
  it('numbers the crumbs from 1, each with its absolute address on the site', () => {
    const data = breadcrumbJsonLd(
      [
        { label: 'Home', path: '/' },
        { label: 'Products', path: '/products' },
        { label: 'iPhone 17 Pro', path: '/product/p1' },
      ],
      new URL('https://shop.example'),
    );
    expect(data['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://shop.example/products' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'iPhone 17 Pro',
        item: 'https://shop.example/product/p1',
      },
    ]);
  });

  it('names the shop with its site and logo', () => {
    expect(organizationJsonLd('VietTech Store', 'https://shop.example/')).toMatchObject({
      '@type': 'Organization',
      name: 'VietTech Store',
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
    });
  });
});
