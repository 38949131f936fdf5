// Simple flat drawings of each kind of device, in an 800x800 box, filled with the body colour. What
// tells models apart (size, camera layout, folds, keyboards, curvature, watch faces) comes from a
// Look, derived from the product's data by looks.ts.
import type { Illustration } from './catalog-types.ts';
import { DEFAULT_LOOK, type Look } from './looks.ts';

/** Colours of one drawing: the device body and its darker outline. */
export interface Palette {
  body: string;
  line: string;
}

const SCREEN = '#1E293B';
const DARK = '#2B2F36';
const LENS = '#0F172A';
export const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

const r = Math.round;

function screen(x: number, y: number, w: number, h: number, rx: number): string {
  const glare = `M${r(x)} ${r(y + h * 0.55)}L${r(x + w * 0.5)} ${r(y)}H${r(x + w * 0.7)}L${r(x)} ${r(y + h * 0.9)}Z`;
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${rx}" fill="${SCREEN}" stroke="none"/><path d="${glare}" fill="#fff" opacity=".07" stroke="none"/>`;
}

function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="${fill}"${extra}/>`;
}

function lens(cx: number, cy: number, radius: number): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${LENS}" stroke="#94A3B8" stroke-width="3"/>`;
}

/** A block of keys, one pattern tile each, for laptop decks and keyboards. */
function keys(x: number, y: number, w: number, h: number, key: string, id: string): string {
  return `<defs><pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse" x="${r(x)}" y="${r(y)}"><rect x="2" y="2" width="20" height="20" rx="4" fill="${key}" stroke="none"/></pattern></defs><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="url(#${id})" stroke="none"/>`;
}

/** The back of a phone at (x, y) with its camera layout. */
function cameras(x: number, y: number, w: number, look: Look, line: string): string {
  const n = look.cameras;
  const module = ' fill-opacity=".25" stroke="none"';
  switch (look.module) {
    case 'bar':
      return `${rect(x + 14, y + 18, w - 28, 70, 30, line, ' fill-opacity=".3" stroke="none"')}${lens(x + 52, y + 53, 20)}${n > 1 ? lens(x + 100, y + 53, 20) : ''}`;
    case 'column': {
      const positions = Array.from({ length: n }, (_, i) => lens(x + 42, y + 42 + i * 50, 19));
      return positions.join('');
    }
    case 'circle': {
      const cx = x + w / 2;
      const cy = y + 100;
      const ring = Array.from({ length: n }, (_, i) => {
        const angle = (Math.PI * 2 * i) / n - Math.PI / 2;
        return lens(cx + Math.cos(angle) * 34, cy + Math.sin(angle) * 34, n > 2 ? 18 : 22);
      });
      return `<circle cx="${r(cx)}" cy="${cy}" r="${n > 1 ? 72 : 44}" fill="${line}"${module}/>${ring.join('')}`;
    }
    case 'pill':
      return `${rect(x + 18, y + 18, 56, 40 + n * 46, 28, line, module)}${Array.from({ length: n }, (_, i) => lens(x + 46, y + 46 + i * 46, 17)).join('')}`;
    case 'square': {
      const size = n > 2 ? 110 : n > 1 ? 96 : 64;
      const at = [
        [0.3, 0.3],
        [0.7, 0.7],
        [0.3, 0.7],
      ] as const;
      const spots = n === 1 ? [[0.5, 0.5] as const] : at.slice(0, Math.min(n, 3));
      const grid = n > 3 ? lens(x + 18 + size * 0.7, y + 18 + size * 0.3, 10) : '';
      return `${rect(x + 18, y + 18, size, size, 28, line, module)}${spots.map(([a, b]) => lens(x + 18 + size * a, y + 18 + size * b, n > 2 ? 20 : 22)).join('')}${grid}`;
    }
  }
}

function phone({ body, line }: Palette, look: Look): string {
  const h = r(380 + look.size * 90);
  const w = r(h * 0.47);
  const bottom = 570;
  if (look.fold === 'book') {
    // Open: a wide inner screen with its crease; closed: the narrow outer phone with its cameras.
    const ow = r(h * 0.82);
    return `${rect(150, bottom - h + 20, w * 0.85, h - 20, 30, body)}${cameras(150, bottom - h + 20, w * 0.85, look, line)}${rect(290, bottom - h - 10, ow, h, 26, body)}${screen(302, bottom - h + 2, ow - 24, h - 24, 16)}<path d="M${r(290 + ow / 2)} ${bottom - h}V${bottom - 20}" stroke="#fff" stroke-opacity=".2" stroke-width="4"/>`;
  }
  if (look.fold === 'flip') {
    // Folded: a square half with a big cover screen; open: the tall phone with its hinge.
    return `${rect(170, 330, 230, 240, 34, body)}${rect(186, 346, 198, 150, 22, SCREEN, ' stroke="none"')}${lens(214, 374, 18)}${lens(262, 374, 18)}${rect(400, bottom - h - 40, w, h + 40, 34, body)}${screen(413, bottom - h - 27, w - 26, h + 14, 24)}<path d="M400 ${r(bottom - h / 2 - 20)}h${w}" stroke="${line}" stroke-width="6"/>`;
  }
  const front = `${screen(383, bottom - h - 17, w - 26, h - 26, 24)}${
    look.island
      ? rect(383 + (w - 26) / 2 - 28, bottom - h - 3, 56, 16, 8, '#000', ' stroke="none"')
      : `<circle cx="${r(383 + (w - 26) / 2)}" cy="${bottom - h + 6}" r="8" fill="#000" stroke="none"/>`
  }`;
  return `${rect(220, bottom - h, w, h, 34, body)}${cameras(220, bottom - h, w, look, line)}${rect(370, bottom - h - 30, w, h, 34, body)}${front}`;
}

function tablet({ body, line }: Palette, look: Look): string {
  const w = r(420 + look.size * 220);
  const h = r(w * 0.7);
  const x = r(400 - w / 2) - 20;
  const y = r(540 - h);
  const bezel = look.size > 0.6 ? 16 : 26;
  const stand = look.detachable
    ? `<path d="M${x + 40} ${y + h}L${x + 10} ${y + h + 50}H${x + w - 10}L${x + w - 40} ${y + h}Z" fill="${line}"/>`
    : '';
  const pen = look.stylus
    ? `<path d="M${x + w + 24} ${y + 30}h18v${r(h * 0.8)}l-9 24-9-24z" fill="${body}"/>`
    : '';
  return `${stand}${rect(x, y, w, h, 32, body)}${screen(x + bezel, y + bezel, w - bezel * 2, h - bezel * 2, 12)}<circle cx="${400 - 20}" cy="${y + bezel / 2}" r="5" fill="${LENS}" stroke="none"/>${pen}`;
}

function laptop({ body, line }: Palette, look: Look): string {
  const w = r(360 + look.size * 200);
  const h = r(w * 0.62);
  const x = r(400 - w / 2);
  const top = 440 - h;
  const deckX = x - 40;
  const deckW = w + 80;
  const key = look.gaming ? look.accent : keyColor(body);
  const keyW = look.numpad ? w - 130 : w - 60;
  const notch = look.island ? rect(400 - 40, top + 18, 80, 16, 8, body, ' stroke="none"') : '';
  const numpad = look.numpad ? keys(x + w - 60, 452, 72, 72, key, 'n') : '';
  const point = look.trackpoint
    ? `<circle cx="400" cy="500" r="10" fill="#DC2626" stroke="none"/>`
    : '';
  const pen = look.stylus ? `<path d="M${x + w + 40} 180h14v190l-7 20-7-20z" fill="${body}"/>` : '';
  return `${rect(x, top, w, h, 18, body)}${screen(x + 16, top + 16, w - 32, h - 32, 6)}${notch}<path d="M${x} 440H${x + w}L${deckX + deckW} 580H${deckX}Z" fill="${body}"/>${keys(x + 30, 452, keyW, 72, key, 'k')}${numpad}${point}${rect(400 - 60, 532, 120, 38, 8, line, ' fill-opacity=".25" stroke="none"')}${pen}`;
}

function monitor({ body, line }: Palette, look: Look): string {
  const w = r(Math.min(660, 420 + look.size * 300));
  const h = r(look.ultrawide ? w * 0.3 : w * 0.56);
  const x = r(400 - w / 2);
  const y = r(470 - h);
  const bend = look.curved ? r(w * 0.08) : 0;
  const panel = look.curved
    ? `<path d="M${x} ${y}Q400 ${y - bend} ${x + w} ${y}V${y + h}Q400 ${y + h - bend} ${x} ${y + h}Z" fill="${body}"/><path d="M${x + 14} ${y + 14}Q400 ${y + 14 - bend} ${x + w - 14} ${y + 14}V${y + h - 14}Q400 ${y + h - 14 - bend} ${x + 14} ${y + h - 14}Z" fill="${SCREEN}" stroke="none"/>`
    : `${rect(x, y, w, h, 12, body)}${screen(x + 12, y + 12, w - 24, h - 24, 4)}`;
  const base = look.gaming
    ? `<path d="M390 ${y + h}h20l8 100h-36z" fill="${body}"/><path d="M300 590L400 560 500 590" fill="none" stroke="${line}" stroke-width="22" stroke-linecap="round"/><path d="M310 ${y + h}h180" stroke="${look.accent}" stroke-width="6"/>`
    : `<path d="M375 ${y + h}h50l16 ${r(570 - y - h)}h-82z" fill="${body}"/>${rect(290, 566, 220, 16, 8, body)}`;
  return `${base}${panel}`;
}

function deskMonitor(): string {
  return `<rect x="80" y="160" width="420" height="280" rx="14" fill="${DARK}"/>${screen(94, 174, 392, 238, 4)}<path d="M265 440h50l12 70h-74z" fill="${DARK}"/><rect x="210" y="508" width="160" height="14" rx="7" fill="${DARK}"/>`;
}

function tower({ body, line }: Palette, look: Look): string {
  const inside = look.gaming
    ? `${rect(566, 166, 138, 338, 10, SCREEN, ' stroke="none"')}${[250, 340, 430].map((cy) => `<circle cx="635" cy="${cy}" r="38" fill="none" stroke="${look.accent}" stroke-width="8"/>`).join('')}`
    : `<path d="M575 200h120M575 230h120" stroke-width="6" opacity=".5"/><circle cx="635" cy="480" r="9" fill="${line}" stroke="none"/>`;
  return `${deskMonitor()}${rect(550, 150, 170, 370, 16, body)}${inside}`;
}

function miniPc({ body, line }: Palette, look: Look): string {
  // A square box (NUC-like) or a slim one standing on its side.
  const box = look.slim
    ? `${rect(560, 300, 80, 220, 14, body)}<circle cx="600" cy="330" r="7" fill="${line}" stroke="none"/>`
    : `${rect(540, 420, 190, 90, 18, body)}<circle cx="572" cy="465" r="7" fill="${line}" stroke="none"/>`;
  return `${deskMonitor()}${box}`;
}

function allInOne({ body }: Palette, look: Look): string {
  const w = r(480 + look.size * 160);
  const h = r(w * 0.62);
  const x = r(400 - w / 2);
  const y = r(500 - h);
  return `${rect(x, y, w, h, 18, body)}${screen(x + 16, y + 16, w - 32, h - 60, 4)}<path d="M370 500h60l16 70h-92z" fill="${body}"/>${rect(290, 566, 220, 16, 8, body)}`;
}

function outlinedStroke(d: string, { body, line }: Palette, width: number): string {
  return `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width + 12}"/><path d="${d}" fill="none" stroke="${body}" stroke-width="${width}"/>`;
}

function headphones(p: Palette, look: Look): string {
  const mic = look.gaming
    ? `${outlinedStroke('M230 520Q240 600 330 610', p, 14)}<circle cx="336" cy="610" r="16" fill="${p.body}"/>`
    : '';
  return `${outlinedStroke('M235 430V330a165 165 0 0 1 330 0V430', p, 30)}${mic}<rect x="180" y="370" width="110" height="190" rx="44" fill="${p.body}"/><rect x="510" y="370" width="110" height="190" rx="44" fill="${p.body}"/>${look.gaming ? `<circle cx="565" cy="465" r="26" fill="none" stroke="${look.accent}" stroke-width="8"/>` : ''}`;
}

function earbuds({ body, line }: Palette, look: Look): string {
  // Stems (AirPods-like) or round buds.
  const bud = (cx: number) =>
    look.stem
      ? `<rect x="${cx + (cx < 400 ? 10 : -38)}" y="200" width="28" height="110" rx="14" fill="${body}"/><circle cx="${cx}" cy="190" r="46" fill="${body}"/>`
      : `<circle cx="${cx}" cy="220" r="56" fill="${body}"/><circle cx="${cx}" cy="220" r="22" fill="${line}" fill-opacity=".3" stroke="none"/>`;
  return `<rect x="260" y="330" width="280" height="220" rx="${look.stem ? 80 : 110}" fill="${body}"/><path d="M260 410H540" fill="none"/><circle cx="400" cy="470" r="8" fill="${line}" stroke="none"/>${bud(320)}${bud(480)}`;
}

function mouse({ body, line }: Palette, look: Look): string {
  if (look.flat)
    return `<rect x="270" y="150" width="260" height="430" rx="130" fill="${body}"/><path d="M400 170V300" fill="none" opacity=".4"/>`;
  const shape = look.gaming
    ? 'M400 130C520 130 570 240 560 380S520 590 400 590 250 500 240 380 280 130 400 130Z'
    : 'M400 140C530 140 560 260 560 370S500 580 400 580 240 480 240 370 270 140 400 140Z';
  const thumb = look.ergonomic
    ? `<path d="M240 330Q180 380 220 470L250 450Z" fill="${body}"/>`
    : '';
  const glow = look.gaming
    ? `<path d="M330 520Q400 560 470 520" fill="none" stroke="${look.accent}" stroke-width="10"/><rect x="246" y="300" width="18" height="40" rx="6" fill="${line}"/><rect x="246" y="350" width="18" height="40" rx="6" fill="${line}"/>`
    : '';
  return `${thumb}<path d="${shape}" fill="${body}"/><path d="M400 140V300M252 300Q400 322 548 300" fill="none"/><rect x="386" y="190" width="28" height="64" rx="14" fill="${line}" stroke="none"/>${glow}`;
}

function keyboard({ body, line }: Palette, look: Look): string {
  // Full size with a number pad, tenkeyless, or compact; gaming boards light their keys.
  const w = look.layout === 'full' ? 640 : look.layout === 'tkl' ? 540 : 470;
  const x = r(400 - w / 2);
  const key = look.gaming ? look.accent : keyColor(body);
  const pad = look.layout === 'full' ? keys(x + w - 118, 275, 96, 168, key, 'n') : '';
  const main = look.layout === 'full' ? w - 160 : w - 44;
  return `${rect(x, 245, w, 220, 24, body)}${keys(x + 22, 275, main, 144, key, 'k')}${rect(x + 22 + main * 0.25, 419, main * 0.45, 24, 6, key, ' stroke="none"')}${pad}${look.gaming ? `<path d="M${x + 20} 475H${x + w - 20}" stroke="${look.accent}" stroke-width="6"/>` : `<circle cx="${x + w - 30}" cy="258" r="5" fill="${line}" stroke="none"/>`}`;
}

function charger(p: Palette, look: Look): string {
  if (look.bank)
    return `${outlinedStroke('M400 520C400 600 520 600 600 620', p, 16)}${rect(270, 180, 260, 360, 40, p.body)}${[0, 1, 2, 3].map((i) => `<circle cx="${360 + i * 27}" cy="470" r="7" fill="#4ADE80" stroke="none"/>`).join('')}`;
  return `<rect x="352" y="150" width="22" height="70" rx="5" fill="#A3A8B0"/><rect x="426" y="150" width="22" height="70" rx="5" fill="#A3A8B0"/>${outlinedStroke('M400 440C400 540 520 520 600 580', p, 18)}<rect x="290" y="210" width="220" height="230" rx="40" fill="${p.body}"/><rect x="372" y="320" width="56" height="18" rx="9" fill="${p.line}" stroke="none"/>`;
}

function watch({ body }: Palette, look: Look): string {
  const straps = `<rect x="320" y="100" width="160" height="170" rx="30" fill="${body}"/><rect x="320" y="430" width="160" height="170" rx="30" fill="${body}"/>`;
  if (look.round)
    // A round case with an analogue face.
    return `${straps}<circle cx="400" cy="350" r="130" fill="${body}"/><circle cx="400" cy="350" r="106" fill="${SCREEN}" stroke="none"/><path d="M400 350V276M400 350l50 30" stroke="#fff" stroke-width="10" stroke-linecap="round"/><circle cx="400" cy="350" r="8" fill="${look.accent}" stroke="none"/><rect x="524" y="300" width="18" height="40" rx="8" fill="${body}"/>`;
  return `${straps}<rect x="280" y="230" width="240" height="240" rx="64" fill="${body}"/><rect x="300" y="250" width="200" height="200" rx="50" fill="${SCREEN}" stroke="none"/><rect x="516" y="300" width="18" height="60" rx="8" fill="${body}"/><text x="400" y="368" font-family="${FONT}" font-size="52" font-weight="600" fill="#fff" stroke="none" text-anchor="middle">10:09</text>`;
}

const DRAWINGS: Record<Illustration, (p: Palette, look: Look) => string> = {
  phone,
  tablet,
  laptop,
  tower,
  'mini-pc': miniPc,
  'all-in-one': allInOne,
  monitor,
  'curved-monitor': (p, look) => monitor(p, { ...look, curved: true }),
  headphones,
  earbuds,
  mouse,
  keyboard,
  charger,
  watch,
};

/** The device's shapes, outlined in `line`, for use inside an 800x800 SVG (or scaled into a banner). */
export function drawDevice(
  illustration: Illustration,
  palette: Palette,
  look = DEFAULT_LOOK,
): string {
  return DRAWINGS[illustration](palette, look);
}

/** Keys that stand out from the body: dark on a light body, light on a dark one. */
function keyColor(body: string): string {
  const light = [1, 3, 5].reduce((sum, offset) => sum + channel(body, offset), 0) > 420;
  return light ? '#475569' : '#E2E8F0';
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
