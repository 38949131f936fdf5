// Database rows → the contract's Category, Product and Variation shapes
// (src/api/schemas/catalog.ts).
import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type {
  Category,
  CategoryField,
  Product,
  ProductFactsRead,
  Variation,
} from '../../../api/schemas/catalog.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import type { Db } from '../db/connect.ts';
import { products, variations, type categories } from '../db/schema.ts';

const {
  searchText: _searchText,
  searchVector: _searchVector,
  effectivePrice: _effectivePrice,
  brandKey: _brandKey,
  criteriaKeys: _criteriaKeys,
  inStock: _inStock,
  fieldText: _fieldText,
  productType: _productType,
  searchTitle: _searchTitle,
  titleVector: _titleVector,
  popularity: _popularity,
  ...productFields
} = getTableColumns(products);

/** Every product column a response needs (the search document and listing keys stay in the database). */
export const productColumns = productFields;

export type ProductRow = Omit<
  typeof products.$inferSelect,
  | 'searchText'
  | 'searchVector'
  | 'effectivePrice'
  | 'brandKey'
  | 'criteriaKeys'
  | 'inStock'
  | 'fieldText'
  | 'productType'
  | 'searchTitle'
  | 'titleVector'
  | 'popularity'
>;
export type CategoryRow = typeof categories.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;

/**
 * The variation rows of several products in one statement, in display order, keyed by product id;
 * a product without variations is absent.
 */
export async function variationRowsByProduct(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, VariationRow[]>> {
  const byProduct = new Map<string, VariationRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(variations)
    .where(inArray(variations.productId, [...productIds]))
    .orderBy(asc(variations.productId), asc(variations.position), asc(variations.id));
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** float4 ratings come back as 4.699999809 from some drivers; two decimals is what was stored. */
const roundRating = (rating: number) => Math.round(rating * 100) / 100;

/** The Vietnamese text when one is written, else the English (a missing text falls back). */
export const inLang = (lang: Lang, english: string, vietnamese: string | null | undefined) =>
  lang === 'vi' && vietnamese ? vietnamese : english;

/** A field as a shopper reads it: English as stored; Vietnamese with its label and unit. */
function fieldIn(field: CategoryField, lang: Lang): CategoryField {
  const { labelVi, unitVi, label: _label, ...english } = field;
  if (lang === 'en') return english;
  const unit = inLang(lang, english.unit ?? '', unitVi);
  return {
    name: english.name,
    type: english.type,
    ...(unit ? { unit } : {}),
    ...(labelVi ? { label: labelVi } : {}),
  };
}

/**
 * A category in a shopper's language (`lang`), or as stored with its Vietnamese texts for the back
 * office (no `lang`). The English answer is the category as it always was.
 */
export function toCategory(row: CategoryRow, lang?: Lang): Category {
  if (lang === undefined)
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      fields: row.fields,
      ...(row.nameVi ? { nameVi: row.nameVi } : {}),
      ...(row.descriptionVi ? { descriptionVi: row.descriptionVi } : {}),
    };
  return {
    _id: row.id,
    name: row.name,
    description: inLang(lang, row.description, row.descriptionVi),
    fields: row.fields.map((field) => fieldIn(field, lang)),
    ...(lang === 'vi' && row.nameVi ? { label: row.nameVi } : {}),
  };
}

/** A product as a shopper reads it: its descriptions in `lang`, English where none is written. */
export function toProduct(row: ProductRow, categoryName: string, lang: Lang = 'en'): Product {
  return {
    _id: row.id,
    name: row.name,
    description: inLang(lang, row.description, row.descriptionVi),
    shortDescription: inLang(lang, row.shortDescription, row.shortDescriptionVi),
    price: row.price,
    ...(row.salePrice === null ? {} : { salePrice: row.salePrice }),
    productImages: row.images,
    hasVariations: row.hasVariations,
    sku: row.sku,
    stock: row.stock,
    category: { _id: row.categoryId, name: categoryName },
    brand: row.brand,
    criteria: row.criteria,
    featured: row.featured,
    fields: row.fields,
    rating: roundRating(row.rating),
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A product's facts as a shopper reads them: the box in `lang` (English when none is written). */
export function toProductFacts(row: ProductRow, lang: Lang = 'en'): ProductFactsRead {
  return {
    warrantyMonths: row.warrantyMonths,
    warrantyProvider: row.warrantyProvider,
    inTheBox: lang === 'vi' && row.inTheBoxVi?.length ? row.inTheBoxVi : row.inTheBox,
    origin: row.origin,
  };
}

export function toVariation(row: VariationRow): Variation {
  return {
    _id: row.id,
    product: row.productId,
    name: row.name,
    price: row.price,
    ...(row.salePrice === null ? {} : { salePrice: row.salePrice }),
    stock: row.stock,
    sku: row.sku,
    isDefault: row.isDefault,
    attributes: row.attributes,
  };
}
