// My account (/admin/account, any staff member): who is signed in, and two-factor sign-in: turn
// it on (with the password, then a new secret and its otpauth:// URI to enter in an authenticator
// app, then a code to confirm) or off (with the password). The API's messages show next to the
// field they are about.
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
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
import styles from './screens.module.scss';
import { SmallButton } from './SmallButton.tsx';

export default function AccountSecurity() {
  const me = useStore($staff);
  const mounted = useMounted();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [done, setDone] = useState('');

  if (!me || !mounted) return <p className="admin-muted">Loading your account…</p>;

  const updated = (member: StaffMember, message: string) => {
    $staff.set(member);
    setSetup(null);
    setDone(message);
  };

  return (
    <>
      <section className={`${styles.section} admin-card`} aria-labelledby="account-title">
        <h2 id="account-title">Your account</h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{me.name}</dd>
          <dt>Email</dt>
          <dd>{me.email}</dd>
          <dt>Role</dt>
          <dd>{me.role}</dd>
        </dl>
      </section>
      <section className={`${styles.section} admin-card`} aria-labelledby="totp-title">
        <h2 id="totp-title">Two-factor sign-in</h2>
        <p>
          Status:{' '}
          <span className={me.totpEnabled ? `${styles.badge} ${styles.badgeOn}` : styles.badge}>
            {me.totpEnabled ? 'On' : 'Off'}
          </span>
        </p>
        <p role="status" className={styles.success}>
          {done}
        </p>
        {me.totpEnabled ? (
          <PasswordForm
            turn="off"
            send={disableTotp}
            failure="Could not turn two-factor sign-in off."
            onDone={(member) => updated(member, 'Two-factor sign-in is off.')}
          />
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
            <PasswordForm
              turn="on"
              send={startTotpSetup}
              failure="Could not start two-factor setup."
              onDone={(started) => {
                setDone('');
                setSetup(started);
              }}
            />
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
    <span className={styles.inline}>
      <SmallButton onClick={() => void copy()}>{label}</SmallButton>
      <span role="status" className={styles.success}>
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
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

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
              className={styles.mono}
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
              className={styles.mono}
              readOnly
              rows={3}
              value={setup.otpauthUri}
              onFocus={(event) => event.currentTarget.select()}
            />
            <span className={styles.inline}>
              <CopyButton text={setup.otpauthUri} label="Copy address" />
              <a href={setup.otpauthUri}>Open in an authenticator app</a>
            </span>
          </div>
        </li>
        <li>
          <OneFieldForm
            id="totp-code"
            label="Code from the app"
            input={{
              name: 'code',
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 6,
            }}
            check={(code) =>
              TOTP_CODE_PATTERN.test(code)
                ? ''
                : 'Enter the 6-digit code from your authenticator app.'
            }
            send={confirmTotp}
            failure="Could not turn two-factor sign-in on."
            onDone={onDone}
          >
            {(busy) => (
              <div className={styles.formActions}>
                <button type="submit" className="admin-button" disabled={busy}>
                  Confirm and turn on
                </button>
                <button
                  type="button"
                  className={`admin-button ${styles.secondary}`}
                  onClick={onCancel}
                >
                  Cancel
                </button>
              </div>
            )}
          </OneFieldForm>
        </li>
      </ol>
    </div>
  );
}

interface PasswordFormProps<T> {
  /**
   * What the password does: start the setup (an access token alone cannot bind two-factor
   * sign-in), or turn it off.
   */
  turn: 'on' | 'off';
  send: (password: string) => Promise<T>;
  failure: string;
  onDone: (result: T) => void;
}

/** The password that turns two-factor sign-in on or off, and its button. */
function PasswordForm<T>({ turn, send, failure, onDone }: PasswordFormProps<T>) {
  return (
    <OneFieldForm
      id={`totp-${turn}-password`}
      label="Password"
      intro={`To turn two-factor sign-in ${turn}, enter your password.`}
      input={{ name: 'password', type: 'password', autoComplete: 'current-password' }}
      trim={false}
      check={(password) => (password ? '' : 'Enter your password.')}
      send={send}
      failure={failure}
      onDone={onDone}
    >
      {(busy) => (
        <button
          type="submit"
          className={turn === 'on' ? 'admin-button' : `admin-button ${styles.danger}`}
          disabled={busy}
        >
          {`Turn ${turn} two-factor sign-in`}
        </button>
      )}
    </OneFieldForm>
  );
}

interface OneFieldProps<T> {
  id: string;
  label: string;
  /** The box's own attributes; its `name` is the field the API's messages name. */
  input: InputHTMLAttributes<HTMLInputElement> & { name: string };
  /** Shown before the box. */
  intro?: string;
  /** Whether the value is trimmed before it is checked and sent (not a password). */
  trim?: boolean;
  /** The form's own complaint about the value ('' when none): it is not sent then. */
  check: (value: string) => string;
  send: (value: string) => Promise<T>;
  /** What the form says when the call fails without a message about the field. */
  failure: string;
  onDone: (result: T) => void;
  /** The form's buttons, given whether the call runs. */
  children: (busy: boolean) => ReactNode;
}

/**
 * A form of one box sent to one call (the password that starts two-factor setup, the code that
 * turns it on, the password that turns it off): the form's complaint or the API's message for the
 * box shows beside it, any other failure above the form.
 */
function OneFieldForm<T>({
  id,
  label,
  input,
  intro,
  trim = true,
  check,
  send,
  failure,
  onDone,
  children,
}: OneFieldProps<T>) {
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get(input.name) ?? '');
    const value = trim ? typed.trim() : typed;
    setAlert('');
    const complaint = check(value);
    if (complaint) {
      setError(complaint);
      return;
    }
    setBusy(true);
    try {
      onDone(await send(value));
    } catch (problem) {
      const fields = serverFieldErrors(problem, [input.name]);
      setError(fields[input.name] ?? '');
      if (!fields[input.name]) setAlert(errorMessage(problem, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Alert message={alert} />
      {intro && <p className="admin-muted">{intro}</p>}
      <FormField id={id} label={label} error={error}>
        <input {...describe(id, error)} {...input} onInput={() => setError('')} />
      </FormField>
      {children(busy)}
    </form>
  );
}
