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

/** A set of radio cards: its legend, its input name, and each choice's title, note and price. */
interface Choices<T extends string> {
  legend: string;
  name: string;
  choices: readonly { id: T; title: string; note: string; price?: string }[];
}

const SHIPPING: Choices<ShippingMethod> = {
  legend: 'Shipping Method',
  name: 'shippingMethod',
  choices: SHIPPING_METHOD_IDS.map((id) => {
    const { label, eta } = SHIPPING_METHODS[id];
    return { id, title: label, note: eta, price: shippingCost(id) };
  }),
};

const PAYMENT: Choices<PaymentMethod> = {
  legend: 'Payment Method',
  name: 'paymentMethod',
  choices: PAYMENT_METHOD_IDS.map((id) => ({
    id,
    title: PAYMENT_LABELS[id],
    note: PAYMENT_NOTES[id],
  })),
};

function ChoiceGroup<T extends string>(props: {
  of: Choices<T>;
  value: T;
  onChange: (choice: T) => void;
}) {
  const { legend, name, choices } = props.of;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.id} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.id}
              checked={props.value === choice.id}
              onChange={() => props.onChange(choice.id)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{choice.title}</span>
              <span className={styles.choiceNote}>{choice.note}</span>
            </span>
            {choice.price && <span className={styles.choicePrice}>{choice.price}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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

      <ChoiceGroup of={SHIPPING} value={props.shippingMethod} onChange={props.onShipping} />
      <ChoiceGroup of={PAYMENT} value={props.paymentMethod} onChange={props.onPayment} />

      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          Next
        </button>
      </div>
    </form>
  );
}
