// Create an Account (SPEC.md "Register", sections 3, 5 and 8): personal details, password pair,
// an optional shipping address; errors clear on edit; the server's field errors land on their fields.
import { useRef, useState, type FormEvent } from 'react';
import { signUp } from '../auth/session.ts';
import { showToast, showToastAcrossPages } from '../toast/store.ts';
import { FORMATTED_PHONE_INPUT, formatPhone } from '../../lib/phone.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import { PasswordField, TextField } from './fields.tsx';
import { failureText, hasErrors, serverFieldErrors, withoutError } from './field-errors.ts';
import styles from './forms.module.scss';
import { leaveAfterToast } from './leave.ts';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  registrationErrors,
  registrationPayload,
  type RegistrationField,
  type RegistrationForm,
} from './registration.ts';
import { useGuestOnly } from './use-account-gate.ts';

export default function RegisterForm() {
  useGuestOnly();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const edit = (field: RegistrationField) => (value: string) => {
    setForm((current) => ({
      ...current,
      [field]: field === 'phoneNumber' ? formatPhone(value) : value,
    }));
    setErrors((current) => withoutError(current, field));
  };

  const focusFirstError = (found: FieldErrors<RegistrationField>) => {
    const first = REGISTRATION_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = registrationErrors(form);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(found);
      return;
    }
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
      const fromServer = serverFieldErrors(error, REGISTRATION_FIELDS);
      setErrors(fromServer);
      setFailure(message);
      setPending(false);
      showToast({ title: 'Registration Failed', description: message, variant: 'destructive' });
    }
  };

  const field = (
    id: RegistrationField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={id}
      label={label}
      value={form[id]}
      onChange={edit(id)}
      error={errors[id]}
      {...extra}
    />
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
          <PasswordField
            id="password"
            label="Password"
            autoComplete="new-password"
            value={form.password}
            onChange={edit('password')}
            error={errors.password}
          />
          <PasswordField
            id="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={edit('confirmPassword')}
            error={errors.confirmPassword}
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

      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={`${styles.primary} ${styles.block}`} disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}
