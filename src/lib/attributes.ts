// What lib's rules read of a variation attribute: a colour has a name and a swatch, a size is its
// text. The contract's Attribute (api/schemas/catalog.ts) is one of these; lib names no contract
// type, since lib imports nothing of the project (README, "Layout").
export interface AttributeRead {
  type: string;
  value: string | { name: string; hex: string };
}

/** The attribute's text: a colour's name, a size as it is. */
export const attributeValueText = (attribute: AttributeRead): string =>
  typeof attribute.value === 'string' ? attribute.value : attribute.value.name;
