// Which picture shows which colour: the n-th picture of a product with colour options shows its
// n-th colour (in the order the variations first name them), as the seed draws them and editors
// are asked to upload them. The gallery opens on the default variation's colour and follows the
// colour chosen in the purchase panel (chosen-color.ts).
import type { Variation } from '../../api/schemas/catalog.ts';
import { defaultVariation } from './variations.ts';

export interface GalleryPicture {
  src: string;
  /** The colour it shows, when it is one of the product's colour pictures. */
  color?: string;
}

const colorOf = (variation: Pick<Variation, 'attributes'>): string | undefined => {
  for (const attribute of variation.attributes)
    if (attribute.type === 'Color') return attribute.value.name;
  return undefined;
};

/** The pictures with the colours they show, and the one to open on. */
export function galleryPictures(
  images: readonly string[],
  variations: readonly Pick<Variation, 'attributes' | 'isDefault'>[],
): { pictures: GalleryPicture[]; initial: number } {
  const colors = [...new Set(variations.map(colorOf).filter((color) => color !== undefined))];
  const pictures = images.map((src, index) => {
    const color = colors[index];
    return color === undefined ? { src } : { src, color };
  });
  const first = defaultVariation(variations);
  const opening = first ? colorOf(first) : undefined;
  return {
    pictures,
    initial: Math.max(
      0,
      pictures.findIndex((picture) => picture.color !== undefined && picture.color === opening),
    ),
  };
}
