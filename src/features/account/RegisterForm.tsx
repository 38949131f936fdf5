// Create an Account (/register): personal details, password pair, an optional shipping address;
// errors clear on edit; the server's field errors land on their fields.
import { useState, type FormEvent } from 'react';
import { signUp } from '../auth/session.ts';
import { TextField, type TextFieldProps } from '../forms/Field.tsx';
import { useFieldForm } from '../forms/use-field-form.ts';
import { showToast, showToastAcrossPages } from '../toast/store.ts';
import { FORMATTED_PHONE_INPUT, formatPhone } from '../../lib/phone.ts';
import { failureText, serverFieldErrors } from './field-errors.ts';
import { FormAlert, NewPasswordFields, SubmitButton } from './FormParts.tsx';
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

const PASSWORD_LABELS = { password: 'Password', confirmPassword: 'Confirm Password' };

export default function RegisterForm() {
  useGuestOnly();
  const {
    values: form,
    setValues: setForm,
    setErrors,
    bind,
    accept,
    formRef,
  } = useFieldForm(EMPTY_REGISTRATION, (field, value) =>
    field === 'phoneNumber' ? formatPhone(value) : value,
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
      showToastAcrossPages({
        title: 'Registration Successful',
        description: 'Welcome to our store!',
      });
      leaveAfterToast('/');
    } catch (error) {
      const message = failureText(error, 'Registration failed. Please try again.');
      setErrors(serverFieldErrors(error, REGISTRATION_FIELDS));
      setFailure(message);
      setPending(false);
      showToast({ title: 'Registration Failed', description: message, variant: 'destructive' });
    }
  };

  const field = (id: RegistrationField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField id={id} label={label} {...bind(id)} {...extra} />
  );

  return (
    <form ref={formRef} className={styles.form} method="post" noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>Personal Information</legend>
        {field('name', 'Full Name', { autoComplete: 'name' })}
        <div className={styles.grid}>
          {field('email', 'Email Address', { type: 'email', autoComplete: 'email' })}
          {field('phoneNumber', 'Phone Number', FORMATTED_PHONE_INPUT)}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Create Password</legend>
        <div className={styles.grid}>
          <NewPasswordFields labels={PASSWORD_LABELS} bind={bind} />
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
        Add shipping address now
      </label>

      {form.withAddress && (
        <fieldset className={styles.fieldset}>
          <legend>Shipping Address</legend>
          {field('street', 'Street Address', { autoComplete: 'street-address' })}
          <div className={styles.grid}>
            {field('city', 'City', { autoComplete: 'address-level2' })}
            {field('state', 'State/Province', { autoComplete: 'address-level1' })}
            {field('zipCode', 'ZIP/Postal Code', { autoComplete: 'postal-code' })}
            {field('country', 'Country', { autoComplete: 'country-name' })}
          </div>
        </fieldset>
      )}

      <FormAlert message={failure} />
      <SubmitButton label="Create Account" busyLabel="Creating Account..." busy={pending} block />
    </form>
  );
}
