// A product's facts as data (src/lib/product-facts.ts): their limits and messages, the seed's and
// the generator's facts for every product, and product texts that promise nothing the shop's
// shipping methods, return policy and facts do not say.
import { describe, expect, it } from 'vitest';
import { productWriteSchema } from '../../src/api/schemas/admin-products.ts';
import {
  FACT_MESSAGES,
  IN_THE_BOX_ITEM_MAX,
  IN_THE_BOX_MAX,
  WARRANTY_MONTHS_MAX,
  WARRANTY_PROVIDERS,
  countryName,
  factProblems,
  isCountryCode,
  warrantyPairProblem,
} from '../../src/lib/product-facts.ts';
import { translate } from '../../src/lib/i18n/translate.ts';
import type { SeedProduct } from '../../src/server/api/seed/catalog-types.ts';
import { SEED_CATALOG } from '../../src/server/api/seed/catalog-data.ts';
import { syntheticBatches } from '../../src/server/api/seed/synthetic/generate.ts';

const seed = SEED_CATALOG.products;
const generated = [...syntheticBatches({ products: 3_000, seed: 7 }, 1_000)].flat();

const base = {
  sku: 'TEST-FACTS-1',
  name: 'Test phone',
  category: 'phones',
  brand: 'Test',
  price: 1_000_000,
  stock: 3,
};
/** The messages a write's parse gives, by field. */
function writeProblems(extra: Record<string, unknown>): Record<string, string> {
  const result = productWriteSchema.safeParse({ ...base, ...extra });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('product facts: limits and messages', () => {
  it('takes whole months from 0 to the maximum, and nothing else', () => {
    for (const months of [0, 1, 24, WARRANTY_MONTHS_MAX])
      expect(
        factProblems({ warrantyMonths: months, warrantyProvider: months ? 'shop' : null }),
      ).toEqual({});
    for (const months of [-1, 1.5, WARRANTY_MONTHS_MAX + 1])
      expect(factProblems({ warrantyMonths: months })).toEqual({
        warrantyMonths: FACT_MESSAGES.warrantyMonths,
      });
    expect(writeProblems({ warrantyMonths: 121, warrantyProvider: 'shop' })).toEqual({
      warrantyMonths: FACT_MESSAGES.warrantyMonths,
    });
    expect(writeProblems({ warrantyMonths: '12', warrantyProvider: 'shop' })).toEqual({
      warrantyMonths: FACT_MESSAGES.warrantyMonths,
    });
  });

  it('names a provider exactly when there is a warranty', () => {
    expect(warrantyPairProblem(12, null)).toBe(FACT_MESSAGES.warrantyProviderRequired);
    expect(warrantyPairProblem(0, 'shop')).toBe(FACT_MESSAGES.warrantyProviderWithoutWarranty);
    expect(warrantyPairProblem(null, 'manufacturer')).toBe(
      FACT_MESSAGES.warrantyProviderWithoutWarranty,
    );
    expect(warrantyPairProblem(0, null)).toBeUndefined();
    expect(warrantyPairProblem(null, null)).toBeUndefined();
    for (const provider of WARRANTY_PROVIDERS)
      expect(warrantyPairProblem(12, provider)).toBeUndefined();
    expect(writeProblems({ warrantyMonths: 12 })).toEqual({
      warrantyProvider: FACT_MESSAGES.warrantyProviderRequired,
    });
    expect(writeProblems({ warrantyMonths: 12, warrantyProvider: 'store' })).toEqual({
      warrantyProvider: FACT_MESSAGES.warrantyProvider,
    });
  });

  it('keeps a box to its number of items and their length', () => {
    const many = Array.from({ length: IN_THE_BOX_MAX + 1 }, (_, i) => `Item ${i}`);
    expect(writeProblems({ inTheBox: many })).toEqual({
      inTheBox: FACT_MESSAGES.inTheBoxTooMany,
    });
    expect(writeProblems({ inTheBoxVi: ['Cáp USB-C', '  '] })).toEqual({
      'inTheBoxVi.1': FACT_MESSAGES.inTheBoxItem,
    });
    expect(writeProblems({ inTheBox: ['x'.repeat(IN_THE_BOX_ITEM_MAX + 1)] })).toEqual({
      'inTheBox.0': FACT_MESSAGES.inTheBoxItem,
    });
    expect(factProblems({ inTheBox: ['Phone', ''] })).toEqual({
      inTheBox: FACT_MESSAGES.inTheBoxItem,
    });
    expect(writeProblems({ inTheBox: ['Phone', 'USB-C cable'], inTheBoxVi: [] })).toEqual({});
  });

  it('reads an origin as a country code, upper case, and names it in either language', () => {
    expect(isCountryCode('VN')).toBe(true);
    for (const code of ['vn', 'XX', 'EU', 'ZZ', 'UK', 'VNM', ''])
      expect(isCountryCode(code), code).toBe(false);
    const parsed = productWriteSchema.parse({ ...base, origin: ' vn ' });
    expect(parsed.origin).toBe('VN');
    expect(writeProblems({ origin: 'Vietnam' })).toEqual({ origin: FACT_MESSAGES.origin });
    expect(writeProblems({ origin: 'XX' })).toEqual({ origin: FACT_MESSAGES.origin });
    expect(countryName('VN', 'en')).toBe('Vietnam');
    expect(countryName('VN', 'vi')).toBe('Việt Nam');
    expect(countryName('CN', 'vi')).toBe('Trung Quốc');
  });

  it('says every message in Vietnamese too, with its limits', () => {
    for (const message of Object.values(FACT_MESSAGES)) {
      const vietnamese = translate(message, 'vi');
      expect(vietnamese, message).not.toBe(message);
    }
    expect(translate(FACT_MESSAGES.warrantyMonths, 'vi')).toContain(String(WARRANTY_MONTHS_MAX));
  });
});

function expectFacts(product: SeedProduct) {
  const { facts } = product;
  expect(factProblems(facts), product.sku).toEqual({});
  expect(facts.warrantyMonths, product.sku).not.toBeNull();
  expect(facts.warrantyProvider, product.sku).not.toBeNull();
  expect(facts.inTheBox.length, product.sku).toBeGreaterThanOrEqual(1);
  expect(facts.inTheBoxVi?.length, product.sku).toBe(facts.inTheBox.length);
  expect(facts.origin !== null && isCountryCode(facts.origin), product.sku).toBe(true);
}

describe('product facts of the seed and the generator', () => {
  it('fills every fact of every seed product', () => {
    expect(seed.length).toBeGreaterThan(150);
    for (const product of seed) expectFacts(product);
  });

  it('fills every fact of every generated product', () => {
    expect(generated.length).toBe(3_000);
    for (const product of generated) expectFacts(product);
  });

  it('gives phones 12 to 24 months by the manufacturer, and some accessories the shop’s 6 to 12', () => {
    for (const product of [...seed, ...generated].filter((p) => p.category === 'phones')) {
      expect(product.facts.warrantyProvider).toBe('manufacturer');
      expect(product.facts.warrantyMonths).toBeGreaterThanOrEqual(12);
      expect(product.facts.warrantyMonths).toBeLessThanOrEqual(24);
      expect(product.facts.inTheBox).toContain('USB-C cable');
      expect(product.facts.inTheBoxVi).toContain('Que lấy SIM');
    }
    const byShop = generated.filter((p) => p.facts.warrantyProvider === 'shop');
    expect(byShop.length).toBeGreaterThan(0);
    for (const product of byShop) {
      expect(product.category).toBe('accessories');
      expect(product.facts.warrantyMonths).toBeGreaterThanOrEqual(6);
      expect(product.facts.warrantyMonths).toBeLessThanOrEqual(12);
    }
    const laptop = seed.find((p) => p.category === 'laptops')!;
    expect(laptop.facts.inTheBox.at(-1)).toBe('Documentation');
  });

  it('gives the Galaxy S26 Ultra a warranty, made in Vietnam, and iPhones their Chinese origin', () => {
    const ultra = seed.find((p) => p.name === 'Galaxy S26 Ultra');
    expect(ultra?.facts).toMatchObject({ warrantyProvider: 'manufacturer', origin: 'VN' });
    expect(ultra!.facts.warrantyMonths).toBeGreaterThan(0);
    for (const iphone of seed.filter((p) => p.name.startsWith('iPhone')))
      expect(iphone.facts.origin).toBe('CN');
  });
});

/**
 * A sentence that claims a delivery time, a return window or instalments: a word of shipping,
 * delivery, returns or instalments in English or Vietnamese beside a number; instalments at all.
 */
const CLAIM =
  /\b(ship(s|ped|ping)?|deliver(y|ed|ies)?|returns?|refunds?)\b|giao hàng|đổi trả|hoàn tiền/iu;
const INSTALMENTS = /instal?ments?|trả góp|(^|[^\d.,])0\s?%/iu;

function claims(text: string, name: string): string[] {
  const plain = text.replace(/<[^>]+>/g, ' ').replaceAll(name, '');
  return plain
    .split(/(?<=[.!?])\s+|\n/)
    .filter(
      (sentence) => (CLAIM.test(sentence) && /\d/.test(sentence)) || INSTALMENTS.test(sentence),
    );
}

describe('product texts contradict nothing the shop says', () => {
  it('finds a claim where there is one', () => {
    expect(claims('Ships within 1-2 days from our warehouse.', 'X')).toHaveLength(1);
    expect(claims('Đổi trả trong 30 ngày nếu lỗi do nhà sản xuất.', 'X')).toHaveLength(1);
    expect(claims('Hỗ trợ trả góp qua thẻ tín dụng.', 'X')).toHaveLength(1);
    expect(claims('Giao hàng trong 1-2 ngày.', 'X')).toHaveLength(1);
    expect(claims('Trả trước 0% lãi suất.', 'X')).toHaveLength(1);
    expect(
      claims('A 6.9-inch display keeps 80% after 500 cycles. Free of charge.', 'X'),
    ).toHaveLength(0);
  });

  it('no seed or generated product claims a delivery time, a return window or instalments', () => {
    for (const product of [...seed, ...generated]) {
      const texts = [
        product.description,
        product.shortDescription,
        product.descriptionVi ?? '',
        product.shortDescriptionVi ?? '',
      ];
      for (const text of texts) expect(claims(text, product.name), product.sku).toEqual([]);
    }
  });

  it('mentions a warranty only as the product’s facts say it', () => {
    for (const product of [...seed, ...generated]) {
      const { warrantyMonths, warrantyProvider } = product.facts;
      const english = [...product.description.matchAll(/(\d+)-month warranty/g)];
      const vietnamese = [...(product.descriptionVi ?? '').matchAll(/Bảo hành[^\d]*(\d+) tháng/g)];
      for (const [, months] of [...english, ...vietnamese])
        expect(Number(months), product.sku).toBe(warrantyMonths);
      if (english.length > 0)
        expect(product.description.includes('from our shop'), product.sku).toBe(
          warrantyProvider === 'shop',
        );
    }
  });
});
