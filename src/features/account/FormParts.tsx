// What the account forms have in common: the failure read out above the fields, the sign-in box
// (e-mail or phone), the new password with its confirmation, and the submit button that says it is busy.
import type { ReactNode } from 'react';
import { PasswordField, type TextFieldProps } from '../forms/Field.tsx';
import forms from './forms.module.scss';

/** The form's failure, announced when it appears; nothing while `message` is empty or false. */
export function FormAlert({ message }: { message: ReactNode }) {
  return message ? (
    <p role="alert" className={forms.alert}>
      {message}
    </p>
  ) : null;
}

/**
 * The one box of the sign-in and forgotten-password forms, as the login page has always shown it
 * (labelled "Email", an e-mail input), that takes a phone number too (any notation lib/phone.ts
 * reads), as its placeholder says. A phone number is no e-mail to the browser: the forms check
 * the box themselves (readLogin).
 */
export const SIGN_IN_LOGIN = {
  id: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'username',
  placeholder: 'Email or phone number',
  required: true,
} as const satisfies Partial<TextFieldProps>;

type NewPasswordField = 'password' | 'confirmPassword';

/** A new password and its confirmation, labelled `labels`, bound to the form by `bind`. */
export function NewPasswordFields(props: {
  labels: Readonly<Record<NewPasswordField, string>>;
  bind: (field: NewPasswordField) => Pick<TextFieldProps, 'value' | 'error' | 'onChange'>;
  required?: boolean;
}) {
  return (['password', 'confirmPassword'] as const).map((field) => (
    <PasswordField
      key={field}
      id={field}
      label={props.labels[field]}
      autoComplete="new-password"
      required={props.required}
      {...props.bind(field)}
    />
  ));
}

/** The submit button: disabled and saying `busyLabel` while the form is sent; `block` spans the form. */
export function SubmitButton(props: {
  label: string;
  busyLabel: string;
  busy: boolean;
  block?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className={props.block ? `${forms.primary} ${forms.block}` : forms.primary}
      disabled={props.busy || props.disabled}
    >
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}
