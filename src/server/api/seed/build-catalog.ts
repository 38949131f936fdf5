// Turns the editor-written entries into seed records: ids, variations, derived prices and stock,
// images and dates. Everything is derived from SKUs, so reseeding is deterministic. Ratings come
// from reviews: none here (the seed's own reviews set them, reviews.ts; generated products have none).
import type { Attribute } from '../../../api/schemas/catalog.ts';
import type { CategoryName } from '../../../lib/constants.ts';
import type {
  CategoryEntry,
  ColorOption,
  FieldValues,
  Illustration,
  ProductEntry,
  SeedCatalog,
  SeedCategory,
  SeedImage,
  SeedProduct,
  SeedVariation,
  SizeOption,
} from './catalog-types.ts';
import { composeDescription, composeDescriptionVi } from './descriptions.ts';
import { productFacts } from './facts.ts';
import { stableId, stableInt } from './ids.ts';
import { effectivePrice, salePriceFor } from './pricing.ts';

/** Products are spread over the ~18 months before 2026-11-01. */
export const CATALOGUE_START = '2025-05-01T00:00:00.000Z';
export const CATALOGUE_END = '2026-11-01T00:00:00.000Z';
const DAY_MS = 86_400_000;

const DEFAULT_BODY: Record<CategoryName, string> = {
  phones: '#3A3F47',
  laptops: '#8A9099',
  tablets: '#8A9099',
  pc: '#2B2F36',
  screens: '#2B2F36',
  accessories: '#3A3F47',
};

const ACCESSORY_ILLUSTRATIONS: Record<string, Illustration> = {
  Earbuds: 'earbuds',
  Headphones: 'headphones',
  Mouse: 'mouse',
  Keyboard: 'keyboard',
  Charger: 'charger',
  'Power Bank': 'charger',
  Smartwatch: 'watch',
};

const PC_ILLUSTRATIONS: Record<string, Illustration> = {
  Tower: 'tower',
  Mini: 'mini-pc',
  'All-in-One': 'all-in-one',
};

function illustrationFor(category: CategoryName, fields: FieldValues): Illustration {
  switch (category) {
    case 'phones':
      return 'phone';
    case 'laptops':
      return 'laptop';
    case 'tablets':
      return 'tablet';
    case 'screens':
      return fields['Curved'] === true ? 'curved-monitor' : 'monitor';
    case 'pc':
      return PC_ILLUSTRATIONS[String(fields['Form Factor'])] ?? 'tower';
    case 'accessories':
      return ACCESSORY_ILLUSTRATIONS[String(fields['Type'])] ?? 'charger';
  }
}

/** '256GB' -> '256', '16GB/512GB' -> '16-512', '44mm' -> '44MM': a size's part of variation SKUs. */
export function sizeCode(size: string): string {
  return size
    .toUpperCase()
    .replaceAll('GB', '')
    .replace(/[^A-Z0-9]+/g, '-');
}

function createdAtFor(entry: ProductEntry): string {
  const start = Date.parse(CATALOGUE_START);
  const hour = (9 + stableInt(`hour:${entry.sku}`, 10)) * 3_600_000;
  if (entry.added === undefined) {
    const days = Math.round((Date.parse(CATALOGUE_END) - start) / DAY_MS);
    return new Date(start + stableInt(`day:${entry.sku}`, days) * DAY_MS + hour).toISOString();
  }
  const month = Date.parse(`${entry.added}-01T00:00:00.000Z`);
  return new Date(month + stableInt(`day:${entry.sku}`, 28) * DAY_MS + hour).toISOString();
}

interface Combination {
  color?: ColorOption;
  size?: SizeOption;
  price: number;
}

function combinations(entry: ProductEntry): Combination[] {
  const colors: (ColorOption | undefined)[] = entry.colors ?? [undefined];
  const sizes: (SizeOption | undefined)[] = entry.sizes ?? [undefined];
  return colors.flatMap((color) =>
    sizes.map((size) => ({
      ...(color === undefined ? {} : { color }),
      ...(size === undefined ? {} : { size }),
      price: size?.price ?? entry.price ?? 0,
    })),
  );
}

function buildVariations(entry: ProductEntry): SeedVariation[] {
  if (entry.colors === undefined && entry.sizes === undefined) return [];
  const soldOut = new Set(entry.soldOut ?? []);
  const variations = combinations(entry).map(({ color, size, price }): SeedVariation => {
    const suffix = [color?.code, size === undefined ? undefined : sizeCode(size.size)]
      .filter((part) => part !== undefined)
      .join('-');
    const sku = `${entry.sku}-${suffix}`;
    const attributes: Attribute[] = [];
    if (color !== undefined)
      attributes.push({ type: 'Color', value: { name: color.name, hex: color.hex } });
    if (size !== undefined) attributes.push({ type: 'Size', value: size.size });
    const outOfStock = entry.outOfStock === true || soldOut.delete(suffix);
    return {
      _id: stableId('variation', sku),
      sku,
      name: [color?.name, size?.size].filter((part) => part !== undefined).join(' / '),
      price,
      ...(entry.salePercent === undefined
        ? {}
        : { salePrice: salePriceFor(price, entry.salePercent) }),
      stock: outOfStock ? 0 : 3 + stableInt(`stock:${sku}`, 48),
      isDefault: false,
      attributes,
    };
  });
  if (soldOut.size > 0)
    throw new Error(`${entry.sku}: unknown sold-out variations ${[...soldOut].join(', ')}`);
  return markDefault(variations);
}

/** The cheapest variation in stock is the default (the first cheapest when none is in stock). */
function markDefault(variations: SeedVariation[]): SeedVariation[] {
  const pool = variations.some((v) => v.stock > 0)
    ? variations.filter((v) => v.stock > 0)
    : variations;
  const chosen = pool.reduce((best, v) => (effectivePrice(v) < effectivePrice(best) ? v : best));
  return variations.map((v) => (v === chosen ? { ...v, isDefault: true } : v));
}

function cheapest(variations: SeedVariation[]): SeedVariation {
  return variations.reduce((best, v) => (effectivePrice(v) < effectivePrice(best) ? v : best));
}

function buildImages(entry: ProductEntry, productId: string, category: CategoryName): SeedImage[] {
  const url = (n: number) => `/images/products/${productId}-${n}.svg`;
  if (entry.colors !== undefined && entry.colors.length > 0) {
    // One picture per colour, in the colours' order: the product page shows the chosen colour's.
    return entry.colors.map((color, i) => ({
      url: url(i + 1),
      hex: color.hex,
      colorName: color.name,
      view: 'front',
    }));
  }
  const hex = entry.bodyHex ?? DEFAULT_BODY[category];
  return [
    { url: url(1), hex, view: 'front' },
    { url: url(2), hex, view: 'angle' },
  ];
}

/** One seed record from one entry; the synthetic catalogue builds its products with it too. */
export function buildProduct(
  entry: ProductEntry,
  category: CategoryEntry,
  index: number,
): SeedProduct {
  const _id = stableId('product', entry.sku);
  const variations = buildVariations(entry);
  const basePrice = entry.price ?? 0;
  const priced =
    variations.length > 0
      ? cheapest(variations)
      : {
          price: basePrice,
          ...(entry.salePercent === undefined
            ? {}
            : { salePrice: salePriceFor(basePrice, entry.salePercent) }),
        };
  const stock =
    variations.length > 0
      ? variations.reduce((sum, v) => sum + v.stock, 0)
      : entry.outOfStock === true
        ? 0
        : 5 + stableInt(`stock:${entry.sku}`, 76);
  const images = buildImages(entry, _id, category.name);
  const facts = productFacts(entry, category);
  return {
    _id,
    sku: entry.sku,
    name: entry.name,
    brand: entry.brand,
    category: category.name,
    criteria: entry.criteria,
    featured: entry.featured === true,
    fields: entry.fields,
    description: composeDescription(entry, category, index, facts),
    shortDescription: entry.summary,
    ...(entry.summaryVi === undefined
      ? {}
      : {
          descriptionVi: composeDescriptionVi(entry, category, index, facts),
          shortDescriptionVi: entry.summaryVi,
        }),
    price: priced.price,
    ...(priced.salePrice === undefined ? {} : { salePrice: priced.salePrice }),
    stock,
    hasVariations: variations.length > 0,
    variations,
    productImages: images.map((image) => image.url),
    images,
    illustration: illustrationFor(category.name, entry.fields),
    facts,
    rating: 0,
    ratingCount: 0,
    createdAt: createdAtFor(entry),
  };
}

export function buildCatalog(
  categories: CategoryEntry[],
  entries: Record<CategoryName, ProductEntry[]>,
): SeedCatalog {
  const seedCategories: SeedCategory[] = categories.map((category, position) => ({
    _id: stableId('category', category.name),
    name: category.name,
    description: category.description,
    nameVi: category.nameVi,
    descriptionVi: category.descriptionVi,
    // A Number field's unit is shown after its values on the product page ("6.9 inch").
    fields: category.fields.map((field) => {
      const unit = category.units[field.name];
      return unit === undefined ? field : { ...field, unit };
    }),
    // Its Vietnamese name and unit on the Vietnamese page (stored with the field: seed.ts).
    fieldsVi: Object.fromEntries(
      category.fields.map((field) => {
        const labelVi = category.labelsVi[field.name];
        const unitVi = category.unitsVi[field.name];
        return [
          field.name,
          {
            ...(labelVi === undefined ? {} : { labelVi }),
            ...(unitVi === undefined ? {} : { unitVi }),
          },
        ];
      }),
    ),
    position,
  }));
  let index = 0;
  const products = categories.flatMap((category) =>
    entries[category.name].map((entry) => buildProduct(entry, category, index++)),
  );
  return { categories: seedCategories, products };
}
