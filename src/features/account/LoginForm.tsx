// Login (/login): e-mail (or phone number) and password required, 'Logging in...' while pending,
// the server's message inline on failure, home on success.
import { useState, type FormEvent } from 'react';
import { localePath } from '../../lib/i18n/browser.ts';
import { signIn } from '../auth/session.ts';
import { PasswordField, TextField } from '../forms/Field.tsx';
import { readLogin } from '../../lib/validation.ts';
import { failureText } from './field-errors.ts';
import {
  FormAlert,
  SubmitButton,
  revealLabel,
  signInLogin,
  type AccountProps,
} from './FormParts.tsx';
import styles from './forms.module.scss';

type Status = 'idle' | 'pending' | 'success' | 'error';

export default function LoginForm({ t, lang }: AccountProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The browser checks the box as an e-mail; a phone number is no e-mail to it, so for one
    // only the password is left to the browser's check.
    const passwordBox = form.elements.namedItem('password') as HTMLInputElement;
    const checked = readLogin(email).kind === 'phone' ? passwordBox : form;
    if (!checked.reportValidity()) return;
    setStatus('pending');
    try {
      await signIn(email.trim(), password);
      setStatus('success');
      window.location.assign(localePath(lang, '/'));
    } catch (error) {
      setMessage(failureText(error, t.login.failed));
      setStatus('error');
    }
  };

  const busy = status === 'pending' || status === 'success';
  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit}>
      <FormAlert message={status === 'error' && message} />
      <TextField {...signInLogin(t)} value={email} onChange={setEmail} />
      <PasswordField
        id="password"
        label={t.login.password}
        revealLabel={revealLabel(t, t.login.password)}
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <SubmitButton label={t.login.submit} busyLabel={t.login.busy} busy={busy} block />
    </form>
  );
}
