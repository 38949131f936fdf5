// Exporting the catalogue (the products on sale) in the import's own formats, so that importing an
// export changes nothing. Products are read in pages by id (keyset), each page with its
// variations in one more statement, and written out as they come: never the whole catalogue in
// memory, whatever its size.
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { toProductWrite, type ProductWrite } from '../../../api/schemas/admin-products.ts';
import type { CatalogFormat } from '../../../lib/catalog-import.ts';
import type { Db } from '../db/connect.ts';
import { categories, products } from '../db/schema.ts';
import { recordAudit, type AuditWho } from './audit.ts';
import { csvHeader, csvRows } from './catalog-csv.ts';
import { variationRowsByProduct } from './product-view.ts';
import { toAdminProduct } from './product-write.ts';

const EXPORT_PAGE = 500;

/** The products on sale (archived ones are left out), by id, a page at a time, as writes. */
export async function* exportedProducts(db: Db): AsyncGenerator<ProductWrite[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .select({ product: products, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(isNull(products.archivedAt), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(EXPORT_PAGE);
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.product.id);
    const byProduct = await variationRowsByProduct(db, ids);
    yield rows.map(({ product, categoryName }) =>
      toProductWrite(toAdminProduct(product, categoryName, byProduct.get(product.id) ?? [])),
    );
    after = ids.at(-1)!;
  }
}

/** Every category's specification field names, in the categories' order, each once. */
async function fieldNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ fields: categories.fields })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
  return [...new Set(rows.flatMap((row) => row.fields.map((field) => field.name)))];
}

/** The CSV export's first line: a UTF-8 byte-order mark (so spreadsheets read Vietnamese right) and the header. */
export const csvHeaderText = (header: readonly string[]): string => `\uFEFF${stringify([header])}`;

/** Products as CSV rows (text cells guarded against spreadsheet formulas: csvRows). */
export const csvProductsText = (page: readonly ProductWrite[], header: readonly string[]): string =>
  stringify(page.flatMap((product) => csvRows(product, header)));

/**
 * The export's text in chunks (a page of products each). JSON: an array with a product a line.
 * CSV: a UTF-8 byte-order mark, the header, the rows.
 * `onPage` hears how many products each page holds.
 */
export async function* catalogText(
  db: Db,
  format: CatalogFormat,
  onPage: (products: number) => void = () => {},
): AsyncGenerator<string> {
  const pages = async function* () {
    for await (const page of exportedProducts(db)) {
      onPage(page.length);
      yield page;
    }
  };
  if (format === 'json') {
    let first = true;
    yield '[';
    for await (const page of pages())
      yield page
        .map((product) => {
          const text = `${first ? '\n' : ',\n'}${JSON.stringify(product)}`;
          first = false;
          return text;
        })
        .join('');
    yield '\n]\n';
    return;
  }
  const header = csvHeader(await fieldNames(db));
  yield csvHeaderText(header);
  for await (const page of pages()) yield csvProductsText(page, header);
}

/** An export in the audit log (who took a copy of the catalogue, and when). */
export const recordExport = (db: Db, who: AuditWho, format: CatalogFormat, at: Date) =>
  recordAudit(db, {
    ...who,
    action: 'catalog.export',
    after: { format },
    at,
  });
