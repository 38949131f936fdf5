// One order as My Orders receives it, and its card rendered to HTML in a language: the order card's
// tests (in English and in Vietnamese) start from the same order and change only what they test.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Order } from '../../src/api/schemas/order.ts';
import { OrderCard } from '../../src/features/account/OrderCard.tsx';
import { messages } from '../../src/lib/i18n/index.ts';
import type { Lang } from '../../src/lib/i18n/index.ts';

/** A pending, not yet paid card order of one Galaxy S25 (256GB) to Hà Nội, placed on 21 November 2026. */
export const sampleOrder: Order = {
  _id: 'o1',
  orderNumber: 'ORD-20261121-7K3Q',
  status: 'pending',
  items: [
    {
      product: { _id: 'p1', name: 'Galaxy S25', productImages: ['/images/products/s25.svg'] },
      name: 'Galaxy S25',
      image: '',
      variationId: 'v1',
      variationName: null,
      attributes: [{ type: 'Size', value: '256GB' }],
      quantity: 1,
      unitPrice: 20_000_000,
      deliveryFee: 0,
      deliveryDate: '2026-11-28T00:00:00.000Z',
    },
  ],
  shippingAddress: {
    fullName: 'Nguyễn Văn An',
    email: 'an@example.vn',
    phone: '0912 345 678',
    street: '12 Lý Thường Kiệt',
    home: '12 Lý Thường Kiệt',
    city: 'Hà Nội',
    state: 'Hoàn Kiếm',
    zip: '100000',
    country: 'Vietnam',
  },
  paymentDetails: { method: 'card', cardLast4: '4242', cardBrand: 'Visa' },
  shipping: { method: 'standard', cost: 0 },
  subTotal: 20_000_000,
  shippingFee: 0,
  taxAmount: 2_000_000,
  totalAmount: 22_000_000,
  paymentStatus: 'unpaid',
  isReviewed: false,
  createdAt: '2026-11-21T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
};

/** The card of `sampleOrder` changed by `overrides`, open or closed, in `lang`. */
export const renderOrderCard = (
  overrides: Partial<Order> = {},
  { open = true, lang = 'en' }: { open?: boolean; lang?: Lang } = {},
): string =>
  renderToString(
    createElement(OrderCard, {
      order: { ...sampleOrder, ...overrides },
      open,
      onToggle: () => {},
      cancelling: false,
      onCancel: () => {},
      t: messages(lang).account,
      transfer: messages(lang).checkout.transfer,
      vnpay: messages(lang).checkout.vnpay,
      lang,
    }),
  );
