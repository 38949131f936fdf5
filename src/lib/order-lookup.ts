// Looking an order up without an account: the order number and the phone number or e-mail it was
// placed with. What the answer shows of the person is masked here, once, before it leaves the
// server: the name as initials ("N*** V*** A"), the phone as its first and last two digits
// ("09******78"), the e-mail as its first character and its domain ("a***@example.com"); the
// street, the apartment and the postal code are never sent. It imports nothing: the shell's
// islands link to the page on every page, and take only the path from here.

/** The longest order number the lookup reads ("ORD-20261121-7K3QX2" is 19). */
export const ORDER_NUMBER_MAX = 40;
/** The longest contact it reads: an e-mail address at most. */
export const LOOKUP_CONTACT_MAX = 254;

/** The lookup page's address; `?order=` fills in the order number. */
export const ORDER_LOOKUP_PATH = '/order-lookup';
/** The lookup page for one order, its number filled in. */
export const orderLookupHref = (orderNumber: string): string =>
  `${ORDER_LOOKUP_PATH}?order=${encodeURIComponent(orderNumber)}`;

/**
 * An order number as it is stored, from what was typed or pasted: compatibility forms folded
 * (full-width letters), spaces and invisible characters dropped, upper-cased ("ord-20261121-7k3qx2").
 */
export const readOrderNumber = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]/gu, '')
    .toUpperCase();

const HIDDEN = '***';

/** "Nguyễn Văn An" → "N*** V*** A": each word's first letter, every word but the last followed by ***. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return words
    .map((word, index) => {
      const initial = Array.from(word)[0] ?? '';
      return index === words.length - 1 ? initial : `${initial}${HIDDEN}`;
    })
    .join(' ');
}

/** "0912345678" (the stored spelling, normalisePhone's) → "09******78": the first two and the last two digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** "an.nguyen@example.com" → "a***@example.com": the first character, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return HIDDEN;
  return `${Array.from(email)[0]}${HIDDEN}${email.slice(at)}`;
}
