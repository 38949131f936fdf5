// The import's count of products on a worker thread: the same count and the same refusal as
// counting on the calling thread, reading the file no further than the count needs.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  PRODUCT_COLUMNS,
  VARIATION_COLUMNS,
  tooManyRows,
} from '../../src/lib/catalog-import.ts';
import { countInWorker } from '../../src/server/api/services/catalog-count.ts';
import { CatalogFileError, countCatalogFile } from '../../src/server/api/services/catalog-file.ts';

const HEADER = [...PRODUCT_COLUMNS, ...VARIATION_COLUMNS];
const row = (cells: Record<string, string>) =>
  `${HEADER.map((column) => cells[column] ?? '').join(',')}\n`;
/** `n` products, every third with two variation rows, in pieces of a few rows. */
function csvPieces(n: number): Buffer[] {
  const rows = [`${HEADER.join(',')}\n`];
  for (let i = 0; i < n; i++) {
    const product = { sku: `C-${i}`, name: 'Cable', category: 'accessories', brand: 'Anker' };
    if (i % 3 === 0)
      for (const v of [1, 2])
        rows.push(row({ ...product, 'variation.sku': `C-${i}-${v}`, 'variation.size': `${v}m` }));
    else rows.push(row({ ...product, price: '1000', stock: '1' }));
  }
  const pieces: Buffer[] = [];
  for (let i = 0; i < rows.length; i += 7) pieces.push(Buffer.from(rows.slice(i, i + 7).join('')));
  return pieces;
}

async function counted(format: 'csv' | 'json', pieces: () => Buffer[]) {
  const counting = countInWorker(format, Readable.from(pieces()));
  try {
    return await counting.total;
  } finally {
    await counting.stop();
  }
}

describe('counting a catalogue file on a worker thread', () => {
  it('counts the products of a CSV and of a JSON file as the calling thread would', async () => {
    expect(await counted('csv', () => csvPieces(250))).toBe(250);
    expect(await countCatalogFile('csv', Readable.from(csvPieces(250)))).toBe(250);
    const json = () => [Buffer.from('[{"sku":"A"},'), Buffer.from('{"sku":"B"},{"sku":"C"}]')];
    expect(await counted('json', json)).toBe(3);
  });

  it('refuses a file that cannot be read with the same problems, at the same place', async () => {
    const notUtf8 = () => [Buffer.from(`${HEADER.join(',')}\n`), Buffer.from([0xff, 0xfe, 0x41])];
    await expect(counted('csv', notUtf8)).rejects.toEqual(
      new CatalogFileError([{ line: 0, field: '', message: IMPORT_MESSAGES.notUtf8 }]),
    );
    await expect(counted('json', () => [Buffer.from('{"sku":"A"}')])).rejects.toBeInstanceOf(
      CatalogFileError,
    );
  });

  it('reads no further than the first product past the row limit', async () => {
    let pulled = 0;
    const pieces = function* () {
      yield Buffer.from(`${HEADER.join(',')}\n`);
      for (let i = 0; i < 20_000; i++) {
        pulled += 1;
        yield Buffer.from(row({ sku: 'ONE', 'variation.sku': `ONE-${i}` }));
      }
    };
    const counting = countInWorker('csv', Readable.from(pieces()));
    try {
      const refused = await counting.total.catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(CatalogFileError);
      expect((refused as CatalogFileError).rows[0]?.message).toBe(tooManyRows('ONE'));
    } finally {
      await counting.stop();
    }
    expect(pulled).toBeLessThan(1000);
  });
});
