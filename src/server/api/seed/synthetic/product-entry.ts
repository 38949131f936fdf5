// One synthetic product written as a seed entry (catalog-types.ts ProductEntry): its name, words,
// specification, colours and sizes, and the shop's share of sales, stock-outs and featured picks.
import { SPECIAL_OFFER_MAX_PERCENT } from '../../../../lib/constants.ts';
import { CATALOGUE_END, sizeCode } from '../build-catalog.ts';
import type { ColorOption, ProductEntry, SizeOption } from '../catalog-types.ts';
import type { CategoryModels, ModelChoice, ModelSpec } from './model-types.ts';
import { Random, hashSeed } from './random.ts';
import { vietnameseTexts } from './text-vi.ts';

/** Most variations a product has (colours × sizes). */
const MAX_VARIATIONS = 12;
const SHARE_ON_SALE = 0.2;
const SHARE_SOLD_OUT = 0.03;
const SHARE_FEATURED = 0.01;
/** Products with some (not all) variations out of stock. */
const SHARE_PART_SOLD_OUT = 0.15;
const SHARE_HTML = 0.2;
/** Products with no sizes sold as one item in one colour (a plain product, no variations). */
const SHARE_SINGLE_ITEM = 0.15;
/** Products were added over the 24 months before the seed catalogue's end date. */
const MONTHS = 24;

/** 'YYYY-MM' of the month `back` months before the catalogue's end. */
function monthBefore(back: number): string {
  const end = new Date(CATALOGUE_END);
  return new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
}

/** The Vietnamese summary and details, from the same parts as the English. */
function vietnamese(category: CategoryModels, sku: string, name: string, spec: ModelSpec) {
  const [summaryVi, detailsVi] = vietnameseTexts(
    category.name,
    sku,
    name,
    spec.fields,
    spec.criteria,
  );
  return { summaryVi, detailsVi };
}

/** The SKU of a model: category, brand, and its place in the brand's name space (base 36). */
function skuOf(category: CategoryModels, choice: ModelChoice): string {
  const place = choice.index.toString(36).toUpperCase().padStart(4, '0');
  return `${category.skuPrefix}-${choice.brand.code}-${place}`;
}

/** Fewer colours when colours × sizes would pass MAX_VARIATIONS. */
function fitColors(colors: ColorOption[], sizes: SizeOption[] | undefined): ColorOption[] {
  const perColor = sizes?.length ?? 1;
  return colors.slice(0, Math.max(1, Math.floor(MAX_VARIATIONS / perColor)));
}

/** Variation SKU suffixes ('BLK-256') of one or two variations, when some are sold out. */
function someSoldOut(
  random: Random,
  colors: ColorOption[] | undefined,
  sizes: SizeOption[] | undefined,
): string[] | undefined {
  const suffixes = (colors ?? [undefined]).flatMap((color) =>
    (sizes ?? [undefined]).map((size) =>
      [color?.code, size === undefined ? undefined : sizeCode(size.size)]
        .filter((part) => part !== undefined)
        .join('-'),
    ),
  );
  if (suffixes.length < 2 || !random.chance(SHARE_PART_SOLD_OUT)) return undefined;
  return random.sample(suffixes, random.int(1, Math.min(2, suffixes.length - 1)));
}

/** The entry of one model, drawn from a stream seeded by `seed` and its SKU. */
export function syntheticEntry(
  category: CategoryModels,
  choice: ModelChoice,
  seed: number,
): ProductEntry {
  const sku = skuOf(category, choice);
  const random = new Random(hashSeed(`${seed}:${sku}`));
  const spec = category.spec(choice, random);
  if (spec.colorCount === 0 && spec.bodyHex === undefined)
    throw new Error(`${sku} has neither colours nor a body colour`);
  const sampled =
    spec.colorCount > 0
      ? fitColors(random.sample(choice.brand.colors, spec.colorCount), spec.sizes)
      : undefined;
  const single = spec.sizes === undefined && random.chance(SHARE_SINGLE_ITEM);
  const colors = single ? undefined : sampled;
  const bodyHex = single ? (spec.bodyHex ?? sampled?.[0]?.hex) : spec.bodyHex;
  if (colors === undefined && spec.sizes === undefined && !single)
    throw new Error(`${sku} would have no variations`);
  if (spec.sizes === undefined && spec.price === undefined) throw new Error(`${sku} has no price`);
  const outOfStock = random.chance(SHARE_SOLD_OUT);
  const soldOut = outOfStock ? undefined : someSoldOut(random, colors, spec.sizes);
  // Up to the home page's "up to 40% off" (seed/pricing.ts keeps the rounded sale price within it).
  const salePercent = random.chance(SHARE_ON_SALE)
    ? random.int(5, SPECIAL_OFFER_MAX_PERCENT)
    : undefined;
  return {
    sku,
    name: choice.name,
    brand: choice.brand.brand,
    criteria: spec.criteria,
    summary: spec.summary,
    details: spec.details,
    ...vietnamese(category, sku, choice.name, spec),
    fields: spec.fields,
    ...(spec.sizes === undefined ? { price: spec.price! } : { sizes: spec.sizes }),
    ...(colors === undefined ? {} : { colors }),
    ...(bodyHex === undefined ? {} : { bodyHex }),
    ...(salePercent === undefined ? {} : { salePercent }),
    ...(outOfStock ? { outOfStock } : {}),
    ...(soldOut === undefined ? {} : { soldOut }),
    featured: random.chance(SHARE_FEATURED),
    html: random.chance(SHARE_HTML),
    added: monthBefore(random.int(1, MONTHS)),
  };
}
