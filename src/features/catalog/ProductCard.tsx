// The product card: rendered statically by Astro pages and inside islands alike. The name link
// stretches over the whole card, so the card links to the product while its size options stay
// separate buttons.
import { useState } from 'react';
import styles from './ProductCard.module.scss';
import type { CardView } from '../../lib/card-view.ts';
import { productPath } from '../../lib/catalog-paths.ts';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import type { CardText } from './card-text.ts';
import { discountPercent } from '../../lib/discount.ts';
import { CardOptions } from './CardOptions.tsx';
import { Price } from './Price.tsx';
import { CARD_SIZES, ProductImage } from './ProductImage.tsx';
import { Rating } from './Rating.tsx';

interface Props {
  card: CardView;
  interactive?: boolean;
  headingLevel?: 2 | 3;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  /** The page's words, and its language (English unless given). */
  t: CardText;
  lang?: Lang;
}

export const productHref = productPath;

export function ProductCard({
  card,
  interactive = false,
  headingLevel = 3,
  eager = false,
  t,
  lang = 'en',
}: Props) {
  // The size picked on the card sets the price shown (until then, the product's own).
  const [size, setSize] = useState(-1);
  const [basePrice, salePrice] = card.options.sizePrices?.[size] ?? [
    card.basePrice,
    card.salePrice,
  ];
  const percent = discountPercent(basePrice, salePrice);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage
          src={card.imageUrl}
          sizes={CARD_SIZES}
          alt=""
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {percent !== null && (
          <span className={styles.badge}>
            <span className="visually-hidden">{t.discount}</span>
            {`-${percent}%`}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a className={styles.link} href={localePath(lang, productHref(card.id))}>
            {card.name}
          </a>
        </Heading>
        {card.note && <p className={styles.note}>{card.note}</p>}
        <Rating value={card.rating} t={t} />
        <Price basePrice={basePrice} salePrice={salePrice} className={styles.price} t={t} />
        <CardOptions
          t={t}
          colors={card.options.colors}
          sizes={card.options.sizes}
          interactive={interactive}
          selected={size}
          onSelect={setSize}
        />
      </div>
    </article>
  );
}
