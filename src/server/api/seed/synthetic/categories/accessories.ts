// Synthetic accessories: earbuds, headphones, mice, keyboards, chargers, power banks and watches.
// A line's kind is the Type field, 'Wireless ' in front when it connects without a cable; names
// carry the kind of product ('... Gaming Mouse'), so a mouse and a keyboard never share a name.
import { COLORS as C } from '../../colors.ts';
import { codes, line, numbers } from '../model-lines.ts';
import type { BrandModels, CategoryModels, ModelChoice, ModelSpec, Tier } from '../model-types.ts';
import { priceBetween, sizeLadder } from '../prices.ts';
import type { Random } from '../random.ts';
import { twoOf } from '../text.ts';
import { phoneModels } from './phones.ts';

const GENERATIONS = ['V2', 'V3', 'V4', 'V5'];
/** iPhones and Galaxy phones, named with their brand: what third-party cases are made for. */
const CASE_MODELS = ['Apple', 'Samsung'].flatMap((brand) => phoneModels(brand, true));
/** Anker's model numbers: the 300, 500 and 700 series. */
const ANKER_MODELS = [...numbers(310, 369), ...numbers(510, 569), ...numbers(710, 769)];

const BRANDS: BrandModels[] = [
  {
    brand: 'Logitech',
    code: 'LOG',
    weight: 22,
    label: 'Logitech',
    colors: [C.graphite, C.paleGrey, C.rose, C.black, C.white, C.blue, C.lilac, C.mint],
    lines: [
      line('Wireless Mouse', 'budget', 'M', numbers(100, 999), [
        ' Wireless Mouse',
        's Wireless Mouse',
        ' Silent Wireless Mouse',
      ]),
      line('Mouse', 'budget', 'B', numbers(100, 199), [' Optical USB Mouse', ' Silent Mouse']),
      line(
        'Wireless Mouse',
        'high',
        'MX ',
        ['Master 3S', 'Master 4', 'Master 4S', 'Anywhere 3S', 'Anywhere 4', 'Ergo S', 'Vertical'],
        ['', ' for Mac', ' for Business'],
      ),
      line('Wireless Mouse', 'mid', 'G', numbers(300, 999), [
        ' Lightspeed Wireless Gaming Mouse',
        ' X Plus Wireless Gaming Mouse',
      ]),
      line('Mouse', 'budget', 'G', numbers(100, 999), [' Gaming Mouse', ' HERO Gaming Mouse']),
      line('Wireless Keyboard', 'budget', 'K', numbers(200, 999), [
        ' Wireless Keyboard',
        's Bluetooth Keyboard',
      ]),
      line('Keyboard', 'budget', 'K', numbers(100, 199), [' USB Keyboard']),
      line('Wireless Keyboard', 'budget', 'MK', numbers(200, 999), [
        ' Wireless Combo',
        ' Keyboard and Mouse Combo',
      ]),
      line('Keyboard', 'mid', 'G', numbers(100, 999), [
        ' Mechanical Gaming Keyboard',
        ' TKL Gaming Keyboard',
      ]),
      line(
        'Wireless Keyboard',
        'high',
        'MX ',
        ['Keys S', 'Keys Mini', 'Mechanical', 'Mechanical Mini', 'Keys S Combo'],
        ['', ' for Mac', ' for Business'],
      ),
      line('Wireless Headphones', 'mid', 'G', numbers(300, 999), [
        ' Wireless Gaming Headset',
        ' Lightspeed Gaming Headset',
      ]),
      line('Headphones', 'budget', 'H', numbers(100, 999), [' USB Headset', ' Stereo Headset']),
    ],
  },
  {
    brand: 'Apple',
    code: 'APL',
    weight: 18,
    label: 'Apple',
    colors: [C.midnight, C.starlight, C.silver, C.spaceBlack, C.white, C.black, C.pink, C.blue],
    lines: [
      line(
        'Smartwatch',
        'high',
        'Watch Series ',
        numbers(8, 11),
        codes([' GPS', ' GPS + Cellular'], [' 41mm', ' 45mm', ' 42mm', ' 46mm']),
        [
          'Aluminium Case with Sport Band',
          'Aluminium Case with Sport Loop',
          'Titanium Case with Milanese Loop',
          'Aluminium Case with Solo Loop',
        ],
      ),
      line(
        'Smartwatch',
        'mid',
        'Watch SE ',
        ['2', '3'],
        codes([' GPS', ' GPS + Cellular'], [' 40mm', ' 44mm']),
        ['Aluminium Case with Sport Band', 'Aluminium Case with Sport Loop'],
      ),
      line(
        'Smartwatch',
        'flagship',
        'Watch Ultra ',
        ['2', '3'],
        [' 49mm'],
        [
          'Titanium Case with Trail Loop',
          'Titanium Case with Alpine Loop',
          'Titanium Case with Ocean Band',
          'Titanium Case with Titanium Milanese Loop',
        ],
      ),
      line(
        'Earbuds',
        'high',
        'AirPods ',
        ['4', '4 with Active Noise Cancellation', 'Pro 2 (USB-C)', 'Pro 3'],
        [''],
      ),
      line('Headphones', 'flagship', 'AirPods Max', [' (USB-C)', ''], ['']),
      line(
        'Charger',
        'mid',
        '',
        ['20', '30', '35', '45', '61', '67', '70', '96', '140'],
        ['W USB-C Power Adapter', 'W Dual USB-C Port Compact Power Adapter'],
      ),
      line(
        'Wireless Mouse',
        'mid',
        'Magic Mouse',
        ['', ' (USB-C)', ' Black Multi-Touch Surface'],
        [''],
      ),
      line(
        'Wireless Keyboard',
        'mid',
        'Magic Keyboard',
        ['', ' with Touch ID', ' with Touch ID and Numeric Keypad'],
        ['', ' (USB-C)'],
      ),
      line('Case', 'mid', '', phoneModels('Apple'), [
        ' Silicone Case with MagSafe',
        ' Clear Case with MagSafe',
        ' FineWoven Case with MagSafe',
        ' TechWoven Case with MagSafe',
      ]),
      line(
        'Cable',
        'mid',
        '',
        [
          'USB-C Charge Cable (240W)',
          'USB-C Woven Charge Cable (60W)',
          'USB-C to Lightning Cable',
          'Thunderbolt 4 Pro Cable',
          'Thunderbolt 5 Pro Cable',
        ],
        [''],
      ),
    ],
  },
  {
    brand: 'Samsung',
    code: 'SAM',
    weight: 18,
    label: 'Samsung',
    colors: [C.black, C.silver, C.graphite, C.white, C.lavender, C.mint, C.navy],
    lines: [
      line(
        'Smartwatch',
        'high',
        'Galaxy Watch',
        numbers(4, 8),
        codes(
          ['', ' Classic', ' FE'],
          [' 40mm', ' 44mm', ' 43mm', ' 47mm'],
          [' Bluetooth', ' LTE'],
        ),
      ),
      line('Smartwatch', 'flagship', 'Galaxy Watch Ultra', ['', ' 2'], [' 47mm LTE']),
      line(
        'Earbuds',
        'mid',
        'Galaxy Buds',
        ['2', '2 Pro', '3', '3 Pro', '3 FE', '4', '4 Pro', 'FE', ' Core'],
        [''],
      ),
      line(
        'Charger',
        'budget',
        '',
        ['15', '25', '45', '65'],
        codes(
          ['W '],
          ['Power Adapter', 'Travel Adapter', 'Power Adapter Duo', 'Power Adapter Trio'],
        ),
      ),
      line(
        'Power Bank',
        'mid',
        'Battery Pack ',
        ['10000mAh', '20000mAh'],
        [' 25W', ' 45W', ' Wireless'],
      ),
      line('Smartwatch', 'mid', 'Galaxy Fit', ['2', '3', '4'], ['']),
      line('Case', 'budget', '', phoneModels('Samsung'), [
        ' Silicone Case',
        ' Clear Case',
        ' Smart View Wallet Case',
        ' Standing Grip Case',
        ' Rugged Case',
        ' Kindsuit Case',
        ' Leather Case',
        ' Card Slot Case',
      ]),
      line('Screen Protector', 'budget', '', phoneModels('Samsung'), [
        ' Anti-Reflecting Screen Protector',
        ' Privacy Screen Protector',
        ' Tempered Glass Screen Protector',
      ]),
      line('Cable', 'budget', 'USB-C to USB-C Cable ', ['3A', '5A'], ['', ' Braided']),
    ],
  },
  {
    brand: 'Razer',
    code: 'RZR',
    weight: 12,
    label: 'Razer',
    colors: [C.black, C.white, C.pink, C.silver],
    lines: [
      line(
        'Mouse',
        'mid',
        '',
        codes(['DeathAdder ', 'Viper ', 'Basilisk ', 'Cobra ', 'Orochi ', 'Naga '], GENERATIONS),
        ['', ' Mini', ' X', ' Ultimate'],
      ),
      line(
        'Wireless Mouse',
        'high',
        '',
        codes(['DeathAdder ', 'Viper ', 'Basilisk ', 'Cobra ', 'Orochi ', 'Naga '], GENERATIONS),
        [' Pro', ' HyperSpeed', ' Pro Wireless'],
      ),
      line(
        'Keyboard',
        'mid',
        '',
        codes(['BlackWidow ', 'Huntsman ', 'Ornata ', 'Cynosa '], GENERATIONS),
        ['', ' Tenkeyless', ' Mini', ' X'],
      ),
      line(
        'Wireless Keyboard',
        'high',
        '',
        codes(['BlackWidow ', 'Huntsman ', 'DeathStalker '], GENERATIONS),
        [' Pro', ' Pro TKL', ' HyperSpeed'],
      ),
      line(
        'Headphones',
        'mid',
        '',
        codes(['BlackShark ', 'Kraken ', 'Kraken Kitty '], GENERATIONS),
        ['', ' X', ' Tournament Edition'],
      ),
      line(
        'Wireless Headphones',
        'high',
        '',
        codes(['BlackShark ', 'Kraken ', 'Barracuda '], GENERATIONS),
        [' Pro', ' HyperSpeed', ' X Wireless'],
      ),
      line(
        'Earbuds',
        'mid',
        'Hammerhead ',
        ['True Wireless', 'Pro HyperSpeed', 'True Wireless X'],
        ['', ' (2nd Gen)', ' (3rd Gen)'],
      ),
    ],
  },
  {
    brand: 'Corsair',
    code: 'COR',
    weight: 10,
    label: 'Corsair',
    colors: [C.black, C.white, C.gray],
    lines: [
      line(
        'Keyboard',
        'mid',
        'K',
        numbers(55, 100).filter((n) => Number(n) % 5 === 0),
        [' RGB', ' RGB Pro', ' Pro TKL', ' Core RGB', ' Max'],
      ),
      line(
        'Wireless Keyboard',
        'high',
        'K',
        numbers(57, 100).filter((n) => Number(n) % 5 === 0),
        [' RGB Wireless', ' Pro Wireless', ' Core Wireless'],
      ),
      line(
        'Mouse',
        'mid',
        'M',
        numbers(55, 80).filter((n) => Number(n) % 5 === 0),
        [' RGB Pro', ' Pro', ' RGB Elite'],
      ),
      line(
        'Wireless Mouse',
        'high',
        'M',
        numbers(55, 80).filter((n) => Number(n) % 5 === 0),
        [' Wireless', ' Air Wireless', ' RGB Ultra Wireless'],
      ),
      line(
        'Mouse',
        'budget',
        '',
        ['Katar Pro', 'Harpoon RGB', 'Sabre RGB Pro', 'Scimitar Elite', 'Nightsabre'],
        ['', ' Wired', ' Champion Series'],
      ),
      line(
        'Headphones',
        'mid',
        'HS',
        numbers(35, 80).filter((n) => Number(n) % 5 === 0),
        [' Stereo', ' RGB USB', ' Pro'],
      ),
      line(
        'Wireless Headphones',
        'high',
        '',
        ['HS80 Max', 'Virtuoso Max', 'Void Wireless', 'HS65 Wireless', 'Virtuoso RGB Wireless'],
        ['', ' SE', ' XT'],
      ),
    ],
  },
  {
    brand: 'Anker',
    code: 'ANK',
    weight: 8,
    label: 'Anker',
    colors: [C.black, C.white, C.blue, C.green, C.purple],
    lines: [
      line(
        'Charger',
        'budget',
        '',
        ANKER_MODELS,
        codes(
          [' Charger ('],
          ['20W)', '30W)', '45W)', '65W)', '100W)', 'Nano, 30W)', '3-Port, 67W)'],
        ),
      ),
      line(
        'Power Bank',
        'mid',
        '',
        ANKER_MODELS,
        codes(
          [' Power Bank ('],
          ['10000mAh)', '20000mAh)', '24000mAh)', 'MagGo, 10000mAh)', 'PowerCore 26K)'],
        ),
      ),
      line(
        'Earbuds',
        'budget',
        'Soundcore ',
        codes(
          ['Liberty ', 'Life ', 'Space ', 'Sport '],
          ['4', '4 NC', '5', 'P3', 'A3', 'A1', 'X10', 'Note 3'],
        ),
        [''],
      ),
      line('Cable', 'budget', '', ANKER_MODELS, [
        ' USB-C to USB-C Cable (100W)',
        ' USB-C to Lightning Cable',
        ' USB-A to USB-C Cable',
      ]),
      line(
        'Wireless Headphones',
        'mid',
        'Soundcore ',
        [
          'Space One',
          'Space Q45',
          'Life Q20i',
          'Life Q30',
          'Life Q35',
          'Life Tune',
          'Q20i',
          'Q30',
          'Q45',
        ],
        [' Headphones'],
      ),
    ],
  },
  {
    brand: 'Spigen',
    code: 'SPG',
    weight: 6,
    label: 'Spigen',
    colors: [C.black, C.silver, C.navy, C.sage, C.rose, C.graphite],
    lines: [
      line('Case', 'budget', 'Ultra Hybrid Case for ', CASE_MODELS),
      line('Case', 'budget', 'Tough Armor Case for ', CASE_MODELS),
      line('Case', 'budget', 'Liquid Air Case for ', CASE_MODELS),
      line('Case', 'budget', 'Thin Fit Case for ', CASE_MODELS),
      line('Screen Protector', 'budget', 'GLAS.tR EZ Fit Screen Protector for ', CASE_MODELS),
    ],
  },
  {
    brand: 'Xiaomi',
    code: 'XIA',
    weight: 4,
    label: 'Xiaomi',
    colors: [C.black, C.white, C.blue, C.mint, C.pink],
    lines: [
      line('Earbuds', 'budget', 'Redmi Buds ', numbers(4, 8), [
        '',
        ' Pro',
        ' Lite',
        ' Active',
        ' Play',
      ]),
      line('Smartwatch', 'budget', 'Redmi Watch ', numbers(3, 6), ['', ' Active', ' Lite']),
      line('Smartwatch', 'budget', 'Smart Band ', numbers(7, 10), ['', ' Pro', ' NFC']),
      line(
        'Power Bank',
        'budget',
        'Power Bank ',
        ['10000mAh', '20000mAh', '25000mAh'],
        [' 22.5W', ' 33W', ' Lite', ' Pocket Edition'],
      ),
      line(
        'Charger',
        'budget',
        '',
        ['33', '67', '90', '120'],
        ['W Charging Combo', 'W GaN Charger'],
      ),
    ],
  },
  {
    brand: 'JBL',
    code: 'JBL',
    weight: 3,
    label: 'JBL',
    colors: [C.black, C.white, C.blue, C.purple, C.pink],
    lines: [
      line(
        'Wireless Headphones',
        'budget',
        'Tune ',
        numbers(50, 79).map((n) => `${n}0`),
        ['BT', 'NC'],
      ),
      line(
        'Earbuds',
        'mid',
        'Tune ',
        ['Beam', 'Flex', 'Buds', 'Beam 2', 'Flex 2', 'Buds 2'],
        ['', ' Ghost Edition'],
      ),
      line('Earbuds', 'mid', 'Live ', ['Pro 2', 'Beam 3', 'Buds 3', 'Flex 3', 'Free 2'], [' TWS']),
      line(
        'Earbuds',
        'budget',
        'Wave ',
        ['Buds', 'Beam', 'Flex', 'Buds 2', 'Beam 2', 'Flex 2'],
        [''],
      ),
    ],
  },
];

/** List prices by type and tier (VND). */
const PRICES: Record<string, Record<Tier, [number, number]>> = {
  Earbuds: {
    budget: [290_000, 900_000],
    mid: [900_000, 3_000_000],
    high: [3_000_000, 7_000_000],
    flagship: [6_000_000, 9_000_000],
  },
  Headphones: {
    budget: [390_000, 1_500_000],
    mid: [1_500_000, 4_000_000],
    high: [4_000_000, 9_000_000],
    flagship: [12_000_000, 15_000_000],
  },
  Mouse: {
    budget: [99_000, 450_000],
    mid: [450_000, 1_600_000],
    high: [1_600_000, 3_500_000],
    flagship: [3_000_000, 4_000_000],
  },
  Keyboard: {
    budget: [149_000, 700_000],
    mid: [700_000, 2_500_000],
    high: [2_500_000, 6_000_000],
    flagship: [5_000_000, 8_000_000],
  },
  Charger: {
    budget: [149_000, 450_000],
    mid: [450_000, 1_600_000],
    high: [1_200_000, 2_500_000],
    flagship: [2_000_000, 3_000_000],
  },
  'Power Bank': {
    budget: [290_000, 700_000],
    mid: [700_000, 1_500_000],
    high: [1_500_000, 3_000_000],
    flagship: [3_000_000, 4_000_000],
  },
  Smartwatch: {
    budget: [590_000, 2_000_000],
    mid: [2_000_000, 6_000_000],
    high: [6_000_000, 13_000_000],
    flagship: [18_000_000, 25_000_000],
  },
  Case: {
    budget: [149_000, 600_000],
    mid: [790_000, 1_600_000],
    high: [1_000_000, 2_000_000],
    flagship: [1_500_000, 2_500_000],
  },
  'Screen Protector': {
    budget: [99_000, 450_000],
    mid: [300_000, 700_000],
    high: [500_000, 900_000],
    flagship: [700_000, 1_000_000],
  },
  Cable: {
    budget: [99_000, 400_000],
    mid: [490_000, 1_500_000],
    high: [1_000_000, 2_000_000],
    flagship: [2_000_000, 4_000_000],
  },
};
const WEIGHTS: Record<string, [number, number]> = {
  Earbuds: [40, 65],
  Headphones: [180, 390],
  Mouse: [55, 140],
  Keyboard: [400, 1_200],
  Charger: [30, 250],
  'Power Bank': [180, 450],
  Smartwatch: [25, 65],
  Case: [20, 60],
  'Screen Protector': [8, 25],
  Cable: [25, 80],
};
/** Most colours a product of each type comes in (cases in many, chargers in few). */
const COLOR_COUNTS: Record<string, number> = { Case: 6, Charger: 3, 'Power Bank': 3, Cable: 3 };
const MOST_COLORS = 5;
const WATCH_BANDS = ['S/M', 'M/L'];
/** Options sold at prices of their own, by type. */
const LADDERS: Record<string, string[]> = {
  Cable: ['1m', '2m', '3m'],
  'Screen Protector': ['1 Pack', '2 Pack', '3 Pack'],
  Keyboard: ['Red Switch', 'Brown Switch', 'Blue Switch'],
};

/** Apple Watch bands (both sizes one price), cable lengths, glass packs, mechanical switches. */
function sizesFor(type: string, choice: ModelChoice, price: number, random: Random) {
  if (type === 'Smartwatch' && choice.brand.brand === 'Apple')
    return WATCH_BANDS.map((size) => ({ size, price }));
  const ladder = LADDERS[type];
  if (
    ladder === undefined ||
    (type === 'Keyboard' &&
      !/Mechanical|Razer|Corsair/.test(`${choice.name} ${choice.brand.brand}`))
  )
    return undefined;
  return sizeLadder(random, ladder, random.int(1, 3), price, price * 0.4);
}

function connectivityFor(
  type: string,
  wireless: boolean,
  choice: ModelChoice,
  random: Random,
): string {
  const { name } = choice;
  if (type === 'Earbuds') return random.pick(['Bluetooth 5.3', 'Bluetooth 5.4']);
  if (type === 'Smartwatch')
    return /Cellular|LTE/.test(name) ? 'Bluetooth 5.3 / LTE' : 'Bluetooth 5.3';
  if (type === 'Charger' || type === 'Power Bank') return random.pick(['USB-C', 'USB-C / USB-A']);
  if (type === 'Cable')
    return /Lightning/.test(name)
      ? 'USB-C / Lightning'
      : /USB-A/.test(name)
        ? 'USB-A / USB-C'
        : 'USB-C';
  if (type === 'Case') return /MagSafe/.test(name) ? 'MagSafe' : 'None';
  if (type === 'Screen Protector') return 'None';
  if (!wireless)
    return type === 'Headphones'
      ? random.pick(['3.5 mm', 'USB-A'])
      : random.pick(['USB-A', 'USB-C']);
  const brandLink: Record<string, string> = {
    Logitech: /MX|Bluetooth/.test(name)
      ? 'Bluetooth / Logi Bolt'
      : /Lightspeed|Gaming/.test(name)
        ? 'LIGHTSPEED'
        : '2.4 GHz USB receiver',
    Razer: 'HyperSpeed Wireless / Bluetooth',
    Corsair: 'SLIPSTREAM / Bluetooth',
  };
  return brandLink[choice.brand.brand] ?? 'Bluetooth';
}

function criteriaFor(type: string, gaming: boolean, price: number): string[] {
  const criteria: string[] = [];
  if (gaming) criteria.push('Gaming');
  else if (type === 'Mouse' || type === 'Keyboard') criteria.push('Office');
  if (
    ['Earbuds', 'Charger', 'Power Bank', 'Cable', 'Smartwatch'].includes(type) ||
    (type === 'Headphones' && !gaming)
  )
    criteria.push('Travel');
  if (price < 500_000) criteria.push('Budget');
  return criteria.length > 0 ? criteria : ['Travel'];
}

function spec(choice: ModelChoice, random: Random): ModelSpec {
  const { line, name } = choice;
  const type = line.kind.replace('Wireless ', '');
  const wireless = line.kind.startsWith('Wireless') || type === 'Earbuds' || type === 'Smartwatch';
  const gaming = /Gaming|Razer|Corsair/.test(`${name} ${choice.brand.brand}`);
  const [low, high] = WEIGHTS[type] ?? [50, 200];
  const weight =
    type === 'Earbuds' ? Number((4 + random.next() * 2.5).toFixed(1)) : random.int(low, high);
  const price = priceBetween(random, ...PRICES[type]![line.tier]);
  const sizes = sizesFor(type, choice, price, random);
  const summaries: Record<string, string[]> = {
    Earbuds: [
      `Compact true wireless earbuds with clear calls and deep bass, from ${choice.brand.brand}.`,
      `${name} delivers all-day listening with a pocketable charging case.`,
    ],
    Headphones: [
      `Comfortable over-ear ${gaming ? 'gaming headset' : 'headphones'} for long sessions.`,
      `${name} pairs rich sound with soft, breathable ear cushions.`,
    ],
    Mouse: [
      `A ${gaming ? 'fast, accurate gaming mouse' : 'comfortable everyday mouse'} that fits the hand naturally.`,
      `${name} tracks precisely on almost any surface.`,
    ],
    Keyboard: [
      `A ${gaming ? 'responsive gaming keyboard' : 'quiet, comfortable keyboard'} built for long days of typing.`,
      `${name} brings solid keys and a reliable connection to any desk.`,
    ],
    Charger: [
      `A compact fast charger for phones, tablets and laptops.`,
      `${name} refills your devices quickly and safely.`,
    ],
    'Power Bank': [
      `A portable power bank that charges a phone several times over.`,
      `${name} keeps your devices going on long trips.`,
    ],
    Smartwatch: [
      `A smartwatch that tracks workouts, sleep and heart rate, with notifications on your wrist.`,
      `${name} keeps you connected and motivated all day.`,
    ],
    Case: [
      `A slim, protective case with raised edges for the screen and camera.`,
      `${name} guards against drops without adding bulk.`,
    ],
    'Screen Protector': [
      `Tempered glass that protects the screen from scratches and cracks.`,
      `${name} keeps the display clear and responsive to touch.`,
    ],
    Cable: [
      `A durable charging and data cable for everyday use.`,
      `${name} charges fast and survives daily bending.`,
    ],
  };
  const details = [
    wireless
      ? 'It pairs in seconds and reconnects automatically.'
      : 'Plug it in and it works, with no drivers to install.',
    `At ${weight} g it is easy to carry every day.`,
    'Its finish resists scratches and fingerprints.',
    gaming
      ? 'Customisable RGB lighting syncs with the rest of your setup.'
      : 'Its understated design suits any setup.',
    'Certified safe for use with phones, tablets and laptops.',
  ];
  return {
    fields: {
      Type: type,
      Connectivity: connectivityFor(type, wireless, choice, random),
      Wireless: wireless,
      Weight: weight,
    },
    criteria: criteriaFor(type, gaming, price),
    summary: random.pick(summaries[type]!),
    details: twoOf(random, details),
    ...(sizes === undefined ? { price } : { sizes }),
    colorCount:
      type === 'Screen Protector'
        ? 0
        : random.int(
            Math.min(2, COLOR_COUNTS[type] ?? MOST_COLORS),
            COLOR_COUNTS[type] ?? MOST_COLORS,
          ),
    ...(type === 'Screen Protector' ? { bodyHex: '#C9D6E3' } : {}),
  };
}

/** Accessories: the long tail of any electronics chain. */
export const ACCESSORIES: CategoryModels = {
  name: 'accessories',
  skuPrefix: 'AC',
  share: 45,
  brands: BRANDS,
  spec,
};
