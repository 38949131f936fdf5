// Compact product tiles of the categories page: first image, name and price with the đ mark.
import styles from './ProductTiles.module.scss';
import type { CardView } from '../../lib/card-view.ts';
import { formatVndShort } from '../../lib/format.ts';
import { Price } from './Price.tsx';
import { CARD_SIZES, ProductImage } from './ProductImage.tsx';
import { productHref } from './ProductCard.tsx';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import type { CardText } from './card-text.ts';

interface Props {
  cards: readonly CardView[];
  t: CardText;
  lang: Lang;
}

export function ProductTiles({ cards, t, lang }: Props) {
  return (
    <ul className={styles.tiles}>
      {cards.map((card) => (
        <li key={card.id}>
          <a className={styles.tile} href={localePath(lang, productHref(card.id))}>
            <ProductImage
              src={card.imageUrl}
              sizes={CARD_SIZES}
              alt=""
              width={240}
              height={240}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.name}>{card.name}</span>
            <Price
              basePrice={card.basePrice}
              salePrice={card.salePrice}
              format={formatVndShort}
              className={styles.price}
              t={t}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
