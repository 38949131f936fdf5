// Step 3, '3. Review': address, shipping and payment with Edit links, the items, and Place Order
// ('Processing...' and disabled while the order is being placed).
import type { ReactNode } from 'react';
import { SHIPPING_METHODS, type PaymentMethod, type ShippingMethod } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import type { CheckoutFields } from './order-request.ts';
import LineImage from '../cart/LineImage.tsx';
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

/** The reviewed parts of the order: their heading and what their Edit button goes back to. */
const PARTS = {
  shipping: { title: 'Shipping Address', what: 'shipping address' },
  payment: { title: 'Payment Method', what: 'payment' },
};

/** A reviewed part of the order: its heading and the Edit button that goes back to it. */
function ReviewBlock(props: { part: keyof typeof PARTS; onEdit: () => void; children: ReactNode }) {
  const id = `review-${props.part}`;
  const { title, what } = PARTS[props.part];
  return (
    <section className={styles.reviewBlock} aria-labelledby={id}>
      <div className={styles.reviewHead}>
        <h3 id={id}>{title}</h3>
        <button type="button" className={styles.edit} onClick={props.onEdit}>
          Edit<span className="visually-hidden"> {what}</span>
        </button>
      </div>
      {props.children}
    </section>
  );
}

export default function ReviewStep(props: Props) {
  const { form, items, shippingMethod, paymentMethod, placing } = props;
  const shipping = SHIPPING_METHODS[shippingMethod];
  const card = paymentMethod === 'card' ? maskedCard(form.cardNumber) : '';

  return (
    <div className={styles.review}>
      <ReviewBlock part="shipping" onEdit={props.onEditShipping}>
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
          {form.phone}
          <br />
          <span className={styles.email}>{form.email}</span>
        </address>
        <p className={styles.reviewLine}>
          <strong>{shipping.label} shipping</strong> ({shipping.eta}):{' '}
          {shipping.cost === 0 ? 'Free' : formatVnd(shipping.cost)}
        </p>
      </ReviewBlock>

      <ReviewBlock part="payment" onEdit={props.onEditPayment}>
        <p className={styles.reviewLine}>
          {PAYMENT_LABELS[paymentMethod]}
          {card && ` ${card}`}
          {paymentMethod === 'card' && form.cardHolder && ` · ${form.cardHolder}`}
        </p>
      </ReviewBlock>

      <section className={styles.reviewBlock} aria-labelledby="review-items">
        <h3 id="review-items">Items</h3>
        <ul className={styles.items}>
          {items.map((line) => (
            <li key={`${line.id}-${line.variationId ?? ''}`} className={styles.item}>
              <LineImage src={line.image} size={56} />
              <span className={styles.itemName}>{line.name}</span>
              <span className={styles.itemMeta}>
                {line.variationName && <span>{line.variationName}</span>}
                <span>
                  {line.quantity} x {formatVnd(line.price)}
                </span>
              </span>
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
