import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/features/catalog/ProductCard.tsx';
import { cardText } from '../../src/features/catalog/card-text.ts';
import type { CardView } from '../../src/lib/card-view.ts';
import { messages } from '../../src/lib/i18n/index.ts';

/** The card's English words. */
const EN = cardText(messages('en').catalog);

const card: CardView = {
  id: 'p-iphone-17',
  name: 'iPhone 17',
  basePrice: 22_990_000,
  salePrice: null,
  note: 'A 120 Hz display.',
  rating: 4.6,
  imageUrl: '/images/products/p-iphone-17-1.svg',
  options: { colors: [], sizes: [] },
};

const colors = ['Black', 'White', 'Blue', 'Pink', 'Green', 'Purple'].map((name) => ({
  name,
  hex: '#123456',
}));
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('product card', () => {
  it('names the product in a heading that links to its page', () => {
    const html = renderToString(<ProductCard t={EN} card={card} />);
    expect(html).toMatch(
      /<h3[^>]*><a [^>]*href="\/product\/p-iphone-17"[^>]*>iPhone 17<\/a><\/h3>/,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('shows the first image with the placeholder as fallback, sized and lazy', () => {
    const html = renderToString(<ProductCard t={EN} card={card} />);
    expect(html).toMatch(/src="\/images\/products\/p-iphone-17-1.svg"/);
    expect(html).toContain('data-fallback="/images/placeholder.png"');
    expect(html).toMatch(/width="320" height="320"/);
    expect(html).toContain('loading="lazy"');
  });

  it('shows name, note, rating and the price without a badge when not on sale', () => {
    const html = text(renderToString(<ProductCard t={EN} card={card} />));
    expect(html).toContain('iPhone 17');
    expect(html).toContain('A 120 Hz display.');
    expect(html).toContain('4.6');
    expect(html.replace(/\s/g, ' ')).toContain('22.990.000');
    expect(html).not.toMatch(/-\d+%/);
    expect(html).not.toContain('Original price');
  });

  it('shows a sale badge and the struck-through original price when on sale', () => {
    const html = renderToString(<ProductCard t={EN} card={{ ...card, salePrice: 20_690_000 }} />);
    expect(text(html)).toContain('-10%');
    expect(html).toMatch(/<del[^>]*>.*22\.990\.000.*<\/del>/);
  });

  it('shows at most 4 colour swatches then +N more', () => {
    const html = text(
      renderToString(<ProductCard t={EN} card={{ ...card, options: { colors, sizes: [] } }} />),
    );
    expect(html).toContain('Pink');
    expect(html).not.toContain('Green');
    expect(html).toContain('+2 more');
  });

  it('shows at most 3 sizes then +N more, the first selected', () => {
    const sizes = ['128GB', '256GB', '512GB', '1TB', '2TB'];
    const html = renderToString(
      <ProductCard t={EN} card={{ ...card, options: { colors: [], sizes } }} interactive />,
    );
    expect(text(html)).toContain('+2 more');
    expect(text(html)).not.toContain('1TB');
    expect(html).toMatch(/aria-pressed="true"[^>]*>128GB/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });

  it('marks the first size selected in static HTML without buttons', () => {
    const html = renderToString(
      <ProductCard t={EN} card={{ ...card, options: { colors: [], sizes: ['256GB', '512GB'] } }} />,
    );
    expect(html).not.toContain('<button');
    expect(html).toMatch(/data-selected="true"[^>]*>256GB/);
  });
});
