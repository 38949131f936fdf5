// The buying part of the product page: price, SKU, availability, variation picker, quantity and
// Add to Cart (with a sticky copy on mobile). Starts from the build-time data, then shows live
// price and stock.
import { useEffect, useState } from 'react';
import { addToCart } from '../cart/store.ts';
import { showToast } from '../toast/store.ts';
import { fill } from '../../lib/i18n/browser.ts';
import { effectivePrice } from '../../lib/pricing.ts';
import {
  addBlocker,
  chooseAttribute,
  clampQuantity,
  defaultVariation,
  limitingStock,
  matchVariation,
  quantityBounds,
  selectionOf,
  type AttributeType,
  type Selection,
} from './variations.ts';
import { $chosenColor } from './chosen-color.ts';
import PriceTag from './PriceTag.tsx';
import QuantityControl from './QuantityControl.tsx';
import VariationPicker from './VariationPicker.tsx';
import {
  unpackVariations,
  type PackedVariations,
  type PurchaseProduct,
  type PurchaseVariation,
} from './purchase-data.ts';
import { useLivePrices } from './use-live-prices.ts';
import styles from './purchase.module.scss';
import type { Messages } from '../../lib/i18n/index.ts';

/** The panel's words in the page's language (the product catalogue's purchase slice). */
export type PurchaseWords = Messages['product']['purchase'];

interface Props {
  product: PurchaseProduct;
  variations: PackedVariations;
  t: PurchaseWords;
  /** The cart page in the page's language (the toast's "View Cart"). */
  cartPath?: string;
  /** The line under the price: that prices exclude VAT, added at checkout. */
  priceNote?: string;
}

/** At or below this many units the availability line warns 'Only N left'. */
const LOW_STOCK = 5;

const initialSelection = (variations: PurchaseVariation[]): Selection => {
  const first = defaultVariation(variations);
  return first ? selectionOf(first) : {};
};

export default function PurchasePanel(props: Props) {
  const [initial] = useState(() => ({
    product: props.product,
    variations: unpackVariations(props.variations),
  }));
  const { product, variations } = useLivePrices(initial);
  const { t } = props;
  const [selection, setSelection] = useState(() => initialSelection(initial.variations));
  const [requested, setRequested] = useState(1);

  const variation = product.hasVariations ? matchVariation(variations, selection) : undefined;
  const { colorImages } = initial.product;
  const colorNames = props.variations.colors.map(([name]) => name);
  const priced = variation ?? product;
  const stock = limitingStock(variation, product.stock);
  const bounds = quantityBounds(stock);
  const quantity = clampQuantity(requested, bounds);
  const blocker = addBlocker(product.hasVariations, variation, product.stock);
  const soldOut = blocker === 'out-of-stock';

  // The gallery shows the chosen colour's picture.
  useEffect(() => $chosenColor.set(selection.Color), [selection.Color]);

  const choose = (type: AttributeType, value: string) =>
    setSelection((current) => chooseAttribute(variations, current, type, value));

  const add = () => {
    if (blocker === 'selection-required') {
      showToast({ title: t.selectionRequired, description: t.selectionRequiredText });
      return;
    }
    if (blocker === 'out-of-stock') {
      showToast({ title: t.outOfStock, description: t.outOfStockText });
      return;
    }
    addToCart({
      id: product.id,
      name: product.name,
      price: effectivePrice(priced),
      // The chosen colour's picture (lib/color-picture.ts), else the product's first.
      image: (selection.Color && colorImages[colorNames.indexOf(selection.Color)]) || product.image,
      quantity,
      ...(variation ? { variationId: variation._id, variationName: variation.name } : {}),
    });
    showToast({
      title: t.addedToCart,
      description: `${quantity} × ${product.name}${variation ? ` (${variation.name})` : ''}`,
      action: { label: t.viewCart, href: props.cartPath ?? '/cart' },
      duration: 5000,
    });
  };

  const addButton = (extraClass = '') => (
    <button
      type="button"
      className={`${styles.add} ${extraClass}`}
      data-sold-out={soldOut || undefined}
      onClick={add}
    >
      {soldOut ? t.outOfStock : t.addToCart}
    </button>
  );

  return (
    <div className={styles.panel}>
      <div>
        <PriceTag
          price={priced.price}
          salePrice={priced.salePrice}
          originalLabel={t.originalPrice}
        />
        {props.priceNote && <p className={styles.priceNote}>{props.priceNote}</p>}
      </div>
      {product.summary && <p className={styles.summary}>{product.summary}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t.sku}</dt>
          <dd>{variation?.sku || product.sku || t.notAvailable}</dd>
        </div>
        <div>
          <dt>{t.availability}</dt>
          <dd className={styles.availability} data-in-stock={!soldOut}>
            {soldOut ? t.outOfStock : t.inStock}
            {!soldOut && stock !== undefined && stock <= LOW_STOCK && (
              <span className={styles.low}> ({fill(t.onlyLeft, { count: stock })})</span>
            )}
          </dd>
        </div>
      </dl>
      {product.hasVariations && (
        <VariationPicker variations={variations} selection={selection} onChoose={choose} t={t} />
      )}
      <QuantityControl value={quantity} bounds={bounds} onChange={setRequested} t={t} />
      {addButton()}
      <div className={styles.sticky}>
        <PriceTag
          price={priced.price}
          salePrice={priced.salePrice}
          originalLabel={t.originalPrice}
          compact
        />
        {addButton(styles.stickyAdd)}
      </div>
    </div>
  );
}
