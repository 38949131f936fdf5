// `node scripts/make-link-preview.ts`: draws the shop's link preview, the 1200×630 JPEG that
// every page but a product's gives as og:image (public/images/link-preview.jpg, committed; see
// src/lib/link-preview.ts). The words are the shop's name and the English of its promise, drawn
// with the machine's fonts: run it again after changing them, and commit the file.
import sharp from 'sharp';
import {
  LINK_PREVIEW_HEIGHT,
  LINK_PREVIEW_WIDTH,
  SHOP_LINK_PREVIEW,
} from '../src/lib/link-preview.ts';
import { PUBLIC_DIR } from '../src/lib/picture-paths.ts';
import { SHOP_NAME } from '../src/lib/shop.ts';
import { pages } from '../src/lib/i18n/en/pages.ts';
import { drawDevice, FONT, escapeXml } from '../src/server/api/seed/drawings.ts';
import { DEFAULT_LOOK } from '../src/server/api/seed/looks.ts';

const device = (
  kind: 'phone' | 'laptop' | 'headphones',
  x: number,
  y: number,
  scale: number,
  body: string,
) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" stroke="#5C636C" stroke-width="6" stroke-linejoin="round">${drawDevice(kind, { body, line: '#5C636C' }, DEFAULT_LOOK)}</g>`;

const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${LINK_PREVIEW_WIDTH}" height="${LINK_PREVIEW_HEIGHT}" viewBox="0 0 1200 630">`,
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b57d0"/><stop offset="1" stop-color="#0a2f6b"/></linearGradient></defs>',
  '<rect width="1200" height="630" fill="url(#g)"/>',
  '<circle cx="930" cy="330" r="260" fill="#fff" opacity=".08"/>',
  device('laptop', 610, 150, 0.7, '#C9DDF0'),
  device('phone', 830, 230, 0.55, '#A7B4C5'),
  '<rect x="80" y="96" width="96" height="96" rx="22" fill="#fff"/>',
  '<path d="M107 121h42a6 6 0 0 1 6 6v36a6 6 0 0 1-6 6h-42a6 6 0 0 1-6-6v-36a6 6 0 0 1 6-6zm3 9v30h36v-30z" fill="#0b57d0"/>',
  `<text x="80" y="300" font-family="${FONT}" font-size="76" font-weight="800" fill="#fff">${escapeXml(SHOP_NAME)}</text>`,
  `<text x="80" y="370" font-family="${FONT}" font-size="34" fill="#fff">${escapeXml(pages.about.values.genuine.title)} · ${escapeXml(pages.about.values.prices.title)}</text>`,
  `<text x="80" y="420" font-family="${FONT}" font-size="34" fill="#fff">${escapeXml(pages.about.values.support.title)}</text>`,
  '</svg>',
].join('');

const file = `${PUBLIC_DIR}${SHOP_LINK_PREVIEW}`;
await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toFile(file);
console.log(`Wrote ${file}`);
