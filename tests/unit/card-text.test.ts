import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/features/catalog/card-text.ts';
import {
  DEFAULT_LISTING_QUERY,
  activeFilters,
  chipWords,
} from '../../src/features/catalog/listing-query.ts';
import { formatVnd } from '../../src/lib/format.ts';
import { messages } from '../../src/lib/i18n/index.ts';

describe("the catalogue's shared pieces' words", () => {
  it('pick the Vietnamese words for a Vietnamese page', () => {
    const vi = cardText(messages('vi').catalog);
    expect(Object.keys(vi)).toEqual(Object.keys(cardText(messages('en').catalog)));
    expect(vi.tryAgain).toBe(messages('vi').catalog.tryAgain);
  });
});

describe("the active filters' chips", () => {
  it('are written with the words given', () => {
    const query = {
      ...DEFAULT_LISTING_QUERY,
      brand: 'Samsung',
      minPrice: '1000000',
      inStock: true,
      fields: { NFC: 'true' },
      ranges: { RAM: { min: '8' } },
    };
    const fields = [
      { name: 'NFC', type: 'Boolean' },
      { name: 'RAM', type: 'Number', unit: 'GB' },
    ] as unknown as Parameters<typeof activeFilters>[2];
    const labels = activeFilters(query, {}, fields, chipWords(messages('vi').catalog)).map(
      (chip) => chip.label,
    );
    expect(labels).toEqual([
      `Giá: từ ${formatVnd(1000000)}`,
      'Chỉ hiện hàng còn',
      'Thương hiệu: Samsung',
      'NFC: Có',
      'RAM: từ 8 GB',
    ]);
  });
});
