// A product picture in an island or a React-rendered list: an uploaded photo becomes a <picture>
// with its AVIF and WebP copies and its own width and height; an SVG or another address stays the
// <img> it was, at the size given (src/lib/pictures.ts, docs/storefront.md "Pictures"). A copy
// that fails to load is replaced by the placeholder by the page's fallback script
// (src/components/image-fallback.ts), which empties the <source>s too.
import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../lib/card-view.ts';
import { PICTURE_FORMATS, responsive } from '../../lib/pictures.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> & {
  src: string;
  /** The size printed for a picture without copies (its box on the page, in CSS pixels). */
  width: number;
  height: number;
  /** How wide the picture is shown, for the browser's choice among the copies. */
  sizes: string;
};

export function ProductImage({ src, width, height, sizes, ...rest }: Props) {
  const set = responsive(src);
  const img = (w: number, h: number) => (
    <img src={src} width={w} height={h} data-fallback={PLACEHOLDER_IMAGE} {...rest} />
  );
  if (!set) return img(width, height);
  return (
    <picture>
      {PICTURE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={set.srcset(format)} sizes={sizes} />
      ))}
      {img(set.width, set.height)}
    </picture>
  );
}

/** How wide a product card's picture is shown: two cards a row on a phone, three, then four. */
export const CARD_SIZES = '(min-width:1024px) 18rem,(min-width:640px) 33vw,50vw';
