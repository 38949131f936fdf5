// Forgotten password: an e-mail or a phone number, checked as the API checks it; the one answer
// the server gives whether or not the account exists (by phone, with the way to the page that
// takes the texted code); the server's message inline on failure (429 included).
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import type { Messages } from '../../lib/i18n/index.ts';
import { localePath } from '../../lib/i18n/browser.ts';
import { resetByCodeUrl } from '../../lib/password-reset.ts';
import { forgotPasswordRules, ruleErrors } from '../../api/schemas/rules.ts';
import { readLogin, type FieldErrors } from '../../lib/validation.ts';
import { TextField } from '../forms/Field.tsx';
import { failureText, serverFieldErrors } from './field-errors.ts';
import {
  FormAlert,
  SubmitButton,
  sayIn,
  signInLogin,
  type AccountFormProps,
} from './FormParts.tsx';
import { requestPasswordReset } from './password-reset-api.ts';
import forms from './forms.module.scss';
import styles from './password-reset.module.scss';

type Status = 'idle' | 'pending' | 'sent' | 'error';

export default function ForgotPasswordForm({
  t,
  v,
  pr,
  lang,
}: AccountFormProps & { pr: Messages['passwordReset'] }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = ruleErrors(forgotPasswordRules, { email });
    setErrors(found);
    if (found.email) {
      document.getElementById('email')?.focus();
      return;
    }
    setStatus('pending');
    try {
      setMessage(await requestPasswordReset({ email: email.trim() }));
      setStatus('sent');
    } catch (error) {
      const fields = serverFieldErrors(error, ['email'] as const);
      setErrors(fields);
      const invalid = error instanceof ApiError && error.status === 422 && fields.email;
      setMessage(invalid ? '' : failureText(error, pr.requestFailed));
      setStatus('error');
    }
  };

  if (status === 'sent') {
    const login = readLogin(email);
    return (
      <div role="status" className={styles.done}>
        <strong>{login.kind === 'phone' ? t.forgot.checkTexts : t.forgot.checkEmail}</strong>
        <p>{message}</p>
        {login.kind === 'phone' && (
          <a
            href={localePath(lang, resetByCodeUrl(login.phone))}
            className={`${forms.primary} ${forms.block}`}
          >
            {t.forgot.enterCode}
          </a>
        )}
      </div>
    );
  }

  return (
    <form className={forms.form} method="post" noValidate onSubmit={submit}>
      <FormAlert message={status === 'error' && message} />
      <TextField
        {...signInLogin(t)}
        value={email}
        error={errors.email && sayIn(v)(errors.email)}
        onChange={(value) => {
          setEmail(value);
          setErrors({});
        }}
      />
      <SubmitButton
        label={t.forgot.submit}
        busyLabel={t.forgot.busy}
        busy={status === 'pending'}
        block
      />
    </form>
  );
}
