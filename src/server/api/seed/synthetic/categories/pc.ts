// Synthetic desktops: business towers and mini PCs, all-in-ones and gaming towers, named with their
// processor (and graphics card for gaming); memory and storage configurations are the variations.
import { COLORS as C } from '../../colors.ts';
import { codes, line, numbers } from '../model-lines.ts';
import type { BrandModels, CategoryModels, ModelChoice, ModelSpec, Tier } from '../model-types.ts';
import { priceBetween, sizeLadder } from '../prices.ts';
import type { Random } from '../random.ts';
import { twoOf } from '../text.ts';

/** Desktop processors by tier. */
const DESKTOP: Record<Tier, string[]> = {
  budget: ['i3 12100', 'i3 13100', 'i3 14100', 'Ryzen 3 5300G'],
  mid: ['i5 12400', 'i5 13400', 'i5 14400', 'i5 14500', 'Ryzen 5 5600G', 'Ultra 5 225'],
  high: ['i7 13700', 'i7 14700', 'Ryzen 7 7700', 'Ultra 7 265'],
  flagship: ['i9 14900K', 'Ultra 9 285K', 'Ryzen 9 9950X'],
};
/** Low-power processors of mini PCs and all-in-ones. */
const MOBILE = [
  'N100',
  'i3 1215U',
  'i5 1235U',
  'i5 13500T',
  'Core 5 120U',
  'Ultra 5 125H',
  'Ultra 7 155H',
  'Ryzen 5 7430U',
];
const GAMING_CPUS = [
  'i5 14400F',
  'i7 14700F',
  'Ryzen 5 7500F',
  'Ryzen 7 7800X3D',
  'Ultra 7 265KF',
  'i9 14900KF',
];
const GPUS = [
  'RTX 3050',
  'RTX 4060',
  'RTX 4060 Ti',
  'RTX 5060',
  'RTX 5070',
  'RTX 5070 Ti',
  'RTX 5080',
  'RX 7600',
];
const GAMING = GAMING_CPUS.flatMap((cpu) => GPUS.map((gpu) => `${cpu} ${gpu}`));

const BRANDS: BrandModels[] = [
  {
    brand: 'Dell',
    code: 'DEL',
    weight: 22,
    label: 'Dell',
    colors: [C.black, C.silver, C.white],
    lines: [
      line(
        'Tower',
        'mid',
        'OptiPlex ',
        codes(['3', '5', '7'], ['000', '010', '020', '030']),
        [' SFF', ' MT', ' Tower'],
        DESKTOP.mid,
      ),
      line(
        'Mini',
        'mid',
        'OptiPlex ',
        codes(['3', '5', '7'], ['000', '010', '020', '030']),
        [' Micro'],
        MOBILE,
      ),
      line(
        'Tower',
        'budget',
        'Vostro ',
        ['3020', '3030', '3710', '3910'],
        [' MT', ' SFF'],
        DESKTOP.budget,
      ),
      line(
        'Tower',
        'budget',
        'Inspiron ',
        ['3020', '3030', '3910'],
        [' Desktop', ' Small Desktop'],
        DESKTOP.budget,
      ),
      line(
        'All-in-One',
        'mid',
        'Inspiron ',
        ['24 5420', '27 7720', '24 5430', '27 7730'],
        [' All-in-One'],
        MOBILE,
      ),
      line(
        'All-in-One',
        'high',
        'OptiPlex All-in-One ',
        ['7410', '7420', '5420'],
        ['', ' Plus'],
        MOBILE,
      ),
      line('Gaming', 'flagship', 'Alienware Aurora R', numbers(15, 17), [''], GAMING),
      line('Gaming', 'high', 'XPS Desktop ', ['8950', '8960'], [''], GAMING),
    ],
  },
  {
    brand: 'HP',
    code: 'HP',
    weight: 22,
    label: 'HP',
    colors: [C.black, C.silver, C.white, C.naturalSilver],
    lines: [
      line(
        'Tower',
        'mid',
        'ProDesk ',
        codes(['400 G', '600 G'], numbers(7, 9)),
        [' SFF', ' MT'],
        DESKTOP.mid,
      ),
      line('Mini', 'mid', 'ProDesk ', codes(['400 G', '600 G'], numbers(7, 9)), [' Mini'], MOBILE),
      line('Tower', 'high', 'EliteDesk 800 G', numbers(6, 9), [' SFF', ' Tower'], DESKTOP.high),
      line('Tower', 'budget', 'Pro Tower ', ['280 G9', '290 G9', '400 G9'], [''], DESKTOP.budget),
      line('Tower', 'budget', 'Pavilion TP01-', numbers(3000, 3049), ['d'], DESKTOP.budget),
      line(
        'All-in-One',
        'mid',
        'All-in-One ',
        codes(['24-cr', '27-cr'], numbers(0, 59, 4)),
        ['d'],
        MOBILE,
      ),
      line('All-in-One', 'high', 'EliteOne 800 G', numbers(6, 9), [' 24', ' 27'], MOBILE),
      line('Gaming', 'high', 'Victus 15L TG02-', numbers(1000, 1029), [''], GAMING),
      line(
        'Gaming',
        'flagship',
        'OMEN ',
        ['25L GT15', '35L GT16', '40L GT21', '45L GT22'],
        [''],
        GAMING,
      ),
    ],
  },
  {
    brand: 'Lenovo',
    code: 'LEN',
    weight: 20,
    label: 'Lenovo',
    colors: [C.black, C.cloudGrey, C.white],
    lines: [
      line(
        'Tower',
        'mid',
        'ThinkCentre neo ',
        ['50s', '50t', '70s', '70t'],
        [' Gen 4', ' Gen 5'],
        DESKTOP.mid,
      ),
      line('Mini', 'mid', 'ThinkCentre neo ', ['50q', '70q'], [' Gen 4', ' Gen 5'], MOBILE),
      line(
        'Tower',
        'high',
        'ThinkCentre M',
        ['70s', '70t', '80s', '80t', '90s', '90t'],
        [' Gen 3', ' Gen 4', ' Gen 5'],
        DESKTOP.high,
      ),
      line(
        'Mini',
        'high',
        'ThinkCentre M',
        ['70q', '75q', '80q', '90q'],
        [' Gen 3', ' Gen 4', ' Gen 5'],
        MOBILE,
      ),
      line(
        'Tower',
        'budget',
        'IdeaCentre ',
        ['3 07IRB8', '5 14IRB9', '3 07ACH7', '5 14IAB7'],
        [''],
        DESKTOP.budget,
      ),
      line(
        'All-in-One',
        'mid',
        'IdeaCentre AIO ',
        ['3 24IAP7', '3 27IAP7', '24IRH9', '27IRH9', '24ARR9'],
        [''],
        MOBILE,
      ),
      line(
        'All-in-One',
        'mid',
        'ThinkCentre neo 30a ',
        ['22', '24', '27'],
        [' Gen 3', ' Gen 4'],
        MOBILE,
      ),
      line(
        'Gaming',
        'flagship',
        'Legion Tower ',
        ['5 Gen 8', '5i Gen 8', '7i Gen 8', '5 Gen 10', '7i Gen 10'],
        [''],
        GAMING,
      ),
      line('Gaming', 'high', 'LOQ Tower ', ['17IRB8', '17IRR9', '17ARR9'], [''], GAMING),
    ],
  },
  {
    brand: 'Asus',
    code: 'ASU',
    weight: 16,
    label: 'Asus',
    colors: [C.black, C.white, C.silver],
    lines: [
      line(
        'Tower',
        'mid',
        'ExpertCenter D',
        ['500SE', '500SF', '700SE', '700SF', '900SF', '500SD'],
        [''],
        DESKTOP.mid,
      ),
      line('Mini', 'mid', 'ExpertCenter PN', ['42', '53', '64', '65'], [''], MOBILE),
      line('Mini', 'high', 'NUC ', ['13 Pro', '14 Pro', '14 Pro+', '15 Pro'], ['', ' Kit'], MOBILE),
      line(
        'All-in-One',
        'mid',
        'Zen AiO ',
        ['22 A5200', '24 A5402', '27 A5702'],
        ['WHA', 'WVA'],
        MOBILE,
      ),
      line('All-in-One', 'budget', 'V', ['440', '470', '241', '222'], ['VA', 'VAK', 'IA'], MOBILE),
      line('Tower', 'budget', 'S500', ['SD', 'SE', 'TE'], [''], DESKTOP.budget),
      line('Gaming', 'flagship', 'ROG Strix G', ['13CH', '16CH', '15CH', '35CA'], [''], GAMING),
      line('Gaming', 'high', 'TUF Gaming GT', ['301', '302', '502'], [''], GAMING),
    ],
  },
  {
    brand: 'Acer',
    code: 'ACR',
    weight: 14,
    label: 'Acer',
    colors: [C.black, C.silver, C.steelGray],
    lines: [
      line(
        'Tower',
        'budget',
        'Aspire TC-',
        ['1660', '1750', '1760', '1770', '1780'],
        [''],
        DESKTOP.budget,
      ),
      line('Tower', 'mid', 'Aspire XC-', ['1660', '1760', '1780', '1790'], [''], DESKTOP.mid),
      line('Tower', 'mid', 'Veriton X', ['2690G', '4690G', '4710G', '6690G'], [''], DESKTOP.mid),
      line('Mini', 'mid', 'Veriton N', ['4690GT', '4710GT', '2590G'], [''], MOBILE),
      line(
        'All-in-One',
        'mid',
        'Aspire C',
        ['24-1800', '24-1851', '27-1800', '27-1851'],
        [''],
        MOBILE,
      ),
      line('All-in-One', 'budget', 'Veriton Z', ['2594G', '4694G', '4697G'], [''], MOBILE),
      line('Gaming', 'high', 'Nitro N50-', ['640', '650', '656'], [''], GAMING),
      line('Gaming', 'flagship', 'Predator Orion ', ['3000', '5000', '7000'], [''], GAMING),
    ],
  },
  {
    brand: 'MSI',
    code: 'MSI',
    weight: 3,
    label: 'MSI',
    colors: [C.black],
    lines: [
      line('Gaming', 'high', 'MAG Infinite S3 ', ['14NUC5', '14NUD7', '14SH'], [''], GAMING),
      line('Gaming', 'high', 'Codex R2 ', ['B14NUC7', 'B14NUD7'], [''], GAMING),
      line('Mini', 'mid', 'PRO DP21 ', ['13M', '14M'], [''], MOBILE),
    ],
  },
  {
    brand: 'Apple',
    code: 'APL',
    weight: 3,
    label: '',
    colors: [C.silver, C.blue, C.green, C.pink, C.yellow, C.purple],
    lines: [
      line(
        'Mini',
        'high',
        'Mac mini ',
        ['M2', 'M2 Pro', 'M4', 'M4 Pro'],
        [''],
        ['16GB', '24GB', '32GB'],
      ),
      line(
        'All-in-One',
        'high',
        'iMac 24" ',
        ['M3', 'M4'],
        [' 8-core GPU', ' 10-core GPU'],
        ['16GB', '24GB', '32GB'],
      ),
      line(
        'Mini',
        'flagship',
        'Mac Studio ',
        ['M2 Max', 'M4 Max', 'M3 Ultra'],
        [''],
        ['36GB', '64GB', '96GB'],
      ),
    ],
  },
];

const CONFIGS: Record<Tier, string[]> = {
  budget: ['4GB/256GB', '8GB/256GB', '8GB/512GB', '16GB/512GB'],
  mid: ['8GB/256GB', '8GB/512GB', '16GB/512GB', '16GB/1TB'],
  high: ['16GB/512GB', '16GB/1TB', '32GB/1TB'],
  flagship: ['32GB/1TB', '32GB/2TB', '64GB/2TB'],
};
const APPLE_STORAGE = ['256GB', '512GB', '1TB', '2TB'];
const PRICES: Record<Tier, { base: [number, number]; step: number }> = {
  budget: { base: [7_000_000, 12_000_000], step: 1_500_000 },
  mid: { base: [11_000_000, 20_000_000], step: 2_500_000 },
  high: { base: [18_000_000, 35_000_000], step: 4_000_000 },
  flagship: { base: [40_000_000, 110_000_000], step: 9_000_000 },
};
const BODIES = ['#2B2F36', '#26272A', '#C9CBCF'];

/** '16GB' -> 16, '1TB' -> 1024. */
const gigabytes = (size: string) =>
  size.endsWith('TB') ? 1024 * Number(size.slice(0, -2)) : Number(size.replace('GB', ''));

function processorName(choice: ModelChoice): string {
  if (choice.brand.brand === 'Apple') return `Apple ${choice.model}`;
  const cpu = choice.config.replace(/ R[TX]{1,2} .*$/, '');
  if (cpu.startsWith('Ryzen')) return `AMD ${cpu}`;
  if (cpu === 'N100') return 'Intel Processor N100';
  if (/^i\d /.test(cpu)) return `Intel Core ${cpu.replace(' ', '-')}`;
  return cpu.startsWith('Core') ? `Intel ${cpu}` : `Intel Core ${cpu}`;
}

function graphicsName(choice: ModelChoice, processor: string): string {
  const gpu = / (R[TX]{1,2} \S+(?: Ti)?)$/.exec(choice.config)?.[1];
  if (gpu !== undefined)
    return gpu.startsWith('RX') ? `AMD Radeon ${gpu}` : `NVIDIA GeForce ${gpu}`;
  if (processor.startsWith('Apple'))
    return `Apple ${/\d+-core/.exec(choice.ending)?.[0] ?? '10-core'} GPU`;
  if (processor.startsWith('AMD')) return 'AMD Radeon Graphics';
  if (processor.includes('Ultra')) return 'Intel Arc Graphics';
  if (/\d{4,5}[UT]$|N100/.test(processor)) return 'Intel UHD Graphics';
  return /i[3-5]-1\d[1-4]00/.test(processor) ? 'Intel UHD Graphics 730' : 'Intel UHD Graphics 770';
}

function spec(choice: ModelChoice, random: Random): ModelSpec {
  const { line, name } = choice;
  const apple = choice.brand.brand === 'Apple';
  const processor = processorName(choice);
  const graphics = graphicsName(choice, processor);
  const price = PRICES[line.tier];
  const base = priceBetween(random, ...price.base) * (line.kind === 'Gaming' ? 1.4 : 1);
  const sizes = sizeLadder(
    random,
    apple ? APPLE_STORAGE : CONFIGS[line.tier],
    random.int(1, 3),
    base,
    price.step,
  );
  const [ram, storage] = (apple ? [choice.config, sizes[0]!.size] : sizes[0]!.size.split('/')).map(
    gigabytes,
  );
  const formFactor = line.kind === 'Gaming' ? 'Tower' : line.kind;
  const wifi = formFactor !== 'Tower' || line.kind === 'Gaming' || random.chance(0.4);
  const criteria =
    line.kind === 'Gaming'
      ? ['Gaming']
      : [line.kind === 'All-in-One' && random.chance(0.6) ? 'Student' : 'Business'];
  if (line.tier === 'budget') criteria.push('Budget');
  const summaries: Record<string, string[]> = {
    Tower: [
      `A dependable office tower with an ${processor}, easy to service and upgrade.`,
      `${name} handles spreadsheets, accounting software and video calls for years.`,
    ],
    Mini: [
      `A palm-sized desktop with an ${processor} that mounts behind a monitor.`,
      `${name} saves desk space without giving up the ports an office needs.`,
    ],
    'All-in-One': [
      `An all-in-one PC with a built-in screen and an ${processor}: one cable and you are set.`,
      `${name} brings a clean, cable-free desk to the family room or the front office.`,
    ],
    Gaming: [
      `A gaming tower with an ${processor} and ${graphics} for high frame rates.`,
      `${name} runs the latest games at high settings, with room to upgrade.`,
    ],
  };
  const details = [
    `${graphics} drives ${line.kind === 'Gaming' ? 'high-refresh gaming monitors' : 'two full HD monitors'}.`,
    wifi
      ? 'Wi-Fi 6 and Bluetooth connect it without a cable.'
      : 'Gigabit Ethernet keeps it on the office network.',
    'Windows 11 comes preinstalled and activated.',
    'Front USB-C and USB-A ports are easy to reach.',
    line.kind === 'Gaming'
      ? 'A tempered-glass side panel shows off the RGB lighting.'
      : 'It runs quietly enough for a library or a bedroom.',
  ];
  const colorCount = line.kind === 'All-in-One' ? random.int(1, 2) : 0;
  return {
    fields: {
      Processor: processor,
      Graphics: graphics,
      RAM: ram!,
      Storage: storage!,
      'Form Factor': formFactor,
      'Wi-Fi': wifi,
    },
    criteria,
    summary: random.pick(summaries[line.kind]!),
    details: twoOf(random, details),
    sizes,
    colorCount,
    ...(colorCount === 0 ? { bodyHex: random.pick(BODIES) } : {}),
  };
}

/** Desktop PCs: a smaller share, as in any electronics chain. */
export const DESKTOPS: CategoryModels = {
  name: 'pc',
  skuPrefix: 'PC',
  share: 6,
  brands: BRANDS,
  spec,
};
