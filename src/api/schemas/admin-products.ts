// Catalogue editing in the back office (/api/admin/products, /api/admin/images,
// /api/admin/categories): a whole product as an editor (or an import) writes it, the product as
// the back office reads it with its version, the product table's query, and category fields.
import * as z from 'zod/mini';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  ADMIN_PRODUCT_SORTS,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_FIELDS_MAX,
  FIELD_NAME_MAX,
  FIELD_NAME_PATTERN,
  FIELD_TEXT_MAX,
  FIELD_UNIT_MAX,
  HEX_COLOR_PATTERN,
  IMAGE_URL_PATTERN,
  PRODUCT_BRAND_MAX,
  PRODUCT_CRITERIA_MAX,
  PRODUCT_CRITERION_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGE_URL_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX,
  PRODUCT_SHORT_DESCRIPTION_MAX,
  PRODUCT_VARIATIONS_MAX,
  SKU_PATTERN,
  STOCK_MAX,
  type AdminProductSort,
} from '../../lib/product-admin.ts';
import {
  FACT_MESSAGES,
  IN_THE_BOX_ITEM_MAX,
  IN_THE_BOX_MAX,
  WARRANTY_MONTHS_MAX,
  WARRANTY_PROVIDERS,
  isCountryCode,
  warrantyPairProblem,
} from '../../lib/product-facts.ts';
import { categorySchema, fieldTypeSchema, type CategoryField } from './catalog.ts';
import { idSchema, isoDateSchema, requiredTextSchema, textSchema } from './common.ts';
import { clampedInt, pagedListSchema, pageQuery } from './paging.ts';

/** Integer VND up to 100 billion: far above any product, low enough to refuse a typo's extra zeros. */
export const MONEY_WRITE_MAX = 100_000_000_000;
const money = z.int().check(z.minimum(0), z.maximum(MONEY_WRITE_MAX));
const stock = z.int().check(z.minimum(0), z.maximum(STOCK_MAX));
const skuSchema = z.string().check(z.trim(), z.regex(SKU_PATTERN, PRODUCT_MESSAGES.skuInvalid));

export const colorWriteSchema = z.strictObject({
  name: requiredTextSchema(40, 'Colour name is required'),
  hex: z.string().check(z.trim(), z.regex(HEX_COLOR_PATTERN, PRODUCT_MESSAGES.colorInvalid)),
});

export const attributeWriteSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Color'), value: colorWriteSchema }),
  z.strictObject({ type: z.literal('Size'), value: requiredTextSchema(40, 'Size is required') }),
]);

export const variationWriteSchema = z.strictObject({
  sku: skuSchema,
  /** What the shop calls it; left out: its attributes ("Black / 256GB"). */
  name: z.optional(textSchema(100)),
  price: money,
  salePrice: z.optional(z.nullable(money)),
  stock,
  isDefault: z._default(z.boolean(), false),
  attributes: z.array(attributeWriteSchema).check(z.maxLength(2)),
});
export type VariationWrite = z.infer<typeof variationWriteSchema>;

export const fieldValueWriteSchema = z.union([
  z.string().check(z.trim(), z.maxLength(FIELD_TEXT_MAX)),
  z.number().check(z.refine(Number.isFinite)),
  z.boolean(),
]);

const warrantyMonthsSchema = z
  .number({ error: FACT_MESSAGES.warrantyMonths })
  .check(
    z.refine(
      (months: number) => Number.isInteger(months) && months >= 0 && months <= WARRANTY_MONTHS_MAX,
      FACT_MESSAGES.warrantyMonths,
    ),
  );
const boxSchema = z
  .array(
    z
      .string({ error: FACT_MESSAGES.inTheBoxItem })
      .check(
        z.trim(),
        z.minLength(1, FACT_MESSAGES.inTheBoxItem),
        z.maxLength(IN_THE_BOX_ITEM_MAX, FACT_MESSAGES.inTheBoxItem),
      ),
    { error: FACT_MESSAGES.inTheBoxItem },
  )
  .check(z.maxLength(IN_THE_BOX_MAX, FACT_MESSAGES.inTheBoxTooMany));

/**
 * The product's facts (src/lib/product-facts.ts). Left out of an update or an import row: kept as
 * they are (a new product: none). Null (or an empty list): none. The warranty's months and its
 * provider go together: a warranty of more than 0 months names its provider, none names none.
 */
const factsShape = {
  warrantyMonths: z.optional(z.nullable(warrantyMonthsSchema)),
  warrantyProvider: z.optional(
    z.nullable(z.enum(WARRANTY_PROVIDERS, { error: FACT_MESSAGES.warrantyProvider })),
  ),
  /** What is in the box, one item a string, in English; inTheBoxVi: on /vi pages (empty: none). */
  inTheBox: z.optional(boxSchema),
  inTheBoxVi: z.optional(boxSchema),
  /** The country of manufacture: its ISO 3166-1 alpha-2 code ("vn" is read as "VN"). */
  origin: z.optional(
    z.nullable(
      z
        .string({ error: FACT_MESSAGES.origin })
        .check(z.trim(), z.toUpperCase(), z.refine(isCountryCode, FACT_MESSAGES.origin)),
    ),
  ),
};

const productShape = {
  sku: skuSchema,
  name: requiredTextSchema(PRODUCT_NAME_MAX, PRODUCT_MESSAGES.nameRequired),
  /** Plain lines or markup; stored as written, sanitised wherever it is shown. */
  description: z._default(z.string().check(z.maxLength(PRODUCT_DESCRIPTION_MAX)), ''),
  shortDescription: z._default(textSchema(PRODUCT_SHORT_DESCRIPTION_MAX), ''),
  /**
   * The Vietnamese texts of /vi pages. Empty: none (the Vietnamese page shows the English); left
   * out of an update or an import row: kept as they are.
   */
  descriptionVi: z.optional(z.string().check(z.maxLength(PRODUCT_DESCRIPTION_MAX))),
  shortDescriptionVi: z.optional(textSchema(PRODUCT_SHORT_DESCRIPTION_MAX)),
  /** Without variations: required. With variations: the cheapest variation's (given ones are ignored). */
  price: z.optional(money),
  salePrice: z.optional(z.nullable(money)),
  /** Without variations: required. With variations: their sum. */
  stock: z.optional(stock),
  /** The category's name (phones, laptops, …). */
  category: z.string().check(z.trim(), z.maxLength(40)),
  brand: requiredTextSchema(PRODUCT_BRAND_MAX, PRODUCT_MESSAGES.brandRequired),
  criteria: z._default(
    z.array(requiredTextSchema(PRODUCT_CRITERION_MAX)).check(z.maxLength(PRODUCT_CRITERIA_MAX)),
    [],
  ),
  featured: z._default(z.boolean(), false),
  /** Specification values, typed by the category's field definitions. */
  fields: z._default(z.record(z.string(), fieldValueWriteSchema), {}),
  images: z._default(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(PRODUCT_IMAGE_URL_MAX),
            z.regex(IMAGE_URL_PATTERN, PRODUCT_MESSAGES.imageInvalid),
          ),
      )
      .check(z.maxLength(PRODUCT_IMAGES_MAX)),
    [],
  ),
  variations: z._default(
    z.array(variationWriteSchema).check(z.maxLength(PRODUCT_VARIATIONS_MAX)),
    [],
  ),
  ...factsShape,
};

type ProductShapeOutput = z.output<z.ZodMiniObject<typeof productShape>>;

/** Problems across fields (field path → message), which no single field's schema can see. */
export function productWriteProblems(product: ProductShapeOutput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (product.warrantyMonths !== undefined || product.warrantyProvider !== undefined) {
    const pair = warrantyPairProblem(
      product.warrantyMonths ?? null,
      product.warrantyProvider ?? null,
    );
    if (pair) problems['warrantyProvider'] = pair;
  }
  const { variations } = product;
  if (variations.length === 0) {
    if (product.price === undefined) problems['price'] = PRODUCT_MESSAGES.priceRequired;
    if (product.stock === undefined) problems['stock'] = PRODUCT_MESSAGES.stockRequired;
    const sale = product.salePrice;
    if (product.price !== undefined && sale !== undefined && sale !== null && sale > product.price)
      problems['salePrice'] = PRODUCT_MESSAGES.saleAbovePrice;
    return problems;
  }
  if (variations.filter((v) => v.isDefault).length !== 1)
    problems['variations'] = PRODUCT_MESSAGES.oneDefault;
  const skus = new Map<string, number>([[product.sku.toUpperCase(), -1]]);
  const combinations = new Set<string>();
  variations.forEach((variation, index) => {
    const at = `variations.${index}`;
    const sku = variation.sku.toUpperCase();
    if (skus.has(sku)) problems[`${at}.sku`] = PRODUCT_MESSAGES.skuRepeated;
    skus.set(sku, index);
    if (
      variation.salePrice !== undefined &&
      variation.salePrice !== null &&
      variation.salePrice > variation.price
    )
      problems[`${at}.salePrice`] = PRODUCT_MESSAGES.saleAbovePrice;
    const types = variation.attributes.map((a) => a.type);
    if (types.length === 0) problems[`${at}.attributes`] = PRODUCT_MESSAGES.attributesRequired;
    else if (new Set(types).size < types.length)
      problems[`${at}.attributes`] = PRODUCT_MESSAGES.attributeTwice;
    const key = JSON.stringify(
      [...variation.attributes]
        .sort((a, b) => a.type.localeCompare(b.type))
        .map((a) => (a.type === 'Color' ? a.value.name.toLowerCase() : a.value.toLowerCase())),
    );
    if (types.length > 0 && combinations.has(key))
      problems[`${at}.attributes`] ??= PRODUCT_MESSAGES.combinationRepeated;
    combinations.add(key);
  });
  return problems;
}

const productProblemsCheck = z.superRefine((product: ProductShapeOutput, ctx) => {
  for (const [path, message] of Object.entries(productWriteProblems(product)))
    ctx.issues.push({
      code: 'custom',
      message,
      path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      input: product,
    });
});

/**
 * A whole product as an editor writes it (create, and the import's rows): unknown fields, bad
 * values and the cross-field rules above are 422 naming the field. What depends on the database
 * (the category and its fields, SKUs of other products) is checked by the service.
 */
export const productWriteSchema = z.strictObject(productShape).check(productProblemsCheck);
export type ProductWrite = z.output<typeof productWriteSchema>;
/** What a caller may send (defaults may be left out). */
export type ProductWriteInput = z.input<typeof productWriteSchema>;

/** PUT /admin/products/{id}: the whole product and the version the editor started from. */
export const productUpdateSchema = z
  .strictObject({ ...productShape, version: z.int().check(z.minimum(1)) })
  .check(productProblemsCheck);
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** POST /admin/products/{id}/archive and /restore: the version seen, when the screen knows it. */
export const productStateBodySchema = z.strictObject({
  version: z.optional(z.int().check(z.minimum(1))),
});

export const adminVariationSchema = z.object({
  _id: idSchema,
  sku: z.string(),
  name: z.string(),
  price: z.int(),
  salePrice: z.nullable(z.int()),
  stock: z.int(),
  isDefault: z.boolean(),
  attributes: z.array(
    z.discriminatedUnion('type', [
      z.object({
        type: z.literal('Color'),
        value: z.object({ name: z.string(), hex: z.string() }),
      }),
      z.object({ type: z.literal('Size'), value: z.string() }),
    ]),
  ),
});
export type AdminVariation = z.infer<typeof adminVariationSchema>;

/** A product as the back office reads it: every written field, its version and whether it is archived. */
export const adminProductSchema = z.object({
  _id: idSchema,
  version: z.int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  /** Empty when none is written (the Vietnamese page then shows the English). */
  descriptionVi: z.optional(z.string()),
  shortDescriptionVi: z.optional(z.string()),
  price: z.int(),
  salePrice: z.nullable(z.int()),
  stock: z.int(),
  category: z.string(),
  brand: z.string(),
  criteria: z.array(z.string()),
  featured: z.boolean(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  images: z.array(z.string()),
  variations: z.array(adminVariationSchema),
  /** The facts as stored (null: not stated); inTheBoxVi absent when none is written. */
  warrantyMonths: z.nullable(z.int()),
  warrantyProvider: z.nullable(z.enum(WARRANTY_PROVIDERS)),
  inTheBox: z.array(z.string()),
  inTheBoxVi: z.optional(z.array(z.string())),
  origin: z.nullable(z.string()),
  rating: z.number(),
  ratingCount: z.int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  archivedAt: z.nullable(isoDateSchema),
  /** The product's page on the shop. */
  url: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The product as a write again (the form's starting point, and the export's row). */
export function toProductWrite(product: AdminProduct): ProductWrite {
  const varied = product.variations.length > 0;
  return {
    sku: product.sku,
    name: product.name,
    description: product.description,
    shortDescription: product.shortDescription,
    ...(product.descriptionVi ? { descriptionVi: product.descriptionVi } : {}),
    ...(product.shortDescriptionVi ? { shortDescriptionVi: product.shortDescriptionVi } : {}),
    ...(varied
      ? {}
      : {
          price: product.price,
          salePrice: product.salePrice,
          stock: product.stock,
        }),
    category: product.category,
    brand: product.brand,
    criteria: product.criteria,
    featured: product.featured,
    fields: product.fields,
    images: product.images,
    variations: product.variations.map(({ _id: _, ...variation }) => variation),
    warrantyMonths: product.warrantyMonths,
    warrantyProvider: product.warrantyProvider,
    inTheBox: product.inTheBox,
    ...(product.inTheBoxVi?.length ? { inTheBoxVi: product.inTheBoxVi } : {}),
    origin: product.origin,
  };
}

/**
 * Every write answers the product and the catalogue change that publishes it (null when nothing
 * changed): GET …/publish-status?change= says when it is live.
 */
export const productWriteResponseSchema = z.object({
  product: adminProductSchema,
  change: z.nullable(z.int()),
});
export type ProductWriteResponse = z.infer<typeof productWriteResponseSchema>;
export const adminProductResponseSchema = z.object({ product: adminProductSchema });

export const publishStatusQuerySchema = z.object({
  change: z.pipe(
    z.string().check(z.regex(/^\d{1,15}$/)),
    z.transform((value: string) => Number(value)),
  ),
});

/** live: the change reached the page cache (the next request renders the page anew). */
export const publishStatusSchema = z.object({
  state: z.enum(['publishing', 'live']),
  /** The product's page, or null while it is archived (it answers 404 then). */
  url: z.nullable(z.string()),
});
export type PublishStatus = z.infer<typeof publishStatusSchema>;

const flag = z.pipe(
  z.optional(z.enum(['true', 'false'])),
  z.transform((v: 'true' | 'false' | undefined) => v === 'true'),
);
const SORT_KEYS = Object.keys(ADMIN_PRODUCT_SORTS) as [AdminProductSort, ...AdminProductSort[]];

/** GET /admin/products: the product table's search, filters, sort and page. */
export const adminProductQuerySchema = z.object({
  /** Words of the name (each a word start), or a product's or variation's exact SKU. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  category: z.optional(z.string().check(z.maxLength(40))),
  brand: z.optional(z.string().check(z.maxLength(PRODUCT_BRAND_MAX))),
  onSale: flag,
  featured: flag,
  /** low: 1 to LOW_STOCK_THRESHOLD units; out: none. */
  stock: z.optional(z.enum(['low', 'out'])),
  /** true: archived products only (else products on sale only). */
  archived: flag,
  sort: z._default(z.enum(SORT_KEYS), 'newest'),
  page: pageQuery,
  limit: clampedInt(1, 100, ADMIN_PRODUCT_PAGE_SIZE),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

/** One row of the product table: fields of the product, its first picture and two flags. */
export const adminProductRowSchema = z.extend(
  z.pick(adminProductSchema, {
    _id: true,
    sku: true,
    name: true,
    category: true,
    brand: true,
    price: true,
    salePrice: true,
    stock: true,
    featured: true,
    updatedAt: true,
  }),
  { hasVariations: z.boolean(), image: z.nullable(z.string()), archived: z.boolean() },
);
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/** `pagination.total` is exact up to 1,000; 1,001 means more (as the shop's listings). */
export const adminProductListSchema = pagedListSchema('products', adminProductRowSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/** POST /admin/images answers where the stored picture is served. */
export const imageUploadResponseSchema = z.object({
  url: z.string(),
  type: z.string(),
  bytes: z.int(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

export const categoryFieldWriteSchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, PRODUCT_MESSAGES.fieldNameInvalid),
      z.maxLength(FIELD_NAME_MAX),
      z.regex(FIELD_NAME_PATTERN, PRODUCT_MESSAGES.fieldNameInvalid),
    ),
  type: fieldTypeSchema,
  /** What a Number counts in ("inch", "mAh"): shown after the value on the product page. */
  unit: z.optional(z.string().check(z.trim(), z.maxLength(FIELD_UNIT_MAX))),
  /** The field's name and unit on Vietnamese pages; empty: the English ones are shown. */
  labelVi: z.optional(z.string().check(z.trim(), z.maxLength(FIELD_NAME_MAX))),
  unitVi: z.optional(z.string().check(z.trim(), z.maxLength(FIELD_UNIT_MAX))),
});

/** PUT /admin/categories/{id}: the description and the specification fields, in display order. */
export const categoryWriteSchema = z
  .strictObject({
    description: textSchema(CATEGORY_DESCRIPTION_MAX),
    /** The Vietnamese name and description; empty (or left out): the English ones are shown. */
    nameVi: z.optional(textSchema(FIELD_NAME_MAX)),
    descriptionVi: z.optional(textSchema(CATEGORY_DESCRIPTION_MAX)),
    fields: z.array(categoryFieldWriteSchema).check(z.maxLength(CATEGORY_FIELDS_MAX)),
  })
  .check(
    z.superRefine((category, ctx) => {
      const seen = new Set<string>();
      category.fields.forEach((field, index) => {
        const key = field.name.toLowerCase();
        if (seen.has(key))
          ctx.issues.push({
            code: 'custom',
            message: PRODUCT_MESSAGES.fieldNameRepeated,
            path: ['fields', index, 'name'],
            input: field,
          });
        seen.add(key);
        if (field.unit && field.type !== 'Number')
          ctx.issues.push({
            code: 'custom',
            message: PRODUCT_MESSAGES.unitOnlyNumbers,
            path: ['fields', index, 'unit'],
            input: field,
          });
      });
    }),
  );
export type CategoryWrite = z.output<typeof categoryWriteSchema>;

/** The fields as stored: an empty unit (or Vietnamese text) is none. */
export const storedFields = (fields: CategoryWrite['fields']): CategoryField[] =>
  fields.map(({ name, type, unit, labelVi, unitVi }) => ({
    name,
    type,
    ...(unit ? { unit } : {}),
    ...(labelVi ? { labelVi } : {}),
    ...(unitVi && type === 'Number' ? { unitVi } : {}),
  }));

/** PUT /admin/categories/{id} answers the category as the shop reads it. */
export const categoryResponseSchema = z.object({ category: categorySchema });
