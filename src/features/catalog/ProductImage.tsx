// A product picture in an island or a React-rendered list: an uploaded photo becomes a <picture>
// with its AVIF and WebP copies and its own width and height; an SVG or another address stays the
// <img> it was, at the size given (src/lib/pictures.ts, docs/storefront.md "Pictures").
import type { ImgHTMLAttributes } from 'react';
import { responsive } from '../../lib/pictures.ts';

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
  if (!set) return <img src={src} width={width} height={height} {...rest} />;
  return (
    <picture>
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      <img src={src} width={set.width} height={set.height} {...rest} />
    </picture>
  );
}

/** How wide a product card's picture is shown: two cards a row on a phone, three, then four. */
export const CARD_SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw';
