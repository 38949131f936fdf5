import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_QUERY,
  clearedQuery,
  activeFilters,
  chipWords,
  parseListingQuery,
  priceDigits,
  serializeListingQuery,
  sortToApi,
  toListingParams,
  type ListingPreset,
  type ListingQuery,
} from '../../src/features/catalog/listing-query.ts';
import { formatVnd } from '../../src/lib/format.ts';
import { messages } from '../../src/lib/i18n/index.ts';

/** The English chips' words. */
const EN = chipWords(messages('en').catalog);

describe('listing query parsing', () => {
  it('defaults to page 1, 12 per page, newest first and no filters', () => {
    expect(parseListingQuery('')).toEqual(DEFAULT_LISTING_QUERY);
    expect(DEFAULT_LISTING_QUERY).toMatchObject({ page: 1, limit: 12, sort: 'newest' });
  });

  it('reads every filter of the address bar', () => {
    const query = parseListingQuery(
      '?brand=apple&criteria=high-end&page=3&limit=24&sort=price-asc&minPrice=1000000&maxPrice=5000000&inStock=true&field%5BChip%5D=A19&field[5G]=true',
    );
    expect(query).toEqual({
      brand: 'apple',
      criteria: 'high-end',
      page: 3,
      limit: 24,
      sort: 'price-asc',
      minPrice: '1000000',
      maxPrice: '5000000',
      inStock: true,
      fields: { Chip: 'A19', '5G': 'true' },
      ranges: {},
    });
  });

  it('reads Number ranges beside exact values, and writes them back in the same form', () => {
    const search =
      '?field%5BCamera%5D=48&field%5BScreen+Size%5D%5Bmin%5D=6&field%5BScreen+Size%5D%5Bmax%5D=7&field%5BBattery%5D%5Bmax%5D=5000';
    const query = parseListingQuery(search);
    expect(query.fields).toEqual({ Camera: '48' });
    expect(query.ranges).toEqual({
      'Screen Size': { min: '6', max: '7' },
      Battery: { max: '5000' },
    });
    expect(serializeListingQuery(query)).toBe(search);
    expect(toListingParams(query).ranges).toEqual(query.ranges);
  });

  it('ignores invalid page numbers, page sizes and sort values', () => {
    const query = parseListingQuery('?page=abc&limit=0&sort=cheapest');
    expect(query).toMatchObject({ page: 1, limit: 12, sort: 'newest' });
    expect(parseListingQuery('?limit=500').limit).toBe(100);
  });

  it('treats inStock as on only when it is exactly true', () => {
    expect(parseListingQuery('?inStock=1').inStock).toBe(false);
    expect(parseListingQuery('?inStock=true').inStock).toBe(true);
  });

  it('drops specification filters without a value', () => {
    expect(parseListingQuery('?field[Chip]=&field[RAM]=%20').fields).toEqual({});
  });

  it('accepts API sort values under sortBy, as the mega menu links use', () => {
    expect(parseListingQuery('?sortBy=-price').sort).toBe('price-desc');
    expect(parseListingQuery('?sortBy=newest').sort).toBe('newest');
    expect(parseListingQuery('?sortBy=-rating').sort).toBe('rating');
  });

  it('lets the page preset win over the address bar', () => {
    expect(parseListingQuery('?brand=samsung', { brand: 'apple' }).brand).toBe('apple');
  });
});

describe('listing query writing', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeListingQuery(DEFAULT_LISTING_QUERY)).toBe('');
  });

  it('writes filters, sort and page, and reads back the same query', () => {
    const query = {
      ...DEFAULT_LISTING_QUERY,
      brand: 'apple',
      minPrice: '1000000',
      inStock: true,
      fields: { Chip: 'A19' },
      sort: 'rating' as const,
      page: 2,
    };
    const text = serializeListingQuery(query);
    expect(text).toBe(
      '?brand=apple&minPrice=1000000&inStock=true&field%5BChip%5D=A19&sort=rating&page=2',
    );
    expect(parseListingQuery(text)).toEqual(query);
  });

  it('keeps the preset out of the query string', () => {
    const query = { ...DEFAULT_LISTING_QUERY, brand: 'apple', page: 2 };
    expect(serializeListingQuery(query, { brand: 'apple' })).toBe('?page=2');
  });
});

describe('sort mapping', () => {
  it('maps every UI sort to its API sortBy', () => {
    expect(sortToApi('newest')).toBe('-createdAt');
    expect(sortToApi('price-asc')).toBe('price');
    expect(sortToApi('price-desc')).toBe('-price');
    expect(sortToApi('rating')).toBe('-rating');
  });
});

describe('listing API parameters', () => {
  it('always sends sort, page and page size', () => {
    expect(toListingParams(DEFAULT_LISTING_QUERY)).toEqual({
      sortBy: '-createdAt',
      page: 1,
      limit: 12,
    });
  });

  it('sends only the digits of free-text prices, and no price without digits', () => {
    const params = toListingParams({
      ...DEFAULT_LISTING_QUERY,
      minPrice: '1.500.000 ₫',
      maxPrice: 'abc',
    });
    expect(params.minPrice).toBe('1500000');
    expect(params).not.toHaveProperty('maxPrice');
  });

  it('sends the stock filter and specification filters that have a value', () => {
    const params = toListingParams({
      ...DEFAULT_LISTING_QUERY,
      inStock: true,
      fields: { Chip: 'A19', RAM: '' },
      brand: 'apple',
      criteria: 'thin',
    });
    expect(params).toMatchObject({
      inStock: true,
      fields: { Chip: 'A19' },
      brand: 'apple',
      criteria: 'thin',
    });
  });

  it('reads price digits without leading zeros', () => {
    expect(priceDigits('007')).toBe('7');
    expect(priceDigits('0')).toBe('0');
    expect(priceDigits('  ')).toBeUndefined();
  });
});

/** How many filters narrow the results beyond the preset: the chips shown. */
const activeFilterCount = (query: ListingQuery, preset: ListingPreset = {}) =>
  activeFilters(query, preset, [], EN).length;

describe('active filters', () => {
  it('counts filters but not sort, page or page size', () => {
    expect(activeFilterCount({ ...DEFAULT_LISTING_QUERY, sort: 'rating', page: 3 })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_LISTING_QUERY, maxPrice: '5' })).toBe(1);
    expect(
      activeFilterCount({
        ...DEFAULT_LISTING_QUERY,
        inStock: true,
        fields: { Chip: 'A19', '5G': 'true' },
      }),
    ).toBe(3);
  });

  it('does not count the page preset as a filter', () => {
    const query = { ...DEFAULT_LISTING_QUERY, brand: 'apple' };
    expect(activeFilterCount(query, { brand: 'apple' })).toBe(0);
    expect(activeFilterCount(query)).toBe(1);
  });

  it('clears every filter but keeps the preset, sort and page size, back on page 1', () => {
    const query = {
      ...DEFAULT_LISTING_QUERY,
      brand: 'apple',
      inStock: true,
      sort: 'rating' as const,
      page: 4,
    };
    expect(clearedQuery(query, { brand: 'apple' })).toEqual({
      ...DEFAULT_LISTING_QUERY,
      brand: 'apple',
      sort: 'rating',
    });
  });
});

describe('filter chips', () => {
  const fields = [
    { name: 'Screen Size', type: 'Number' as const, unit: 'inch' },
    { name: 'Chip', type: 'String' as const },
    { name: '5G', type: 'Boolean' as const },
  ];

  it('names each filter, with the unit of a Number field and prices in VND', () => {
    const query = parseListingQuery(
      '?brand=Samsung&minPrice=1000000&maxPrice=5000000&inStock=true&field[5G]=true&field[Chip]=snapdragon&field[Screen Size][min]=6&field[Screen Size][max]=7',
    );
    expect(activeFilters(query, {}, fields, EN).map((chip) => chip.label)).toEqual([
      `Price: ${formatVnd(1_000_000)} – ${formatVnd(5_000_000)}`,
      'In Stock Only',
      'Brand: Samsung',
      'Screen Size: 6–7 inch',
      'Chip: snapdragon',
      '5G: Yes',
    ]);
    const open = parseListingQuery('?maxPrice=200000&field[Screen Size][min]=6.5');
    expect(activeFilters(open, {}, fields, EN).map((chip) => chip.label)).toEqual([
      `Price: up to ${formatVnd(200_000)}`,
      'Screen Size: from 6.5 inch',
    ]);
  });

  it('removes just its own filter and goes back to page 1', () => {
    const query = parseListingQuery(
      '?brand=apple&page=3&field[Screen Size]=6.1&field[Screen Size][min]=6&field[Screen Size][max]=7',
    );
    const chips = activeFilters(query, { brand: 'apple' }, fields, EN);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Screen Size: 6.1 inch',
      'Screen Size: 6–7 inch',
    ]);
    expect(serializeListingQuery(chips[1]!.without, { brand: 'apple' })).toBe(
      '?field%5BScreen+Size%5D=6.1',
    );
    expect(chips[0]!.without).toEqual({ ...query, page: 1, fields: {} });
  });
});
