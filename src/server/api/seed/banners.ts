// The three home-page carousel banners' pictures (1200x400 SVG), each themed on a product line:
// a background and a device on the right, no words. The title, text and button are HTML over the
// picture, in each language's catalogue (src/lib/i18n/*/pages.ts `banners`; BannerCarousel.astro).
import type { Illustration } from './catalog-types.ts';
import { drawDevice, mixColor } from './drawings.ts';
import { DEFAULT_LOOK, type Look } from './looks.ts';

export interface Banner {
  file: string;
  illustration: Illustration;
  /** What sets the drawn device apart (looks.ts), beyond the default look. */
  look?: Partial<Look>;
  /** Device colour; the background is a darker shade of `background`. */
  hex: string;
  background: string;
}

export const BANNERS: Banner[] = [
  {
    file: 'banner-1.svg',
    illustration: 'phone',
    look: { module: 'column', cameras: 3 },
    hex: '#A7B4C5',
    background: '#1E3A5F',
  },
  {
    file: 'banner-2.svg',
    illustration: 'laptop',
    hex: '#C9DDF0',
    background: '#3B3F58',
  },
  {
    file: 'banner-3.svg',
    illustration: 'headphones',
    hex: '#F26B1D',
    background: '#5B2A12',
  },
];

export function renderBannerSvg(banner: Banner): string {
  const dark = mixColor(banner.background, 0, 0.35);
  const line = mixColor(banner.hex, 0, 0.45);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.background}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#g)"/>',
    '<circle cx="1000" cy="200" r="170" fill="#fff" opacity=".08"/>',
    `<g transform="translate(820 20) scale(.45)" stroke="${line}" stroke-width="6" stroke-linejoin="round">${drawDevice(banner.illustration, { body: banner.hex, line }, { ...DEFAULT_LOOK, ...banner.look })}</g>`,
    '</svg>',
  ].join('');
}
