// Colour swatches with their names and size buttons; a sold-out combination stays selectable
// (it shows as out of stock and cannot be added).
import { ColorSwatch } from '../catalog/ColorSwatch.tsx';
import type { PurchaseVariation } from './purchase-data.ts';
import { attributeOptions, optionState, type AttributeType, type Selection } from './variations.ts';
import styles from './purchase.module.scss';
import type { PurchaseWords } from './PurchasePanel.tsx';

interface Props {
  t: Pick<PurchaseWords, 'color' | 'size' | 'soldOutOption'>;
  variations: PurchaseVariation[];
  selection: Selection;
  onChoose: (type: AttributeType, value: string) => void;
}

export default function VariationPicker({ variations, selection, onChoose, t }: Props) {
  const { colors, sizes } = attributeOptions(variations);

  const option = (type: AttributeType, value: string, swatch?: string) => {
    const state = optionState(variations, selection, type, value);
    const chosen = selection[type] === value;
    return (
      <button
        key={value}
        type="button"
        className={styles.option}
        data-state={state}
        aria-pressed={chosen}
        onClick={() => onChoose(type, value)}
      >
        {swatch && <ColorSwatch className={styles.swatch} hex={swatch} />}
        {value}
        {state === 'sold-out' && <span className="visually-hidden"> ({t.soldOutOption})</span>}
      </button>
    );
  };

  return (
    <>
      {colors.length > 0 && (
        <fieldset className={styles.options}>
          <legend className={styles.label}>
            {t.color}
            {selection.Color ? <span className={styles.chosen}>: {selection.Color}</span> : null}
          </legend>
          <div className={styles.optionRow}>
            {colors.map((color) => option('Color', color.name, color.hex))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className={styles.options}>
          <legend className={styles.label}>{t.size}</legend>
          <div className={styles.optionRow}>{sizes.map((size) => option('Size', size))}</div>
        </fieldset>
      )}
    </>
  );
}
