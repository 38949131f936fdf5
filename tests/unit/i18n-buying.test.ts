// The product page, cart and checkout in both languages: the catalogue entries they show, the
// review labels, the localised validation messages, and the islands rendered in Vietnamese.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/features/cart/store.ts';
import { stockNote } from '../../src/features/cart/line-stock.ts';
import { itemCount } from '../../src/features/cart/summary.ts';
import CheckoutSummary from '../../src/features/checkout/CheckoutSummary.tsx';
import Confirmation from '../../src/features/checkout/Confirmation.tsx';
import ShippingStep from '../../src/features/checkout/ShippingStep.tsx';
import { EMPTY_FORM } from '../../src/features/checkout/checkout-form.ts';
import { STEP_IDS, STEP_LABELS, stepLabelParts } from '../../src/features/checkout/flow.ts';
import { productJsonLd } from '../../src/features/product/product-jsonld.ts';
import { messages, placeholdersOf } from '../../src/lib/i18n/index.ts';
import { localise } from '../../src/lib/i18n/localise.ts';
import {
  REVIEW_LABELS,
  ratedLabel,
  reviewCountLabel,
  reviewWords,
  showingLabel,
  starsLabel,
} from '../../src/lib/reviews.ts';
import { MESSAGES } from '../../src/lib/validation.ts';
import { sampleProduct } from './catalog-fixtures.ts';
import { sampleOrder } from './order-card-fixtures.ts';

const en = messages('en');
const vi = messages('vi');

/** Every leaf of a catalogue area as [dotted key, text]. */
function leaves(area: object, prefix = ''): [string, string][] {
  return Object.entries(area).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('the product, cart and checkout catalogues', () => {
  for (const area of ['product', 'cart', 'checkout'] as const) {
    it(`${area}: Vietnamese has every English key with the same placeholders`, () => {
      const english = leaves(en[area]);
      const vietnamese = new Map(leaves(vi[area]));
      expect(english.length).toBeGreaterThan(10);
      for (const [key, text] of english) {
        expect(vietnamese.has(key), key).toBe(true);
        expect(placeholdersOf(vietnamese.get(key)!), key).toEqual(placeholdersOf(text));
      }
      expect(vietnamese.size).toBe(english.length);
    });
  }

  it("keeps today's English words", () => {
    expect(en.product.purchase.addToCart).toBe('Add to Cart');
    expect(en.product.relatedHeading).toBe('Related Products');
    expect(en.cart.page.emptyTitle).toBe('Your cart is empty');
    expect(en.cart.page.checkout).toBe('Proceed to Checkout');
    expect(en.checkout.screen.placeOrder).toBe('Place Order');
    expect(en.checkout.screen.steps).toEqual(STEP_LABELS);
    expect(en.product.reviewLabels).toBe(REVIEW_LABELS);
  });

  it('says it the way Vietnamese shops do', () => {
    expect(vi.product.purchase.addToCart).toBe('Thêm vào giỏ');
    expect(vi.checkout.screen.payments.cod).toBe('Thanh toán khi nhận hàng (COD)');
    expect(vi.checkout.screen.placeOrder).toBe('Đặt hàng');
    expect(vi.cart.page.subtotal).toBe('Tạm tính ({items})');
  });
});

describe('review labels in a language', () => {
  const labels = vi.product.reviewLabels;

  it('are English by default, as before', () => {
    expect(reviewCountLabel(1200)).toBe('1,200 reviews');
    expect(showingLabel(5, 12)).toBe('Showing 5 of 12 reviews');
    expect(starsLabel(1)).toBe('1 star');
    expect(ratedLabel(4.25)).toBe('Rated 4.3 out of 5');
  });

  it('count, show and read stars in Vietnamese', () => {
    expect(reviewCountLabel(1, labels, 'vi')).toBe('1 đánh giá');
    expect(reviewCountLabel(1200, labels, 'vi')).toBe('1.200 đánh giá');
    expect(showingLabel(5, 12, labels, 'vi')).toBe('Đang hiển thị 5/12 đánh giá');
    expect([starsLabel(1, labels), starsLabel(4, labels)]).toEqual(['1 sao', '4 sao']);
    expect(ratedLabel(4, labels)).toBe('Được đánh giá 4 trên 5 sao');
  });

  it('give the islands only the words they show', () => {
    const words = reviewWords(vi.reviews, labels);
    expect(words.verified).toBe(vi.reviews.verified);
    expect(Object.keys(words)).not.toContain('ratingInvalid');
  });
});

describe('validation messages in the page language', () => {
  it('maps a rule message to its Vietnamese entry and leaves any other text', () => {
    expect(localise(MESSAGES.fullNameRequired, MESSAGES, vi.validation)).toBe(
      vi.validation.fullNameRequired,
    );
    expect(localise('Prices have changed', MESSAGES, vi.validation)).toBe('Prices have changed');
    expect(localise(MESSAGES.cityRequired, MESSAGES, en.validation)).toBe(MESSAGES.cityRequired);
  });
});

describe('cart and checkout words', () => {
  it('writes counts and stock notes in Vietnamese, English by default', () => {
    expect(itemCount(3)).toBe('3 items');
    expect(itemCount(3, vi.cart.page)).toBe('3 sản phẩm');
    expect(stockNote(3, 3, false)).toBe('Only 3 left in stock');
    expect(stockNote(3, 3, true, vi.cart.page)).toBe(
      'Chỉ còn 3 sản phẩm nên số lượng đã được giảm',
    );
    expect(stockNote(0, 1, false, vi.cart.page)).toBe('Hết hàng');
  });

  it('splits each Vietnamese step label into number, short word and rest', () => {
    const { steps, stepsShort } = vi.checkout.screen;
    for (const step of STEP_IDS) {
      const { number, short, rest } = stepLabelParts(step, steps, stepsShort);
      expect(`${number}. ${short}${rest}`).toBe(steps[step]);
      expect(short).toBe(stepsShort[step]);
    }
  });

  const cart: Cart = {
    items: [{ id: 'p1', name: 'iPhone 17 Pro', price: 30_990_000, image: '/x.svg', quantity: 2 }],
    totalItems: 2,
    totalPrice: 61_980_000,
  };

  it('renders the checkout summary in Vietnamese', () => {
    const html = renderToString(
      createElement(CheckoutSummary, { cart, method: 'express', t: vi.checkout.screen }),
    );
    for (const text of ['Tóm tắt đơn hàng', 'Tạm tính', 'Phí vận chuyển (Nhanh)', 'Thuế (10%)'])
      expect(html).toContain(text);
    expect(html).not.toContain('Subtotal');
  });

  it('renders the first step with Vietnamese labels and cash on delivery', () => {
    const html = renderToString(
      createElement(ShippingStep, {
        form: EMPTY_FORM,
        errors: {},
        refusals: 0,
        shippingMethod: 'standard',
        paymentMethod: 'cod',
        onEdit: () => {},
        onShipping: () => {},
        onPayment: () => {},
        onNext: () => {},
        t: vi.checkout.screen,
        addressWords: vi.address,
        lang: 'vi',
      }),
    );
    for (const text of ['Họ và tên', 'Hình thức giao hàng', 'Thanh toán khi nhận hàng (COD)'])
      expect(html).toContain(text);
    expect(html).not.toMatch(/Full Name|Cash on Delivery|>Next</);
  });

  it('confirms the order in Vietnamese with links under /vi', () => {
    const html = renderToString(
      createElement(Confirmation, {
        order: sampleOrder,
        signedIn: true,
        t: vi.checkout.screen,
        transfer: vi.checkout.transfer,
        vnpay: vi.checkout.vnpay,
        lang: 'vi',
      }),
    );
    expect(html).toContain('Cảm ơn bạn!');
    expect(html).toContain('Email xác nhận đã được gửi tới <strong>an@example.vn</strong>.');
    expect(html).toContain('href="/vi/orders"');
    expect(html).toContain('href="/vi/products"');
  });
});

describe('product structured data in a language', () => {
  it('carries inLanguage when asked, nothing when not', () => {
    const url = 'https://shop.example/vi/product/p1';
    expect(productJsonLd(sampleProduct, { url, seller: 'S', inLanguage: 'vi' })).toMatchObject({
      inLanguage: 'vi',
      offers: { url },
    });
    expect(productJsonLd(sampleProduct, { url, seller: 'S' })).not.toHaveProperty('inLanguage');
  });
});
