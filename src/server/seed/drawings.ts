// Simple flat drawings of each kind of device, in an 800x800 box, filled with the body colour.
import type { Illustration } from './catalog-types.ts';

/** Colours of one drawing: the device body and its darker outline. */
export interface Palette {
  body: string;
  line: string;
}

const SCREEN = '#1E293B';
const DARK = '#2B2F36';
export const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

function screen(x: number, y: number, w: number, h: number, rx: number): string {
  const glare = `M${x} ${y + h * 0.55}L${x + w * 0.5} ${y}H${x + w * 0.7}L${x} ${y + h * 0.9}Z`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${SCREEN}" stroke="none"/><path d="${glare}" fill="#fff" opacity=".07" stroke="none"/>`;
}

function stand(fill: string): string {
  return `<path d="M370 490h60l16 80h-92z" fill="${fill}"/><rect x="290" y="566" width="220" height="16" rx="8" fill="${fill}"/>`;
}

function deskMonitor(): string {
  return `<rect x="80" y="160" width="420" height="280" rx="14" fill="${DARK}"/>${screen(94, 174, 392, 238, 4)}<path d="M265 440h50l12 70h-74z" fill="${DARK}"/><rect x="210" y="508" width="160" height="14" rx="7" fill="${DARK}"/>`;
}

function outlinedStroke(d: string, { body, line }: Palette, width: number): string {
  return `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width + 12}"/><path d="${d}" fill="none" stroke="${body}" stroke-width="${width}"/>`;
}

const DRAWINGS: Record<Illustration, (p: Palette) => string> = {
  phone: ({ body, line }) =>
    `<rect x="220" y="140" width="210" height="430" rx="34" fill="${body}"/><rect x="242" y="162" width="92" height="92" rx="24" fill="${line}" fill-opacity=".25" stroke="none"/><circle cx="268" cy="188" r="16" fill="#0F172A" stroke="none"/><circle cx="308" cy="228" r="16" fill="#0F172A" stroke="none"/><circle cx="308" cy="188" r="7" fill="#0F172A" stroke="none"/><rect x="370" y="110" width="210" height="440" rx="34" fill="${body}"/>${screen(383, 123, 184, 414, 24)}<rect x="447" y="137" width="56" height="16" rx="8" fill="#000" stroke="none"/>`,
  tablet: ({ body }) =>
    `<rect x="110" y="160" width="540" height="390" rx="32" fill="${body}"/>${screen(134, 184, 492, 342, 12)}<circle cx="380" cy="172" r="5" fill="#0F172A" stroke="none"/><rect x="676" y="200" width="20" height="310" rx="10" fill="${body}"/>`,
  laptop: ({ body, line }) =>
    `<rect x="180" y="140" width="440" height="300" rx="18" fill="${body}"/>${screen(198, 158, 404, 264, 6)}<path d="M130 440H670L700 500Q700 512 688 512H112Q100 512 100 500Z" fill="${body}"/><path d="M350 440h100v8q0 6-6 6h-88q-6 0-6-6z" fill="${line}" fill-opacity=".35" stroke="none"/>`,
  tower: ({ body, line }) =>
    `${deskMonitor()}<rect x="550" y="150" width="170" height="370" rx="16" fill="${body}"/><circle cx="635" cy="250" r="44" fill="none" stroke-width="8" opacity=".5"/><circle cx="635" cy="370" r="44" fill="none" stroke-width="8" opacity=".5"/><circle cx="635" cy="480" r="9" fill="${line}" stroke="none"/>`,
  'mini-pc': ({ body, line }) =>
    `${deskMonitor()}<rect x="540" y="420" width="190" height="90" rx="18" fill="${body}"/><circle cx="572" cy="465" r="7" fill="${line}" stroke="none"/>`,
  'all-in-one': ({ body }) =>
    `<rect x="120" y="120" width="560" height="380" rx="18" fill="${body}"/>${screen(140, 140, 520, 310, 4)}${stand(body)}`,
  monitor: ({ body }) =>
    `<rect x="100" y="130" width="600" height="360" rx="14" fill="${body}"/>${screen(114, 144, 572, 318, 4)}${stand(body)}`,
  'curved-monitor': ({ body }) =>
    `<path d="M90 150Q400 100 710 150V480Q400 440 90 480Z" fill="${body}"/><path d="M106 164Q400 118 694 164V456Q400 420 106 456Z" fill="${SCREEN}" stroke="none"/>${stand(body)}`,
  headphones: (p) =>
    `${outlinedStroke('M235 430V330a165 165 0 0 1 330 0V430', p, 30)}<rect x="180" y="370" width="110" height="190" rx="44" fill="${p.body}"/><rect x="510" y="370" width="110" height="190" rx="44" fill="${p.body}"/>`,
  earbuds: ({ body, line }) =>
    `<rect x="260" y="330" width="280" height="220" rx="80" fill="${body}"/><path d="M260 410H540" fill="none"/><circle cx="400" cy="470" r="8" fill="${line}" stroke="none"/><rect x="330" y="200" width="28" height="100" rx="14" fill="${body}"/><circle cx="320" cy="190" r="46" fill="${body}"/><rect x="442" y="200" width="28" height="100" rx="14" fill="${body}"/><circle cx="480" cy="190" r="46" fill="${body}"/>`,
  mouse: ({ body, line }) =>
    `<path d="M400 140C530 140 560 260 560 370S500 580 400 580 240 480 240 370 270 140 400 140Z" fill="${body}"/><path d="M400 140V300M252 300Q400 322 548 300" fill="none"/><rect x="386" y="190" width="28" height="64" rx="14" fill="${line}" stroke="none"/>`,
  keyboard: ({ body, line }) =>
    `<defs><pattern id="k" width="46" height="46" patternUnits="userSpaceOnUse" x="127" y="255"><rect x="4" y="4" width="38" height="38" rx="7" fill="#fff" fill-opacity=".6" stroke="${line}" stroke-opacity=".35" stroke-width="2"/></pattern></defs><rect x="105" y="235" width="590" height="290" rx="24" fill="${body}"/><rect x="127" y="255" width="552" height="184" fill="url(#k)" stroke="none"/><rect x="265" y="449" width="276" height="38" rx="8" fill="#fff" fill-opacity=".6" stroke-width="2" stroke-opacity=".35"/>`,
  charger: (p) =>
    `<rect x="352" y="150" width="22" height="70" rx="5" fill="#A3A8B0"/><rect x="426" y="150" width="22" height="70" rx="5" fill="#A3A8B0"/>${outlinedStroke('M400 440C400 540 520 520 600 580', p, 18)}<rect x="290" y="210" width="220" height="230" rx="40" fill="${p.body}"/><rect x="372" y="320" width="56" height="18" rx="9" fill="${p.line}" stroke="none"/>`,
  watch: ({ body }) =>
    `<rect x="320" y="100" width="160" height="170" rx="30" fill="${body}"/><rect x="320" y="430" width="160" height="170" rx="30" fill="${body}"/><rect x="280" y="230" width="240" height="240" rx="64" fill="${body}"/><rect x="300" y="250" width="200" height="200" rx="50" fill="${SCREEN}" stroke="none"/><rect x="516" y="300" width="18" height="60" rx="8" fill="${body}"/><text x="400" y="368" font-family="${FONT}" font-size="52" font-weight="600" fill="#fff" stroke="none" text-anchor="middle">10:09</text>`,
};

/** The device's shapes, outlined in `line`, for use inside an 800x800 SVG (or scaled into a banner). */
export function drawDevice(illustration: Illustration, palette: Palette): string {
  return DRAWINGS[illustration](palette);
}

function channel(hex: string, offset: number): number {
  return Number.parseInt(hex.slice(offset, offset + 2), 16);
}

/** `hex` moved `amount` (0-1) of the way towards white (target 255) or black (target 0). */
export function mixColor(hex: string, target: 0 | 255, amount: number): string {
  const mixed = [1, 3, 5].map((offset) => {
    const value = Math.round(channel(hex, offset) + (target - channel(hex, offset)) * amount);
    return value.toString(16).padStart(2, '0');
  });
  return `#${mixed.join('')}`.toUpperCase();
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
