// A product's facts as data: its warranty (months and who gives it), what is in its box (in English
// and in Vietnamese) and where it was made. Every limit and rule is written once here, for the API,
// the catalogue file, the back office's editor and the product page (docs/decisions/0065).
import type { Lang } from './i18n/browser.ts';

/** A warranty is 0 (none) to this many whole months. */
export const WARRANTY_MONTHS_MAX = 120;
/** Who honours the warranty: the brand at its authorised service centres, or the shop itself. */
export const WARRANTY_PROVIDERS = ['manufacturer', 'shop'] as const;
export type WarrantyProvider = (typeof WARRANTY_PROVIDERS)[number];
/** Items listed in a box, at most, and the characters of one item. */
export const IN_THE_BOX_MAX = 20;
export const IN_THE_BOX_ITEM_MAX = 80;
/** An origin is an ISO 3166-1 alpha-2 country code, upper case ("VN", "CN"). */
export const ORIGIN_PATTERN = /^[A-Z]{2}$/;

/** The facts as the shop stores and answers them; null: not stated (the page shows nothing). */
export interface ProductFacts {
  warrantyMonths: number | null;
  warrantyProvider: WarrantyProvider | null;
  inTheBox: string[];
  /** The Vietnamese list of /vi pages; null: the English list is shown. */
  inTheBoxVi: string[] | null;
  origin: string | null;
}

export const NO_FACTS: ProductFacts = {
  warrantyMonths: null,
  warrantyProvider: null,
  inTheBox: [],
  inTheBoxVi: null,
  origin: null,
};

/**
 * The messages of the facts, written once: the API's catalogue joins them (src/lib/i18n/en/api.ts)
 * and answers them in the caller's language (their Vietnamese: src/lib/i18n/vi/api.ts).
 */
export const FACT_MESSAGES = {
  warrantyMonths: `Warranty: a whole number of months from 0 (none) to ${WARRANTY_MONTHS_MAX}`,
  warrantyProvider: 'Warranty provider: manufacturer or shop',
  warrantyProviderRequired: 'Say who gives the warranty: the manufacturer or the shop',
  warrantyProviderWithoutWarranty: 'A product without warranty (0 months) has no provider',
  inTheBoxItem: `Each item in the box: 1 to ${IN_THE_BOX_ITEM_MAX} characters`,
  inTheBoxTooMany: `At most ${IN_THE_BOX_MAX} items in the box`,
  origin: "Origin: the country's two-letter ISO code, such as VN or CN",
} as const;

/**
 * Codes that Intl.DisplayNames names but that are not countries of ISO 3166-1: unions, the
 * unknown region, user-assigned and exceptionally reserved codes.
 */
const NOT_COUNTRIES = new Set([
  'AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UK', 'UN', 'XA', 'XB', 'XK', 'ZZ',
]); // prettier-ignore

const regionNames = new Map<Lang, Intl.DisplayNames>();
function regionNamesIn(lang: Lang): Intl.DisplayNames {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    regionNames.set(lang, names);
  }
  return names;
}

/** Whether `code` is a country's ISO 3166-1 alpha-2 code ("VN": yes; "XX", "EU", "vn": no). */
export function isCountryCode(code: string): boolean {
  return (
    ORIGIN_PATTERN.test(code) &&
    !NOT_COUNTRIES.has(code) &&
    regionNamesIn('en').of(code) !== undefined
  );
}

/** The country's name in `lang` ("VN": "Vietnam", "Việt Nam"); the code itself when unknown. */
export function countryName(code: string, lang: Lang): string {
  return (isCountryCode(code) && regionNamesIn(lang).of(code)) || code;
}

/** A typed origin as stored: trimmed and upper case ("vn " → "VN"); empty → null. */
export const normaliseOrigin = (value: string): string | null => {
  const code = value.trim().toUpperCase();
  return code === '' ? null : code;
};

/** A box list as stored: items trimmed, empty ones dropped. */
export const normaliseBox = (items: readonly string[]): string[] =>
  items.map((item) => item.trim()).filter((item) => item !== '');

/**
 * What is wrong with a warranty's months and provider together, if anything: more than 0 months
 * name who gives them, 0 months (or none stated) name nobody.
 */
export function warrantyPairProblem(
  months: number | null,
  provider: WarrantyProvider | null,
): string | undefined {
  if (months !== null && months > 0 && provider === null)
    return FACT_MESSAGES.warrantyProviderRequired;
  if (provider !== null && (months === null || months === 0))
    return FACT_MESSAGES.warrantyProviderWithoutWarranty;
  return undefined;
}

/**
 * Problems of a set of facts (key → message), the rules no single value's type can say: a
 * warranty of more than 0 months names its provider, none names none; an origin is a country.
 * Keys are the write's field names (warrantyMonths, warrantyProvider, inTheBox, inTheBoxVi, origin).
 */
export function factProblems(facts: Partial<ProductFacts>): Record<string, string> {
  const problems: Record<string, string> = {};
  const months = facts.warrantyMonths;
  if (
    months !== undefined &&
    months !== null &&
    (!Number.isInteger(months) || months < 0 || months > WARRANTY_MONTHS_MAX)
  )
    problems['warrantyMonths'] = FACT_MESSAGES.warrantyMonths;
  const provider = facts.warrantyProvider;
  if (provider !== undefined && provider !== null && !WARRANTY_PROVIDERS.includes(provider))
    problems['warrantyProvider'] = FACT_MESSAGES.warrantyProvider;
  else if (!problems['warrantyMonths']) {
    const pair = warrantyPairProblem(months ?? null, provider ?? null);
    if (pair) problems['warrantyProvider'] = pair;
  }
  for (const key of ['inTheBox', 'inTheBoxVi'] as const) {
    const items = facts[key];
    if (!items) continue;
    if (items.length > IN_THE_BOX_MAX) problems[key] = FACT_MESSAGES.inTheBoxTooMany;
    else if (items.some((item) => item.trim() === '' || item.length > IN_THE_BOX_ITEM_MAX))
      problems[key] = FACT_MESSAGES.inTheBoxItem;
  }
  const origin = facts.origin;
  if (origin !== undefined && origin !== null && !isCountryCode(origin))
    problems['origin'] = FACT_MESSAGES.origin;
  return problems;
}
