// Writing the search columns (search-text.ts searchColumns) of products already in the database:
// the products a migration left without them (0007 added the title and type: the shop fills them
// in at start-up, in batches), and a product an operator changed.
import { eq, sql } from 'drizzle-orm';
import type { Attribute } from '../../../api/schemas/catalog.ts';
import type { Db } from '../db/connect.ts';
import { categories, products, variations } from '../db/schema.ts';
import { searchColumns, type SearchColumns } from './search-text.ts';

/** Products rewritten per statement. */
const BATCH = 1_000;

/** What an option is called: a colour's name or a size ("Red Switch"). */
export const optionName = (attribute: Attribute): string =>
  attribute.type === 'Color' ? attribute.value.name : attribute.value;

/** The names of a product's options, from its variations. */
export async function productOptions(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .select({ attributes: variations.attributes })
    .from(variations)
    .where(eq(variations.productId, productId));
  return rows.flatMap((row) => row.attributes.map(optionName));
}

interface SourceRow {
  id: string;
  name: string;
  brand: string;
  category_name: string;
  description: string;
  description_vi: string | null;
  fields: Record<string, string | number | boolean>;
  criteria: string[];
  options: Attribute[] | null;
}

/**
 * Fills in the search columns of every product that has no search title yet, BATCH at a time;
 * returns how many it wrote. Cheap when there is nothing to do (one index-less probe that stops
 * at the first row).
 */
export async function reindexMissingSearchColumns(db: Db): Promise<number> {
  let written = 0;
  for (;;) {
    const result = await db.execute(sql`
      select p.id, p.name, p.brand, c.name as category_name, p.description, p.description_vi,
        p.fields, p.criteria,
        (select jsonb_agg(a) from ${variations} v, jsonb_array_elements(v.attributes) a
          where v.product_id = p.id) as options
      from ${products} p join ${categories} c on c.id = p.category_id
      where p.search_title = ''
      limit ${BATCH}`);
    const rows = (result as unknown as { rows: SourceRow[] }).rows;
    if (rows.length === 0) return written;
    const columns = rows.map((row): SearchColumns & { id: string } => ({
      id: row.id,
      ...searchColumns({
        name: row.name,
        brand: row.brand,
        categoryName: row.category_name,
        description: row.description,
        descriptionVi: row.description_vi,
        fields: row.fields,
        criteria: row.criteria,
        options: (row.options ?? []).map(optionName),
      }),
    }));
    // A product whose title would be empty gets one space, so it is not read again.
    const json = JSON.stringify(
      columns.map((c) => ({
        id: c.id,
        search_text: c.searchText,
        search_title: c.searchTitle || ' ',
        product_type: c.productType,
      })),
    );
    await db.execute(sql`
      update ${products} set search_text = r.search_text, search_title = r.search_title,
        product_type = r.product_type
      from json_to_recordset(${json}::json)
        as r(id text, search_text text, search_title text, product_type text)
      where ${products.id} = r.id`);
    written += rows.length;
  }
}
