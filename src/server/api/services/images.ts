// Product pictures uploaded in the back office: the type is read from the content (PNG, JPEG and
// WebP by their signatures; SVG counted, parsed and sanitised in a worker thread), never from the
// name or the Content-Type; stored once under a name made of the content's hash, so a URL never
// changes what it serves and can be cached for a year. Nothing here reads the bytes one by one on
// the request thread: SVGs go to svg-pool.ts, the hash to libuv's thread pool (Web Crypto), the
// file to the disk (docs/decisions/0036). A raster photo is also decoded by sharp (raster.ts, off
// the request thread): its name carries its upright size (<hash>-<width>x<height>.<ext>) and its
// WebP and AVIF copies are stored beside it (<hash>-<w>w.webp, .avif), all counted in the quota;
// one that cannot be decoded is refused and leaves nothing behind (docs/decisions/0066).
import { randomBytes, webcrypto } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_MESSAGES, UPLOADS_URL } from '../../../lib/product-admin.ts';
import { type HttpError, conflict, validationFailed } from '../http/errors.ts';
import { variantUrl } from '../../../lib/pictures.ts';
import { rasterVariants } from './raster.ts';
import { sharedSvgPool, type SvgPool } from './svg-pool.ts';
import type { SvgProblem } from './svg-worker.ts';
import { uploadUsage } from './upload-usage.ts';

export interface StoredImage {
  url: string;
  type: string;
  bytes: number;
}

/** A file to store: its name in the folder and its bytes. */
interface File {
  name: string;
  bytes: Uint8Array;
}

interface Kind {
  type: string;
  ext: string;
}

const startsWith = (data: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => data[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The raster type the bytes are, by their signature; undefined when none. */
function rasterKind(data: Uint8Array): Kind | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image/png', ext: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', ext: 'jpg' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return { type: 'image/webp', ext: 'webp' };
  return undefined;
}

const SVG: Kind = { type: 'image/svg+xml', ext: 'svg' };

/** The message of each reason an SVG is refused (422). */
const SVG_REFUSALS: Record<SvgProblem | 'timedOut', string> = {
  notSvg: PRODUCT_MESSAGES.imageType,
  invalid: PRODUCT_MESSAGES.svgInvalid,
  tooDeep: PRODUCT_MESSAGES.svgTooDeep,
  tooManyElements: PRODUCT_MESSAGES.svgTooManyElements,
  timedOut: PRODUCT_MESSAGES.svgTooSlow,
};

const refused = (message: string): HttpError => validationFailed({ file: message }, message);

export interface ImageStoreOptions {
  /** Where the pictures are stored (config.uploadsDir). */
  dir: string;
  /** How many bytes they may take in all (config.uploadQuotaBytes). */
  quotaBytes: number;
  /** The SVG workers; the process's own pool (sharedSvgPool) unless a test brings one. */
  svgPool?: SvgPool;
}

export interface ImageStore {
  /** Checks an uploaded picture, stores it once per content and answers its URL. */
  store(data: Uint8Array): Promise<StoredImage>;
}

export function createImageStore(options: ImageStoreOptions): ImageStore {
  const { dir, quotaBytes } = options;
  // Counted now, while the shop starts, not at the first upload.
  const usage = uploadUsage(dir);
  /** Pictures being stored, by content hash, answering the original's name. */
  const storing = new Map<string, Promise<string>>();

  /** The bytes to store and their type; 422 when they are none of the accepted images. */
  async function checked(data: Uint8Array): Promise<{ kind: Kind; bytes: Uint8Array }> {
    if (data.length === 0) throw validationFailed({ file: PRODUCT_MESSAGES.imageEmpty });
    const raster = rasterKind(data);
    if (raster) return { kind: raster, bytes: data };
    const result = await (options.svgPool ?? sharedSvgPool()).check(data);
    if (result === 'timedOut') throw refused(SVG_REFUSALS.timedOut);
    if ('problem' in result) throw refused(SVG_REFUSALS[result.problem]);
    return { kind: SVG, bytes: result.svg };
  }

  const exists = (file: string) =>
    stat(file).then(
      (found) => found.isFile(),
      () => false,
    );

  /**
   * Writes the files that are not there yet, each whole, then renamed: a reader never meets half
   * a picture. The bytes of all of them are reserved at once, so a set is stored whole or not at
   * all; the first file (the original) is written last, so its being there means the set is.
   */
  async function write(files: readonly File[]): Promise<void> {
    const missing: File[] = [];
    for (const file of files) if (!(await exists(path.join(dir, file.name)))) missing.push(file);
    if (missing.length === 0) return;
    const total = missing.reduce((sum, file) => sum + file.bytes.length, 0);
    if (!(await usage.reserve(total, quotaBytes))) throw conflict(PRODUCT_MESSAGES.uploadsFull);
    await mkdir(dir, { recursive: true }).catch((error: unknown) => {
      usage.release(total);
      throw error;
    });
    for (const file of missing.reverse()) {
      const target = path.join(dir, file.name);
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, file.bytes);
        await rename(partial, target);
      } catch (error) {
        usage.release(file.bytes.length);
        await rm(partial, { force: true });
        throw error;
      }
    }
  }

  /** The files of a picture: the original first, then a raster's copies; 422 for a raster that
   * cannot be decoded. */
  async function filesOf(kind: Kind, bytes: Uint8Array, hash: string): Promise<File[]> {
    if (kind === SVG) return [{ name: `${hash}.${kind.ext}`, bytes }];
    const result = await rasterVariants(bytes);
    if ('problem' in result)
      throw refused(
        result.problem === 'tooManyPixels'
          ? PRODUCT_MESSAGES.imageTooManyPixels
          : PRODUCT_MESSAGES.imageUnreadable,
      );
    return [
      { name: `${hash}-${result.width}x${result.height}.${kind.ext}`, bytes },
      ...result.variants.map((variant) => ({
        name: variantUrl(hash, variant.width, variant.format).slice(UPLOADS_URL.length + 1),
        bytes: variant.bytes,
      })),
    ];
  }

  return {
    async store(data) {
      const { kind, bytes } = await checked(data);
      const digest = Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes));
      const hash = digest.toString('hex').slice(0, 32);
      // The same picture uploaded twice at once is decoded and written once.
      let stored = storing.get(hash);
      if (!stored) {
        stored = filesOf(kind, bytes, hash)
          .then(async (files) => {
            await write(files);
            return files[0]!.name;
          })
          .finally(() => storing.delete(hash));
        storing.set(hash, stored);
      }
      const name = await stored;
      return { url: `${UPLOADS_URL}/${name}`, type: kind.type, bytes: bytes.length };
    },
  };
}
