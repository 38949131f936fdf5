// Responsive product pictures (docs/decisions/0066): an uploaded raster photo is stored as
// /uploads/<hash>-<width>x<height>.<png|jpg|webp>, its size in its name, with WebP and AVIF copies
// beside it at a few widths (/uploads/<hash>-<w>w.webp, .avif). Everything a page prints is read
// from the address alone, so this is small enough for islands: no lookup, no list of files.

/** The widths the copies are made at, never wider than the original. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280];

/** An uploaded raster's address: its copies' are <hash>-<w>w.<format>, never <w>x<h>. */
const UPLOADED_RASTER = /^\/uploads\/(\w+)-(\d+)x(\d+)\./;

/** The widths of an original `width` pixels wide: the steps below it, then itself up to 1280. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, 1280);
  return [...PICTURE_WIDTHS.filter((step) => step < top), top];
}

export type PictureFormat = 'avif' | 'webp';

/** A copy's address. */
export const variantUrl = (hash: string, width: number, format: PictureFormat) =>
  `/uploads/${hash}-${width}w.${format}`;

/** The formats of the copies, best first: a <picture>'s <source>s, in this order. */
export const PICTURE_FORMATS: PictureFormat[] = ['avif', 'webp'];

/** An uploaded raster's size and the `srcset` of its copies in a format; null for an SVG or
 * another address. */
export function responsive(src: string) {
  const match = UPLOADED_RASTER.exec(src);
  return (
    match && {
      width: +match[2]!,
      height: +match[3]!,
      srcset: (format: PictureFormat) =>
        variantWidths(+match[2]!)
          .map((step) => `${variantUrl(match[1]!, step, format)} ${step}w`)
          .join(),
    }
  );
}
