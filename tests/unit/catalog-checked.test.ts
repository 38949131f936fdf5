// What an import's check pass keeps for its write pass: the chunks read back as they were kept, in
// order, and nothing left in the temporary folder afterwards.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { ProductWrite } from '../../src/api/schemas/admin-products.ts';
import { CheckedChunks } from '../../src/server/api/services/catalog-checked.ts';

const product = (sku: string): ProductWrite => ({
  sku,
  name: 'Cáp sạc "nhanh"\nUSB-C',
  description: 'Dòng 1\r\nDòng 2 \u2028 ✓',
  shortDescription: '',
  price: 190000,
  salePrice: null,
  stock: 5,
  category: 'accessories',
  brand: 'Anker',
  criteria: ['fast'],
  featured: false,
  fields: { 'Cable Length': 1.5, Braided: true, Connector: 'USB-C' },
  images: [],
  variations: [],
});

const folders = () =>
  new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('catalog-import-checked-')));

describe('the checked products an import keeps for writing', () => {
  it('reads back every chunk as it was kept, in order, and leaves no file behind', async () => {
    const before = folders();
    const kept = await CheckedChunks.create();
    const created = [...folders()].filter((name) => !before.has(name));
    expect(created).toHaveLength(1);
    const chunks = [[product('A-1'), product('A-2')], [product('B-1')]];
    for (const chunk of chunks) await kept.append(chunk);
    const read: ProductWrite[][] = [];
    for await (const chunk of kept.chunks()) read.push(chunk);
    expect(read).toEqual(chunks);
    await kept.dispose();
    expect(folders().has(created[0]!)).toBe(false);
  });
});
