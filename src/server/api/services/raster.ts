// The work sharp does for the shop's pictures (docs/decisions/0066): the WebP and AVIF copies of an
// uploaded photo and the 1200×630 link-preview pictures. sharp decodes and encodes on libuv's
// thread pool, never on the request thread; on top of that, at most half the cores' worth of
// pictures are worked on at once (one on a 2-core machine), each with one libvips thread, so a
// burst of uploads or of first shares of product links always leaves a core to the shoppers.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { RASTER_MAX_MEGAPIXELS } from '../../../lib/product-admin.ts';
import { variantWidths } from '../../../lib/pictures.ts';

sharp.concurrency(1);
sharp.cache(false);

/** Pictures worked on at once. */
export const RASTER_JOBS = Math.max(1, Math.floor(availableParallelism() / 2));
/** A decoded picture may have at most this many pixels: a small file that unpacks into gigabytes
 * (a "decompression bomb") is refused before it is decoded. */
export const RASTER_MAX_PIXELS = RASTER_MAX_MEGAPIXELS * 1_000_000;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when one of the RASTER_JOBS places is free. */
export async function rasterJob<T>(task: () => Promise<T>): Promise<T> {
  if (running >= RASTER_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export interface Variant {
  width: number;
  format: 'avif' | 'webp';
  bytes: Buffer;
}

export type RasterResult =
  | { width: number; height: number; variants: Variant[] }
  | { problem: 'unreadable' | 'tooManyPixels' };

const input = (data: Uint8Array) =>
  sharp(data, { limitInputPixels: RASTER_MAX_PIXELS, failOn: 'error' });

/**
 * The original's size as shown (its EXIF orientation applied) and its copies at variantWidths,
 * turned upright, without metadata (sharp keeps none unless asked); or why it cannot be read.
 */
export function rasterVariants(data: Uint8Array): Promise<RasterResult> {
  return rasterJob(async () => {
    let width: number;
    let height: number;
    try {
      // The header only: the pixels are not decoded, so the limit is checked here, with its message.
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      if (!meta.width || !meta.height) return { problem: 'unreadable' };
      if (meta.width * meta.height > RASTER_MAX_PIXELS) return { problem: 'tooManyPixels' };
      ({ width, height } = meta.autoOrient ?? meta);
    } catch {
      return { problem: 'unreadable' };
    }
    try {
      const variants: Variant[] = [];
      for (const step of variantWidths(width)) {
        const resized = () => input(data).autoOrient().resize({ width: step });
        variants.push(
          { width: step, format: 'webp', bytes: await resized().webp({ quality: 78 }).toBuffer() },
          {
            width: step,
            format: 'avif',
            bytes: await resized().avif({ quality: 55, effort: 2 }).toBuffer(),
          },
        );
      }
      return { width, height, variants };
    } catch {
      // The header read, the pixels did not (a truncated or damaged file).
      return { problem: 'unreadable' };
    }
  });
}

export const LINK_PREVIEW = { width: 1200, height: 630 } as const;

/** A 1200×630 JPEG of a picture (raster or SVG), letterboxed on white; throws when it cannot be read. */
export function linkPreview(data: Uint8Array): Promise<Buffer> {
  return rasterJob(() =>
    input(data)
      .autoOrient()
      .resize({
        ...LINK_PREVIEW,
        fit: 'contain',
        background: '#ffffff',
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}
