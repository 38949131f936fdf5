// Synthetic tablets: iPad, Galaxy Tab, Lenovo Tab, Surface Pro and MatePad ranges, each in Wi-Fi
// and cellular editions; storage options are the variations.
import { COLORS as C } from '../../colors.ts';
import { line, numbers } from '../model-lines.ts';
import type { BrandModels, CategoryModels, ModelChoice, ModelSpec, Tier } from '../model-types.ts';
import { priceBetween, sizeLadder } from '../prices.ts';
import type { Random } from '../random.ts';
import { thousands, twoOf } from '../text.ts';

const CELL = [' Wi-Fi', ' 5G'];
const LTE = [' Wi-Fi', ' LTE'];
/** Every memory word followed by every connection word: '8GB Wi-Fi', '8GB 5G', ... */
const editions = (memory: readonly string[], connections: readonly string[]) =>
  memory.flatMap((m) => connections.map((c) => `${m}${c}`));
const RAM: Record<Tier, string[]> = {
  budget: ['3GB', '4GB', '6GB'],
  mid: ['6GB', '8GB'],
  high: ['8GB', '12GB'],
  flagship: ['12GB', '16GB'],
};

const BRANDS: BrandModels[] = [
  {
    brand: 'Apple',
    code: 'APL',
    weight: 30,
    label: '',
    colors: [C.spaceGray, C.silver, C.starlight, C.blue, C.purple, C.pink, C.yellow, C.spaceBlack],
    lines: [
      line(
        'pro',
        'flagship',
        'iPad Pro ',
        ['11 M4', '13 M4', '11 M5', '13 M5', '11 M2', '12.9 M2'],
        CELL,
      ),
      line(
        'air',
        'high',
        'iPad Air ',
        ['11 M2', '13 M2', '11 M3', '13 M3', '11 M4', '13 M4'],
        CELL,
      ),
      line('mini', 'mid', 'iPad mini ', ['6', 'A17 Pro', '8'], CELL),
      line('basic', 'mid', 'iPad ', ['10', '11 A16', '12'], CELL),
    ],
  },
  {
    brand: 'Samsung',
    code: 'SAM',
    weight: 28,
    label: 'Samsung',
    colors: [C.graphite, C.silver, C.navy, C.mint, C.lavender, C.gray, C.pink],
    lines: [
      line(
        'pro',
        'flagship',
        'Galaxy Tab S',
        numbers(8, 11),
        ['', '+', ' Ultra'],
        editions(RAM.flagship, CELL),
      ),
      line(
        'air',
        'high',
        'Galaxy Tab S',
        numbers(6, 11),
        [' FE', ' FE+', ' Lite'],
        editions(RAM.high, CELL),
      ),
      line(
        'basic',
        'budget',
        'Galaxy Tab A',
        numbers(7, 12),
        ['', '+', ' Lite', ' Kids Edition'],
        editions(RAM.budget, LTE),
      ),
      line(
        'rugged',
        'mid',
        'Galaxy Tab Active',
        numbers(3, 6),
        ['', ' Pro'],
        editions(RAM.mid, CELL),
      ),
    ],
  },
  {
    brand: 'Lenovo',
    code: 'LEN',
    weight: 16,
    label: 'Lenovo',
    colors: [C.lunaGrey, C.cloudGrey, C.sage, C.teal, C.cosmicBlue],
    lines: [
      line(
        'basic',
        'budget',
        'Tab M',
        numbers(7, 12),
        ['', ' HD', ' Plus', ' Gen 2', ' Gen 3'],
        editions(RAM.budget, LTE),
      ),
      line('air', 'mid', 'Tab P', numbers(11, 13), ['', ' Pro', ' Gen 2'], editions(RAM.mid, LTE)),
      line('air', 'mid', 'Idea Tab', ['', ' Pro', ' Plus'], [''], editions(RAM.mid, LTE)),
      line('pro', 'high', 'Yoga Tab ', ['11', '13', 'Plus', 'Pro'], [''], editions(RAM.high, CELL)),
      line(
        'gaming',
        'high',
        'Legion Tab',
        ['', ' Gen 2', ' Gen 3', ' Y700'],
        [''],
        editions(RAM.high, CELL),
      ),
    ],
  },
  {
    brand: 'Microsoft',
    code: 'MSF',
    weight: 6,
    label: 'Microsoft',
    colors: [C.platinum, C.graphite, C.sapphire, C.dune, C.violet, C.ocean],
    lines: [
      line(
        'pro',
        'flagship',
        'Surface Pro ',
        ['9', '10', '11', '12'],
        ['', ' for Business'],
        editions(
          [
            'Snapdragon X Plus 16GB',
            'Snapdragon X Elite 16GB',
            'Core Ultra 5 16GB',
            'Core Ultra 7 32GB',
          ],
          CELL,
        ),
      ),
      line(
        'basic',
        'mid',
        'Surface Go ',
        ['2', '3', '4'],
        ['', ' for Business'],
        ['8GB Wi-Fi', '8GB LTE', '4GB Wi-Fi'],
      ),
    ],
  },
  {
    brand: 'Huawei',
    code: 'HUA',
    weight: 10,
    label: 'Huawei',
    colors: [C.black, C.white, C.paleGrey, C.green, C.purple],
    lines: [
      line(
        'air',
        'mid',
        'MatePad ',
        ['11', '11.5', '11.5 S', 'Air', '12 X'],
        ['', ' PaperMatte Edition'],
        editions(RAM.mid, LTE),
      ),
      line(
        'pro',
        'high',
        'MatePad Pro ',
        ['11', '12.2', '13.2'],
        ['', ' PaperMatte Edition'],
        editions(RAM.high, CELL),
      ),
      line(
        'basic',
        'budget',
        'MatePad SE ',
        ['10.4', '11', '11.5'],
        ['', ' Kids Edition'],
        editions(RAM.budget, LTE),
      ),
    ],
  },
  {
    brand: 'Xiaomi',
    code: 'XIA',
    weight: 8,
    label: 'Xiaomi',
    colors: [C.gray, C.mint, C.blue, C.black],
    lines: [
      line('air', 'high', 'Pad ', numbers(5, 8), ['', ' Pro', ' Mini'], editions(RAM.high, CELL)),
      line(
        'basic',
        'budget',
        'Redmi Pad',
        ['', ' 2', ' SE', ' SE 8.7', ' Pro', ' 2 Pro'],
        [''],
        editions(RAM.budget, LTE),
      ),
    ],
  },
];

const CHIPS: Record<string, Partial<Record<Tier, string[]>>> = {
  Samsung: {
    budget: ['Helio P22T', 'Helio G99', 'Snapdragon 695'],
    mid: ['Exynos 1380', 'Exynos 9810'],
    high: ['Exynos 1380', 'Exynos 1580'],
    flagship: ['Snapdragon 8 Gen 2 for Galaxy', 'Dimensity 9300+', 'Dimensity 9400+'],
  },
  Lenovo: {
    budget: ['Helio G88', 'Helio G85', 'Dimensity 6300'],
    mid: ['Snapdragon 685', 'Dimensity 7300', 'Helio G99'],
    high: ['Snapdragon 8+ Gen 1', 'Dimensity 8300', 'Snapdragon 8 Gen 3'],
  },
  Huawei: {
    budget: ['Snapdragon 680', 'Kirin 710A'],
    mid: ['Snapdragon 7 Gen 1', 'Kirin T90'],
    high: ['Kirin 9000W', 'Kirin T92'],
  },
  Xiaomi: {
    budget: ['Helio G99', 'Snapdragon 680'],
    high: ['Snapdragon 7s Gen 2', 'Snapdragon 8s Gen 3', 'Dimensity 8350'],
  },
};
/** iPad models -> their chips. */
const APPLE_CHIPS: Record<string, string> = {
  '6': 'A15 Bionic',
  'A17 Pro': 'A17 Pro',
  '8': 'A18 Pro',
  '10': 'A14 Bionic',
  '11 A16': 'A16',
  '12': 'A17 Pro',
};
const STORAGE: Record<Tier, { ladder: string[]; base: [number, number]; step: number }> = {
  budget: { ladder: ['32GB', '64GB', '128GB'], base: [2_500_000, 6_000_000], step: 800_000 },
  mid: { ladder: ['64GB', '128GB', '256GB'], base: [6_000_000, 14_000_000], step: 2_000_000 },
  high: { ladder: ['128GB', '256GB', '512GB'], base: [14_000_000, 24_000_000], step: 3_000_000 },
  flagship: {
    ladder: ['256GB', '512GB', '1TB', '2TB'],
    base: [22_000_000, 42_000_000],
    step: 6_000_000,
  },
};
const SCREENS: Record<Tier, number[]> = {
  budget: [8.7, 10.1, 10.4, 11],
  mid: [10.9, 11, 11.5, 12.1],
  high: [10.9, 11, 12.4, 12.7],
  flagship: [11, 12.4, 13, 14.6],
};

function chipFor(choice: ModelChoice, random: Random): string {
  const { brand, line, model, config } = choice;
  if (brand.brand === 'Apple') return /M\d/.exec(model)?.[0] ?? APPLE_CHIPS[model] ?? 'A16';
  if (brand.brand === 'Microsoft') {
    const cpu = config.replace(/ \d+GB.*$/, '');
    return cpu.startsWith('Core')
      ? `Intel ${cpu}`
      : cpu.startsWith('Snapdragon')
        ? cpu
        : 'Intel Pentium Gold 8505';
  }
  return random.pick(CHIPS[brand.brand]?.[line.tier] ?? CHIPS['Samsung']![line.tier]!);
}

/**
 * The size a model names ('13 M4' -> 13, '11.5 S' -> 11.5, '12.2' -> 12.2), or a usual one for
 * the tier: a lone whole number ('Galaxy Tab S9', 'Pad 8') is a generation, not a size.
 */
function screenFor(choice: ModelChoice, random: Random): number {
  if (choice.line.kind === 'mini') return 8.3;
  const match = /^(\d{1,2})(?= )|^(\d{1,2}\.\d)(?: |$)/.exec(choice.model);
  return match === null ? random.pick(SCREENS[choice.line.tier]) : Number(match[1] ?? match[2]);
}

function spec(choice: ModelChoice, random: Random): ModelSpec {
  const { line, name } = choice;
  const screen = screenFor(choice, random);
  const chip = chipFor(choice, random);
  const battery = Math.round((screen * 760 + random.int(-400, 400)) / 10) * 10;
  const cellular = /\b(5G|LTE)\b/.test(name);
  const stylus = line.tier === 'high' || line.tier === 'flagship' || random.chance(0.35);
  const criteria = [
    line.tier === 'budget' ? 'Budget' : line.tier === 'mid' ? 'Mid-range' : 'High-end',
  ];
  const summaries: Record<Tier, string[]> = {
    budget: [
      `${name} is an easy first tablet for video, reading and online classes, with a ${screen}-inch screen.`,
      `A ${screen}-inch family tablet with a ${thousands(battery)} mAh battery for long trips.`,
    ],
    mid: [
      `A ${screen}-inch tablet with the ${chip} for streaming, study and light creative work.`,
      `${name} balances a sharp ${screen}-inch display with a battery that lasts for days of reading.`,
    ],
    high: [
      `${name} pairs the ${chip} with a bright ${screen}-inch display for notes, sketches and films.`,
      `A slim ${screen}-inch tablet with the ${chip}, fast enough to replace a laptop on the go.`,
    ],
    flagship: [
      `The most capable tablet of its range: the ${chip} and a ${screen}-inch pro display.`,
      `${name} brings the ${chip} to a thin ${screen}-inch body for drawing, editing and work.`,
    ],
  };
  const details = [
    stylus
      ? 'It works with a stylus for handwritten notes and drawing.'
      : 'Quad speakers fill the room for films and music.',
    cellular
      ? 'A SIM slot keeps it online anywhere, without a hotspot.'
      : 'Wi-Fi 6 keeps streaming smooth at home and on campus.',
    `The ${thousands(battery)} mAh battery lasts a full day of classes or meetings.`,
    'A keyboard cover turns it into a compact workstation.',
    'Kids mode and parental controls make it easy to share with the family.',
  ];
  const storage = STORAGE[line.tier];
  const base = priceBetween(random, ...storage.base) + (cellular ? 3_000_000 : 0);
  return {
    fields: {
      'Screen Size': screen,
      Chip: chip,
      Battery: battery,
      'Stylus Support': stylus,
      Cellular: cellular,
    },
    criteria,
    summary: random.pick(summaries[line.tier]),
    details: twoOf(random, details),
    sizes: sizeLadder(random, storage.ladder, random.int(1, 3), base, storage.step),
    colorCount: random.int(1, 4),
  };
}

/** Tablets: fewer models than phones, in more editions. */
export const TABLETS: CategoryModels = {
  name: 'tablets',
  skuPrefix: 'TB',
  share: 6,
  brands: BRANDS,
  spec,
};
