// Reset password: the token from the e-mail's link, a new password and its confirmation with the
// change-password rules and messages (src/lib/validation.ts). A spent or unknown link says so and
// offers a new one; success signs this browser out too and offers the sign-in.
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import { FORGOT_PASSWORD_PATH, PASSWORD_RESET_MESSAGES } from '../../lib/password-reset.ts';
import { newPasswordRules, ruleErrors } from '../../api/schemas/rules.ts';
import { setUser } from '../auth/user-store.ts';
import { hasErrors } from '../forms/field-errors.ts';
import { useFieldForm } from '../forms/use-field-form.ts';
import { failureText, serverFieldErrors } from './field-errors.ts';
import { FormAlert, NewPasswordFields, SubmitButton } from './FormParts.tsx';
import { resetPassword } from './password-reset-api.ts';
import forms from './forms.module.scss';
import styles from './password-reset.module.scss';

type Status = 'idle' | 'pending' | 'done' | 'error' | 'spent';

const PASSWORD_LABELS = { password: 'New Password', confirmPassword: 'Confirm New Password' };

const noChanges = (): (() => void) => () => {};
/** The token of the e-mail's link (it is spent by the reset and dead after 30 minutes anyway). */
const linkToken = () => new URLSearchParams(window.location.search).get('token') ?? '';

function NewLinkOffer({ message }: { message: string }) {
  return (
    <div role="alert" className={`${forms.alert} ${styles.problem}`}>
      <span>{message}</span>
      <a href={FORGOT_PASSWORD_PATH}>Ask for a new link</a>
    </div>
  );
}

export default function ResetPasswordForm() {
  // null on the server and while hydrating: the page is prerendered, the token is in the address.
  const token = useSyncExternalStore(noChanges, linkToken, () => null);
  const { values, errors, setErrors, bind, accept, formRef } = useFieldForm({
    password: '',
    confirmPassword: '',
  });
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(ruleErrors(newPasswordRules, values))) return;
    setStatus('pending');
    try {
      await resetPassword({ token: token ?? '', password: values.password });
      setUser(null);
      setStatus('done');
    } catch (error) {
      const spent = error instanceof ApiError && (error.status === 400 || error.status === 410);
      setErrors(serverFieldErrors(error, ['password'] as const));
      setMessage(failureText(error, PASSWORD_RESET_MESSAGES.failed));
      setStatus(spent ? 'spent' : 'error');
    }
  };

  if (token === '') return <NewLinkOffer message={PASSWORD_RESET_MESSAGES.missingToken} />;
  if (status === 'spent') return <NewLinkOffer message={message} />;
  if (status === 'done')
    return (
      <div role="status" className={styles.done}>
        <strong>Password reset</strong>
        <p>{PASSWORD_RESET_MESSAGES.done}</p>
        <a href="/login" className={`${forms.primary} ${forms.block}`}>
          Sign In
        </a>
      </div>
    );

  return (
    <form ref={formRef} className={forms.form} method="post" noValidate onSubmit={submit}>
      <FormAlert message={status === 'error' && !hasErrors(errors) && message} />
      <NewPasswordFields labels={PASSWORD_LABELS} bind={bind} required />
      <SubmitButton
        label="Reset Password"
        busyLabel="Resetting..."
        busy={status === 'pending'}
        disabled={token === null}
        block
      />
    </form>
  );
}
