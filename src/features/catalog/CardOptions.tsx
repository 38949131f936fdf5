// The colour swatches and size options on a product card: at most CARD_MAX_COLORS and
// CARD_MAX_SIZES, then "+N more".
import type { CardColor } from '../../lib/card-view.ts';
import { CARD_MAX_COLORS, CARD_MAX_SIZES } from '../../lib/constants.ts';
import { ColorSwatch } from './ColorSwatch.tsx';
import styles from './ProductCard.module.scss';
import type { CardText } from './card-text.ts';

interface Props {
  colors: readonly CardColor[];
  sizes: readonly string[];
  /** Size options are buttons only inside islands; static HTML shows the first one selected. */
  interactive: boolean;
  /** The size picked on the card (-1: none yet, the first one shows selected). */
  selected: number;
  onSelect: (index: number) => void;
  t: Pick<CardText, 'more' | 'colours' | 'sizes'>;
}

const more = (total: number, shown: number, words: string) =>
  total > shown ? (
    <li className={styles.more}>{words.replace('{count}', String(total - shown))}</li>
  ) : null;

export function CardOptions({ colors, sizes, interactive, selected: picked, onSelect, t }: Props) {
  const selected = Math.max(picked, 0);
  if (colors.length === 0 && sizes.length === 0) return null;
  return (
    <div className={styles.options}>
      {colors.length > 0 && (
        <ul aria-label={t.colours}>
          {colors.slice(0, CARD_MAX_COLORS).map((color) => (
            <li key={color.name} className={styles.color} title={color.name}>
              <ColorSwatch className={styles.swatch} hex={color.hex} />
              <span className="visually-hidden">{color.name}</span>
            </li>
          ))}
          {more(colors.length, CARD_MAX_COLORS, t.more)}
        </ul>
      )}
      {sizes.length > 0 && (
        <ul aria-label={t.sizes}>
          {sizes.slice(0, CARD_MAX_SIZES).map((size, index) => (
            <li key={size}>
              {interactive ? (
                <button
                  type="button"
                  className={styles.size}
                  aria-pressed={index === selected}
                  onClick={() => onSelect(index)}
                >
                  {size}
                </button>
              ) : (
                <span className={styles.size} data-selected={index === selected || undefined}>
                  {size}
                </span>
              )}
            </li>
          ))}
          {more(sizes.length, CARD_MAX_SIZES, t.more)}
        </ul>
      )}
    </div>
  );
}
