// My account (/admin/account, any staff member): who is signed in, and two-factor sign-in: turn
// it on (a new secret and its otpauth:// URI to enter in an authenticator app, then a code to
// confirm) or off (with the password). The API's messages show next to the field they are about.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { StaffMember, TotpSetupResponse } from '../../api/schemas/staff.ts';
import { errorMessage } from '../../api/errors.ts';
import { TOTP_CODE_PATTERN } from '../../lib/staff.ts';
import { serverFieldErrors } from '../account/field-errors.ts';
import { useMounted } from '../shell/use-mounted.ts';
import { Alert } from './Alert.tsx';
import { FormField, describe } from './FormField.tsx';
import { $staff } from './session.ts';
import { confirmTotp, disableTotp, startTotpSetup } from './staff-api.ts';
import './screens.scss';

export default function AccountSecurity() {
  const me = useStore($staff);
  const mounted = useMounted();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [alert, setAlert] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  if (!me || !mounted) return <p className="admin-muted">Loading your account…</p>;

  const updated = (member: StaffMember, message: string) => {
    $staff.set(member);
    setSetup(null);
    setDone(message);
  };

  const begin = async () => {
    setBusy(true);
    setAlert('');
    setDone('');
    try {
      setSetup(await startTotpSetup());
    } catch (error) {
      setAlert(errorMessage(error, 'Could not start two-factor setup.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="admin-section admin-card" aria-labelledby="account-title">
        <h2 id="account-title">Your account</h2>
        <dl className="admin-facts">
          <dt>Name</dt>
          <dd>{me.name}</dd>
          <dt>Email</dt>
          <dd>{me.email}</dd>
          <dt>Role</dt>
          <dd>{me.role}</dd>
        </dl>
      </section>
      <section className="admin-section admin-card" aria-labelledby="totp-title">
        <h2 id="totp-title">Two-factor sign-in</h2>
        <p>
          Status:{' '}
          <span className={`admin-badge${me.totpEnabled ? ' admin-badge--on' : ''}`}>
            {me.totpEnabled ? 'On' : 'Off'}
          </span>
        </p>
        <p role="status" className="admin-success">
          {done}
        </p>
        <Alert message={alert} />
        {me.totpEnabled ? (
          <TurnOffForm onDone={(member) => updated(member, 'Two-factor sign-in is off.')} />
        ) : setup ? (
          <ConfirmSetup
            setup={setup}
            onCancel={() => setSetup(null)}
            onDone={(member) => updated(member, 'Two-factor sign-in is on.')}
          />
        ) : (
          <>
            <p className="admin-muted">
              With two-factor sign-in, signing in also asks for a 6-digit code from an authenticator
              app on your phone.
            </p>
            <button
              type="button"
              className="admin-button"
              disabled={busy}
              onClick={() => void begin()}
            >
              Turn on two-factor sign-in
            </button>
          </>
        )}
      </section>
    </>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span className="admin-inline">
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        onClick={() => void copy()}
      >
        {label}
      </button>
      <span role="status" className="admin-success">
        {copied ? 'Copied' : ''}
      </span>
    </span>
  );
}

interface ConfirmProps {
  setup: TotpSetupResponse;
  onCancel: () => void;
  onDone: (member: StaffMember) => void;
}

function ConfirmSetup({ setup, onCancel, onDone }: ConfirmProps) {
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setAlert('');
    if (!TOTP_CODE_PATTERN.test(code)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setBusy(true);
    try {
      onDone(await confirmTotp(code));
    } catch (failure) {
      const fields = serverFieldErrors(failure, ['code'] as const);
      setError(fields.code ?? '');
      if (!fields.code) setAlert(errorMessage(failure, 'Could not turn two-factor sign-in on.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <ol>
        <li>
          <p>
            In your authenticator app, add an account with this key, or give the app the address
            below (on this phone, open it).
          </p>
          <div className="admin-field">
            <label htmlFor="totp-secret">Key</label>
            <input
              id="totp-secret"
              className="admin-mono"
              readOnly
              value={setup.secret}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={setup.secret} label="Copy key" />
          </div>
          <div className="admin-field">
            <label htmlFor="totp-uri">Address (otpauth URI)</label>
            <textarea
              id="totp-uri"
              className="admin-mono"
              readOnly
              rows={3}
              value={setup.otpauthUri}
              onFocus={(event) => event.currentTarget.select()}
            />
            <span className="admin-inline">
              <CopyButton text={setup.otpauthUri} label="Copy address" />
              <a href={setup.otpauthUri}>Open in an authenticator app</a>
            </span>
          </div>
        </li>
        <li>
          <form noValidate onSubmit={submit}>
            <Alert message={alert} />
            <FormField id="totp-code" label="Code from the app" error={error}>
              <input
                {...describe('totp-code', error)}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                onInput={() => setError('')}
              />
            </FormField>
            <div className="admin-form-actions">
              <button type="submit" className="admin-button" disabled={busy}>
                Confirm and turn on
              </button>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={onCancel}
              >
                Cancel
              </button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function TurnOffForm({ onDone }: { onDone: (member: StaffMember) => void }) {
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setAlert('');
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setBusy(true);
    try {
      onDone(await disableTotp(password));
    } catch (failure) {
      const fields = serverFieldErrors(failure, ['password'] as const);
      setError(fields.password ?? '');
      if (!fields.password)
        setAlert(errorMessage(failure, 'Could not turn two-factor sign-in off.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Alert message={alert} />
      <p className="admin-muted">To turn two-factor sign-in off, enter your password.</p>
      <FormField id="totp-off-password" label="Password" error={error}>
        <input
          {...describe('totp-off-password', error)}
          name="password"
          type="password"
          autoComplete="current-password"
          onInput={() => setError('')}
        />
      </FormField>
      <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
        Turn off two-factor sign-in
      </button>
    </form>
  );
}
