// Variation choice on the product page: which variation opens, which one a set of chosen attributes
// picks, which values exist, and how many units may go into the cart.
import type { Attribute, Variation } from '../../api/schemas/catalog.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../lib/constants.ts';

export type AttributeType = Attribute['type'];
/** The chosen value per attribute type: a colour by its name, a size as written. */
export type Selection = Partial<Record<AttributeType, string>>;
type WithAttributes = Pick<Variation, 'attributes'>;

export interface ColorOption {
  name: string;
  hex: string;
}

export interface AttributeOptions {
  colors: ColorOption[];
  sizes: string[];
}

/** What a selection compares: a colour's name, a size's text. */
export const attributeValue = (attribute: Attribute): string =>
  attribute.type === 'Color' ? attribute.value.name : attribute.value;

/** The variation a product page opens with: the one marked default, else the first. */
export function defaultVariation<V extends Pick<Variation, 'isDefault'>>(
  variations: readonly V[],
): V | undefined {
  return variations.find((variation) => variation.isDefault) ?? variations[0];
}

/** The attribute values of one variation, as a selection. */
export function selectionOf(variation: WithAttributes): Selection {
  const selection: Selection = {};
  for (const attribute of variation.attributes)
    selection[attribute.type] = attributeValue(attribute);
  return selection;
}

const matches = (variation: WithAttributes, selection: Selection): boolean =>
  Object.entries(selection).every(([type, value]) =>
    variation.attributes.some(
      (attribute) => attribute.type === type && attributeValue(attribute) === value,
    ),
  );

/** The variation carrying ALL chosen attribute values, or undefined when that combination does not exist. */
export function matchVariation<V extends WithAttributes>(
  variations: readonly V[],
  selection: Selection,
): V | undefined {
  return variations.find((variation) => matches(variation, selection));
}

/**
 * The selection after choosing one value: the other choices are kept when that combination exists,
 * otherwise they follow the first variation offering the chosen value.
 */
export function chooseAttribute(
  variations: readonly WithAttributes[],
  selection: Selection,
  type: AttributeType,
  value: string,
): Selection {
  const wanted: Selection = { ...selection, [type]: value };
  if (matchVariation(variations, wanted)) return wanted;
  const fallback = matchVariation(variations, { [type]: value });
  return fallback ? selectionOf(fallback) : wanted;
}

/** Every colour and size offered by some variation, in order of first appearance. */
export function attributeOptions(variations: readonly WithAttributes[]): AttributeOptions {
  const colors = new Map<string, ColorOption>();
  const sizes = new Set<string>();
  for (const { attributes } of variations)
    for (const attribute of attributes) {
      if (attribute.type === 'Color') {
        if (!colors.has(attribute.value.name)) colors.set(attribute.value.name, attribute.value);
      } else sizes.add(attribute.value);
    }
  return { colors: [...colors.values()], sizes: [...sizes] };
}

/** How an option button shows: it completes an in-stock variation, a sold-out one, or none at all. */
export type OptionState = 'available' | 'sold-out' | 'missing';

export function optionState(
  variations: readonly Pick<Variation, 'attributes' | 'stock'>[],
  selection: Selection,
  type: AttributeType,
  value: string,
): OptionState {
  const variation = matchVariation(variations, { ...selection, [type]: value });
  if (!variation) return 'missing';
  return variation.stock > 0 ? 'available' : 'sold-out';
}

/** The stock that limits a purchase: the selected variation's, else the product's, else unknown. */
export function limitingStock(
  variation: Pick<Variation, 'stock'> | undefined,
  productStock: number | undefined,
): number | undefined {
  return variation?.stock ?? productStock;
}

export interface QuantityBounds {
  min: number;
  /** 0 when out of stock; never above the per-line cap the server enforces. */
  max: number;
}

/** Quantity limits: at least 1, at most the stock (99 when the stock is unknown). */
export function quantityBounds(stock: number | undefined): QuantityBounds {
  return {
    min: QUANTITY_MIN,
    max: stock === undefined ? QUANTITY_MAX : Math.min(Math.max(stock, 0), QUANTITY_MAX),
  };
}

/** A typed or stepped quantity brought inside the bounds (never below 1). */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : bounds.min;
  return Math.max(bounds.min, Math.min(whole, Math.max(bounds.max, bounds.min)));
}

/** Why Add to Cart must refuse, or null when it may add. */
export type AddBlocker = 'selection-required' | 'out-of-stock' | null;

export function addBlocker(
  hasVariations: boolean,
  variation: Pick<Variation, 'stock'> | undefined,
  productStock: number,
): AddBlocker {
  if (hasVariations && !variation) return 'selection-required';
  return (limitingStock(variation, productStock) ?? 0) > 0 ? null : 'out-of-stock';
}
