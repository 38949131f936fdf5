import { describe, expect, it } from 'vitest';
import type { Variation } from '../../src/api/schemas/catalog.ts';
import { PLACEHOLDER_IMAGE, toCardView } from '../../src/lib/card-view.ts';
import { BLACK, WHITE, sampleProduct, sampleVariation } from './catalog-fixtures.ts';

const product = sampleProduct;
const variation = (id: string, color: typeof BLACK, size: string) =>
  sampleVariation(product._id, { _id: id, color, size });

describe('card view model', () => {
  it('takes id, name, prices, note, rating and the first image from the product', () => {
    const card = toCardView(product);
    expect(card).toEqual({
      id: 'p1',
      name: 'iPhone 17 Pro',
      basePrice: 30_990_000,
      salePrice: 28_990_000,
      note: 'iPhone 17 Pro brings a pro camera system.',
      rating: 4.7,
      imageUrl: '/images/products/p1-1.svg',
      options: { colors: [], sizes: [] },
    });
  });

  it('has a null sale price when the product has none', () => {
    const { salePrice: _omit, ...full } = product;
    expect(toCardView(full).salePrice).toBeNull();
  });

  it('falls back to the placeholder image when the product has no images', () => {
    expect(toCardView({ ...product, productImages: [] }).imageUrl).toBe(PLACEHOLDER_IMAGE);
    expect(toCardView({ ...product, productImages: [''] }).imageUrl).toBe(PLACEHOLDER_IMAGE);
  });

  it('cuts a long short description for the note', () => {
    const note = toCardView({ ...product, shortDescription: 'x'.repeat(400) }).note;
    expect(note).toBe(`${'x'.repeat(150)}...`);
  });

  it('lists each colour and size of the variations once, in order of appearance', () => {
    const card = toCardView(product, [
      variation('v1', BLACK, '256GB'),
      variation('v2', BLACK, '512GB'),
      variation('v3', WHITE, '256GB'),
      variation('v4', WHITE, '512GB'),
    ]);
    expect(card.options.colors).toEqual([BLACK, WHITE]);
    expect(card.options.sizes).toEqual(['256GB', '512GB']);
  });

  it("prices each size at its cheapest variation, sale included, for the card's size buttons", () => {
    const card = toCardView(product, [
      variation('v1', BLACK, '256GB'),
      { ...variation('v2', BLACK, '1TB'), price: 45_990_000 },
      { ...variation('v3', WHITE, '1TB'), price: 46_990_000, salePrice: 44_990_000 },
    ]);
    expect(card.options.sizes).toEqual(['256GB', '1TB']);
    expect(card.options.sizePrices).toEqual([
      [30_990_000, null],
      [46_990_000, 44_990_000],
    ]);
  });

  it('has no options for variations without colour or size attributes', () => {
    const plain: Variation = { ...variation('v1', BLACK, '256GB'), attributes: [] };
    expect(toCardView(product, [plain]).options).toEqual({ colors: [], sizes: [] });
  });
});
