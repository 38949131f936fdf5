// What a product card shows (name, prices, note, rating, picture, colours and sizes), derived from
// a product and, when known, its variations (colours and sizes are the distinct Color and Size
// attributes).
import { attributeValueText, type AttributeRead } from './attributes.ts';
import { SHORT_DESCRIPTION_CUT } from './constants.ts';
import { cutText } from './text.ts';

export const PLACEHOLDER_IMAGE = '/images/placeholder.png';

export interface CardColor {
  name: string;
  hex: string;
}

export interface CardView {
  id: string;
  name: string;
  basePrice: number;
  salePrice: number | null;
  note: string;
  rating: number;
  imageUrl: string;
  options: {
    colors: CardColor[];
    sizes: string[];
    /** The price of each size (same positions as `sizes`): its cheapest variation's list and sale
     * price. A card shows it once the shopper picks that size; absent when not known. */
    sizePrices?: [basePrice: number, salePrice: number | null][];
  };
}

/** What a card reads of a product (the contract's Product is one). */
interface CardSource {
  _id: string;
  name: string;
  price: number;
  salePrice?: number | null | undefined;
  shortDescription: string;
  rating: number;
  productImages: readonly string[];
}

/** What a card reads of a variation: its attributes, and its prices when known. */
type VariationRead = {
  attributes: readonly AttributeRead[];
  price?: number;
  salePrice?: number | null | undefined;
};

export function toCardView(
  product: CardSource,
  variations: readonly VariationRead[] = [],
): CardView {
  return {
    id: product._id,
    name: product.name,
    basePrice: product.price,
    salePrice: product.salePrice ?? null,
    note: cutText(product.shortDescription, SHORT_DESCRIPTION_CUT),
    rating: product.rating,
    imageUrl: product.productImages[0] || PLACEHOLDER_IMAGE,
    options: withSizePrices(distinctColors(variations), distinctSizes(variations), variations),
  };
}

const paid = ([base, sale]: [number, number | null]): number =>
  sale !== null && sale < base ? sale : base;

/** The options, with each size's price when every variation has one. */
function withSizePrices(
  colors: CardColor[],
  sizes: string[],
  variations: readonly VariationRead[],
): CardView['options'] {
  if (sizes.length === 0 || variations.some((v) => v.price === undefined)) return { colors, sizes };
  const sizePrices = sizes.map((size) => {
    let best: [number, number | null] | undefined;
    for (const variation of variations) {
      const own = variation.attributes.find((a) => a.type === 'Size');
      if (!own || attributeValueText(own) !== size) continue;
      const pair: [number, number | null] = [variation.price!, variation.salePrice ?? null];
      if (!best || paid(pair) < paid(best)) best = pair;
    }
    return best!;
  });
  return { colors, sizes, sizePrices };
}

function distinctColors(variations: readonly VariationRead[]): CardColor[] {
  const seen = new Map<string, CardColor>();
  for (const { attributes } of variations) {
    for (const attribute of attributes) {
      if (attribute.type !== 'Color' || typeof attribute.value === 'string') continue;
      const key = attribute.value.name.toLowerCase();
      if (!seen.has(key)) seen.set(key, { name: attribute.value.name, hex: attribute.value.hex });
    }
  }
  return [...seen.values()];
}

function distinctSizes(variations: readonly VariationRead[]): string[] {
  const seen = new Set<string>();
  for (const { attributes } of variations) {
    for (const attribute of attributes)
      if (attribute.type === 'Size') seen.add(attributeValueText(attribute));
  }
  return [...seen];
}
