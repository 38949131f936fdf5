// The shop's e-mail messages. Each is written once as a draft, a list of blocks (paragraphs,
// links, order lines, figures, an address), and rendered when it is queued, twice: HTML (every
// value escaped) and plain text, both signed by the shop's identity as configured at that moment
// (legal name, address, hotline, support e-mail; the demo's from src/lib/shop.ts until one is
// set), which is also the contact the support line gives. Their words come from the
// catalogue's `mail` area in the customer's language (an order's e-mails in the language it was
// placed in, an account's in the account's); English unless told.
import type { Order } from '../../../api/schemas/order.ts';
import { formatVnd } from '../../../lib/format.ts';
import { invoiceFigures, paymentLabel, type InvoiceLine } from '../../../lib/order-display.ts';
import { orderLookupHref } from '../../../lib/order-lookup.ts';
import {
  HTML_LANG,
  fill,
  localePath,
  messages,
  type Lang,
  type Messages,
} from '../../../lib/i18n/index.ts';
import { FORGOT_PASSWORD_PATH, RESET_TOKEN_TTL_MINUTES } from '../../../lib/password-reset.ts';
import { SHOP } from '../../../lib/shop.ts';
import { html, type SafeHtml } from './html.ts';
import { shownPhone, supportHoursIn } from '../../../lib/shop-identity.ts';
import { formatShopDate } from '../../../lib/dates.ts';

export const MAIL_KINDS = [
  'order-confirmation',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'order-paid',
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

/**
 * A message as a template writes it, before it is signed: renderMail turns it into MailContent with
 * the shop's identity (queue.ts reads it in the transaction that queues the message).
 */
export interface MailDraft {
  kind: MailKind;
  subject: string;
  /** Whom the greeting names. */
  name: string;
  blocks: readonly Block[];
  lang: Lang;
}

/** A line as the invoice shows it, its picture made an absolute address (itemsOf). */
type Item = InvoiceLine;

type Block =
  | { type: 'p'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'items'; items: readonly Item[] }
  | { type: 'figures'; rows: readonly { label: string; value: string; total?: boolean }[] }
  | { type: 'lines'; lines: readonly string[] }
  /** A picture drawn by the shop (the VietQR code), as an SVG document, with its text. */
  | { type: 'svg'; svg: string; alt: string };

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
            html`${item.image ? html`<img src="${item.image}" alt="" width="56" height="56" style="float:left;margin:0 12px 0 0;border-radius:4px;object-fit:cover" />` : ''}<strong>${item.name}</strong>${item.detail ? html`<br /><span style="color:${COLORS.muted};font-size:13px">${item.detail}</span>` : ''}<br /><span
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
    case 'svg':
      return html`<p style="margin:0 0 16px">
        <img
          src="data:image/svg+xml;base64,${Buffer.from(block.svg).toString('base64')}"
          width="200"
          height="200"
          alt="${block.alt}"
        />
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
    case 'svg':
      return '';
  }
}

/** Who signs a message: the shop's identity (services/shop-identity.ts) as a message shows it. */
export interface MailSigner {
  configured: boolean;
  legalName: string;
  address: string;
  hotline: string;
  supportEmail: string;
  supportHours: string;
  supportHoursEn: string;
}

/**
 * How a message shows the shop: its signature's lines, and how to reach it (phone, e-mail, hours;
 * '' for a way a configured shop does not give).
 */
interface Signature {
  lines: readonly string[];
  phone: string;
  email: string;
  hours: string;
}

/**
 * The configured identity's legal name, registered address, hotline and support e-mail; with
 * nothing configured, the shop's name and the demo's contact details (no registration or tax code).
 */
function signatureOf(signer: MailSigner | undefined, lang: Lang): Signature {
  // The demo's address and hours as the Contact page writes them in `lang`.
  const demo = messages(lang).pages.contact;
  if (!signer?.configured)
    return {
      lines: [SHOP.name, demo.shopAddress, `${SHOP.phone} · ${SHOP.email}`],
      phone: SHOP.phone,
      email: SHOP.email,
      hours: demo.shopSupportHours,
    };
  // A configured shop is reached only the ways it gives: never the demo's phone or e-mail.
  const phone = signer.hotline ? shownPhone(signer.hotline) : '';
  const email = signer.supportEmail;
  return {
    lines: [signer.legalName, signer.address, [phone, email].filter(Boolean).join(' · ')].filter(
      Boolean,
    ),
    phone,
    email,
    hours: supportHoursIn(signer, lang) || demo.shopSupportHours,
  };
}

/** A message to `name` in `lang`: the greeting, `content`, then how to reach the shop. */
const compose = (
  kind: MailKind,
  subject: string,
  name: string,
  content: readonly Block[],
  lang: Lang,
): MailDraft => ({ kind, subject, name, blocks: content, lang });

/**
 * A message rendered for the queue, in HTML (every value escaped) and plain text, signed by
 * `signer` (the shop's identity; unconfigured when left out): the greeting, the message, how to
 * reach the shop, and the signature at the foot of both.
 */
export function renderMail(draft: MailDraft, signer?: MailSigner): MailContent {
  const { kind, subject, name, lang } = draft;
  const signature = signatureOf(signer, lang);
  const blocks = [greeting(name, lang), ...draft.blocks, ...support(lang, signature)];
  const body = html`<!doctype html>
    <html lang="${HTML_LANG[lang]}">
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
                    ${signature.lines.map((line, i) =>
                      i === 0 ? html`<strong>${line}</strong>` : html`<br />${line}`,
                    )}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  const text = `${blocks
    .map(blockText)
    .filter(Boolean)
    .join('\n\n')}\n\n--\n${signature.lines.join('\n')}\n`;
  return { kind, subject, text, html: body.markup };
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Ho_Chi_Minh',
});
const viTime = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** "22 November 2026 at 14:05 (Vietnam time)", "14:05 ngày 22/11/2026 (giờ Việt Nam)". */
function formatDateTime(at: Date, lang: Lang): string {
  const moment =
    lang === 'vi'
      ? `${viTime.format(at)} ngày ${formatShopDate(at.toISOString(), 'vi')}`
      : dateTime.format(at);
  return fill(messages(lang).mail.dateTime, { dateTime: moment });
}

function greeting(name: string, lang: Lang): Block {
  const t = messages(lang).mail;
  const trimmed = name.trim();
  return { type: 'p', text: trimmed ? fill(t.hello, { name: trimmed }) : t.helloNoName };
}

/** How to reach the shop, by the ways it gives; nothing when a configured shop gives neither. */
function support(lang: Lang, { email, phone, hours }: Signature): Block[] {
  const t = messages(lang).mail;
  const text =
    email && phone ? t.support : email ? t.supportByEmail : phone ? t.supportByPhone : '';
  return text ? [{ type: 'p', text: fill(text, { email, phone, hours }) }] : [];
}

/** What the order mails need to know beyond the order itself. */
export interface OrderMailContext {
  /** The storefront's address, for links. */
  siteUrl: string;
  /** The order belongs to an account (a guest has no My Orders page to link to). */
  account: boolean;
  /** The language the order was placed in (English unless told). */
  lang?: Lang;
}

/** The lines as the invoice shows them, each picture made absolute for the mail reader. */
const itemsOf = (order: Order, siteUrl: string): Item[] =>
  invoiceFigures(order).lines.map((line) => ({
    ...line,
    image: line.image && !/^https?:/.test(line.image) ? `${siteUrl}${line.image}` : line.image,
  }));

const shippingLabel = (order: Order, lang: Lang): string =>
  messages(lang).mail.shippingMethods[order.shipping.method];

function totals(order: Order, lang: Lang): Block {
  const t = messages(lang).mail;
  return {
    type: 'figures',
    rows: [
      { label: t.subtotal, value: formatVnd(order.subTotal) },
      {
        label: fill(t.shipping, { method: shippingLabel(order, lang) }),
        value: order.shippingFee === 0 ? t.free : formatVnd(order.shippingFee),
      },
      {
        label: fill(t.tax, { percent: invoiceFigures(order).vatPercent }),
        value: formatVnd(order.taxAmount),
      },
      { label: t.total, value: formatVnd(order.totalAmount), total: true },
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

function paymentText(order: Order, lang: Lang): string {
  const t = messages(lang).mail;
  const { method, cardLast4, cardBrand } = order.paymentDetails;
  const total = formatVnd(order.totalAmount);
  if (method === 'cod') return fill(t.payCod, { method: t.paymentMethods.cod, total });
  if (method === 'bank_transfer' && order.bankTransfer)
    return fill(t.payTransfer, {
      method: t.paymentMethods.bank_transfer,
      total,
      deadline: formatDateTime(new Date(order.bankTransfer.payBy), lang),
    });
  if (method === 'card')
    return fill(t.payCard, {
      method: t.paymentMethods.card,
      brand: cardBrand ? fill(t.cardBrand, { brand: cardBrand }) : '',
      ending: cardLast4 ? fill(t.cardEnding, { last4: cardLast4 }) : '',
      total,
    });
  return fill(t.payOther, { method: paymentLabel(method), total });
}

/** Where to follow the order: My Orders for a customer, the order lookup (its number filled in) for a guest. */
const ordersLink = (order: Order, context: OrderMailContext, lang: Lang): Block[] => [
  context.account
    ? {
        type: 'link',
        label: messages(lang).mail.viewOrders,
        href: `${context.siteUrl}${localePath(lang, '/orders')}`,
      }
    : {
        type: 'link',
        label: messages(lang).mail.trackOrder,
        href: `${context.siteUrl}${localePath(lang, orderLookupHref(order.orderNumber))}`,
      },
];

/** How to pay an order by transfer: the VietQR code, then the account as text. */
function transferBlocks(order: Order, lang: Lang): Block[] {
  const transfer = order.bankTransfer;
  if (!transfer) return [];
  // The words of the shopper's screens: the same panel, written once (the checkout catalogue).
  const t = messages(lang).checkout.transfer;
  return [
    { type: 'heading', text: t.title },
    { type: 'p', text: t.intro },
    { type: 'svg', svg: transfer.qrSvg, alt: fill(t.qrAlt, { number: order.orderNumber }) },
    {
      type: 'figures',
      rows: [
        { label: t.bank, value: transfer.bankName },
        { label: t.accountNumber, value: transfer.accountNumber },
        { label: t.accountName, value: transfer.accountName },
        { label: t.amount, value: formatVnd(transfer.amount) },
        { label: t.note, value: transfer.note },
      ],
    },
  ];
}

/**
 * The confirmation of a placed order; an order paid by transfer says how and by when, from its
 * `bankTransfer` instructions.
 */
export function orderConfirmationMail(order: Order, context: OrderMailContext): MailDraft {
  const lang = context.lang ?? 'en';
  const t = messages(lang).mail;
  const number = order.orderNumber;
  return compose(
    'order-confirmation',
    fill(t.confirmation.subject, { number }),
    order.shippingAddress.fullName,
    [
      {
        type: 'p',
        text: fill(t.confirmation.thanks, {
          shop: SHOP.name,
          number,
          date: formatShopDate(order.createdAt, lang),
        }),
      },
      { type: 'heading', text: fill(t.confirmation.order, { number }) },
      { type: 'items', items: itemsOf(order, context.siteUrl) },
      totals(order, lang),
      { type: 'heading', text: t.confirmation.shippingAddress },
      addressLines(order),
      { type: 'heading', text: t.confirmation.payment },
      { type: 'p', text: paymentText(order, lang) },
      ...transferBlocks(order, lang),
      ...ordersLink(order, context, lang),
    ],
    lang,
  );
}

/** A cancelled order's refund: how much went back to which card, or null when nothing was charged. */
export interface RefundInfo {
  amount: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

export type OrderStatusMailStatus = 'shipped' | 'delivered' | 'cancelled';

/** The e-mail that the money for an order arrived (a bank transfer, confirmed after placing). */
export function orderPaidMail(order: Order, context: OrderMailContext): MailDraft {
  const lang = context.lang ?? 'en';
  const t = messages(lang).mail;
  const number = order.orderNumber;
  return compose(
    'order-paid',
    fill(t.paid.subject, { number }),
    order.shippingAddress.fullName,
    [
      {
        type: 'p',
        text: fill(order.paymentDetails.method === 'vnpay' ? t.paid.bodyVnpay : t.paid.body, {
          number,
          amount: formatVnd(order.totalAmount),
        }),
      },
      { type: 'items', items: itemsOf(order, context.siteUrl) },
      totals(order, lang),
      ...ordersLink(order, context, lang),
    ],
    lang,
  );
}

export function orderStatusMail(
  order: Order,
  status: OrderStatusMailStatus,
  context: OrderMailContext & { refund: RefundInfo | null; refundDue?: boolean },
): MailDraft {
  const lang = context.lang ?? 'en';
  const t = messages(lang).mail;
  const number = order.orderNumber;
  const items: Block = { type: 'items', items: itemsOf(order, context.siteUrl) };
  const total: Block = {
    type: 'figures',
    rows: [{ label: t.total, value: formatVnd(order.totalAmount), total: true }],
  };
  /**
   * The `order-<status>` mail: its subject and body paragraph (with `values` besides the number),
   * the paragraphs `before` the items and total, and the blocks `after` them.
   */
  const statusMail = (
    words: { subject: string; body: string },
    values: Record<string, string>,
    before: readonly Block[],
    after: readonly Block[],
  ) =>
    compose(
      `order-${status}`,
      fill(words.subject, { number }),
      order.shippingAddress.fullName,
      [
        { type: 'p', text: fill(words.body, { number, ...values }) },
        ...before,
        items,
        total,
        ...after,
      ],
      lang,
    );
  if (status === 'shipped')
    return statusMail(
      t.shipped,
      { method: shippingLabel(order, lang) },
      [],
      [
        { type: 'heading', text: t.shipped.shippingTo },
        addressLines(order),
        ...ordersLink(order, context, lang),
      ],
    );
  if (status === 'delivered')
    return statusMail(
      t.delivered,
      {},
      [],
      context.account
        ? [
            { type: 'p', text: t.delivered.reviewAsk },
            {
              type: 'link',
              label: t.delivered.writeReview,
              href: `${context.siteUrl}${localePath(lang, `/review/order/${order._id}`)}`,
            },
          ]
        : [],
    );
  const { refund } = context;
  const card = refund?.cardLast4
    ? fill(t.cancelled.refundCard, {
        brand: refund.cardBrand ? `${refund.cardBrand} ` : '',
        last4: refund.cardLast4,
      })
    : '';
  return statusMail(
    t.cancelled,
    {},
    [
      {
        type: 'p',
        text: refund
          ? fill(t.cancelled.refunded, { amount: formatVnd(refund.amount), card })
          : context.refundDue
            ? fill(t.cancelled.refundDue, { amount: formatVnd(order.totalAmount) })
            : t.cancelled.nothingCharged,
      },
    ],
    ordersLink(order, context, lang),
  );
}

/**
 * An account mail to `input.name` in the account's language (English unless told): its words are
 * the catalogue area `words` picks, whose subject names the shop.
 */
function accountMail<Words extends { subject: string }>(
  kind: MailKind,
  words: (mail: Messages['mail']) => Words,
  input: { name: string; lang?: Lang | undefined },
  blocks: (t: Words, lang: Lang) => readonly Block[],
): MailDraft {
  const lang = input.lang ?? 'en';
  const t = words(messages(lang).mail);
  return compose(kind, fill(t.subject, { shop: SHOP.name }), input.name, blocks(t, lang), lang);
}

export const passwordResetMail = (input: { name: string; link: string; lang?: Lang }) =>
  accountMail(
    'password-reset',
    (mail) => mail.passwordReset,
    input,
    (t) => [
      { type: 'p', text: fill(t.body, { shop: SHOP.name, minutes: RESET_TOKEN_TTL_MINUTES }) },
      { type: 'link', label: t.button, href: input.link },
      { type: 'p', text: t.ignore },
    ],
  );

export const passwordChangedMail = (input: {
  name: string;
  at: Date;
  siteUrl: string;
  /** Through a reset link (every device signed out) rather than in Settings (others signed out). */
  reset: boolean;
  /** The account's language (English unless told). */
  lang?: Lang;
}) =>
  accountMail(
    'password-changed',
    (mail) => mail.passwordChanged,
    input,
    (t, lang) => [
      {
        type: 'p',
        text: fill(t.body, {
          shop: SHOP.name,
          at: formatDateTime(input.at, lang),
          signedOut: input.reset ? t.signedOutAll : t.signedOutOthers,
        }),
      },
      { type: 'p', text: t.notYou },
      {
        type: 'link',
        label: t.button,
        href: `${input.siteUrl}${localePath(lang, FORGOT_PASSWORD_PATH)}`,
      },
    ],
  );

export const accountDeletedMail = (input: { name: string; at: Date; lang?: Lang }) =>
  accountMail(
    'account-deleted',
    (mail) => mail.accountDeleted,
    input,
    (t, lang) => [
      { type: 'p', text: fill(t.body, { shop: SHOP.name, at: formatDateTime(input.at, lang) }) },
      { type: 'p', text: fill(t.thanks, { shop: SHOP.name }) },
    ],
  );
