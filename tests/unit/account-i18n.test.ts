import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NotificationList from '../../src/features/notifications/NotificationList.tsx';
import { SAMPLE_NOTIFICATIONS } from '../../src/features/notifications/samples.ts';
import { messages } from '../../src/lib/i18n/index.ts';
import { localise, localiseAll } from '../../src/lib/i18n/localise.ts';
import { fill, localePath } from '../../src/lib/i18n/browser.ts';
import { itemCountLabel, paymentLabel, statusLabel } from '../../src/lib/order-display.ts';
import { PASSWORD_RESET_MESSAGES } from '../../src/lib/password-reset.ts';
import { REVIEW_MESSAGES } from '../../src/lib/reviews.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { renderOrderCard, sampleOrder } from './order-card-fixtures.ts';

const en = messages('en');
const vi = messages('vi');

describe('localise', () => {
  it('gives the target entry whose English twin is the text', () => {
    expect(localise(MESSAGES.emailRequired, MESSAGES, vi.validation)).toBe(
      vi.validation.emailRequired,
    );
    expect(localise(REVIEW_MESSAGES.textTooShort, REVIEW_MESSAGES, vi.reviews)).toBe(
      vi.reviews.textTooShort,
    );
    expect(
      localise(PASSWORD_RESET_MESSAGES.codeFormat, PASSWORD_RESET_MESSAGES, vi.passwordReset),
    ).toBe(vi.passwordReset.codeFormat);
  });

  it('leaves a text it does not know (a server message) as it is', () => {
    expect(localise('Email đã được sử dụng', MESSAGES, vi.validation)).toBe(
      'Email đã được sử dụng',
    );
    expect(localise('', MESSAGES, vi.validation)).toBe('');
  });

  it('is the identity in English', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(localise(text, MESSAGES, en.validation)).toBe(text);
    }
  });

  it('localises every field of a form', () => {
    expect(
      localiseAll(
        { email: MESSAGES.emailInvalid, password: 'Sai mật khẩu' },
        MESSAGES,
        vi.validation,
      ),
    ).toEqual({ email: vi.validation.emailInvalid, password: 'Sai mật khẩu' });
  });
});

describe('fill and localePath (for islands)', () => {
  it('fills placeholders, leaving unknown ones', () => {
    expect(fill(vi.account.invoice.vat, { percent: 10 })).toBe('VAT 10%');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('prefixes Vietnamese paths, keeps English ones', () => {
    expect(localePath('en', '/orders')).toBe('/orders');
    expect(localePath('vi', '/orders')).toBe('/vi/orders');
    expect(localePath('vi', '/')).toBe('/vi');
    expect(localePath('vi', '/?x=1')).toBe('/vi?x=1');
    expect(localePath('vi', '/orders?page=2')).toBe('/vi/orders?page=2');
    expect(localePath('vi', 'https://example.com/')).toBe('https://example.com/');
  });
});

describe('order display in a language', () => {
  it('labels statuses, payment methods and item counts from the catalogue', () => {
    expect(statusLabel('delivered', vi.account.orders.status)).toBe('Đã giao');
    expect(statusLabel('refunded', vi.account.orders.status)).toBe('Refunded');
    expect(paymentLabel('cod', vi.account.orders.paymentMethod)).toBe(
      'Thanh toán khi nhận hàng (COD)',
    );
    expect(paymentLabel(null, vi.account.orders.paymentMethod)).toBe('Không có');
    expect(paymentLabel('paypal', vi.account.orders.paymentMethod)).toBe('paypal');
    expect(itemCountLabel(3, vi.account.orders)).toBe('3 sản phẩm');
  });

  it('keeps the English labels byte-identical through the English catalogue', () => {
    for (const status of ['pending', 'processing', 'shipped', 'delivered', 'cancelled']) {
      expect(statusLabel(status, en.account.orders.status)).toBe(statusLabel(status));
    }
    for (const method of ['cod', 'card', 'paypal', null]) {
      expect(paymentLabel(method, en.account.orders.paymentMethod)).toBe(paymentLabel(method));
    }
    for (const count of [0, 1, 2]) {
      expect(itemCountLabel(count, en.account.orders)).toBe(itemCountLabel(count));
    }
  });
});

describe('order card in Vietnamese', () => {
  const html = renderOrderCard(
    {
      status: 'delivered',
      items: [{ ...sampleOrder.items[0]!, quantity: 2 }],
      paymentDetails: { method: 'cod' },
      paymentStatus: 'paid',
    },
    { lang: 'vi' },
  );

  it('shows the catalogue words, the date dd/MM/yyyy and Vietnamese links', () => {
    for (const text of [
      'Đặt ngày <!-- -->21/11/2026',
      'Đã giao',
      '2 sản phẩm',
      'Thanh toán khi nhận hàng (COD)',
      'Ẩn chi tiết',
      'Tạm tính',
      'href="/vi/orders/o1/invoice"',
      'href="/vi/review/order/o1"',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('shows no English word of the card', () => {
    for (const word of ['Placed on', 'Hide Details', 'Subtotal', 'Write a Review', 'Delivered']) {
      expect(html).not.toContain(word);
    }
  });
});

describe('notification list in Vietnamese', () => {
  it('writes the empty state and the dates in Vietnamese', () => {
    const empty = renderToString(
      createElement(NotificationList, {
        notifications: [],
        words: vi.account.notifications,
        lang: 'vi',
      }),
    );
    expect(empty).toContain('Chưa có thông báo');
    const list = renderToString(
      createElement(NotificationList, {
        notifications: SAMPLE_NOTIFICATIONS,
        words: vi.account.notifications,
        lang: 'vi',
      }),
    );
    expect(list).toContain('19/11/2026');
  });

  it('has the English samples word for word in the English catalogue', () => {
    for (const sample of SAMPLE_NOTIFICATIONS) {
      const words = (en.account.notifications.samples as Record<string, object>)[sample.id];
      expect(words).toEqual({ title: sample.title, message: sample.message });
    }
  });
});

describe('sign out', () => {
  it('goes to the home page of the language the shopper was reading', async () => {
    const { homeOf } = await import('../../src/features/auth/shell-logout.ts');
    expect(homeOf('/vi/orders')).toBe('/vi');
    expect(homeOf('/vi')).toBe('/vi');
    expect(homeOf('/orders')).toBe('/');
    expect(homeOf('/video')).toBe('/');
  });
});

describe('the one-page routes in Vietnamese', () => {
  it('read the order id under /vi too', async () => {
    const { invoiceOrderId } = await import('../../src/features/account/invoice-id.ts');
    const { reviewOrderId } = await import('../../src/features/reviews/review-order-id.ts');
    expect(invoiceOrderId({ pathname: '/vi/orders/abc/invoice', search: '' })).toBe('abc');
    expect(invoiceOrderId({ pathname: '/orders/abc/invoice', search: '' })).toBe('abc');
    expect(reviewOrderId({ pathname: '/vi/review/order/abc', search: '' })).toBe('abc');
    expect(reviewOrderId({ pathname: '/review/order/abc', search: '' })).toBe('abc');
    expect(reviewOrderId({ pathname: '/vi/review/order', search: '?id=x' })).toBe('x');
  });
});
