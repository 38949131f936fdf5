// Which picture shows which colour, in one place for the product page's gallery, the cart and the
// order lines: the n-th picture of a product with colour options shows its n-th colour, in the
// order its variations (by position) first name them, as the seed draws them and editors are asked
// to upload them. A line shows its variation's colour picture; without one, the product's first.

/** A variation's attribute as the contract has it (src/lib imports nothing of the project). */
type Attribute = { type: 'Color'; value: { name: string } } | { type: 'Size'; value: string };
type WithAttributes = { attributes: readonly Attribute[] };

/** The colour a variation names, if any. */
export function colorName(variation: WithAttributes): string | undefined {
  for (const attribute of variation.attributes)
    if (attribute.type === 'Color') return attribute.value.name;
  return undefined;
}

/** The product's colours in picture order. */
export function colorOrder(variations: readonly WithAttributes[]): string[] {
  const colors: string[] = [];
  for (const variation of variations) {
    const color = colorName(variation);
    if (color !== undefined && !colors.includes(color)) colors.push(color);
  }
  return colors;
}

/**
 * The picture of a line: the chosen colour's picture when the product has one for it, else the
 * product's first picture, else `fallback`.
 */
export function linePicture(
  images: readonly string[],
  colors: readonly string[],
  color: string | undefined,
  fallback = '',
): string {
  const index = color === undefined ? -1 : colors.indexOf(color);
  return images[index] ?? images[0] ?? fallback;
}
