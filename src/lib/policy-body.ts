// A policy page's body as the page shows it: staff's text with its {placeholders} filled in from the
// shop's constants, then sanitised (the product description's rules, with section headings), and
// the shipping table the page generates from SHIPPING_METHODS and the checkout's labels. Server
// side only: the browser never loads sanitize-html.
import sanitizeHtml from 'sanitize-html';
import { RETURN_WINDOW_DAYS, SHIPPING_METHOD_IDS, SHIPPING_METHODS } from './constants.ts';
import { hasMarkup } from './description.ts';
import { shippingFeeText } from './format.ts';
import { fill, messages, type Lang } from './i18n/index.ts';
import type { PolicyPlaceholder } from './policies.ts';

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
};

/** Only the safe subset of markup: no scripts, styles, frames, attributes but links' href. */
export const sanitizePolicyBody = (html: string): string =>
  sanitizeHtml(html, SANITIZE_OPTIONS).trim();

/** One row of the shipping table: a method's name, delivery time and fee, as the checkout has them. */
export interface ShippingRow {
  method: (typeof SHIPPING_METHOD_IDS)[number];
  name: string;
  eta: string;
  cost: number;
  fee: string;
}

/** Every shipping method, in the checkout's order, in `lang`. */
export function shippingRows(lang: Lang): ShippingRow[] {
  const t = messages(lang);
  return SHIPPING_METHOD_IDS.map((method) => {
    return {
      method,
      name: t.checkout.screen.methods[method],
      eta: t.checkout.screen.etas[method],
      cost: SHIPPING_METHODS[method].cost,
      fee: shippingFeeText(method, t.checkout.screen.free),
    };
  });
}

/** What each placeholder says in `lang`: the return window and each method's time and fee. */
export function policyFacts(lang: Lang): Record<PolicyPlaceholder, string> {
  const rows = Object.fromEntries(shippingRows(lang).map((row) => [row.method, row]));
  return {
    returnDays: String(RETURN_WINDOW_DAYS),
    standardEta: rows.standard!.eta.toLowerCase(),
    expressEta: rows.express!.eta.toLowerCase(),
    overnightEta: rows.overnight!.eta.toLowerCase(),
    standardFee: rows.standard!.fee.toLowerCase(),
    expressFee: rows.express!.fee,
    overnightFee: rows.overnight!.fee,
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The body as HTML: placeholders filled in (an unknown one is left as written), then sanitised;
 * a body without markup becomes one paragraph per line.
 */
export function renderPolicyBody(body: string, lang: Lang): string {
  const facts = Object.fromEntries(
    Object.entries(policyFacts(lang)).map(([name, value]) => [name, escapeHtml(value)]),
  );
  if (hasMarkup(body)) return sanitizePolicyBody(fill(body, facts));
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${fill(escapeHtml(line), facts)}</p>`)
    .join('\n');
}
