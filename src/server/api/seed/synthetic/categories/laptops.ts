// Synthetic laptops, named the way Vietnamese shops list them: series, model code, processor and
// memory ('Dell Inspiron 15 3530 i5 1335U 16GB'); storage options are the variations.
import { COLORS as C } from '../../colors.ts';
import { codes, line, numbers } from '../model-lines.ts';
import type { BrandModels, CategoryModels, ModelChoice, ModelSpec, Tier } from '../model-types.ts';
import { priceBetween, sizeLadder } from '../prices.ts';
import type { Random } from '../random.ts';
import { twoOf } from '../text.ts';

/** Processor words of names by tier; the Processor field spells them out. */
const CPUS: Record<Tier, string[]> = {
  budget: ['i3 1315U', 'i5 1235U', 'Ryzen 3 7320U', 'Ryzen 5 7520U', 'Core 3 100U'],
  mid: ['i5 1334U', 'i5 13420H', 'Core 5 120U', 'Ryzen 5 7535HS', 'Ryzen 7 7730U', 'Ultra 5 125H'],
  high: [
    'i7 13620H',
    'Core 7 150U',
    'Ultra 7 155H',
    'Ultra 7 256V',
    'Ryzen 7 8845HS',
    'Ryzen AI 7 350',
  ],
  flagship: ['i9 14900HX', 'Ultra 9 275HX', 'Ultra 9 285H', 'Ryzen 9 8945HS', 'Ryzen AI 9 HX 370'],
};
const MEMORY: Record<Tier, string[]> = {
  budget: ['8GB', '16GB'],
  mid: ['8GB', '16GB'],
  high: ['16GB', '32GB'],
  flagship: ['32GB', '64GB'],
};
const configs = (tier: Tier) =>
  CPUS[tier].flatMap((cpu) => MEMORY[tier].map((ram) => `${cpu} ${ram}`));

/** Model codes like '15 3530': screen size, class digit, size digit, generation, 0. */
const sizedCodes = (sizes: string[], classes: string[], generations: string[]) =>
  sizes.flatMap((size) =>
    classes.flatMap((c) => generations.map((g) => `${size} ${c}${size[1]}${g}0`)),
  );

const GENS = numbers(2, 5);

const BRANDS: BrandModels[] = [
  {
    brand: 'Dell',
    code: 'DEL',
    weight: 19,
    label: 'Dell',
    colors: [C.platinum, C.graphite, C.iceBlue, C.black, C.silver],
    lines: [
      line(
        'student',
        'budget',
        'Inspiron ',
        sizedCodes(['14', '15', '16'], ['3'], GENS),
        [''],
        configs('budget'),
      ),
      line(
        'student',
        'mid',
        'Inspiron ',
        sizedCodes(['14', '16'], ['5', '7'], GENS),
        [''],
        configs('mid'),
      ),
      line(
        'business',
        'mid',
        'Vostro ',
        sizedCodes(['14', '15', '16'], ['3', '5'], GENS),
        [''],
        configs('mid'),
      ),
      line(
        'business',
        'high',
        'Latitude ',
        codes(['3', '5', '7'], ['44', '45', '54', '55'], ['0']),
        [''],
        configs('high'),
      ),
      line(
        'business',
        'flagship',
        'XPS ',
        ['13 9340', '14 9440', '16 9640', '13 9350', '14 9450'],
        [''],
        configs('flagship'),
      ),
      line(
        'gaming',
        'high',
        'Gaming G',
        ['15 5530', '15 5535', '16 7630', '15 5540'],
        [''],
        configs('high'),
      ),
      line(
        'gaming',
        'flagship',
        'Alienware ',
        ['m16 R2', 'x16 R2', 'm18 R2', '16 Area-51', '16X Aurora'],
        [''],
        configs('flagship'),
      ),
    ],
  },
  {
    brand: 'HP',
    code: 'HP',
    weight: 19,
    label: 'HP',
    colors: [C.naturalSilver, C.silver, C.black, C.atmosphericBlue, C.paleGrey],
    lines: [
      line(
        'student',
        'budget',
        '15-fd',
        numbers(1, 99, 4).map((n) => `${n}TU`),
        [''],
        configs('budget'),
      ),
      line('student', 'mid', 'Pavilion 15-eg', numbers(3000, 3099), ['TU'], configs('mid')),
      line('student', 'mid', 'Pavilion x360 14-ek', numbers(2000, 2049), ['TU'], configs('mid')),
      line(
        'business',
        'mid',
        'ProBook ',
        codes(['440 G', '450 G', '460 G'], numbers(9, 11)),
        [''],
        configs('mid'),
      ),
      line(
        'business',
        'high',
        'EliteBook ',
        codes(['640 G', '840 G', '860 G'], numbers(10, 12)),
        [''],
        configs('high'),
      ),
      line(
        'business',
        'flagship',
        'OmniBook Ultra ',
        ['14', '14 Flip', '16'],
        [''],
        configs('flagship'),
      ),
      line('gaming', 'high', 'Victus 16-s', numbers(1000, 1099), ['AX', 'TX'], configs('high')),
      line('gaming', 'flagship', 'OMEN 16-wf', numbers(1000, 1049), ['TX'], configs('flagship')),
    ],
  },
  {
    brand: 'Lenovo',
    code: 'LEN',
    weight: 19,
    label: 'Lenovo',
    colors: [C.lunaGrey, C.cosmicBlue, C.cloudGrey, C.black, C.silver],
    lines: [
      line(
        'student',
        'budget',
        'IdeaPad Slim 3 ',
        codes(['14', '15', '16'], ['IRU', 'IAH', 'ABR', 'AMN'], numbers(8, 10)),
        [''],
        configs('budget'),
      ),
      line(
        'student',
        'mid',
        'IdeaPad Slim 5 ',
        codes(['14', '16'], ['IRH', 'IMH', 'AHP', 'ABR'], numbers(8, 10)),
        [''],
        configs('mid'),
      ),
      line(
        'student',
        'high',
        'Yoga Slim 7 ',
        codes(['14', '15'], ['IMH', 'AHP', 'ILL'], numbers(8, 10)),
        [''],
        configs('high'),
      ),
      line(
        'business',
        'mid',
        'ThinkPad E',
        codes(['14', '16'], [' Gen '], numbers(4, 7)),
        [''],
        configs('mid'),
      ),
      line(
        'business',
        'high',
        'ThinkPad T',
        codes(['14', '14s', '16'], [' Gen '], numbers(3, 6)),
        [''],
        configs('high'),
      ),
      line(
        'business',
        'flagship',
        'ThinkPad X1 Carbon Gen ',
        numbers(11, 13),
        [''],
        configs('flagship'),
      ),
      line(
        'gaming',
        'high',
        'LOQ ',
        codes(['15', '16'], ['IRH', 'IAX', 'ARP', 'AHP'], numbers(8, 10)),
        [''],
        configs('high'),
      ),
      line(
        'gaming',
        'flagship',
        'Legion ',
        codes(['5 ', '7 ', 'Pro 5 ', 'Pro 7 '], ['16IRX', '16ARX', '16IAX'], numbers(8, 10)),
        [''],
        configs('flagship'),
      ),
    ],
  },
  {
    brand: 'Asus',
    code: 'ASU',
    weight: 19,
    label: 'Asus',
    colors: [C.coolSilver, C.quietBlue, C.black, C.silver, C.eclipseGray],
    lines: [
      line(
        'student',
        'budget',
        'Vivobook 15 X',
        codes(['1504', '1502', '1505'], ['VA', 'ZA', 'KA']),
        codes(['-NJ', '-BQ'], numbers(10, 59, 3), ['W']),
        configs('budget'),
      ),
      line(
        'student',
        'mid',
        'Vivobook S14 S',
        codes(['3405', '5406', '5506'], ['VA', 'MA', 'SA']),
        codes(['-KM', '-QD'], numbers(10, 49, 3), ['W']),
        configs('mid'),
      ),
      line(
        'business',
        'mid',
        'ExpertBook B',
        ['1402', '1502', '3402', '5404'],
        codes(['CVA-NK', 'CBA-EK'], numbers(100, 199, 4)),
        configs('mid'),
      ),
      line(
        'student',
        'high',
        'Zenbook 14 UX',
        ['3405MA', '3405CA', '3402VA'],
        codes(['-PP', '-PZ'], numbers(10, 99, 3), ['W']),
        configs('high'),
      ),
      line(
        'gaming',
        'high',
        'TUF Gaming F',
        ['15 FX507', '16 FX607', '15 FX506'],
        codes(['VV-LP', 'ZC-HN', 'VU-LP'], numbers(100, 199, 3), ['W']),
        configs('high'),
      ),
      line(
        'gaming',
        'flagship',
        'ROG Strix ',
        ['G16 G614', 'G18 G814', 'Scar 16 G634'],
        codes(['JV-N', 'JZ-N'], numbers(3000, 3099, 4), ['W']),
        configs('flagship'),
      ),
    ],
  },
  {
    brand: 'Acer',
    code: 'ACR',
    weight: 13,
    label: 'Acer',
    colors: [C.steelGray, C.silver, C.black, C.sapphire],
    lines: [
      line(
        'student',
        'budget',
        'Aspire ',
        codes(['3 A315-', 'Lite AL15-', 'Go 15 AG15-'], numbers(41, 59)),
        codes(['-', '-R'], numbers(30, 99, 2)),
        configs('budget'),
      ),
      line(
        'student',
        'mid',
        'Aspire ',
        codes(['5 A514-', '7 A715-', '5 A515-'], numbers(54, 59)),
        codes(['G-'], numbers(50, 99, 2)),
        configs('mid'),
      ),
      line(
        'student',
        'high',
        'Swift Go 14 SFG14-',
        numbers(71, 74),
        codes(['-'], numbers(50, 99, 2)),
        configs('high'),
      ),
      line(
        'business',
        'mid',
        'TravelMate P2 TMP214-',
        numbers(53, 56),
        codes(['-'], numbers(50, 99, 2)),
        configs('mid'),
      ),
      line(
        'gaming',
        'high',
        'Nitro ',
        codes(['V 15 ANV15-', 'V 16 ANV16-', '5 AN515-'], numbers(41, 58)),
        codes(['-'], numbers(50, 99, 2)),
        configs('high'),
      ),
      line(
        'gaming',
        'flagship',
        'Predator Helios ',
        codes(['Neo 16 PHN16-', '16 PH16-', '18 PH18-'], numbers(71, 73)),
        codes(['-'], numbers(70, 99, 2)),
        configs('flagship'),
      ),
    ],
  },
  {
    brand: 'Microsoft',
    code: 'MSF',
    weight: 3,
    label: 'Microsoft',
    colors: [C.platinum, C.sapphire, C.dune, C.black],
    lines: [
      line(
        'business',
        'high',
        'Surface Laptop ',
        ['5 13.5"', '5 15"', '6 13.5"', '6 15"', '7 13.8"', '7 15"'],
        [''],
        configs('high'),
      ),
      line('student', 'mid', 'Surface Laptop Go ', ['2', '3', '4'], [''], configs('mid')),
      line('business', 'flagship', 'Surface Laptop Studio ', ['1', '2'], [''], configs('flagship')),
    ],
  },
  {
    brand: 'Apple',
    code: 'APL',
    weight: 6,
    label: '',
    colors: [C.midnight, C.starlight, C.silver, C.skyBlue, C.spaceBlack, C.spaceGray],
    lines: [
      line(
        'student',
        'high',
        'MacBook Air ',
        codes(['13 ', '15 '], ['M2', 'M3', 'M4', 'M5']),
        [''],
        ['8GB', '16GB', '24GB'],
      ),
      line(
        'business',
        'flagship',
        'MacBook Pro ',
        codes(['14 ', '16 '], ['M3', 'M4', 'M5', 'M3 Pro', 'M4 Pro', 'M4 Max', 'M5 Pro']),
        [''],
        ['16GB', '24GB', '36GB', '48GB'],
      ),
    ],
  },
  {
    brand: 'MSI',
    code: 'MSI',
    weight: 4,
    label: 'MSI',
    colors: [C.black, C.graphite],
    lines: [
      line(
        'gaming',
        'high',
        'Katana 15 B',
        numbers(12, 14),
        codes(['VFK-', 'VGK-'], numbers(100, 499, 3), ['VN']),
        configs('high'),
      ),
      line(
        'gaming',
        'mid',
        'Thin GF63 ',
        ['12UC', '12VE', '12VF'],
        codes(['-'], numbers(600, 999, 3), ['VN']),
        configs('mid'),
      ),
      line(
        'business',
        'mid',
        'Modern 14 C',
        numbers(11, 13),
        codes(['M-'], numbers(200, 499, 3), ['VN']),
        configs('mid'),
      ),
    ],
  },
];

const PRICES: Record<Tier, { base: [number, number]; step: number }> = {
  budget: { base: [9_000_000, 14_000_000], step: 1_500_000 },
  mid: { base: [14_000_000, 22_000_000], step: 2_000_000 },
  high: { base: [22_000_000, 38_000_000], step: 3_000_000 },
  flagship: { base: [38_000_000, 80_000_000], step: 5_000_000 },
};
const STORAGE = ['256GB', '512GB', '1TB', '2TB'];
const INCHES: Record<string, number> = { '13': 13.3, '15': 15.6, '17': 17.3 };
const FALLBACK_INCHES: Record<string, number[]> = {
  student: [14, 15.6, 16],
  business: [13.3, 14, 15.6],
  gaming: [15.6, 16, 17.3],
};

/** 'i5 1335U' -> 'Intel Core i5-1335U', 'Ryzen 7 7730U' -> 'AMD Ryzen 7 7730U', 'M4 Pro' -> 'Apple M4 Pro'. */
function processorName(choice: ModelChoice): string {
  if (choice.brand.brand === 'Apple') return `Apple ${choice.model.replace(/^\d+ /, '')}`;
  const cpu = choice.config.replace(/ \d+GB$/, '');
  if (cpu.startsWith('Ryzen')) return `AMD ${cpu}`;
  if (/^i\d /.test(cpu)) return `Intel Core ${cpu.replace(' ', '-')}`;
  return cpu.startsWith('Core') ? `Intel ${cpu}` : `Intel Core ${cpu}`;
}

/** The screen size the name gives ('Inspiron 15 3530' -> 15.6), or a usual one for the kind. */
function screenSize(choice: ModelChoice, random: Random): number {
  const found = /(?:^|\D)(1[3-8](?:\.\d)?)(?!\d)/.exec(`${choice.line.series}${choice.model}`)?.[1];
  if (found === undefined) return random.pick(FALLBACK_INCHES[choice.line.kind] ?? [14]);
  return INCHES[found] ?? Number(found);
}

function weightFor(screen: number, kind: string, random: Random): number {
  const [min, max] = kind === 'gaming' ? [2.1, 2.9] : screen < 15 ? [1.1, 1.5] : [1.5, 2.1];
  return Number((screen >= 18 ? 3.1 : min + random.next() * (max - min)).toFixed(2));
}

function spec(choice: ModelChoice, random: Random): ModelSpec {
  const { line, name } = choice;
  const processor = processorName(choice);
  const ram = Number(/(\d+)GB$/.exec(choice.config)?.[1] ?? 16);
  const screen = screenSize(choice, random);
  const weight = weightFor(screen, line.kind, random);
  const convertible = /x360|Flip|Yoga|Surface/.test(name);
  const touchscreen = convertible ? random.chance(0.8) : random.chance(0.08);
  const criteria = [
    line.kind === 'gaming' ? 'Gaming' : line.kind === 'business' ? 'Business' : 'Student',
  ];
  if (line.tier === 'budget') criteria.push('Budget');
  else if (line.kind === 'student' && random.chance(0.3)) criteria.push('Business');
  const summaries: Record<string, string[]> = {
    student: [
      `${name} handles study, browsing and video calls with an ${processor} and ${ram}GB of memory.`,
      `A light ${screen}-inch laptop for school and everyday work, at just ${weight} kg.`,
    ],
    business: [
      `A dependable ${screen}-inch business laptop with an ${processor} and ${ram}GB of memory.`,
      `Built for the office: ${name} pairs security features with all-day battery life.`,
    ],
    gaming: [
      `A ${screen}-inch gaming laptop with an ${processor} and a high-refresh display for smooth play.`,
      `${name} runs the latest games with strong cooling and ${ram}GB of memory.`,
    ],
  };
  const details = [
    `It weighs ${weight} kg and slips easily into a backpack.`,
    'A backlit keyboard and a large touchpad make long sessions comfortable.',
    touchscreen
      ? 'The touchscreen works with a pen for notes and sketches.'
      : 'The anti-glare screen stays readable by a bright window.',
    'Wi-Fi 6E and a full set of USB-C and USB-A ports connect everything.',
    'Windows 11 Home comes preinstalled and activated.',
    line.kind === 'gaming'
      ? 'Dual fans and heat pipes keep performance steady in long matches.'
      : 'A 1080p webcam with a privacy shutter keeps video calls sharp.',
  ];
  const price = PRICES[line.tier];
  return {
    fields: {
      'Screen Size': screen,
      Processor: processor,
      RAM: ram,
      Weight: weight,
      Touchscreen: touchscreen,
    },
    criteria,
    summary: random.pick(summaries[line.kind] ?? summaries['student']!),
    details: twoOf(random, details),
    sizes: sizeLadder(
      random,
      STORAGE,
      random.int(1, 3),
      priceBetween(random, ...price.base),
      price.step,
    ),
    colorCount: random.int(1, 4),
  };
}

/** Laptops: about a seventh of the catalogue. */
export const LAPTOPS: CategoryModels = {
  name: 'laptops',
  skuPrefix: 'LP',
  share: 15,
  brands: BRANDS,
  spec,
};
