// Synthetic phones: the mega-menu brands' series with their model numbers and memory, plus a few
// brands Vietnamese shops also carry (Honor, Google, Nothing).
import { COLORS as C } from '../../colors.ts';
import { line, numbers } from '../model-lines.ts';
import type { BrandModels, CategoryModels, ModelChoice, ModelSpec, Tier } from '../model-types.ts';
import { priceBetween, sizeLadder } from '../prices.ts';
import type { Random } from '../random.ts';
import { round, thousands, twoOf } from '../text.ts';

const RAM: Record<Tier, string[]> = {
  budget: ['3GB', '4GB', '6GB', '8GB'],
  mid: ['6GB', '8GB', '12GB'],
  high: ['8GB', '12GB', '16GB'],
  flagship: ['12GB', '16GB'],
};
const TWO_DIGITS = numbers(1, 99, 2);

const BRANDS: BrandModels[] = [
  {
    brand: 'Samsung',
    code: 'SAM',
    weight: 24,
    label: 'Samsung',
    colors: [
      C.titaniumBlack,
      C.titaniumSilverblue,
      C.titaniumGray,
      C.navy,
      C.icyBlue,
      C.mint,
      C.lightGray,
      C.lilac,
      C.black,
      C.lightBlue,
      C.blueShadow,
      C.coralred,
    ],
    lines: [
      line('bar', 'flagship', 'Galaxy S', numbers(20, 29), ['', '+', ' Ultra'], RAM.flagship),
      line('thin', 'flagship', 'Galaxy S', numbers(20, 29), [' Edge'], RAM.flagship),
      line('bar', 'high', 'Galaxy S', numbers(20, 29), [' FE'], RAM.high),
      line(
        'fold',
        'flagship',
        'Galaxy Z Fold',
        numbers(3, 9),
        ['', ' Special Edition'],
        RAM.flagship,
      ),
      line('flip', 'flagship', 'Galaxy Z Flip', numbers(3, 9), ['', ' FE'], RAM.high),
      line(
        'bar',
        'budget',
        'Galaxy A',
        TWO_DIGITS.slice(0, 29),
        ['', 's', 'e', ' 5G', 's 5G', 'e 5G'],
        RAM.budget,
      ),
      line('bar', 'mid', 'Galaxy A', TWO_DIGITS.slice(29), ['', 's', 'e', ' 5G', 's 5G'], RAM.mid),
      line('bar', 'budget', 'Galaxy M', TWO_DIGITS, ['', 's', 'e', ' 5G', 's 5G'], RAM.budget),
      line('bar', 'mid', 'Galaxy F', TWO_DIGITS, ['', 'e', ' 5G', 'e 5G'], RAM.mid),
      line('bar', 'mid', 'Galaxy C', TWO_DIGITS, ['', ' 5G'], RAM.mid),
      line('rugged', 'mid', 'Galaxy XCover', numbers(5, 9), ['', ' Pro'], RAM.mid),
    ],
  },
  {
    brand: 'Apple',
    code: 'APL',
    weight: 18,
    label: '',
    colors: [
      C.black,
      C.white,
      C.cosmicOrange,
      C.deepBlue,
      C.silver,
      C.skyBlue,
      C.lightGold,
      C.lavender,
      C.mistBlue,
      C.sage,
      C.pink,
      C.teal,
      C.ultramarine,
    ],
    lines: [
      line('bar', 'flagship', 'iPhone ', numbers(11, 17), [' Pro', ' Pro Max']),
      line('bar', 'high', 'iPhone ', numbers(11, 17), ['', ' Plus']),
      line('bar', 'mid', 'iPhone ', numbers(11, 17), [' mini', 'e']),
      line('thin', 'flagship', 'iPhone Air', [''], ['', ' 2']),
    ],
  },
  {
    brand: 'Xiaomi',
    code: 'XIA',
    weight: 18,
    label: 'Xiaomi',
    colors: [
      C.black,
      C.gray,
      C.mochaGold,
      C.roseGold,
      C.silverChrome,
      C.midnightBlack,
      C.glacierBlue,
      C.auroraPurple,
      C.moonlightBlue,
      C.mintGreen,
      C.sandyGold,
      C.lakeGreen,
    ],
    lines: [
      line('bar', 'flagship', '', numbers(11, 17), [' Pro', ' Ultra', 'T Pro'], RAM.flagship),
      line('bar', 'high', '', numbers(11, 17), ['', 'T', ' Lite'], RAM.high),
      line(
        'bar',
        'mid',
        'Redmi Note ',
        numbers(9, 19),
        [' Pro', ' Pro+', ' Pro 5G', ' Pro+ 5G'],
        RAM.mid,
      ),
      line('bar', 'budget', 'Redmi Note ', numbers(9, 19), ['', 'S', 'T', ' 5G'], RAM.budget),
      line(
        'bar',
        'budget',
        'Redmi ',
        numbers(9, 19),
        ['', 'A', 'C', 'T', ' 5G', 'C 5G'],
        RAM.budget,
      ),
      line('bar', 'budget', 'Redmi A', numbers(1, 9), ['', '+'], RAM.budget),
      line('bar', 'mid', 'POCO X', numbers(3, 9), ['', ' Pro', ' GT'], RAM.mid),
      line('bar', 'high', 'POCO F', numbers(3, 9), ['', ' Pro', ' Ultra'], RAM.high),
      line('bar', 'budget', 'POCO M', numbers(3, 9), ['', ' Pro', ' 5G'], RAM.budget),
      line('bar', 'budget', 'POCO C', numbers(30, 89), ['', 's'], RAM.budget),
      line('bar', 'high', 'Redmi K', numbers(40, 89), ['', ' Pro', ' Ultra', 'E'], RAM.high),
    ],
  },
  {
    brand: 'OPPO',
    code: 'OPP',
    weight: 14,
    label: 'OPPO',
    colors: [
      C.silkWhite,
      C.titaniumCharcoal,
      C.titaniumGrey,
      C.velvetRed,
      C.cosmicBlack,
      C.mistyWhite,
      C.callaLilyPurple,
      C.forestGreen,
      C.pearlWhite,
      C.lagoonBlue,
      C.opalBlue,
      C.luminousGreen,
      C.sakuraPink,
      C.auroraGreen,
    ],
    lines: [
      line('bar', 'budget', 'A', numbers(1, 99), ['', 's', 'k', 'x', ' 5G', 's 5G'], RAM.budget),
      line('bar', 'mid', 'Reno', numbers(5, 16), ['', ' F', ' 5G', ' F 5G', ' Lite'], RAM.mid),
      line('thin', 'high', 'Reno', numbers(5, 16), [' Pro', ' Pro 5G', ' Pro+ 5G'], RAM.high),
      line('bar', 'flagship', 'Find X', numbers(5, 9), ['', ' Pro', ' Ultra'], RAM.flagship),
      line('fold', 'flagship', 'Find N', numbers(2, 6), [''], RAM.flagship),
      line('flip', 'flagship', 'Find N', numbers(2, 6), [' Flip'], RAM.high),
      line('bar', 'mid', 'F', numbers(11, 39), ['', ' Pro', ' 5G'], RAM.mid),
      line('rugged', 'mid', 'K', numbers(10, 19), ['', 'x', ' 5G'], RAM.mid),
    ],
  },
  {
    brand: 'Vivo',
    code: 'VIV',
    weight: 10,
    label: 'vivo',
    colors: [
      C.phantomBlack,
      C.duneGold,
      C.mistGray,
      C.berryPurple,
      C.peacockGreen,
      C.lotusPurple,
      C.oceanBlue,
      C.glossyBlack,
      C.pearlSilver,
      C.titaniumBlack,
    ],
    lines: [
      line('bar', 'budget', 'Y', numbers(1, 99), ['', 's', 'e', 't', ' 5G', 's 5G'], RAM.budget),
      line(
        'bar',
        'mid',
        'Y',
        numbers(10, 49).map((n) => `${n}0`),
        ['', 's', ' 5G'],
        RAM.mid,
      ),
      line('thin', 'mid', 'V', numbers(20, 69), ['', 'e', ' Lite', ' Lite 5G'], RAM.mid),
      line('bar', 'high', 'V', numbers(20, 69), [' Pro'], RAM.high),
      line(
        'bar',
        'flagship',
        'X',
        ['60', '70', '80', '90', '100', '200', '300'],
        ['', ' Pro', ' Ultra', ' FE'],
        RAM.flagship,
      ),
      line('fold', 'flagship', 'X Fold', numbers(3, 6), ['', '+'], RAM.flagship),
      line('bar', 'mid', 'T', numbers(1, 4), ['', 'x', ' Pro', ' Ultra'], RAM.mid),
    ],
  },
  {
    brand: 'Realme',
    code: 'RLM',
    weight: 10,
    label: 'realme',
    colors: [
      C.diaryWhite,
      C.urbanBlue,
      C.iceSenseBlack,
      C.iceSenseBlue,
      C.velvetGreen,
      C.flowingSilver,
      C.silkPurple,
      C.silkPink,
      C.lightningGold,
      C.stormBlack,
      C.obsidianBlack,
      C.beachGold,
    ],
    lines: [
      line('rugged', 'budget', 'C', numbers(11, 99), ['', 's', 'e', ' 5G'], RAM.budget),
      line('bar', 'budget', 'Note ', numbers(50, 99), ['', 'x', ' 5G'], RAM.budget),
      line('thin', 'mid', '', numbers(9, 16), ['', 'T', ' 5G', ' Pro', ' Pro+'], RAM.mid),
      line('bar', 'high', 'GT ', numbers(5, 9), ['', ' Pro', ' Neo'], RAM.high),
      line('bar', 'mid', 'P', numbers(1, 9), ['', ' Pro', 'x'], RAM.mid),
      line('bar', 'budget', 'Narzo ', numbers(50, 99), ['', 'A', ' Pro', ' 5G'], RAM.budget),
    ],
  },
  {
    brand: 'Honor',
    code: 'HON',
    weight: 3,
    label: 'Honor',
    colors: [C.midnightBlack, C.titaniumSilver, C.forestGreen, C.oceanBlue, C.lilac],
    lines: [
      line('rugged', 'mid', 'X', numbers(5, 9), ['', 'a', 'b', 'c', ' 5G'], RAM.mid),
      line('bar', 'budget', 'Play ', numbers(7, 10), ['', 'T', 'C'], RAM.budget),
      line('thin', 'high', '', ['200', '300', '400'], ['', ' Pro', ' Lite'], RAM.high),
      line('bar', 'flagship', 'Magic', numbers(5, 8), [' Pro', ' Lite'], RAM.flagship),
    ],
  },
  {
    brand: 'Google',
    code: 'GOO',
    weight: 2,
    label: 'Google',
    colors: [C.obsidianBlack, C.pearlWhite, C.mint, C.rose],
    lines: [
      line('bar', 'high', 'Pixel ', numbers(7, 10), ['a', '']),
      line('bar', 'flagship', 'Pixel ', numbers(7, 10), [' Pro', ' Pro XL', ' Pro Fold']),
    ],
  },
  {
    brand: 'Nothing',
    code: 'NTH',
    weight: 1,
    label: 'Nothing',
    colors: [C.black, C.white, C.gray],
    lines: [
      line('bar', 'mid', 'Phone (', numbers(1, 4), [')', 'a)', 'a) Pro'], ['8GB', '12GB']),
      line('bar', 'budget', 'CMF Phone ', numbers(1, 3), ['', ' Pro'], ['6GB', '8GB']),
    ],
  },
];

const CHIPS: Record<Tier, string[]> = {
  budget: [
    'Helio G85',
    'Helio G99',
    'Unisoc T612',
    'Unisoc T7250',
    'Snapdragon 4 Gen 2',
    'Dimensity 6300',
    'Snapdragon 685',
  ],
  mid: [
    'Snapdragon 6 Gen 3',
    'Snapdragon 7s Gen 3',
    'Dimensity 7300',
    'Dimensity 7025-Ultra',
    'Helio G100',
    'Snapdragon 7 Gen 4',
  ],
  high: ['Snapdragon 7+ Gen 3', 'Dimensity 8350', 'Snapdragon 8s Gen 4', 'Dimensity 8400-Ultra'],
  flagship: [
    'Snapdragon 8 Elite',
    'Snapdragon 8 Gen 3',
    'Dimensity 9400',
    'Dimensity 9500',
    'Snapdragon 8 Elite Gen 5',
  ],
};
const BRAND_CHIPS: Record<string, Partial<Record<Tier, string[]>>> = {
  Samsung: {
    mid: ['Exynos 1380', 'Exynos 1480', 'Exynos 1580'],
    high: ['Exynos 2400e', 'Exynos 2500'],
    flagship: ['Snapdragon 8 Elite for Galaxy', 'Exynos 2600'],
  },
  Google: { high: ['Tensor G3', 'Tensor G4'], flagship: ['Tensor G4', 'Tensor G5'] },
};
/** iPhone generation -> its chip, and the Pro models' chip. */
const APPLE_CHIPS: Record<string, [string, string]> = {
  '11': ['A13 Bionic', 'A13 Bionic'],
  '12': ['A14 Bionic', 'A14 Bionic'],
  '13': ['A15 Bionic', 'A15 Bionic'],
  '14': ['A15 Bionic', 'A16 Bionic'],
  '15': ['A16 Bionic', 'A17 Pro'],
  '16': ['A18', 'A18 Pro'],
  '17': ['A19', 'A19 Pro'],
};
const SCREENS: Record<Tier, number[]> = {
  budget: [6.5, 6.56, 6.6, 6.67, 6.7, 6.74, 6.88, 6.9],
  mid: [6.4, 6.5, 6.6, 6.67, 6.7, 6.72, 6.77, 6.78],
  high: [6.1, 6.2, 6.3, 6.36, 6.55, 6.67, 6.7, 6.73],
  flagship: [6.1, 6.3, 6.36, 6.5, 6.73, 6.78, 6.8, 6.82, 6.9],
};
const CAMERAS: Record<Tier, number[]> = {
  budget: [13, 48, 50, 50],
  mid: [50, 50, 64, 108],
  high: [50, 50, 108, 200],
  flagship: [48, 50, 50, 200],
};
const STORAGE: Record<Tier, { ladder: string[]; base: [number, number]; step: number }> = {
  budget: { ladder: ['64GB', '128GB', '256GB'], base: [2_000_000, 5_500_000], step: 700_000 },
  mid: { ladder: ['128GB', '256GB', '512GB'], base: [5_500_000, 12_000_000], step: 1_500_000 },
  high: { ladder: ['128GB', '256GB', '512GB'], base: [12_000_000, 22_000_000], step: 3_000_000 },
  flagship: {
    ladder: ['256GB', '512GB', '1TB', '2TB'],
    base: [22_000_000, 38_000_000],
    step: 6_000_000,
  },
};

function chipFor(choice: ModelChoice, random: Random): string {
  const { brand, line, model } = choice;
  const apple = APPLE_CHIPS[model];
  if (brand.brand === 'Apple')
    return apple === undefined ? 'A19 Pro' : apple[line.tier === 'flagship' ? 1 : 0];
  return random.pick(BRAND_CHIPS[brand.brand]?.[line.tier] ?? CHIPS[line.tier]);
}

function batteryFor(choice: ModelChoice, random: Random): number {
  if (choice.brand.brand === 'Apple') return random.int(3_100, 4_900);
  if (choice.line.kind === 'thin' || choice.line.kind === 'flip') return random.int(39, 46) * 100;
  const tier = choice.line.tier;
  return tier === 'budget' || tier === 'mid'
    ? random.pick([5000, 5000, 5200, 5500, 6000, 6500, 7000])
    : random.int(44, 60) * 100;
}

function is5G(choice: ModelChoice, random: Random): boolean {
  const { brand, line, ending, model } = choice;
  if (brand.brand === 'Apple') return Number(model) >= 12 || model === '';
  if (line.endings.some((e) => e.includes('5G'))) return ending.includes('5G');
  if (line.tier === 'budget') return random.chance(0.25);
  return line.tier !== 'mid' || random.chance(0.8);
}

function screenFor(choice: ModelChoice, random: Random): number {
  if (choice.line.kind === 'fold') return random.pick([7.6, 7.8, 8]);
  if (choice.line.kind === 'flip') return random.pick([6.7, 6.8, 6.9]);
  return random.pick(SCREENS[choice.line.tier]);
}

function tierCriterion(tier: Tier): string {
  return tier === 'budget' ? 'Budget' : tier === 'mid' ? 'Mid-range' : 'High-end';
}

function spec(choice: ModelChoice, random: Random): ModelSpec {
  const { line, name } = choice;
  const screen = screenFor(choice, random);
  const battery = batteryFor(choice, random);
  const chip = chipFor(choice, random);
  const camera =
    choice.brand.brand === 'Apple'
      ? Number(choice.model) >= 14 || choice.model === ''
        ? 48
        : 12
      : random.pick(CAMERAS[line.tier]);
  const fiveG = is5G(choice, random);
  const criteria = [tierCriterion(line.tier)];
  if (battery >= 5_500 || (choice.brand.brand === 'Apple' && battery >= 4_500))
    criteria.push('Long-lasting');
  if (line.kind !== 'bar' && line.kind !== 'rugged') criteria.push('Thin');
  const storage = STORAGE[line.tier];
  const shape = line.kind === 'fold' ? 'foldable' : line.kind === 'flip' ? 'flip phone' : 'phone';
  const summaries = {
    budget: [
      `${name} pairs a big ${screen}-inch screen with a ${thousands(battery)} mAh battery for calls, chat and video all day.`,
      `An affordable ${fiveG ? '5G ' : ''}${shape} with a ${camera} MP camera and a ${thousands(battery)} mAh battery.`,
    ],
    mid: [
      `A ${screen}-inch display, a ${camera} MP main camera and the ${chip} make ${name} a well-rounded choice.`,
      `Smooth everyday speed from the ${chip}, with a battery that lasts well into the evening.`,
    ],
    high: [
      `${name} brings the ${chip}, a ${camera} MP camera and a bright ${screen}-inch display.`,
      `Near-flagship performance for less: the ${chip} and a ${camera} MP camera in a refined ${shape}.`,
    ],
    flagship: [
      `A flagship ${shape} with the ${chip} and a ${camera} MP main camera that shines at night.`,
      `${name} is the top of the range: the ${chip}, a ${screen}-inch screen and pro-grade cameras.`,
    ],
  } satisfies Record<Tier, string[]>;
  const details = [
    `The ${thousands(battery)} mAh battery charges quickly and lasts through a busy day.`,
    fiveG
      ? 'Fast 5G keeps video calls and downloads smooth.'
      : 'Dual SIM 4G works on every carrier in Vietnam.',
    `The ${camera} MP camera takes clear photos in daylight and at night.`,
    `A ${screen}-inch screen leaves plenty of room for video and games.`,
    'IP-rated protection shrugs off rain and dust.',
    'Stereo speakers make videos and calls sound full.',
  ];
  return {
    fields: {
      'Screen Size': round(screen, 2),
      Battery: battery,
      Chip: chip,
      Camera: camera,
      '5G': fiveG,
    },
    criteria,
    summary: random.pick(summaries[line.tier]),
    details: twoOf(random, details),
    sizes: sizeLadder(
      random,
      storage.ladder,
      random.pick([1, 2, 2, 3]),
      priceBetween(random, ...storage.base),
      storage.step,
    ),
    colorCount: random.int(2, 5),
  };
}

/** Phones: about a fifth of a shop's catalogue. */
export const PHONES: CategoryModels = {
  name: 'phones',
  skuPrefix: 'PH',
  share: 22,
  brands: BRANDS,
  spec,
};

/** Every phone model of a brand without its memory word ('Galaxy A57 5G'): what cases are made for. */
export function phoneModels(brandName: string, withBrand = false): string[] {
  const brand = BRANDS.find((candidate) => candidate.brand === brandName);
  if (brand === undefined) return [];
  const prefix = withBrand && brand.label !== '' ? `${brand.label} ` : '';
  return brand.lines.flatMap((l) =>
    l.endings.flatMap((ending) => l.models.map((model) => `${prefix}${l.series}${model}${ending}`)),
  );
}
