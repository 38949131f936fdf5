// VietQR: the EMVCo merchant-presented QR that Vietnamese banking apps read to fill in a transfer
// (NAPAS's VietQR for inter-bank transfers to an account, service QRIBFTTA), and its picture. The
// payload is a list of ID-length-value fields ending in a CRC-16/CCITT-FALSE; the QR code itself
// is drawn by `qrcode` as an SVG. No well-kept npm package builds the payload, so it is built here
// and tested against published payloads (tests/unit/vietqr.test.ts).
import QRCode from 'qrcode';
import type { BankTransferConfig } from '../../config.ts';

/** NAPAS's globally unique identifier of VietQR, in the merchant account information (ID 38). */
const NAPAS_GUID = 'A000000727';
/** The service: an inter-bank fund transfer, 24/7, to an account. */
const TRANSFER_TO_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric code of the Vietnamese dong, and ISO 3166 of Viet Nam. */
const VND = '704';
const VIET_NAM = 'VN';

/** 11: a code for any number of payments (no amount); 12: one payment, with its amount. */
export type QrInitiation = 'static' | 'dynamic';

export interface VietQrFields {
  /** The bank's six-digit NAPAS BIN. */
  bin: string;
  accountNumber: string;
  /** Whole VND; left out for a static code. */
  amount?: number | undefined;
  /** The transfer note the app fills in (the additional data's purpose of transaction, ID 08). */
  purpose?: string | undefined;
  initiation?: QrInitiation | undefined;
}

/** One ID-length-value field: a two-digit ID, the value's length in two digits, the value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection) of the text's bytes. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The note a transfer carries, as banking apps accept it: letters, digits and spaces of ASCII
 * (Vietnamese letters lose their marks, đ becomes d), at most 25 characters.
 */
export function transferNote(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^0-9A-Za-z -]/g, '')
    .slice(0, 25);
}

/** The payload string of a VietQR transfer to `fields.accountNumber`, its CRC included. */
export function vietQrPayload(fields: VietQrFields): string {
  const isStatic = (fields.initiation ?? (fields.amount ? 'dynamic' : 'static')) === 'static';
  const beneficiary = field('00', fields.bin) + field('01', fields.accountNumber);
  const merchant =
    field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TRANSFER_TO_ACCOUNT);
  const purpose = fields.purpose ? transferNote(fields.purpose) : '';
  const body =
    field('00', '01') +
    field('01', isStatic ? '11' : '12') +
    field('38', merchant) +
    field('53', VND) +
    (fields.amount ? field('54', String(fields.amount)) : '') +
    field('58', VIET_NAM) +
    (purpose ? field('62', field('08', purpose)) : '') +
    '6304';
  return body + crc16CcittFalse(body);
}

/** The QR code of `payload`, as an SVG document (black modules on white, a quiet zone of 4). */
export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/** What a shopper needs to pay an order by transfer: the account as text, and its VietQR. */
export interface TransferInstructions {
  bankName: string;
  bin: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  /** The transfer note: the order number. */
  note: string;
  /** When the order cancels itself if the money has not arrived (ISO 8601). */
  payBy: string;
  /** The VietQR payload and its picture. */
  payload: string;
  qrSvg: string;
}

/** How to pay an order's `amount` into the shop's account, before its wait ends. */
export async function transferInstructions(
  bank: BankTransferConfig,
  order: { orderNumber: string; amount: number; placedAt: Date },
): Promise<TransferInstructions> {
  const { orderNumber, amount } = order;
  const payload = vietQrPayload({
    bin: bank.bin,
    accountNumber: bank.accountNumber,
    amount,
    purpose: orderNumber,
    initiation: 'dynamic',
  });
  return {
    bankName: bank.bankName,
    bin: bank.bin,
    accountNumber: bank.accountNumber,
    accountName: bank.accountName,
    amount,
    note: orderNumber,
    payBy: new Date(order.placedAt.getTime() + bank.unpaidMs).toISOString(),
    payload,
    qrSvg: await qrSvg(payload),
  };
}
