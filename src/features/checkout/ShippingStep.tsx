// Step 1, '1. Delivery & Payment Method': the address form, the shipping method and the payment
// method. Next checks the address; card and PayPal then go to payment details, cash to review.
import { useRef, type FormEvent } from 'react';
import {
  PAYMENT_METHOD_IDS,
  SHIPPING_METHOD_IDS,
  SHIPPING_METHODS,
  type PaymentMethod,
  type ShippingMethod,
} from '../../lib/constants.ts';
import { formatVnd } from '../../lib/format.ts';
import { PHONE_PLACEHOLDER } from '../../lib/phone.ts';
import type { CheckoutFields } from './order-request.ts';
import type { CheckoutField } from './checkout-form.ts';
import { TextField, type FieldLook } from '../forms/Field.tsx';
import { useFocusFirstError } from '../forms/use-field-form.ts';
import type { CheckoutErrors } from './flow.ts';
import { PAYMENT_LABELS } from './labels.ts';
import styles from './checkout.module.scss';

interface Props {
  form: CheckoutFields;
  errors: CheckoutErrors;
  /** Grows each time the step is refused. */
  refusals: number;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  onEdit: (field: CheckoutField, value: string) => void;
  onShipping: (method: ShippingMethod) => void;
  onPayment: (method: PaymentMethod) => void;
  onNext: () => void;
}

const shippingCost = (method: ShippingMethod): string => {
  const { cost } = SHIPPING_METHODS[method];
  return cost === 0 ? 'Free' : formatVnd(cost);
};

/** The address fields in their order; all but the apartment line are required. */
const ADDRESS_FIELDS: readonly (FieldLook & { name: CheckoutField })[] = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name', requiredMark: true, wide: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', requiredMark: true },
  {
    name: 'phone',
    label: 'Phone Number',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    placeholder: PHONE_PLACEHOLDER,
    requiredMark: true,
  },
  {
    name: 'address',
    label: 'Street Address',
    autoComplete: 'address-line1',
    requiredMark: true,
    wide: true,
  },
  {
    name: 'home',
    label: 'Apartment, suite, unit (optional)',
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2', requiredMark: true },
  { name: 'state', label: 'State/Province', autoComplete: 'address-level1', requiredMark: true },
  { name: 'zipCode', label: 'ZIP/Postal Code', autoComplete: 'postal-code', requiredMark: true },
  { name: 'country', label: 'Country', autoComplete: 'country-name', requiredMark: true },
];

const PAYMENT_NOTES: Record<PaymentMethod, string> = {
  cod: 'Pay in cash when your order arrives.',
  card: 'Visa, Mastercard or JCB. Requires an account.',
  paypal: 'Pay with your PayPal account. Requires an account.',
};

export default function ShippingStep(props: Props) {
  const { form, errors, onEdit } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, props.refusals);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onNext();
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.group}>
        <legend>Shipping Address</legend>
        <div className={styles.grid}>
          {ADDRESS_FIELDS.map(({ name, ...look }) => (
            <TextField
              key={name}
              id={name}
              {...look}
              value={form[name]}
              error={errors[name]}
              onChange={(value) => onEdit(name, value)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Shipping Method</legend>
        <div className={styles.choices}>
          {SHIPPING_METHOD_IDS.map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name="shippingMethod"
                value={method}
                checked={props.shippingMethod === method}
                onChange={() => props.onShipping(method)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{SHIPPING_METHODS[method].label}</span>
                <span className={styles.choiceNote}>{SHIPPING_METHODS[method].eta}</span>
              </span>
              <span className={styles.choicePrice}>{shippingCost(method)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Payment Method</legend>
        <div className={styles.choices}>
          {PAYMENT_METHOD_IDS.map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={props.paymentMethod === method}
                onChange={() => props.onPayment(method)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceTitle}>{PAYMENT_LABELS[method]}</span>
                <span className={styles.choiceNote}>{PAYMENT_NOTES[method]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          Next
        </button>
      </div>
    </form>
  );
}
