// The small slice of a product and its variations the purchase island needs: island props are
// serialised into the page, so nothing else is passed (the product page HTML budget is 30 KB).
import type { Product, Variation } from '../../api/schemas/catalog.ts';
import { SHORT_DESCRIPTION_CUT } from '../../lib/constants.ts';
import { cutText } from '../../lib/text.ts';
import { colorOrder } from '../../lib/color-picture.ts';

export interface PurchaseProduct {
  id: string;
  name: string;
  price: number;
  salePrice?: number | undefined;
  stock: number;
  sku: string;
  image: string;
  /** The colour pictures, the n-th showing the n-th colour of `PackedVariations.colors`
   * (lib/color-picture.ts): what a cart line of that colour shows. */
  colorImages: string[];
  hasVariations: boolean;
  /** The short description, cut at 150 characters. */
  summary: string;
}

export type PurchaseVariation = Pick<
  Variation,
  '_id' | 'name' | 'price' | 'salePrice' | 'stock' | 'sku' | 'isDefault' | 'attributes'
>;

export function toPurchaseProduct(
  product: Product,
  variations: readonly Pick<Variation, 'attributes'>[] = [],
): PurchaseProduct {
  return {
    id: product._id,
    name: product.name,
    price: product.price,
    ...(product.salePrice === undefined ? {} : { salePrice: product.salePrice }),
    stock: product.stock,
    sku: product.sku,
    image: product.productImages[0] ?? '',
    colorImages: product.productImages.slice(0, colorOrder(variations).length),
    hasVariations: product.hasVariations,
    summary: cutText(product.shortDescription, SHORT_DESCRIPTION_CUT),
  };
}

/**
 * One variation as a flat tuple; its colour is an index into `PackedVariations.colors`, or -1.
 * Island props are written into the HTML once per value with type tags, so tuples cost a third
 * of the objects they replace.
 */
export type PackedVariation = [
  id: string,
  name: string,
  price: number,
  salePrice: number | null,
  stock: number,
  sku: string,
  color: number,
  size: string | null,
];

export interface PackedVariations {
  colors: [name: string, hex: string][];
  list: PackedVariation[];
  /** Position of the variation marked default, or -1. */
  defaultIndex: number;
}

export function packVariations(variations: readonly Variation[]): PackedVariations {
  const colors: [string, string][] = [];
  const list = variations.map((variation): PackedVariation => {
    let color = -1;
    let size: string | null = null;
    for (const attribute of variation.attributes) {
      if (attribute.type === 'Size') size = attribute.value;
      else {
        const { name, hex } = attribute.value;
        color = colors.findIndex(([known]) => known === name);
        if (color < 0) color = colors.push([name, hex]) - 1;
      }
    }
    const { _id, name, price, salePrice, stock, sku } = variation;
    return [_id, name, price, salePrice ?? null, stock, sku, color, size];
  });
  return { colors, list, defaultIndex: variations.findIndex((variation) => variation.isDefault) };
}

export function unpackVariations({
  colors,
  list,
  defaultIndex,
}: PackedVariations): PurchaseVariation[] {
  return list.map(([_id, name, price, salePrice, stock, sku, color, size], index) => {
    const swatch = colors[color];
    return {
      _id,
      name,
      price,
      ...(salePrice === null ? {} : { salePrice }),
      stock,
      sku,
      isDefault: index === defaultIndex,
      attributes: [
        ...(swatch ? [{ type: 'Color' as const, value: { name: swatch[0], hex: swatch[1] } }] : []),
        ...(size === null ? [] : [{ type: 'Size' as const, value: size }]),
      ],
    };
  });
}

/** What the live refresh may change. */
export interface PricedStock {
  price: number;
  salePrice?: number | undefined;
  stock: number;
}

/** Live price and stock laid over the build-time data; the same object when nothing changed. */
export function withLivePrices<T extends PricedStock>(current: T, live: PricedStock): T {
  if (
    current.price === live.price &&
    current.salePrice === live.salePrice &&
    current.stock === live.stock
  )
    return current;
  const { salePrice: _old, ...rest } = current;
  return {
    ...rest,
    price: live.price,
    stock: live.stock,
    ...(live.salePrice === undefined ? {} : { salePrice: live.salePrice }),
  } as T;
}
