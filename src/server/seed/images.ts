// Product pictures: an SVG drawing of the device in the product's colour, with its name and brand.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Illustration, SeedProduct } from './catalog-types.ts';
import { SEED_CATALOG } from './catalog-data.ts';
import { FONT, drawDevice, escapeXml, mixColor } from './drawings.ts';

export interface ProductArt {
  illustration: Illustration;
  /** Body colour, '#RRGGBB'. */
  hex: string;
  name: string;
  brand: string;
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
  const caption = art.colorName === undefined ? art.brand : `${art.brand} · ${art.colorName}`;
  const nameSize = Math.min(46, Math.floor(1150 / Math.max(art.name.length, 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="800" height="800" fill="${background}"/>`,
    `<ellipse cx="400" cy="612" rx="280" ry="20" fill="${line}" opacity=".15"/>`,
    `<g stroke="${line}" stroke-width="6" stroke-linejoin="round"${art.view === 'angle' ? ANGLED : ''}>`,
    drawDevice(art.illustration, { body: art.hex, line }),
    '</g>',
    `<text x="400" y="695" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="#1F2937" text-anchor="middle">${escapeXml(art.name)}</text>`,
    `<text x="400" y="745" font-family="${FONT}" font-size="26" fill="#4B5563" text-anchor="middle">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

/** Every picture of one product, keyed by file name ({productId}-{n}.svg). */
export function productImageFiles(product: SeedProduct): Map<string, string> {
  return new Map(
    product.images.map((image) => [
      basename(image.url),
      renderProductSvg({
        illustration: product.illustration,
        hex: image.hex,
        name: product.name,
        brand: product.brand,
        ...(image.colorName === undefined ? {} : { colorName: image.colorName }),
        view: image.view,
      }),
    ]),
  );
}

/** Writes the pictures that the seed catalogue's productImages point at into `outDir`. */
export function writeProductImages(outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  for (const product of SEED_CATALOG.products) {
    for (const [file, svg] of productImageFiles(product)) writeFileSync(join(outDir, file), svg);
  }
}

/** Where the seed's pictures live: generated on this machine (not committed) and copied into every
 * storefront build from public/. */
export const SEED_IMAGES_DIR = 'public/images/products';

/** Writes the seed's pictures unless a previous run did: every build calls it first. */
export function ensureSeedImages(): void {
  if (!existsSync(SEED_IMAGES_DIR)) writeProductImages(SEED_IMAGES_DIR);
}
