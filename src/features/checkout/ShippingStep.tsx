// Step 1, '1. Delivery & Payment Method': the address form, the shipping method and the payment
// method. Next checks the address; card and PayPal then go to payment details, cash to review.
import { Fragment, useRef, useState, type FormEvent } from 'react';
import {
  PAYMENT_METHOD_IDS,
  SHIPPING_METHOD_IDS,
  type PaymentMethod,
  type ShippingMethod,
} from '../../lib/constants.ts';
import { shippingFeeText } from '../../lib/format.ts';
import type { Lang } from '../../lib/i18n/browser.ts';
import type { AddressWords } from '../address/address-words.ts';
import AddressUnits, { unitFieldErrors } from '../address/AddressUnits.tsx';
import OldUnitsNotice from '../address/OldUnitsNotice.tsx';
import { PHONE_PLACEHOLDER } from '../../lib/phone.ts';
import type { CheckoutFields } from './order-request.ts';
import type { CheckoutField } from './checkout-form.ts';
import { TextField, type FieldLook } from '../forms/Field.tsx';
import { useFocusFirstError } from '../forms/use-field-form.ts';
import type { CheckoutErrors } from './flow.ts';
import { type CheckoutWords } from './labels.ts';
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
  t: CheckoutWords;
  addressWords: AddressWords;
  lang: Lang;
}

const shippingCost = (method: ShippingMethod, t: CheckoutWords): string =>
  shippingFeeText(method, t.free);

/**
 * The address fields in their order, State/Province and City (the pickers) coming before the
 * postal code; all but the apartment line are required.
 */
const addressFields = (t: CheckoutWords): readonly (FieldLook & { name: CheckoutField })[] => [
  {
    name: 'fullName',
    label: t.fields.fullName,
    autoComplete: 'name',
    requiredMark: true,
    wide: true,
  },
  {
    name: 'email',
    label: t.fields.email,
    type: 'email',
    autoComplete: 'email',
    requiredMark: true,
  },
  {
    name: 'phone',
    label: t.fields.phone,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    placeholder: PHONE_PLACEHOLDER,
    requiredMark: true,
  },
  {
    name: 'address',
    label: t.fields.address,
    autoComplete: 'address-line1',
    requiredMark: true,
    wide: true,
  },
  {
    name: 'home',
    label: t.fields.home,
    autoComplete: 'address-line2',
    wide: true,
  },
  { name: 'zipCode', label: t.fields.zipCode, autoComplete: 'postal-code', requiredMark: true },
  { name: 'country', label: t.fields.country, autoComplete: 'country-name', requiredMark: true },
];

/** A set of radio cards: its legend, its input name, and each choice's title, note and price. */
interface Choices<T extends string> {
  legend: string;
  name: string;
  choices: readonly { id: T; title: string; note: string; price?: string }[];
}

const shippingChoices = (t: CheckoutWords): Choices<ShippingMethod> => ({
  legend: t.shippingMethod,
  name: 'shippingMethod',
  choices: SHIPPING_METHOD_IDS.map((id) => ({
    id,
    title: t.methods[id],
    note: t.etas[id],
    price: shippingCost(id, t),
  })),
});

const paymentChoices = (t: CheckoutWords): Choices<PaymentMethod> => ({
  legend: t.paymentMethod,
  name: 'paymentMethod',
  choices: PAYMENT_METHOD_IDS.map((id) => ({
    id,
    title: t.payments[id],
    note: t.paymentNotes[id],
  })),
});

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
  const { form, errors, onEdit, t } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [oldUnitsSeen, setOldUnitsSeen] = useState(false);
  const applyUnits = (change: Partial<Record<CheckoutField, string>>) => {
    for (const [field, value] of Object.entries(change)) onEdit(field as CheckoutField, value);
  };
  useFocusFirstError(formRef, props.refusals);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onNext();
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.group}>
        <legend>{t.shippingAddress}</legend>
        {!oldUnitsSeen && (
          <OldUnitsNotice
            address={form}
            words={props.addressWords}
            onConfirm={(change) => {
              applyUnits(change);
              setOldUnitsSeen(true);
              document.getElementById(change.wardCode ? 'zipCode' : 'city')?.focus();
            }}
            onEdit={() => {
              setOldUnitsSeen(true);
              document.getElementById('state')?.focus();
            }}
          />
        )}
        <div className={styles.grid}>
          {addressFields(t).map(({ name, ...look }) => (
            <Fragment key={name}>
              {name === 'zipCode' && (
                <AddressUnits
                  values={form}
                  onChange={applyUnits}
                  ids={{ state: 'state', city: 'city' }}
                  labels={t.fields}
                  errors={unitFieldErrors(errors)}
                  requiredMark
                  lang={props.lang}
                  words={props.addressWords}
                />
              )}
              <TextField
                id={name}
                {...look}
                value={form[name]}
                error={errors[name]}
                onChange={(value) => onEdit(name, value)}
              />
            </Fragment>
          ))}
        </div>
      </fieldset>

      <ChoiceGroup
        of={shippingChoices(t)}
        value={props.shippingMethod}
        onChange={props.onShipping}
      />
      <ChoiceGroup of={paymentChoices(t)} value={props.paymentMethod} onChange={props.onPayment} />

      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t.next}
        </button>
      </div>
    </form>
  );
}
