// Staff sign-in (/admin/login): e-mail and password, and a two-factor code field once the server
// says the account needs one; the server's message inline; on success, back to the page asked for.
// The fields are read from the form when it is sent (what was typed before hydration counts), and
// the button waits for hydration (a native submit would post to the static page).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useMounted } from '../shell/use-mounted.ts';
import { Alert } from './Alert.tsx';
import { FormField } from './FormField.tsx';
import { safeNextPath } from './paths.ts';
import { signInStaff, staffReady } from './session.ts';

type Status = 'idle' | 'pending' | 'success';

const nextPath = () => safeNextPath(new URLSearchParams(window.location.search).get('next'));

export default function StaffLoginForm() {
  const [askCode, setAskCode] = useState(false);
  const hydrated = useMounted();
  const [status, setStatus] = useState<Status>('idle');
  const [alert, setAlert] = useState('');
  const [codeError, setCodeError] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void staffReady().then((signedIn) => {
      if (signedIn) window.location.replace(nextPath());
    });
  }, []);

  useEffect(() => {
    if (askCode) codeInput.current?.focus();
  }, [askCode]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    const field = (name: string) => String(new FormData(form).get(name) ?? '').trim();
    setStatus('pending');
    setAlert('');
    setCodeError('');
    try {
      await signInStaff(
        field('email'),
        String(new FormData(form).get('password') ?? ''),
        askCode ? field('totpCode') : undefined,
      );
      setStatus('success');
      window.location.assign(nextPath());
    } catch (error) {
      setStatus('idle');
      const totpMessage = error instanceof ApiError ? error.errors?.['totpCode'] : undefined;
      if (totpMessage) {
        setAskCode(true);
        setCodeError(totpMessage);
        return;
      }
      setAlert(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Sign-in failed. Please try again.',
      );
    }
  };

  const busy = status !== 'idle' || !hydrated;
  return (
    <form className="admin-card" method="post" onSubmit={submit}>
      <Alert message={alert} />
      <FormField id="staff-email" label="Email">
        <input id="staff-email" name="email" type="email" autoComplete="username" required />
      </FormField>
      <FormField id="staff-password" label="Password">
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </FormField>
      {askCode && (
        <div className="admin-field">
          <label htmlFor="staff-totp">Two-factor code</label>
          <input
            ref={codeInput}
            id="staff-totp"
            name="totpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? 'staff-totp-error' : 'staff-totp-hint'}
          />
          {codeError ? (
            <span id="staff-totp-error" className="admin-field-error" role="alert">
              {codeError}
            </span>
          ) : (
            <span id="staff-totp-hint" className="admin-muted">
              The 6-digit code from your authenticator app.
            </span>
          )}
        </div>
      )}
      <button type="submit" className="admin-button" disabled={busy}>
        {status === 'idle' ? 'Sign in' : 'Signing in...'}
      </button>
    </form>
  );
}
