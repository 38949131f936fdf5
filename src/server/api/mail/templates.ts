// The shop's e-mail messages. Each is written once as a list of blocks (paragraphs, links, order
// lines, figures, an address) and rendered twice: HTML (every value escaped) and plain text, with
// the shop's name and address (src/lib/shop.ts) at the foot of both.
import type { Order } from '../../../api/schemas/order.ts';
import { SHIPPING_METHODS } from '../../../lib/constants.ts';
import { formatVnd } from '../../../lib/format.ts';
import { invoiceFigures, paymentLabel } from '../../../lib/order-display.ts';
import { FORGOT_PASSWORD_PATH, RESET_TOKEN_TTL_MINUTES } from '../../../lib/password-reset.ts';
import { SHOP } from '../../../lib/shop.ts';
import { html, type SafeHtml } from './html.ts';
import { formatShopDate } from '../../../lib/dates.ts';

export const MAIL_KINDS = [
  'order-confirmation',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'password-reset',
  'password-changed',
  'account-deleted',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A rendered message, ready for the queue. */
export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

interface Item {
  name: string;
  detail: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

type Block =
  | { type: 'p'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'items'; items: readonly Item[] }
  | { type: 'figures'; rows: readonly { label: string; value: string; total?: boolean }[] }
  | { type: 'lines'; lines: readonly string[] };

const COLORS = { primary: '#0b57d0', text: '#1f2933', muted: '#5f6b7a', border: '#e3e7ec' };

/** A full-width table of `rows` for layout (e-mail clients follow tables, not CSS layout). */
const layoutTable = (rows: readonly SafeHtml[]) =>
  html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    style="border-collapse:collapse;margin:0 0 8px"
  >
    ${rows}
  </table>`;

/**
 * A row of a layout table: `label`, then `value` on the right. Both cells are padded `padding`
 * above and below and take `style`; `top` aligns the value with the label's first line.
 */
const tableRow = (
  label: SafeHtml | string,
  value: string,
  cells: { padding: string; style: string; top?: boolean },
) => {
  const { padding, style } = cells;
  return html`<tr>
    <td style="padding:${padding} 0${style}">${label}</td>
    <td
      align="right"
      style="padding:${padding} 0 ${padding} 12px;white-space:nowrap${style}${cells.top ? ';vertical-align:top' : ''}"
    >
      ${value}
    </td>
  </tr>`;
};

function blockHtml(block: Block): SafeHtml {
  switch (block.type) {
    case 'p':
      return html`<p style="margin:0 0 16px;line-height:1.5">${block.text}</p>`;
    case 'heading':
      return html`<h2 style="margin:24px 0 8px;font-size:16px">${block.text}</h2>`;
    case 'link':
      return html`<p style="margin:8px 0 24px">
        <a
          href="${block.href}"
          style="display:inline-block;padding:12px 24px;border-radius:6px;background:${COLORS.primary};color:#ffffff;font-weight:bold;text-decoration:none"
          >${block.label}</a
        >
      </p>`;
    case 'items':
      return layoutTable(
        block.items.map((item) =>
          tableRow(
            html`<strong>${item.name}</strong
              >${item.detail ? html`<br /><span style="color:${COLORS.muted};font-size:13px">${item.detail}</span>` : ''}<br /><span
                style="color:${COLORS.muted};font-size:13px"
                >${item.quantity} × ${formatVnd(item.unitPrice)}</span
              >`,
            formatVnd(item.lineTotal),
            { padding: '8px', style: `;border-bottom:1px solid ${COLORS.border}`, top: true },
          ),
        ),
      );
    case 'figures':
      return layoutTable(
        block.rows.map((row) =>
          tableRow(row.label, row.value, {
            padding: '4px',
            style: row.total ? ';font-weight:bold;font-size:16px' : '',
          }),
        ),
      );
    case 'lines':
      return html`<p style="margin:0 0 16px;line-height:1.5">
        ${block.lines.map((line, i) => (i === 0 ? line : html`<br />${line}`))}
      </p>`;
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'p':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'items':
      return block.items
        .map(
          (item) =>
            `${item.name}${item.detail ? ` (${item.detail})` : ''}: ${item.quantity} × ${formatVnd(item.unitPrice)} = ${formatVnd(item.lineTotal)}`,
        )
        .join('\n');
    case 'figures':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'lines':
      return block.lines.join('\n');
  }
}

const FOOTER_LINES = [SHOP.name, SHOP.address, `${SHOP.phone} · ${SHOP.email}`];

function compose(kind: MailKind, subject: string, blocks: readonly Block[]): MailContent {
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f4f6f8;color:${COLORS.text};font-family:Arial,Helvetica,sans-serif;font-size:15px"
      >
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f4f6f8"
        >
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px"
              >
                <tr>
                  <td
                    style="padding:20px 24px;background:${COLORS.primary};border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold"
                  >
                    ${SHOP.name}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">${blocks.map(blockHtml)}</td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 24px;border-top:1px solid ${COLORS.border};color:${COLORS.muted};font-size:12px;line-height:1.5"
                  >
                    ${FOOTER_LINES.map((line, i) => (i === 0 ? html`<strong>${line}</strong>` : html`<br />${line}`))}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  const text = `${blocks.map(blockText).join('\n\n')}\n\n--\n${FOOTER_LINES.join('\n')}\n`;
  return { kind, subject, text, html: body.markup };
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** "22 November 2026 at 14:05 (Vietnam time)". */
const formatDateTime = (at: Date): string => `${dateTime.format(at)} (Vietnam time)`;

const greeting = (name: string): Block => ({ type: 'p', text: `Hello ${name.trim() || 'there'},` });

const SUPPORT: Block = {
  type: 'p',
  text: `Questions? Write to ${SHOP.email} or call ${SHOP.phone} (${SHOP.supportHours}).`,
};

/** What the order mails need to know beyond the order itself. */
export interface OrderMailContext {
  /** The storefront's address, for links. */
  siteUrl: string;
  /** The order belongs to an account (a guest has no My Orders page to link to). */
  account: boolean;
}

const itemsOf = (order: Order): Item[] => invoiceFigures(order).lines;

function shippingLabel(order: Order): string {
  const method = SHIPPING_METHODS[order.shipping.method];
  return `${method.label} (${method.eta})`;
}

function totals(order: Order): Block {
  return {
    type: 'figures',
    rows: [
      { label: 'Subtotal', value: formatVnd(order.subTotal) },
      {
        label: `Shipping: ${shippingLabel(order)}`,
        value: order.shippingFee === 0 ? 'Free' : formatVnd(order.shippingFee),
      },
      {
        label: `Tax (VAT ${invoiceFigures(order).vatPercent}%)`,
        value: formatVnd(order.taxAmount),
      },
      { label: 'Total', value: formatVnd(order.totalAmount), total: true },
    ],
  };
}

function addressLines(order: Order): Block {
  const a = order.shippingAddress;
  const home = a.home && a.home !== a.street ? a.home : null;
  return {
    type: 'lines',
    lines: [
      a.fullName,
      a.street,
      ...(home ? [home] : []),
      `${a.city}, ${a.state} ${a.zip}`.trim(),
      a.country,
      a.phone,
    ],
  };
}

function paymentText(order: Order): string {
  const { method, cardLast4, cardBrand } = order.paymentDetails;
  const total = formatVnd(order.totalAmount);
  if (method === 'cod')
    return `${paymentLabel(method)}: please have ${total} ready when it arrives.`;
  if (method === 'card')
    return `${paymentLabel(method)}${cardBrand ? ` (${cardBrand})` : ''}${cardLast4 ? ` ending in ${cardLast4}` : ''}: ${total} charged.`;
  return `${paymentLabel(method)}: ${total}.`;
}

const ordersLink = (context: OrderMailContext): Block[] =>
  context.account
    ? [{ type: 'link', label: 'View your orders', href: `${context.siteUrl}/orders` }]
    : [];

export function orderConfirmationMail(order: Order, context: OrderMailContext): MailContent {
  return compose('order-confirmation', `Your order ${order.orderNumber} is confirmed`, [
    greeting(order.shippingAddress.fullName),
    {
      type: 'p',
      text: `Thank you for shopping with ${SHOP.name}. We have received your order ${order.orderNumber}, placed on ${formatShopDate(order.createdAt)}, and will e-mail you when it ships.`,
    },
    { type: 'heading', text: `Order ${order.orderNumber}` },
    { type: 'items', items: itemsOf(order) },
    totals(order),
    { type: 'heading', text: 'Shipping address' },
    addressLines(order),
    { type: 'heading', text: 'Payment' },
    { type: 'p', text: paymentText(order) },
    ...ordersLink(context),
    SUPPORT,
  ]);
}

/** A cancelled order's refund: how much went back to which card, or null when nothing was charged. */
export interface RefundInfo {
  amount: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

export type OrderStatusMailStatus = 'shipped' | 'delivered' | 'cancelled';

export function orderStatusMail(
  order: Order,
  status: OrderStatusMailStatus,
  context: OrderMailContext & { refund: RefundInfo | null },
): MailContent {
  const number = order.orderNumber;
  const hello = greeting(order.shippingAddress.fullName);
  const items: Block = { type: 'items', items: itemsOf(order) };
  const total: Block = {
    type: 'figures',
    rows: [{ label: 'Total', value: formatVnd(order.totalAmount), total: true }],
  };
  if (status === 'shipped')
    return compose('order-shipped', `Your order ${number} has shipped`, [
      hello,
      {
        type: 'p',
        text: `Good news: your order ${number} is on its way by ${shippingLabel(order)}.`,
      },
      items,
      total,
      { type: 'heading', text: 'Shipping to' },
      addressLines(order),
      ...ordersLink(context),
      SUPPORT,
    ]);
  if (status === 'delivered')
    return compose('order-delivered', `Your order ${number} was delivered`, [
      hello,
      {
        type: 'p',
        text: `Your order ${number} was delivered. We hope you enjoy it! You can return any item within 30 days of delivery.`,
      },
      items,
      total,
      ...(context.account
        ? [
            { type: 'p', text: 'Tell other shoppers what you think of what you bought:' } as const,
            {
              type: 'link',
              label: 'Write a review',
              href: `${context.siteUrl}/review/order/${order._id}`,
            } as const,
          ]
        : []),
      SUPPORT,
    ]);
  const { refund } = context;
  const card = refund?.cardLast4
    ? ` to your ${refund.cardBrand ? `${refund.cardBrand} ` : ''}card ending in ${refund.cardLast4}`
    : '';
  return compose('order-cancelled', `Your order ${number} was cancelled`, [
    hello,
    { type: 'p', text: `Your order ${number} has been cancelled.` },
    {
      type: 'p',
      text: refund
        ? `We have refunded ${formatVnd(refund.amount)}${card}. Depending on your bank, it takes 5-10 business days to show on your statement.`
        : 'Nothing was charged for this order, so there is nothing to refund.',
    },
    items,
    total,
    ...ordersLink(context),
    SUPPORT,
  ]);
}

export function passwordResetMail(input: { name: string; link: string }): MailContent {
  return compose('password-reset', `Reset your ${SHOP.name} password`, [
    greeting(input.name),
    {
      type: 'p',
      text: `We received a request to reset the password of your ${SHOP.name} account. The link below works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`,
    },
    { type: 'link', label: 'Reset your password', href: input.link },
    {
      type: 'p',
      text: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    },
    SUPPORT,
  ]);
}

export function passwordChangedMail(input: {
  name: string;
  at: Date;
  siteUrl: string;
  /** Through a reset link (every device signed out) rather than in Settings (others signed out). */
  reset: boolean;
}): MailContent {
  return compose('password-changed', `Your ${SHOP.name} password was changed`, [
    greeting(input.name),
    {
      type: 'p',
      text: `The password of your ${SHOP.name} account was changed on ${formatDateTime(input.at)}. ${input.reset ? 'Every device that was signed in has been signed out.' : 'Every other device that was signed in has been signed out.'}`,
    },
    {
      type: 'p',
      text: 'If you did not change it, reset your password now and let us know.',
    },
    {
      type: 'link',
      label: 'Reset your password',
      href: `${input.siteUrl}${FORGOT_PASSWORD_PATH}`,
    },
    SUPPORT,
  ]);
}

export function accountDeletedMail(input: { name: string; at: Date }): MailContent {
  return compose('account-deleted', `Your ${SHOP.name} account was deleted`, [
    greeting(input.name),
    {
      type: 'p',
      text: `Your ${SHOP.name} account was deleted on ${formatDateTime(input.at)}, as you asked. Your name, e-mail, phone number and address are gone from it, and it can no longer sign in. Orders you placed are kept for our accounting records.`,
    },
    { type: 'p', text: `Thank you for shopping with ${SHOP.name}.` },
    SUPPORT,
  ]);
}
