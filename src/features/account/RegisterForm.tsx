// Create an Account (/register): personal details, password pair, an optional shipping address;
// errors clear on edit; the server's field errors land on their fields.
import { useState, type FormEvent } from 'react';
import { localePath } from '../../lib/i18n/browser.ts';
import type { AddressWords } from '../address/address-words.ts';
import AddressUnits, { clearedUnitErrors, unitFieldErrors } from '../address/AddressUnits.tsx';
import { signUp } from '../auth/session.ts';
import { TextField, type TextFieldProps } from '../forms/Field.tsx';
import { useFieldForm } from '../forms/use-field-form.ts';
import { showToast, showToastAcrossPages } from '../toast/store.ts';
import { FORMATTED_PHONE_INPUT, formatPhone } from '../../lib/phone.ts';
import { failureText, serverFieldErrors } from './field-errors.ts';
import {
  FormAlert,
  NewPasswordFields,
  SubmitButton,
  sayIn,
  type AccountFormProps,
} from './FormParts.tsx';
import styles from './forms.module.scss';
import { leaveAfterToast } from './leave.ts';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  registrationErrors,
  registrationPayload,
  type RegistrationField,
} from './registration.ts';
import { useGuestOnly } from './use-account-gate.ts';

export default function RegisterForm({
  t,
  v,
  lang,
  addressWords,
}: AccountFormProps & { addressWords: AddressWords }) {
  useGuestOnly(lang);
  const r = t.register;
  const {
    values: form,
    setValues: setForm,
    errors,
    setErrors,
    bind,
    accept,
    formRef,
  } = useFieldForm(
    EMPTY_REGISTRATION,
    (field, value) => (field === 'phoneNumber' ? formatPhone(value) : value),
    sayIn(v),
  );
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(registrationErrors(form))) return;
    setPending(true);
    setFailure('');
    try {
      await signUp(registrationPayload(form));
      showToastAcrossPages({ title: r.successTitle, description: r.successText });
      leaveAfterToast(localePath(lang, '/'));
    } catch (error) {
      const message = failureText(error, r.failed);
      setErrors(serverFieldErrors(error, REGISTRATION_FIELDS));
      setFailure(message);
      setPending(false);
      showToast({ title: r.failedTitle, description: message, variant: 'destructive' });
    }
  };

  const field = (id: RegistrationField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField id={id} label={label} {...bind(id)} {...extra} />
  );

  return (
    <form ref={formRef} className={styles.form} method="post" noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{r.personal}</legend>
        {field('name', r.fullName, { autoComplete: 'name' })}
        <div className={styles.grid}>
          {field('email', r.email, { type: 'email', autoComplete: 'email' })}
          {field('phoneNumber', r.phone, FORMATTED_PHONE_INPUT)}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{r.createPassword}</legend>
        <div className={styles.grid}>
          <NewPasswordFields
            labels={{ password: r.password, confirmPassword: r.confirmPassword }}
            reveal={t.common.showPassword}
            bind={bind}
          />
        </div>
      </fieldset>

      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.withAddress}
          onChange={(event) =>
            setForm((current) => ({ ...current, withAddress: event.target.checked }))
          }
        />
        {r.withAddress}
      </label>

      {form.withAddress && (
        <fieldset className={styles.fieldset}>
          <legend>{r.shippingAddress}</legend>
          {field('street', r.street, { autoComplete: 'street-address' })}
          <div className={styles.grid}>
            <AddressUnits
              values={form}
              onChange={(change) => {
                setForm((current) => ({ ...current, ...change }));
                setErrors((current) => ({ ...current, ...clearedUnitErrors(change) }));
              }}
              ids={{ state: 'state', city: 'city' }}
              labels={{ state: r.state, city: r.city }}
              errors={unitFieldErrors(errors)}
              lang={lang}
              words={addressWords}
            />
            {field('zipCode', r.zip, { autoComplete: 'postal-code' })}
            {field('country', r.country, { autoComplete: 'country-name' })}
          </div>
        </fieldset>
      )}

      <FormAlert message={failure} />
      <SubmitButton label={r.submit} busyLabel={r.busy} busy={pending} block />
    </form>
  );
}
