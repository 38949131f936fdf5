// Who sells: the shop's identity as an admin keeps it in the back office (Shop details), with
// every limit, rule and message of its fields written once, for the API, the back office's form
// and the pages that show it (the footer, Contact, the invoice, every e-mail). With nothing
// configured the shop claims no company, registration number or tax code it does not have.
import { isBlank } from './text.ts';
import { isValidEmail, isValidPhone, MESSAGES } from './validation.ts';
import { normalisePhone } from './phone.ts';

/** The identity's text fields, in the order the back office's form shows them. */
export const SHOP_IDENTITY_TEXT_FIELDS = [
  'legalName',
  'displayName',
  'registrationNumber',
  'registrationDate',
  'registrationPlace',
  'taxCode',
  'address',
  'hotline',
  'supportEmail',
  'supportHours',
  'supportHoursEn',
  'zalo',
  'facebook',
  'youtube',
  'tiktok',
  'moitUrl',
] as const;
export type ShopIdentityTextField = (typeof SHOP_IDENTITY_TEXT_FIELDS)[number];
export type ShopIdentityField = ShopIdentityTextField | 'moitNotice';

/** The shop's identity: '' is "not configured" for a text field. */
export type ShopIdentity = Record<ShopIdentityTextField, string> & {
  /** The notice of registration with the Ministry of Industry and Trade is shown (moitUrl). */
  moitNotice: boolean;
};

/** Nothing configured: what a new shop, and the demo, start with. */
export const EMPTY_SHOP_IDENTITY: ShopIdentity = {
  ...(Object.fromEntries(SHOP_IDENTITY_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    ShopIdentityTextField,
    string
  >),
  moitNotice: false,
};

/** The longest text each field may hold. */
export const SHOP_IDENTITY_MAX: Record<ShopIdentityTextField, number> = {
  legalName: 200,
  displayName: 100,
  registrationNumber: 14,
  registrationDate: 10,
  registrationPlace: 200,
  taxCode: 14,
  address: 300,
  hotline: 20,
  supportEmail: 254,
  supportHours: 100,
  supportHoursEn: 100,
  zalo: 300,
  facebook: 300,
  youtube: 300,
  tiktok: 300,
  moitUrl: 300,
};

/** A business registration number (mã số doanh nghiệp) or tax code: 10 digits, a branch's -NNN. */
export const BUSINESS_NUMBER_PATTERN = /^\d{10}(-\d{3})?$/;
/** A day as the form's date box and the API write it. */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Where the Ministry of Industry and Trade's notices live. */
export const MOIT_HOST = 'online.gov.vn';

/**
 * The support hours as a page or a message in `lang` shows them: written once in Vietnamese
 * (`supportHours`) and, for English pages and messages, in English (`supportHoursEn`); either
 * stands in for the other when only one is given.
 */
export const supportHoursIn = (
  identity: Pick<ShopIdentity, 'supportHours' | 'supportHoursEn'>,
  lang: 'en' | 'vi',
): string =>
  lang === 'en'
    ? identity.supportHoursEn || identity.supportHours
    : identity.supportHours || identity.supportHoursEn;

export const SHOP_IDENTITY_MESSAGES = {
  legalNameRequired: 'The legal name is required once any other detail is filled in',
  registrationNumberInvalid:
    'The business registration number is 10 digits (a branch adds a dash and 3 digits)',
  registrationDateRequired: 'The date of issue is required with the registration number',
  registrationDateInvalid: 'Enter the date of issue as a date (YYYY-MM-DD)',
  registrationDateFuture: 'The date of issue cannot be in the future',
  registrationPlaceRequired: 'The issuing place is required with the registration number',
  registrationNumberRequired: 'The registration number is required with its date and place',
  taxCodeInvalid: 'The tax code is 10 digits (a branch adds a dash and 3 digits)',
  hotlineInvalid: MESSAGES.phoneInvalid,
  supportEmailInvalid: MESSAGES.emailInvalid,
  zaloInvalid: 'Zalo is a Vietnamese phone number or an https:// link on zalo.me',
  urlInvalid: 'Enter a full https:// address',
  moitUrlInvalid: `The notice's link is an https:// address on ${MOIT_HOST}`,
  moitUrlRequired: "The notice's link is required to show the notice",
  tooLong: 'At most {max} characters',
  saved: 'Shop details saved',
} as const;

/** The message for a field longer than its limit. */
export const tooLongMessage = (field: ShopIdentityTextField): string =>
  SHOP_IDENTITY_MESSAGES.tooLong.replace('{max}', String(SHOP_IDENTITY_MAX[field]));

/** An https:// URL whose host is `host` or under it (any host when none is given). */
export function isHttpsUrl(value: string, host?: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.')) return false;
  return !host || url.hostname === host || url.hostname.endsWith(`.${host}`);
}

/** The Zalo field: a phone number (stored normalised) or an https link on zalo.me. */
const isZalo = (value: string): boolean => isValidPhone(value) || isHttpsUrl(value, 'zalo.me');

/** A real calendar day written YYYY-MM-DD. */
function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether anything is configured: the legal name is, since every other detail needs it. */
export const isConfigured = (identity: Pick<ShopIdentity, 'legalName'>): boolean =>
  identity.legalName !== '';

/** The identity as stored: text trimmed, the hotline and a Zalo number in their one spelling. */
export function normaliseShopIdentity(input: ShopIdentity): ShopIdentity {
  const out = { ...input };
  for (const field of SHOP_IDENTITY_TEXT_FIELDS)
    out[field] = isBlank(input[field]) ? '' : input[field].trim();
  if (out.hotline) out.hotline = normalisePhone(out.hotline);
  if (out.zalo && !out.zalo.startsWith('https:')) out.zalo = normalisePhone(out.zalo);
  if (out.supportEmail) out.supportEmail = out.supportEmail.toLowerCase();
  return out;
}

/**
 * The identity's fields checked as the API and the back office check them, `{ field: message }`;
 * `today` is the shop's day (YYYY-MM-DD), which the date of issue may not pass. Give it the
 * normalised identity.
 */
export function shopIdentityErrors(
  identity: ShopIdentity,
  today: string,
): Partial<Record<ShopIdentityField, string>> {
  const errors: Partial<Record<ShopIdentityField, string>> = {};
  const M = SHOP_IDENTITY_MESSAGES;
  const set = (field: ShopIdentityField, message: string) => (errors[field] ??= message);
  for (const field of SHOP_IDENTITY_TEXT_FIELDS)
    if (identity[field].length > SHOP_IDENTITY_MAX[field]) set(field, tooLongMessage(field));
  const { registrationNumber, registrationDate, registrationPlace } = identity;
  if (registrationNumber && !BUSINESS_NUMBER_PATTERN.test(registrationNumber))
    set('registrationNumber', M.registrationNumberInvalid);
  if (registrationDate && !isDay(registrationDate))
    set('registrationDate', M.registrationDateInvalid);
  else if (registrationDate && registrationDate > today)
    set('registrationDate', M.registrationDateFuture);
  if (registrationNumber) {
    if (!registrationDate) set('registrationDate', M.registrationDateRequired);
    if (!registrationPlace) set('registrationPlace', M.registrationPlaceRequired);
  } else if (registrationDate || registrationPlace)
    set('registrationNumber', M.registrationNumberRequired);
  if (identity.taxCode && !BUSINESS_NUMBER_PATTERN.test(identity.taxCode))
    set('taxCode', M.taxCodeInvalid);
  if (identity.hotline && !isValidPhone(identity.hotline)) set('hotline', M.hotlineInvalid);
  if (identity.supportEmail && !isValidEmail(identity.supportEmail))
    set('supportEmail', M.supportEmailInvalid);
  if (identity.zalo && !isZalo(identity.zalo)) set('zalo', M.zaloInvalid);
  for (const field of ['facebook', 'youtube', 'tiktok'] as const)
    if (identity[field] && !isHttpsUrl(identity[field])) set(field, M.urlInvalid);
  if (identity.moitUrl && !isHttpsUrl(identity.moitUrl, MOIT_HOST))
    set('moitUrl', M.moitUrlInvalid);
  else if (identity.moitNotice && !identity.moitUrl) set('moitUrl', M.moitUrlRequired);
  const anything =
    identity.moitNotice || SHOP_IDENTITY_TEXT_FIELDS.some((field) => identity[field] !== '');
  if (anything && !identity.legalName) set('legalName', M.legalNameRequired);
  return errors;
}

/** The link a Zalo detail opens: its own https link, or zalo.me/<number>. */
export const zaloHref = (zalo: string): string =>
  zalo.startsWith('https:') ? zalo : `https://zalo.me/${zalo}`;

/** A stored phone number as shown: 0912 345 678. */
export const shownPhone = (stored: string): string =>
  /^0\d{9}$/.test(stored)
    ? `${stored.slice(0, 4)} ${stored.slice(4, 7)} ${stored.slice(7)}`
    : stored;

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
/** The shop's day (Vietnam's time) at `now`, YYYY-MM-DD: the latest a date of issue may be. */
export const shopToday = (now: Date): string => isoDay.format(now);
