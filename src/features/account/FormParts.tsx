// What the account forms have in common: the failure read out above the fields, the sign-in box
// (e-mail or phone), the new password with its confirmation, and the submit button that says it is busy.
import type { ReactNode } from 'react';
import type { Lang, Messages } from '../../lib/i18n/index.ts';
import { localise } from '../../lib/i18n/localise.ts';
import { fill } from '../../lib/i18n/browser.ts';
import { MESSAGES } from '../../lib/validation.ts';
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

/** What the account islands get from their page: the account words, and the page's language. */
export interface AccountProps {
  t: Messages['account'];
  lang: Lang;
}

/** A form's props: the account words, the validation messages in the page's language, the language. */
export interface AccountFormProps extends AccountProps {
  v: Messages['validation'];
}

/** A rule's English message (MESSAGES) in the page's language `v`. */
export const sayIn =
  (v: Messages['validation']) =>
  (message: string): string =>
    localise(message, MESSAGES, v);

/** The sign-in box in the page's language (English: SIGN_IN_LOGIN as it is). */
export const signInLogin = (t: Messages['account']) => ({
  ...SIGN_IN_LOGIN,
  label: t.login.email,
  placeholder: t.login.emailPlaceholder,
});

/** A password box's show/hide words read aloud: "Show current password". */
export const revealLabel = (t: Messages['account'], label: string): string =>
  fill(t.common.showPassword, { label: label.toLowerCase() });

type NewPasswordField = 'password' | 'confirmPassword';

/** A new password and its confirmation, labelled `labels`, bound to the form by `bind`. */
export function NewPasswordFields(props: {
  labels: Readonly<Record<NewPasswordField, string>>;
  bind: (field: NewPasswordField) => Pick<TextFieldProps, 'value' | 'error' | 'onChange'>;
  required?: boolean;
  /** The show/hide button's words, "Show {label}", from the catalogue. */
  reveal?: string | undefined;
}) {
  return (['password', 'confirmPassword'] as const).map((field) => (
    <PasswordField
      key={field}
      id={field}
      label={props.labels[field]}
      revealLabel={props.reveal && fill(props.reveal, { label: props.labels[field].toLowerCase() })}
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
