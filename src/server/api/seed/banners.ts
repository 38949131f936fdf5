// The three home-page carousel banners (1200x400 SVG), each themed on a product line.
import type { Illustration } from './catalog-types.ts';
import { FONT, drawDevice, escapeXml, mixColor } from './drawings.ts';
import { DEFAULT_LOOK, type Look } from './looks.ts';

export interface Banner {
  file: string;
  title: string;
  subtitle: string;
  cta: string;
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
    title: 'Galaxy S26 Series',
    subtitle: 'Galaxy AI, a 200 MP camera and titanium design',
    cta: 'Shop phones',
    illustration: 'phone',
    look: { module: 'column', cameras: 3 },
    hex: '#A7B4C5',
    background: '#1E3A5F',
  },
  {
    file: 'banner-2.svg',
    title: 'MacBook Air M4',
    subtitle: 'Thin, light and up to 18 hours of battery life',
    cta: 'Shop laptops',
    illustration: 'laptop',
    hex: '#C9DDF0',
    background: '#3B3F58',
  },
  {
    file: 'banner-3.svg',
    title: 'Up to 40% off accessories',
    subtitle: 'Headphones, mice and keyboards, for a limited time',
    cta: 'Shop accessories',
    illustration: 'headphones',
    hex: '#F26B1D',
    background: '#5B2A12',
  },
];

export function renderBannerSvg(banner: Banner): string {
  const dark = mixColor(banner.background, 0, 0.35);
  const line = mixColor(banner.hex, 0, 0.45);
  const buttonWidth = 60 + banner.cta.length * 12;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(`${banner.title}: ${banner.subtitle}`)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.background}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#g)"/>',
    '<circle cx="1000" cy="200" r="170" fill="#fff" opacity=".08"/>',
    `<g transform="translate(820 20) scale(.45)" stroke="${line}" stroke-width="6" stroke-linejoin="round">${drawDevice(banner.illustration, { body: banner.hex, line }, { ...DEFAULT_LOOK, ...banner.look })}</g>`,
    `<text x="80" y="170" font-family="${FONT}" font-size="52" font-weight="800" fill="#fff">${escapeXml(banner.title)}</text>`,
    `<text x="80" y="222" font-family="${FONT}" font-size="26" fill="#fff" opacity=".85">${escapeXml(banner.subtitle)}</text>`,
    `<rect x="80" y="262" width="${buttonWidth}" height="56" rx="28" fill="#fff"/>`,
    `<text x="${80 + buttonWidth / 2}" y="298" font-family="${FONT}" font-size="22" font-weight="700" fill="${banner.background}" text-anchor="middle">${escapeXml(banner.cta)}</text>`,
    '</svg>',
  ].join('');
}
