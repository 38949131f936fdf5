// Which picture shows which colour (lib/color-picture.ts: the n-th picture shows the n-th colour).
// The gallery opens on the default variation's colour and follows the colour chosen in the
// purchase panel (chosen-color.ts); the cart and the order lines show the chosen colour's picture.
import type { Variation } from '../../api/schemas/catalog.ts';
import { colorName, colorOrder } from '../../lib/color-picture.ts';
import { defaultVariation } from './variations.ts';

export interface GalleryPicture {
  src: string;
  /** The colour it shows, when it is one of the product's colour pictures. */
  color?: string;
}

/** The pictures with the colours they show, and the one to open on. */
export function galleryPictures(
  images: readonly string[],
  variations: readonly Pick<Variation, 'attributes' | 'isDefault'>[],
): { pictures: GalleryPicture[]; initial: number } {
  const colors = colorOrder(variations);
  const pictures = images.map((src, index) => {
    const color = colors[index];
    return color === undefined ? { src } : { src, color };
  });
  const first = defaultVariation(variations);
  const opening = first ? colorName(first) : undefined;
  return {
    pictures,
    initial: Math.max(
      0,
      pictures.findIndex((picture) => picture.color !== undefined && picture.color === opening),
    ),
  };
}
