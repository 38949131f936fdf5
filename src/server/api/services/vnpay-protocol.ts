// VNPay's payment protocol (version 2.1.0), as VNPay publishes it for merchants: the payment URL
// the shopper's browser is sent to, and the check of the parameters VNPay sends back (the IPN,
// server to server, and the browser's return). Every message is a set of vnp_ parameters signed
// with HMAC-SHA512 under the merchant's hash secret: the parameters other than the signature are
// sorted by name, each name and value URL-encoded as VNPay's own sample code does
// (encodeURIComponent, then a space as "+"), joined as a query string (name=value&…), and that
// string is the signed data; its hex digest travels as vnp_SecureHash. Dates are VNPay's
// yyyyMMddHHmmss in Vietnam's time (GMT+7, no daylight saving) and amounts are VND × 100.
// Written here with node:crypto rather than taken from a package: decision 59 says why.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const VNPAY_VERSION = '2.1.0';
/** The parameter that carries the signature, and its companion some gateways send with it. */
export const SECURE_HASH = 'vnp_SecureHash';
const SECURE_HASH_TYPE = 'vnp_SecureHashType';

/** Vietnam's offset from UTC (GMT+7 all year). */
const GMT7_MS = 7 * 60 * 60 * 1000;

/** One value encoded as VNPay's sample code encodes it: encodeURIComponent, a space as "+". */
export const vnpayEncode = (value: string): string =>
  encodeURIComponent(value).replace(/%20/g, '+');

/**
 * The signed data of `params`: every vnp_ parameter but the signature's own, non-empty, sorted by
 * name, encoded, joined as a query string. It is also the query string of the payment URL.
 */
export function vnpayQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter(
      (name) =>
        name.startsWith('vnp_') &&
        name !== SECURE_HASH &&
        name !== SECURE_HASH_TYPE &&
        params[name] !== '',
    )
    .sort()
    .map((name) => `${vnpayEncode(name)}=${vnpayEncode(params[name]!)}`)
    .join('&');
}

/** The hex HMAC-SHA512 of `params`' signed data under `secret`. */
export const vnpaySignature = (secret: string, params: Readonly<Record<string, string>>): string =>
  createHmac('sha512', secret).update(vnpayQuery(params), 'utf8').digest('hex');

/** `params` as a signed query string: the sorted, encoded parameters and vnp_SecureHash last. */
export const signedVnpayQuery = (
  secret: string,
  params: Readonly<Record<string, string>>,
): string => `${vnpayQuery(params)}&${SECURE_HASH}=${vnpaySignature(secret, params)}`;

/**
 * Whether `params` (as received: the IPN's or the return's query) carry a signature that matches
 * them under `secret`, compared in constant time; hex in either case.
 */
export function vnpaySignatureMatches(
  secret: string,
  params: Readonly<Record<string, string>>,
): boolean {
  const given = params[SECURE_HASH]?.trim() ?? '';
  if (!/^[0-9a-f]{128}$/i.test(given)) return false;
  const expected = Buffer.from(vnpaySignature(secret, params), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** A moment as VNPay writes it: yyyyMMddHHmmss in Vietnam's time (GMT+7). */
export function vnpayDate(at: Date): string {
  const local = new Date(at.getTime() + GMT7_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    String(local.getUTCFullYear()) +
    two(local.getUTCMonth() + 1) +
    two(local.getUTCDate()) +
    two(local.getUTCHours()) +
    two(local.getUTCMinutes()) +
    two(local.getUTCSeconds())
  );
}

/** A VNPay date (yyyyMMddHHmmss, GMT+7) as a moment; null when it is not one. */
export function parseVnpayDate(value: string | undefined): Date | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  // 20261331… is not a date (Date.UTC would roll it over into the next year).
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23) return null;
  return new Date(utc - GMT7_MS);
}

/** An amount in VND as vnp_Amount carries it (× 100, no decimals). */
export const vnpayAmount = (vnd: number): string => String(Math.round(vnd) * 100);

/** vnp_Amount back in VND; null when it is not a whole number of đồng × 100. */
export function amountOfVnpay(value: string | undefined): number | null {
  if (!value || !/^\d{1,18}$/.test(value)) return null;
  const cents = Number(value);
  if (!Number.isSafeInteger(cents) || cents % 100 !== 0) return null;
  return cents / 100;
}

/** What a payment URL says (the merchant's side of a payment attempt). */
export interface VnpayPayment {
  tmnCode: string;
  /** The payment page: VNPay's (sandbox or live) or the shop's test gateway. */
  payUrl: string;
  /** The attempt's reference, unique per attempt (an order may be paid again after a failure). */
  txnRef: string;
  amount: number;
  orderInfo: string;
  orderType: string;
  locale: 'vn' | 'en';
  returnUrl: string;
  ipAddr: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The parameters of a payment URL, before signing. */
export const paymentParams = (p: VnpayPayment): Record<string, string> => ({
  vnp_Version: VNPAY_VERSION,
  vnp_Command: 'pay',
  vnp_TmnCode: p.tmnCode,
  vnp_Amount: vnpayAmount(p.amount),
  vnp_CurrCode: 'VND',
  vnp_TxnRef: p.txnRef,
  vnp_OrderInfo: p.orderInfo,
  vnp_OrderType: p.orderType,
  vnp_Locale: p.locale,
  vnp_ReturnUrl: p.returnUrl,
  vnp_IpAddr: p.ipAddr,
  vnp_CreateDate: vnpayDate(p.createdAt),
  vnp_ExpireDate: vnpayDate(p.expiresAt),
});

/** The signed payment URL the shopper's browser is sent to. */
export const vnpayPaymentUrl = (secret: string, payment: VnpayPayment): string =>
  `${payment.payUrl}?${signedVnpayQuery(secret, paymentParams(payment))}`;

/** The vnp_ parameters of a query, each once (the first when repeated). */
export function vnpayParamsOf(query: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of query)
    if (name.startsWith('vnp_') && !(name in params)) params[name] = value;
  return params;
}
