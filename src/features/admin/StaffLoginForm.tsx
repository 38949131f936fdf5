// Staff sign-in (/admin/login): e-mail, password and, always offered, an optional two-factor code
// (the server answers every failure alike, so it cannot ask for the code only after a right
// password); the server's message above the form; on success, back to the page asked for.
// The fields are read from the form when it is sent (what was typed before hydration counts), and
// the button waits for hydration (a native submit would post to the static page).
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { STAFF_MESSAGES } from '../../lib/staff.ts';
import { useMounted } from '../shell/use-mounted.ts';
import { Alert } from './Alert.tsx';
import { FormField, describe } from './FormField.tsx';
import { safeNextPath } from './paths.ts';
import { signInStaff, staffReady } from './session.ts';

type Status = 'idle' | 'pending' | 'success';

const nextPath = () => safeNextPath(new URLSearchParams(window.location.search).get('next'));

export default function StaffLoginForm() {
  const hydrated = useMounted();
  const [status, setStatus] = useState<Status>('idle');
  const [alert, setAlert] = useState('');

  useEffect(() => {
    void staffReady().then((signedIn) => {
      if (signedIn) window.location.replace(nextPath());
    });
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    setStatus('pending');
    setAlert('');
    try {
      await signInStaff(
        field('email'),
        String(data.get('password') ?? ''),
        field('totpCode') || undefined,
      );
      setStatus('success');
      window.location.assign(nextPath());
    } catch (error) {
      setStatus('idle');
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
      <FormField id="staff-totp" label="Two-factor code" hint={STAFF_MESSAGES.signInCodeHint}>
        <input
          {...describe('staff-totp', undefined, true)}
          name="totpCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
        />
      </FormField>
      <button type="submit" className="admin-button" disabled={busy}>
        {status === 'idle' ? 'Sign in' : 'Signing in...'}
      </button>
    </form>
  );
}
