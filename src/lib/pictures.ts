// Responsive product pictures (docs/decisions/0066): an uploaded raster photo is stored as
// /uploads/<hash>-<width>x<height>.<png|jpg|webp>, its size in its name, with WebP and AVIF copies
// beside it at a few widths (/uploads/<hash>-<w>w.webp, .avif). Everything a page prints is read
// from the address alone, so this is small enough for islands: no lookup, no list of files.

/** The widths the copies are made at, never wider than the original. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280] as const;
const WIDEST = 1280;

const UPLOADED_RASTER = /^\/uploads\/([0-9a-f]{32})-(\d{1,5})x(\d{1,5})\.(?:png|jpg|webp)$/;

/** The widths of an original `width` pixels wide: the steps below it, then itself up to 1280. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, WIDEST);
  return [...PICTURE_WIDTHS.filter((step) => step < top), top];
}

/** A copy's address. */
export const variantUrl = (hash: string, width: number, format: 'avif' | 'webp') =>
  `/uploads/${hash}-${width}w.${format}`;

export interface Responsive {
  width: number;
  height: number;
  avif: string;
  webp: string;
}

/** The sizes and `srcset`s of an uploaded raster; undefined for an SVG or another address. */
export function responsive(src: string): Responsive | undefined {
  const match = UPLOADED_RASTER.exec(src);
  if (!match) return undefined;
  const [, hash, w, h] = match;
  const width = Number(w);
  const set = (format: 'avif' | 'webp') =>
    variantWidths(width)
      .map((step) => `${variantUrl(hash!, step, format)} ${step}w`)
      .join(', ');
  return { width, height: Number(h), avif: set('avif'), webp: set('webp') };
}
