// Synthetic monitors: each brand's ranges with model codes that carry the screen size
// ('Dell UltraSharp U2725QE' is 27 inches), the way makers number them.
import { COLORS as C } from '../../colors.ts';
import { codes, line, numbers } from '../model-lines.ts';
import type { BrandModels, CategoryModels, ModelChoice, ModelSpec, Tier } from '../model-types.ts';
import { priceBetween } from '../prices.ts';
import type { Random } from '../random.ts';
import { twoOf } from '../text.ts';

const UHD = '3840 x 2160';
const QHD = '2560 x 1440';
const FHD = '1920 x 1080';
const WQHD = '3440 x 1440';
const DQHD = '5120 x 1440';
const YEARS = ['23', '24', '25', '26'];

const BRANDS: BrandModels[] = [
  {
    brand: 'Samsung',
    code: 'SAM',
    weight: 24,
    label: 'Samsung',
    colors: [C.black, C.white, C.silver, C.warmWhite, C.daylightBlue],
    lines: [
      line(
        'office',
        'budget',
        'Essential S3 LS',
        ['22', '24', '27'],
        codes(['C', 'D'], numbers(310, 339), ['EAEXXV']),
      ),
      line(
        'creator',
        'high',
        'ViewFinity S',
        ['27', '32'],
        codes(['C', 'D'], numbers(600, 899), ['UEEXXV']),
      ),
      line(
        'gaming',
        'mid',
        'Odyssey G5 LS',
        ['27', '32'],
        codes(['CG', 'DG'], numbers(510, 559), ['EEXXV']),
      ),
      line(
        'gaming',
        'high',
        'Odyssey G7 LS',
        ['27', '28', '32'],
        codes(['CG', 'DG'], numbers(700, 759), ['EEXXV']),
      ),
      line(
        'gaming',
        'flagship',
        'Odyssey OLED G8 LS',
        ['27', '32'],
        codes(['DG', 'FG'], numbers(800, 839), ['SEXXV']),
      ),
      line(
        'ultrawide',
        'flagship',
        'Odyssey OLED G9 LS',
        ['49'],
        codes(['CG', 'DG'], numbers(930, 959), ['SEXXV']),
      ),
      line(
        'curved',
        'budget',
        'Essential S3 Curved LS',
        ['24', '27'],
        codes(['C', 'D'], numbers(360, 389), ['EAEXXV']),
      ),
    ],
  },
  {
    brand: 'LG',
    code: 'LG',
    weight: 22,
    label: 'LG',
    colors: [C.black, C.white, C.silver],
    lines: [
      line(
        'office',
        'budget',
        '',
        ['22', '24', '27'],
        codes(['MR', 'MS', 'MP'], numbers(400, 599), ['-B']),
      ),
      line(
        'gaming',
        'mid',
        'UltraGear ',
        ['24', '27', '32'],
        codes(['GS', 'GR', 'GQ'], numbers(50, 79), ['-B', 'Q-B']),
      ),
      line(
        'gaming',
        'flagship',
        'UltraGear OLED ',
        ['27', '32', '39', '45'],
        codes(['GX', 'GS'], numbers(790, 959), ['A-B']),
      ),
      line(
        'creator',
        'high',
        'UltraFine ',
        ['27', '32'],
        codes(['US', 'UQ', 'UP'], numbers(550, 599), ['-W', '-B']),
      ),
      line(
        'ultrawide',
        'high',
        'UltraWide ',
        ['34', '38', '40'],
        codes(['WQ', 'WR', 'WP'], numbers(60, 99), ['C-B']),
      ),
    ],
  },
  {
    brand: 'Dell',
    code: 'DEL',
    weight: 20,
    label: 'Dell',
    colors: [C.black, C.silver, C.white],
    lines: [
      line('office', 'budget', 'SE', ['22', '24', '27'], codes(YEARS, ['H', 'HS', 'HM'])),
      line(
        'office',
        'mid',
        'P',
        ['22', '24', '27', '32'],
        codes(YEARS, ['H', 'HE', 'D', 'DE', 'Q']),
      ),
      line(
        'creator',
        'high',
        'UltraSharp U',
        ['24', '27', '32'],
        codes(YEARS, ['QE', 'HE', 'DE', 'Q']),
      ),
      line('gaming', 'mid', 'G', ['24', '27', '32'], codes(YEARS, ['D', 'F', 'QF'])),
      line(
        'gaming',
        'flagship',
        'Alienware AW',
        ['25', '27', '32'],
        codes(YEARS, ['DF', 'QF', 'DW']),
      ),
      line('curved', 'mid', 'S', ['24', '27', '32', '34'], codes(YEARS, ['DC', 'DGF', 'WC'])),
      line('office', 'budget', 'S', ['24', '27'], codes(YEARS, ['H', 'HS', 'DS', 'QS'])),
    ],
  },
  {
    brand: 'Acer',
    code: 'ACR',
    weight: 14,
    label: 'Acer',
    colors: [C.black, C.steelGray],
    lines: [
      line(
        'office',
        'budget',
        'KA',
        ['22', '24', '27'],
        codes(['0', '1', '2'], ['Q', 'Y', 'HQ'], [' E', ' H', ' G0']),
      ),
      line(
        'office',
        'budget',
        'SA',
        ['22', '24', '27'],
        codes(['0', '1', '2'], ['Y', 'QY'], [' E', ' H', ' G0']),
      ),
      line(
        'gaming',
        'mid',
        'Nitro VG',
        ['24', '27', '32'],
        codes(['0', '1'], ['', 'Q', 'U'], [' S3', ' M3', ' E3']),
      ),
      line(
        'gaming',
        'high',
        'Nitro XV',
        ['27', '32'],
        codes(['0', '2', '5'], ['K', 'QF', 'U'], [' P3', ' V3', ' X']),
      ),
      line(
        'curved',
        'budget',
        'Nitro ED',
        ['24', '27', '32'],
        codes(['0', '1'], ['R', 'QR'], [' S3', ' P2', ' X']),
      ),
      line(
        'gaming',
        'flagship',
        'Predator X',
        ['27', '32', '34'],
        codes(['', 'U', 'V'], [' X', ' F3', ' OLED']),
      ),
    ],
  },
  {
    brand: 'BenQ',
    code: 'BNQ',
    weight: 12,
    label: 'BenQ',
    colors: [C.black, C.white, C.gray],
    lines: [
      line('office', 'budget', 'GW', ['24', '27'], codes(['80', '90', '86', '91'], ['', 'T', 'E'])),
      line('office', 'mid', 'EW', ['24', '27', '32'], codes(['80', '90'], ['U', 'Q', 'R'])),
      line(
        'creator',
        'high',
        'PD',
        ['25', '27', '32'],
        codes(['00', '05', '06', '25'], ['U', 'Q', 'UE']),
      ),
      line(
        'gaming',
        'high',
        'MOBIUZ EX',
        ['24', '27', '32'],
        codes(['10', '21', '31', '80'], ['Q', 'U', 'UX', 'S']),
      ),
      line(
        'gaming',
        'high',
        'ZOWIE XL',
        ['24', '25'],
        codes(['11', '40', '46', '86'], ['K', 'X', 'X+']),
      ),
    ],
  },
  {
    brand: 'Asus',
    code: 'ASU',
    weight: 5,
    label: 'Asus',
    colors: [C.black],
    lines: [
      line(
        'gaming',
        'mid',
        'TUF Gaming VG',
        ['24', '27', '32'],
        codes(['9', '8'], ['Q', 'QM', 'Q1A']),
      ),
      line(
        'creator',
        'high',
        'ProArt PA',
        ['24', '27', '32'],
        codes(['8', '9'], ['CV', 'QV', 'UCR']),
      ),
      line(
        'gaming',
        'flagship',
        'ROG Swift PG',
        ['27', '32'],
        codes(['A', 'U', 'UC'], ['QDM', 'CDP', 'QN']),
      ),
    ],
  },
];

/** Inches named by a model's size digits ('25' is the 24.5-inch class). */
const INCHES: Record<string, number> = { '25': 24.5, '22': 21.5, '28': 28, '39': 39, '45': 44.5 };

function resolutionFor(kind: string, size: number, tier: Tier, random: Random): string {
  if (kind === 'ultrawide')
    return size >= 49 ? DQHD : random.pick([WQHD, size >= 38 ? '3840 x 1600' : WQHD]);
  if (kind === 'creator') return size >= 27 ? UHD : QHD;
  if (size < 24) return FHD;
  if (tier === 'budget') return size >= 27 && random.chance(0.3) ? QHD : FHD;
  if (tier === 'flagship') return size >= 32 ? UHD : QHD;
  return size >= 32 ? random.pick([QHD, UHD]) : random.pick([FHD, QHD]);
}

function refreshFor(kind: string, tier: Tier, random: Random): number {
  if (kind === 'gaming')
    return random.pick(tier === 'flagship' ? [240, 280, 360, 480] : [144, 165, 180, 240]);
  if (kind === 'ultrawide') return random.pick([100, 144, 165, 240]);
  if (kind === 'curved') return random.pick([75, 100, 120, 165, 180]);
  return random.pick(kind === 'creator' ? [60, 60, 120] : [60, 75, 100, 120]);
}

function panelFor(kind: string, tier: Tier, random: Random): string {
  if (tier === 'flagship') return random.pick(['OLED', 'QD-OLED', 'Fast IPS']);
  if (kind === 'curved' || kind === 'ultrawide') return random.pick(['VA', 'VA', 'IPS']);
  return random.pick(kind === 'gaming' ? ['Fast IPS', 'IPS', 'VA', 'TN'] : ['IPS', 'IPS', 'VA']);
}

const PRICES: Record<Tier, [number, number]> = {
  budget: [1_800_000, 3_500_000],
  mid: [3_500_000, 8_000_000],
  high: [8_000_000, 20_000_000],
  flagship: [18_000_000, 45_000_000],
};

function spec(choice: ModelChoice, random: Random): ModelSpec {
  const { line, name } = choice;
  const size = INCHES[choice.model] ?? Number(choice.model);
  const resolution = resolutionFor(line.kind, size, line.tier, random);
  const refresh = refreshFor(line.kind, line.tier, random);
  const panel = panelFor(line.kind, line.tier, random);
  const curved =
    line.kind === 'curved' || line.kind === 'ultrawide' || (panel === 'VA' && random.chance(0.3));
  const price =
    priceBetween(random, ...PRICES[line.tier]) +
    (resolution === UHD && line.tier !== 'flagship' ? 2_000_000 : 0);
  const criteria: string[] = [];
  if (resolution === UHD) criteria.push('4K');
  if (curved) criteria.push('Curved');
  if (refresh >= 144) criteria.push('Gaming');
  if (price < 4_000_000) criteria.push('Budget');
  const summaries: Record<string, string[]> = {
    office: [
      `A ${size}-inch ${panel} monitor with slim bezels for office work and study.`,
      `${name} gives a home office a sharp ${size}-inch screen that is easy on the eyes.`,
    ],
    creator: [
      `A colour-accurate ${size}-inch ${panel} display for photo, video and design work.`,
      `${name} shows fine detail at ${resolution} with factory-calibrated colour.`,
    ],
    gaming: [
      `A ${size}-inch ${refresh} Hz gaming monitor with a fast ${panel} panel.`,
      `${name} keeps fast games smooth and sharp at ${refresh} Hz.`,
    ],
    ultrawide: [
      `An immersive ${size}-inch curved ultrawide for racing games, timelines and spreadsheets.`,
      `${name} replaces two monitors with one seamless ${resolution} screen.`,
    ],
    curved: [
      `A ${size}-inch curved monitor that wraps the picture around you.`,
      `${name} brings an immersive curve and ${refresh} Hz to an everyday budget.`,
    ],
  };
  const details = [
    'Flicker-free backlighting and a low blue light mode reduce eye strain.',
    'The stand tilts and the VESA mount fits any monitor arm.',
    `HDMI and DisplayPort inputs connect a PC and a console at the same time.`,
    refresh >= 144
      ? 'Adaptive sync removes tearing in fast games.'
      : 'Built-in speakers cover video calls without extra cables.',
    resolution === UHD
      ? 'Text stays crisp at 4K resolution, even in small fonts.'
      : 'Thin bezels make dual-monitor setups look seamless.',
  ];
  return {
    fields: {
      'Screen Size': size,
      Resolution: resolution,
      'Refresh Rate': refresh,
      Panel: panel,
      Curved: curved,
    },
    criteria,
    summary: random.pick(summaries[line.kind]!),
    details: twoOf(random, details),
    price,
    colorCount: random.int(1, 3),
  };
}

/** Monitors: a small share of an electronics chain. */
export const SCREENS: CategoryModels = {
  name: 'screens',
  skuPrefix: 'SC',
  share: 6,
  brands: BRANDS,
  spec,
};
