// Step 2, '2. Payment Details': the card form (number grouped 4-4-4-4, MM/YY expiry, CVV) or,
// for PayPal, a note that the payment is simulated.
import { useRef, type FormEvent } from 'react';
import type { PaymentMethod } from '../../lib/constants.ts';
import type { CheckoutFields } from './order-request.ts';
import { formatCardNumber, formatExpiry } from './card-format.ts';
import type { CheckoutField } from './checkout-form.ts';
import { TextField, type FieldLook } from '../forms/Field.tsx';
import { useFocusFirstError } from '../forms/use-field-form.ts';
import type { CheckoutErrors } from './flow.ts';
import styles from './checkout.module.scss';
import type { CheckoutWords } from './labels.ts';

interface Props {
  form: CheckoutFields;
  errors: CheckoutErrors;
  /** Grows each time the step is refused. */
  refusals: number;
  paymentMethod: PaymentMethod;
  onEdit: (field: CheckoutField, value: string) => void;
  onBack: () => void;
  onNext: () => void;
  t: CheckoutWords;
}

/** The card fields in their order, each with how a typed value is kept. */
const cardFields = (
  t: CheckoutWords,
): readonly (FieldLook & {
  name: CheckoutField;
  keep: (typed: string) => string;
})[] => [
  {
    name: 'cardNumber',
    label: t.fields.cardNumber,
    keep: formatCardNumber,
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 9012 3456',
    maxLength: 19,
    wide: true,
  },
  {
    name: 'cardHolder',
    label: t.fields.cardHolder,
    keep: (typed) => typed,
    autoComplete: 'cc-name',
    wide: true,
  },
  {
    name: 'expiryDate',
    label: t.fields.expiryDate,
    keep: formatExpiry,
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: t.expiryPlaceholder,
    maxLength: 5,
  },
  {
    name: 'cvv',
    label: t.fields.cvv,
    keep: (typed) => typed.replace(/\D/g, '').slice(0, 4),
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    placeholder: '123',
    maxLength: 4,
  },
];

export default function PaymentStep(props: Props) {
  const { form, errors, paymentMethod, onEdit, onBack, onNext, t } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, props.refusals);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      {paymentMethod === 'card' ? (
        <fieldset className={styles.group}>
          <legend>{t.cardDetails}</legend>
          <div className={styles.grid}>
            {cardFields(t).map(({ name, keep, ...look }) => (
              <TextField
                key={name}
                id={name}
                {...look}
                requiredMark
                value={form[name]}
                error={errors[name]}
                onChange={(value) => onEdit(name, keep(value))}
              />
            ))}
          </div>
          <p className={styles.hint}>{t.cardHint}</p>
        </fieldset>
      ) : (
        <div className={styles.note}>
          <h3>{t.paypalTitle}</h3>
          <p>{t.paypalNote}</p>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t.back}
        </button>
        <button type="submit" className={styles.primary}>
          {t.next}
        </button>
      </div>
    </form>
  );
}
