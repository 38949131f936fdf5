import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryListing, Product } from '../../src/api/schemas/catalog.ts';
import { buildCards } from '../../src/features/catalog/build-cards.ts';
import { loadListingPage } from '../../src/features/catalog/listing-data.ts';
import { loadCards } from '../../src/features/catalog/load-cards.ts';
import { DEFAULT_LISTING_QUERY } from '../../src/features/catalog/listing-query.ts';
import { sampleProduct, sampleVariation } from './catalog-fixtures.ts';

/** A page of cards: every other product has variations (a colour and a size each). */
const page = (prefix: string, count = 12): Product[] =>
  Array.from({ length: count }, (_, i) => ({
    ...sampleProduct,
    _id: `${prefix}${i}`,
    name: `Phone ${i}`,
    sku: `SKU-${prefix}${i}`,
    hasVariations: i % 2 === 0,
  }));

/** A fake API: records each call, answers the variations call (and a listing) from the fixtures. */
function fakeApi(listing?: CategoryListing) {
  const calls: URL[] = [];
  let failing = false;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    calls.push(url);
    if (failing) return Response.json({ message: 'Unavailable' }, { status: 503 });
    if (url.pathname.endsWith('/product/variations')) {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      return Response.json({
        variations: Object.fromEntries(ids.map((id) => [id, [sampleVariation(id)]])),
      });
    }
    if (listing && url.pathname.includes('/product/category/name/')) return Response.json(listing);
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    variationCalls: () => calls.filter((url) => url.pathname.endsWith('/product/variations')),
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('cards read the variations of a whole page in one call', () => {
  it('in the browser: one call for a page of 12, naming only products with variations', async () => {
    const api = fakeApi();
    const products = page('a');
    const cards = await loadCards(products);
    expect(api.calls).toHaveLength(1);
    const ids = api.calls[0]!.searchParams.get('ids')!.split(',');
    expect(ids).toEqual(products.filter((p) => p.hasVariations).map((p) => p._id));
    expect(cards[0]!.options).toEqual({
      colors: [{ name: 'Black', hex: '#111111' }],
      sizes: ['256GB'],
      sizePrices: [[30_990_000, null]],
    });
    expect(cards[1]!.options).toEqual({ colors: [], sizes: [] });
  });

  it('in the browser: products already shown are not asked for again', async () => {
    const api = fakeApi();
    await loadCards(page('b'));
    await loadCards(page('b'));
    expect(api.calls).toHaveLength(1);
    await loadCards([...page('b'), ...page('c', 4)]);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.searchParams.get('ids')).toBe('c0,c2');
  });

  it('in the browser: a failed call shows the cards without options, and is asked again next time', async () => {
    const api = fakeApi();
    api.fail(true);
    const cards = await loadCards(page('d'));
    expect(cards.every((card) => card.options.colors.length === 0)).toBe(true);
    api.fail(false);
    const again = await loadCards(page('d'));
    expect(api.calls).toHaveLength(2);
    expect(again[0]!.options.sizes).toEqual(['256GB']);
  });

  it('in the browser: no call at all when no product of the page has variations', async () => {
    const api = fakeApi();
    await loadCards(page('e').filter((p) => !p.hasVariations));
    expect(api.calls).toHaveLength(0);
  });

  it('the listing island: two calls per page, the listing and its variations', async () => {
    const products = page('f');
    const api = fakeApi({
      category: { _id: 'c-phones', name: 'phones', description: '', fields: [] },
      products,
      total: 40,
      page: 1,
      limit: 12,
      pages: 4,
    });
    const listing = await loadListingPage('phones', DEFAULT_LISTING_QUERY);
    expect(listing.cards).toHaveLength(12);
    expect(api.calls).toHaveLength(2);
    expect(api.variationCalls()).toHaveLength(1);
  });

  it('a server render: one call for a page, one per 100 products past that', async () => {
    const api = fakeApi();
    const cards = await buildCards(page('g'));
    expect(api.variationCalls()).toHaveLength(1);
    expect(cards[0]!.options.sizes).toEqual(['256GB']);
    await buildCards(page('h', 300));
    expect(api.variationCalls()).toHaveLength(3);
    expect(api.variationCalls()[1]!.searchParams.get('ids')!.split(',')).toHaveLength(100);
    expect(api.variationCalls()[2]!.searchParams.get('ids')!.split(',')).toHaveLength(50);
  });

  it('a server render fails when the variations call fails, rather than cards without options', async () => {
    const api = fakeApi();
    api.fail(true);
    await expect(buildCards(page('i'))).rejects.toThrow();
  });
});
