// Product pictures uploaded in the back office: the type is read from the content (PNG, JPEG and
// WebP by their signatures; SVG parsed and sanitised), never from the name or the Content-Type;
// stored once under a name made of the content's hash, so a URL never changes what it serves and
// can be cached for a year.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';
import { PRODUCT_MESSAGES, UPLOADS_URL } from '../../lib/product-admin.ts';
import { HttpError, validationFailed } from '../http/errors.ts';

export interface StoredImage {
  url: string;
  type: string;
  bytes: number;
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

/** The SVG elements a product picture may use: shapes, text, gradients, clips; no scripts or links out. */
const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'use',
  'title',
  'desc',
];

/** Geometry and presentation attributes: no event handlers, no style (it can import). */
const SVG_ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'id',
  'class',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternTransform',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'visibility',
  'display',
  'href',
  'xlink:href',
];

/** A value pointing outside the picture: url(…) of anything but a fragment. */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;
const PREDEFINED_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});)/gi;

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  parser: {
    xmlMode: true,
    lowerCaseTags: false,
    lowerCaseAttributeNames: false,
    decodeEntities: false,
  },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'textarea', 'noscript'],
  transformTags: {
    // Links only within the picture (#id), and no url() that leaves it.
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(
          ([name, value]) =>
            !EXTERNAL_URL.test(value) && !(/href$/i.test(name) && !value.trim().startsWith('#')),
        ),
      ),
    }),
  },
};

/**
 * The SVG without scripts, event handlers, styles, foreign content or references outside it;
 * undefined when the text is not an SVG document. The prologue (XML declaration, DOCTYPE and its
 * entities, comments) is dropped: nothing before the root element is kept.
 */
export function sanitizeSvg(text: string): string | undefined {
  const start = text.search(/<svg[\s>]/);
  if (start < 0) return undefined;
  const prologue = text
    .slice(0, start)
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>/gi, '');
  if (prologue.trim() !== '') return undefined;
  const clean = sanitizeHtml(text.slice(start), SVG_OPTIONS)
    .replace(PREDEFINED_ENTITY, '&amp;')
    .trim();
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith('</svg>')) return undefined;
  return /^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(clean)
    ? clean
    : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}

/** The bytes to store and their type; 422 when they are none of the accepted images. */
function checkedImage(data: Uint8Array): { kind: Kind; bytes: Uint8Array } {
  if (data.length === 0) throw validationFailed({ file: PRODUCT_MESSAGES.imageEmpty });
  const raster = rasterKind(data);
  if (raster) return { kind: raster, bytes: data };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    throw validationFailed({ file: PRODUCT_MESSAGES.imageType }, PRODUCT_MESSAGES.imageType);
  }
  if (!/<svg[\s>]/.test(text))
    throw validationFailed({ file: PRODUCT_MESSAGES.imageType }, PRODUCT_MESSAGES.imageType);
  const svg = sanitizeSvg(text);
  if (!svg)
    throw validationFailed({ file: PRODUCT_MESSAGES.svgInvalid }, PRODUCT_MESSAGES.svgInvalid);
  return { kind: { type: 'image/svg+xml', ext: 'svg' }, bytes: new TextEncoder().encode(svg) };
}

/** Stores an uploaded picture in `dir` (once per content) and answers its URL. */
export async function storeImage(
  dir: string,
  data: Uint8Array,
  maxBytes: number,
): Promise<StoredImage> {
  if (data.length > maxBytes) throw new HttpError(413, PRODUCT_MESSAGES.imageTooLarge);
  const { kind, bytes } = checkedImage(data);
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind.ext}`;
  const file = path.join(dir, name);
  const exists = await stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
  if (!exists) {
    await mkdir(dir, { recursive: true });
    // Written whole, then renamed: a reader never meets half a picture.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }
  return { url: `${UPLOADS_URL}/${name}`, type: kind.type, bytes: bytes.length };
}
