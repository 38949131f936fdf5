// What the orders screen and the invoice show of an order: badge colours, payment label, item
// count, which actions are offered, and the invoice figures.
import { attributeValueText, type AttributeRead } from './attributes.ts';
import { CANCELLABLE_STATUSES, VAT_PERCENT, type OrderStatus } from './constants.ts';

export type BadgeTone = 'yellow' | 'blue' | 'indigo' | 'green' | 'red' | 'grey';

const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'indigo',
  delivered: 'green',
  cancelled: 'red',
};

/** Badge colour of a status; any status the screen does not know is grey. */
export const statusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'grey';

/**
 * "pending" → "Pending"; with `labels` (a shopper's screen in its language: the catalogue's
 * statuses), the status's label there, else the capitalised status.
 */
export const statusLabel = (
  status: string,
  labels?: Readonly<Partial<Record<string, string>>>,
): string => labels?.[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

const PAYMENT_LABELS: Readonly<Record<string, string>> = {
  cod: 'Cash on Delivery',
  card: 'Credit Card',
  bank_transfer: 'Bank transfer (VietQR)',
  vnpay: 'VNPay: ATM card, Visa/Master, QR',
};

/**
 * Cash on Delivery, Credit Card, else the stored method as it is, else N/A; with `labels` (the
 * catalogue's payment methods, `none` for N/A), the words of the page's language.
 */
export function paymentLabel(
  method: string | null | undefined,
  labels?: Readonly<Partial<Record<string, string>>>,
): string {
  if (!method) return labels?.none ?? 'N/A';
  return labels?.[method] ?? PAYMENT_LABELS[method] ?? method;
}

/** Where an order's money stands, in English (the back office; the account catalogue's words). */
export const PAYMENT_STATUS_LABELS = {
  unpaid: 'Awaiting payment',
  paid: 'Paid',
  refund_due: 'Refund due',
  refunded: 'Refunded',
} as const;

const PAYMENT_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  unpaid: 'yellow',
  paid: 'green',
  refund_due: 'red',
  refunded: 'grey',
};

/** Badge colour of a payment status. */
export const paymentStatusTone = (status: string): BadgeTone =>
  PAYMENT_STATUS_TONES[status] ?? 'grey';

/** "Awaiting payment", "Paid", …; with `labels`, the words of the page's language. */
export const paymentStatusLabel = (
  status: string,
  labels: Readonly<Partial<Record<string, string>>> = PAYMENT_STATUS_LABELS,
): string => labels[status] ?? status;

/** Units in the order, every line's quantity counted. */
export const itemCount = (items: readonly { quantity: number }[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/** "1 item", "3 items"; with `labels`, the catalogue's two forms ("{count} item", "{count} items"). */
export const itemCountLabel = (
  count: number,
  labels?: { readonly itemCountOne: string; readonly itemCountMany: string },
): string =>
  labels
    ? (count === 1 ? labels.itemCountOne : labels.itemCountMany).replace('{count}', String(count))
    : `${count} ${count === 1 ? 'item' : 'items'}`;

export const canCancel = (status: string): boolean =>
  CANCELLABLE_STATUSES.includes(status as OrderStatus);

export const canReview = (order: { status: string; isReviewed: boolean }): boolean =>
  order.status === 'delivered' && !order.isReviewed;

/** A line's picture: its own, else its product's first, else none (the screen's placeholder). */
export const orderItemImage = (item: {
  image: string;
  product: { productImages: readonly string[] };
}): string => item.image || item.product.productImages[0] || '';

/** The number customers see: orderNumber, else the id. */
export const orderLabel = (order: { _id: string; orderNumber?: string | null }): string =>
  order.orderNumber || order._id;

const attributeText = (attribute: AttributeRead): string =>
  `${attribute.type}: ${attributeValueText(attribute)}`;

/** The line under an item's name: its variation name, else its attributes, else nothing. */
export function variationLine(item: {
  variationName: string | null;
  attributes: readonly AttributeRead[];
}): string | null {
  if (item.variationName) return item.variationName;
  return item.attributes.length ? item.attributes.map(attributeText).join(', ') : null;
}

export interface InvoiceLine {
  /** The line's picture (orderItemImage): its variation's colour picture, or empty for the placeholder. */
  image: string;
  name: string;
  detail: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  subTotal: number;
  shippingFee: number;
  /** VAT percentage printed next to the tax amount. */
  vatPercent: number;
  taxAmount: number;
  totalAmount: number;
}

interface InvoiceOrder {
  items: readonly {
    image: string;
    product: { productImages: readonly string[] };
    name: string;
    quantity: number;
    unitPrice: number;
    variationName: string | null;
    attributes: readonly AttributeRead[];
  }[];
  subTotal: number;
  shippingFee: number;
  taxAmount: number;
  totalAmount: number;
}

/** The invoice's lines and totals, as the server priced them (never recomputed from the catalogue). */
export function invoiceFigures(order: InvoiceOrder): InvoiceFigures {
  return {
    lines: order.items.map((item) => ({
      image: orderItemImage(item),
      name: item.name,
      detail: variationLine(item),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.unitPrice * item.quantity,
    })),
    subTotal: order.subTotal,
    shippingFee: order.shippingFee,
    vatPercent: VAT_PERCENT,
    taxAmount: order.taxAmount,
    totalAmount: order.totalAmount,
  };
}
