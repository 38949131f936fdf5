// Login (/login): e-mail or phone number, and password, required, 'Logging in...' while pending, the server's message
// inline on failure, home on success.
import { useState, type FormEvent } from 'react';
import { signIn } from '../auth/session.ts';
import { PasswordField, TextField } from '../forms/Field.tsx';
import { failureText } from './field-errors.ts';
import { FormAlert, SIGN_IN_LOGIN, SubmitButton } from './FormParts.tsx';
import styles from './forms.module.scss';

type Status = 'idle' | 'pending' | 'success' | 'error';

export default function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setStatus('pending');
    try {
      await signIn(email.trim(), password);
      setStatus('success');
      window.location.assign('/');
    } catch (error) {
      setMessage(failureText(error, 'Login failed. Please try again.'));
      setStatus('error');
    }
  };

  const busy = status === 'pending' || status === 'success';
  return (
    <form className={styles.form} method="post" onSubmit={submit}>
      <FormAlert message={status === 'error' && message} />
      <TextField {...SIGN_IN_LOGIN} value={email} onChange={setEmail} />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <SubmitButton label="Login" busyLabel="Logging in..." busy={busy} block />
    </form>
  );
}
