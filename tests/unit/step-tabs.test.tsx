import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import StepTabs from '../../src/features/checkout/StepTabs.tsx';
import { messages } from '../../src/lib/i18n/index.ts';

/** Each tab's text as a reader sees it: tags dropped, spaces as rendered. */
const tabTexts = (html: string) =>
  [...html.matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('checkout step tabs', () => {
  it("read each step's whole label, its number with the dot, in both languages", () => {
    const en = messages('en').checkout.screen;
    expect(
      tabTexts(renderToString(<StepTabs current="shipping" onSelect={() => {}} t={en} />)),
    ).toEqual(['1. Delivery & Payment Method', '2. Payment Details', '3. Review']);
    const vi = messages('vi').checkout.screen;
    expect(
      tabTexts(renderToString(<StepTabs current="review" onSelect={() => {}} t={vi} />)),
    ).toEqual(['1. Giao hàng & hình thức thanh toán', '2. Thanh toán', '3. Xác nhận đơn hàng']);
  });
});
