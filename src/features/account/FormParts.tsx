// What the account forms have in common: the failure read out above the fields, the sign-in e-mail
// field, the new password with its confirmation, and the submit button that says it is busy.
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

/** The e-mail field of the sign-in and forgotten-password forms (checked by the browser). */
export const SIGN_IN_EMAIL = {
  id: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
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
