// What tells one product's drawing from another's, derived from its data alone (brand, name, kind,
// specifications, criteria), so the same product always gets the same picture.
import type { FieldValues, Illustration } from './catalog-types.ts';

export type CameraModule = 'square' | 'column' | 'circle' | 'pill' | 'bar';

export interface Look {
  /** Screen size within its kind's usual range: 0 the smallest, 1 the largest. */
  size: number;
  cameras: number;
  module: CameraModule;
  /** A pill cut-out at the top of the screen (Apple) rather than a punch hole. */
  island: boolean;
  fold?: 'book' | 'flip';
  gaming: boolean;
  /** Lighting colour of gaming gear and watch hands. */
  accent: string;
  numpad: boolean;
  trackpoint: boolean;
  stylus: boolean;
  /** A tablet with a kickstand and keyboard cover. */
  detachable: boolean;
  curved: boolean;
  ultrawide: boolean;
  slim: boolean;
  stem: boolean;
  flat: boolean;
  ergonomic: boolean;
  layout: 'full' | 'tkl' | 'compact';
  bank: boolean;
  round: boolean;
  /** The size shown under the device ('6.9″'), when its kind has one. */
  label?: string;
}

export const DEFAULT_LOOK: Look = {
  size: 0.5,
  cameras: 2,
  module: 'square',
  island: false,
  gaming: false,
  accent: '#22D3EE',
  numpad: false,
  trackpoint: false,
  stylus: false,
  detachable: false,
  curved: false,
  ultrawide: false,
  slim: false,
  stem: true,
  flat: false,
  ergonomic: false,
  layout: 'full',
  bank: false,
  round: false,
};

/** What a look is derived from: a seed product or a generated one. */
export interface LookSubject {
  illustration: Illustration;
  name: string;
  brand: string;
  fields: FieldValues;
  criteria: readonly string[];
}

/** Usual screen sizes (inches) of each kind, smallest and largest. */
const SIZE_RANGE: Partial<Record<Illustration, [number, number]>> = {
  phone: [6, 6.9],
  tablet: [8, 14.6],
  laptop: [13, 16],
  monitor: [22, 34],
  'curved-monitor': [24, 49],
  'all-in-one': [22, 27],
};

const ACCENTS = ['#22D3EE', '#EF4444', '#A3E635', '#C084FC'];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

function numberField(fields: FieldValues, name: string): number | undefined {
  const value = fields[name];
  return typeof value === 'number' ? value : undefined;
}

function cameraCount(name: string, budget: boolean): number {
  if (/ultra/i.test(name)) return 4;
  if (/\bair\b|16e|\bedge\b/i.test(name)) return /edge/i.test(name) ? 2 : 1;
  if (/pro|\+|plus/i.test(name)) return 3;
  return budget ? 1 : 2;
}

function cameraModule(brand: string, name: string): CameraModule {
  const b = brand.toLowerCase();
  if (b === 'apple') return /\bair\b/i.test(name) ? 'bar' : 'square';
  if (b === 'samsung') return 'column';
  if (/ultra|find x|\bx\d{3}/i.test(name)) return 'circle';
  if (b === 'xiaomi' && !/redmi/i.test(name)) return 'square';
  if (/\bgt\b/i.test(name)) return 'square';
  return 'pill';
}

function keyboardLayout(name: string, fields: FieldValues): Look['layout'] {
  if (/tkl|mini|75|60%/i.test(name)) return 'tkl';
  if (/magic|mx keys mini|travel/i.test(name) || (numberField(fields, 'Weight') ?? 1000) < 400)
    return 'compact';
  return 'full';
}

const MONITOR: (keyof Look)[] = ['size', 'ultrawide', 'curved', 'gaming', 'accent'];

/** What each drawing reads of a look (drawings.ts); the rest stays at the default. */
const USES: Record<Illustration, (keyof Look)[]> = {
  phone: ['size', 'fold', 'cameras', 'module', 'island'],
  tablet: ['size', 'detachable', 'stylus'],
  laptop: ['size', 'gaming', 'accent', 'numpad', 'island', 'trackpoint', 'stylus'],
  monitor: MONITOR,
  'curved-monitor': MONITOR,
  tower: ['gaming', 'accent'],
  'mini-pc': ['slim'],
  'all-in-one': ['size'],
  headphones: ['gaming', 'accent'],
  earbuds: ['stem'],
  mouse: ['flat', 'gaming', 'ergonomic', 'accent'],
  keyboard: ['layout', 'gaming', 'accent'],
  charger: ['bank'],
  watch: ['round', 'accent'],
};

/** The look of a product's drawing; the same data always gives the same look. */
export function lookOf(subject: LookSubject): Look {
  const full = derive(subject);
  const look: Look = { ...DEFAULT_LOOK };
  for (const key of USES[subject.illustration]) Object.assign(look, { [key]: full[key] });
  if (!look.gaming && subject.illustration !== 'watch') look.accent = DEFAULT_LOOK.accent;
  return full.label === undefined ? look : { ...look, label: full.label };
}

function derive({ illustration, name, brand, fields, criteria }: LookSubject): Look {
  const range = SIZE_RANGE[illustration];
  const inches = numberField(fields, 'Screen Size');
  const size =
    range && inches !== undefined
      ? Math.min(1, Math.max(0, (inches - range[0]) / (range[1] - range[0])))
      : DEFAULT_LOOK.size;
  const budget = criteria.includes('Budget');
  const gaming =
    criteria.includes('Gaming') ||
    /rtx|radeon rx/i.test(String(fields['Graphics'] ?? '')) ||
    (numberField(fields, 'Refresh Rate') ?? 0) >= 144;
  const apple = brand === 'Apple';
  const resolution = String(fields['Resolution'] ?? '');
  const type = String(fields['Type'] ?? '');
  const fold = /\bfold|find n/i.test(name)
    ? 'book'
    : /\bflip/i.test(name) && illustration === 'phone'
      ? 'flip'
      : undefined;
  return {
    size,
    cameras: cameraCount(name, budget),
    module: cameraModule(brand, name),
    island: apple,
    ...(fold === undefined ? {} : { fold }),
    gaming,
    accent: ACCENTS[hash(brand) % ACCENTS.length]!,
    numpad: illustration === 'laptop' && (inches ?? 0) >= 15.5 && !apple && !/surface/i.test(name),
    trackpoint: /thinkpad/i.test(name),
    stylus: fields['Stylus Support'] === true || /flip|yoga|x360/i.test(name),
    detachable: /surface pro|surface go|keyboard/i.test(name) && illustration === 'tablet',
    curved: fields['Curved'] === true,
    ultrawide:
      /3440|5120|3840x1600|ultrawide/i.test(`${resolution} ${name}`) || (inches ?? 0) >= 34,
    slim: /slim|micro|\bsff\b/i.test(name),
    stem: !/core|\bfe\b|live/i.test(name),
    flat: /magic mouse|pebble/i.test(name),
    ergonomic: /mx master|vertical/i.test(name),
    layout: keyboardLayout(name, fields),
    bank: /power bank/i.test(type),
    round: illustration === 'watch' && !apple,
    ...(inches === undefined ? {} : { label: `${inches}″` }),
  };
}

/**
 * A look that many products share: the kind's usual size and no size caption (camera layout, folds,
 * keyboards, curvature and the rest stay), so a catalogue of any size needs a bounded set of pictures.
 */
export function sharedLook({ label: _label, ...look }: Look): Look {
  return { ...look, size: DEFAULT_LOOK.size };
}

/** A short name of a look, for files shared by every product that looks alike. */
export function lookKey(look: Look): string {
  return hash(JSON.stringify(look)).toString(36);
}
