// What My Orders and the order lookup show alike: the status badge, and the order's lines
// (picture, name, variation, quantity x unit price, the line's total).
import type { AttributeRead } from '../../lib/attributes.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/card-view.ts';
import { formatVnd } from '../../lib/format.ts';
import { statusLabel, statusTone, variationLine } from '../../lib/order-display.ts';
import { showPlaceholder } from '../catalog/image-fallback.ts';
import { ProductImage } from '../catalog/ProductImage.tsx';
import forms from './forms.module.scss';
import styles from './orders.module.scss';

/** The order's status as a coloured badge, in the page's language (`labels`: the catalogue's statuses). */
export function OrderStatusBadge(props: {
  status: string;
  labels: Readonly<Partial<Record<string, string>>>;
}) {
  return (
    <span className={`${styles.badge} ${styles[statusTone(props.status)]}`}>
      {statusLabel(props.status, props.labels)}
    </span>
  );
}

/** One line: `image` is its picture's address, or empty for the placeholder. */
export interface OrderItemView {
  key: string;
  name: string;
  image: string;
  variationName: string | null;
  attributes: readonly AttributeRead[];
  quantity: number;
  unitPrice: number;
}

export function OrderItems({ items }: { items: readonly OrderItemView[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => {
        const detail = variationLine(item);
        return (
          <li key={item.key} className={styles.item}>
            <ProductImage
              src={item.image || PLACEHOLDER_IMAGE}
              sizes="64px"
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              onError={showPlaceholder}
            />
            <div className={styles.itemText}>
              <p className={styles.itemName}>{item.name}</p>
              {detail && <p className={forms.muted}>{detail}</p>}
              <p className={`${forms.muted} ${styles.each}`}>
                {item.quantity} x {formatVnd(item.unitPrice)}
              </p>
            </div>
            <p className={styles.lineTotal}>{formatVnd(item.unitPrice * item.quantity)}</p>
          </li>
        );
      })}
    </ul>
  );
}
