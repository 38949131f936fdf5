// Step 3, '3. Review': address, shipping and payment with Edit links, the items, and Place Order
// ('Processing...' and disabled while the order is being placed).
import { SHIPPING_METHODS, type PaymentMethod, type ShippingMethod } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import type { CheckoutFields } from '../../lib/order-request.ts';
import { showPlaceholder } from '../catalog/image-fallback.ts';
import type { CartLine } from '../cart/store.ts';
import { maskedCard } from './card-format.ts';
import { PAYMENT_LABELS } from './labels.ts';
import styles from './checkout.module.scss';

interface Props {
  form: CheckoutFields;
  items: readonly CartLine[];
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  placing: boolean;
  onEditShipping: () => void;
  onEditPayment: () => void;
  onBack: () => void;
  onPlace: () => void;
}

function EditButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.edit} onClick={onClick}>
      Edit<span className="visually-hidden"> {what}</span>
    </button>
  );
}

export default function ReviewStep(props: Props) {
  const { form, items, shippingMethod, paymentMethod, placing } = props;
  const shipping = SHIPPING_METHODS[shippingMethod];
  const card = paymentMethod === 'card' ? maskedCard(form.cardNumber) : '';

  return (
    <div className={styles.review}>
      <section className={styles.reviewBlock} aria-labelledby="review-shipping">
        <div className={styles.reviewHead}>
          <h3 id="review-shipping">Shipping Address</h3>
          <EditButton what="shipping address" onClick={props.onEditShipping} />
        </div>
        <address className={styles.address}>
          {form.fullName}
          <br />
          {form.address}
          {form.home.trim() && form.home.trim() !== form.address.trim() && `, ${form.home}`}
          <br />
          {form.city}, {form.state} {form.zipCode}
          <br />
          {form.country}
          <br />
          {form.phone} · {form.email}
        </address>
        <p className={styles.reviewLine}>
          <strong>{shipping.label} shipping</strong> ({shipping.eta}):{' '}
          {shipping.cost === 0 ? 'Free' : formatVnd(shipping.cost)}
        </p>
      </section>

      <section className={styles.reviewBlock} aria-labelledby="review-payment">
        <div className={styles.reviewHead}>
          <h3 id="review-payment">Payment Method</h3>
          <EditButton what="payment" onClick={props.onEditPayment} />
        </div>
        <p className={styles.reviewLine}>
          {PAYMENT_LABELS[paymentMethod]}
          {card && ` ${card}`}
          {paymentMethod === 'card' && form.cardHolder && ` · ${form.cardHolder}`}
        </p>
      </section>

      <section className={styles.reviewBlock} aria-labelledby="review-items">
        <h3 id="review-items">Items</h3>
        <ul className={styles.items}>
          {items.map((line) => (
            <li key={`${line.id}-${line.variationId ?? ''}`} className={styles.item}>
              <img
                src={line.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                onError={showPlaceholder}
              />
              <div className={styles.itemText}>
                <span className={styles.itemName}>{line.name}</span>
                {line.variationName && (
                  <span className={styles.itemMeta}>{line.variationName}</span>
                )}
                <span className={styles.itemMeta}>
                  {line.quantity} x {formatVnd(line.price)}
                </span>
              </div>
              <span className={styles.itemTotal}>{formatVnd(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={props.onBack}
          disabled={placing}
        >
          Back
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={props.onPlace}
          disabled={placing}
          aria-busy={placing || undefined}
        >
          {placing ? 'Processing...' : 'Place Order'}
        </button>
      </div>
    </div>
  );
}
