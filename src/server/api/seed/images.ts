// Product pictures: an SVG drawing of the device in the product's colour, drawn with what tells the
// model apart (looks.ts), and a short caption (screen size, colour) that the card title does not repeat.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Illustration, SeedProduct } from './catalog-types.ts';
import { SEED_CATALOG } from './catalog-data.ts';
import { FONT, drawDevice, escapeXml, mixColor } from './drawings.ts';
import type { Look } from './looks.ts';
import { lookOf } from './looks.ts';

export interface ProductArt {
  illustration: Illustration;
  look: Look;
  /** Body colour, '#RRGGBB'. */
  hex: string;
  /** The product's name, read by screen readers when the picture is opened on its own. */
  name: string;
  colorName?: string;
  view: 'front' | 'angle';
}

const ANGLED = ' transform="translate(400 360) skewY(-8) scale(.9 1) translate(-400 -360)"';

/** An 800x800 SVG picture of the product (pure: the same art always gives the same string). */
export function renderProductSvg(art: ProductArt): string {
  const line = mixColor(art.hex, 0, 0.45);
  const background = mixColor(art.hex, 255, 0.86);
  const label = [art.name, art.colorName, art.view === 'angle' ? 'angled view' : undefined]
    .filter((part) => part !== undefined)
    .join(', ');
  const caption = [art.look.label, art.colorName].filter((part) => part !== undefined).join(' · ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="800" height="800" fill="${background}"/>`,
    `<ellipse cx="400" cy="612" rx="280" ry="20" fill="${line}" opacity=".15"/>`,
    `<g stroke="${line}" stroke-width="6" stroke-linejoin="round"${art.view === 'angle' ? ANGLED : ''}>`,
    drawDevice(art.illustration, { body: art.hex, line }, art.look),
    '</g>',
    caption === ''
      ? ''
      : `<text x="400" y="710" font-family="${FONT}" font-size="40" font-weight="600" fill="#374151" text-anchor="middle">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

/** Every picture of one product, keyed by file name ({productId}-{n}.svg). */
export function productImageFiles(product: SeedProduct): Map<string, string> {
  const look = lookOf(product);
  return new Map(
    product.images.map((image) => [
      basename(image.url),
      renderProductSvg({
        illustration: product.illustration,
        look,
        hex: image.hex,
        name: product.name,
        ...(image.colorName === undefined ? {} : { colorName: image.colorName }),
        view: image.view,
      }),
    ]),
  );
}

/** Writes the pictures that the seed catalogue's productImages point at into `outDir`, skipping
 * files that already hold the same drawing (so a changed drawing replaces an old copy). */
export function writeProductImages(outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  for (const product of SEED_CATALOG.products) {
    for (const [file, svg] of productImageFiles(product)) {
      const path = join(outDir, file);
      if (!existsSync(path) || readFileSync(path, 'utf8') !== svg) writeFileSync(path, svg);
    }
  }
}

/** Where the seed's pictures live: generated on this machine (not committed) and copied into every
 * storefront build from public/. */
export const SEED_IMAGES_DIR = 'public/images/products';

/** Writes the seed's pictures that are missing or drawn differently: every build calls it first. */
export function ensureSeedImages(): void {
  writeProductImages(SEED_IMAGES_DIR);
}
