// Step 3, '3. Review': address, shipping and payment with Edit links, the items, and Place Order
// ('Processing...' and disabled while the order is being placed).
import type { ReactNode } from 'react';
import { SHIPPING_METHODS, type PaymentMethod, type ShippingMethod } from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import type { CheckoutFields } from './order-request.ts';
import LineImage from '../cart/LineImage.tsx';
import type { CartLine } from '../cart/store.ts';
import { maskedCard } from './card-format.ts';
import type { CheckoutWords } from './labels.ts';
import { fill } from '../../lib/i18n/browser.ts';
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
  t: CheckoutWords;
}

/** The reviewed parts of the order: their heading and what their Edit button goes back to. */
const parts = (t: CheckoutWords) => ({
  shipping: { title: t.shippingAddress, what: t.editShipping },
  payment: { title: t.paymentMethod, what: t.editPayment },
});

/** A reviewed part of the order: its heading and the Edit button that goes back to it. */
function ReviewBlock(props: {
  part: 'shipping' | 'payment';
  onEdit: () => void;
  children: ReactNode;
  t: CheckoutWords;
}) {
  const id = `review-${props.part}`;
  const { title, what } = parts(props.t)[props.part];
  return (
    <section className={styles.reviewBlock} aria-labelledby={id}>
      <div className={styles.reviewHead}>
        <h3 id={id}>{title}</h3>
        <button type="button" className={styles.edit} onClick={props.onEdit}>
          {props.t.edit}
          <span className="visually-hidden"> {what}</span>
        </button>
      </div>
      {props.children}
    </section>
  );
}

export default function ReviewStep(props: Props) {
  const { form, items, shippingMethod, paymentMethod, placing, t } = props;
  const shipping = SHIPPING_METHODS[shippingMethod];
  const card = paymentMethod === 'card' ? maskedCard(form.cardNumber) : '';

  return (
    <div className={styles.review}>
      <ReviewBlock part="shipping" onEdit={props.onEditShipping} t={t}>
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
          <strong>{fill(t.methodShipping, { method: t.methods[shippingMethod] })}</strong> (
          {t.etas[shippingMethod]}): {shipping.cost === 0 ? t.free : formatVnd(shipping.cost)}
        </p>
      </ReviewBlock>

      <ReviewBlock part="payment" onEdit={props.onEditPayment} t={t}>
        <p className={styles.reviewLine}>
          {t.payments[paymentMethod]}
          {card && ` ${card}`}
          {paymentMethod === 'card' && form.cardHolder && ` · ${form.cardHolder}`}
        </p>
      </ReviewBlock>

      <section className={styles.reviewBlock} aria-labelledby="review-items">
        <h3 id="review-items">{t.items}</h3>
        <ul className={styles.items}>
          {items.map((line) => (
            <li key={`${line.id}-${line.variationId ?? ''}`} className={styles.item}>
              <LineImage src={line.image} size={56} />
              <span className={styles.itemName}>{line.name}</span>
              <span className={styles.itemMeta}>
                {line.variationName && <span>{line.variationName}</span>}
                <span>
                  {fill(t.lineQuantity, { quantity: line.quantity, price: formatVnd(line.price) })}
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
          {t.back}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={props.onPlace}
          disabled={placing}
          aria-busy={placing || undefined}
        >
          {placing ? t.processing : t.placeOrder}
        </button>
      </div>
    </div>
  );
}
