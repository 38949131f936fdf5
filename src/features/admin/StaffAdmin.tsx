// Staff management (/admin/staff, admins): the staff table (name, e-mail, role, two-factor), a
// role change per row, a reset of another member's two-factor sign-in and removal, each after an
// inline confirmation, and the form that adds a member with an initial password. The API's
// messages (422 per field, 409 e-mail taken or last admin) show inline, next to what they are about.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { StaffMember } from '../../api/schemas/staff.ts';
import { errorMessage } from '../../api/errors.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import { STAFF_ROLES, validateNewStaff, type StaffRole } from '../../lib/staff.ts';
import { serverFieldErrors } from '../account/field-errors.ts';
import { withoutError } from '../forms/field-errors.ts';
import { useMounted } from '../shell/use-mounted.ts';
import { $staff } from './session.ts';
import {
  changeStaffRole,
  createStaff,
  listStaff,
  removeStaff,
  resetStaffTotp,
} from './staff-api.ts';
import styles from './screens.module.scss';
import { SmallButton } from './SmallButton.tsx';

const roleLabel = (role: StaffRole): string => role[0]!.toUpperCase() + role.slice(1);
const byEmail = (a: StaffMember, b: StaffMember) => a.email.localeCompare(b.email);

export default function StaffAdmin() {
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const me = useStore($staff);

  useEffect(() => {
    listStaff().then(
      (rows) => setStaff(rows),
      (error: unknown) => setLoadError(errorMessage(error, 'Could not load the staff list.')),
    );
  }, []);

  const replace = (member: StaffMember) =>
    setStaff((rows) => (rows ?? []).map((row) => (row._id === member._id ? member : row)));

  return (
    <>
      <section className={styles.section} aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">Staff members</h2>
        {loadError && (
          <p role="alert" className="admin-alert">
            {loadError}
          </p>
        )}
        {!staff && !loadError && <p className="admin-muted">Loading staff…</p>}
        {staff && (
          <table className={`admin-table ${styles.stack}`}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Two-factor</th>
                <th scope="col">
                  <span className="admin-muted">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.map((member) => (
                <StaffRow
                  key={member._id}
                  member={member}
                  isMe={member._id === me?._id}
                  onChanged={replace}
                  onRemoved={() =>
                    setStaff((rows) => (rows ?? []).filter((row) => row._id !== member._id))
                  }
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.section} aria-labelledby="staff-add-title">
        <h2 id="staff-add-title">Add a staff member</h2>
        <AddStaffForm
          onAdded={(member) => setStaff((rows) => [...(rows ?? []), member].sort(byEmail))}
        />
      </section>
    </>
  );
}

interface RowProps {
  member: StaffMember;
  isMe: boolean;
  onChanged: (member: StaffMember) => void;
  onRemoved: () => void;
}

/** What a row's inline confirmation is about. */
type Confirming = 'remove' | 'reset' | null;

function StaffRow({ member, isMe, onChanged, onRemoved }: RowProps) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const roleId = `staff-role-${member._id}`;

  // Focus moves to the confirmation, and back to the button that opened it (the reset's, once
  // gone, to Remove's) when it closes.
  const opened = useRef<Confirming>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (opened.current)
      ((opened.current === 'reset' && resetButton.current) || removeButton.current)?.focus();
    opened.current = confirming;
  }, [confirming]);

  const saveRole = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const updated = await changeStaffRole(member._id, role);
      onChanged(updated);
      setMessage({ text: `Role changed to ${roleLabel(updated.role)}.`, error: false });
    } catch (error) {
      setRole(member.role);
      setMessage({ text: errorMessage(error, 'Could not change the role.'), error: true });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await removeStaff(member._id);
      onRemoved();
    } catch (error) {
      setConfirming(null);
      setBusy(false);
      setMessage({ text: errorMessage(error, 'Could not remove this staff member.'), error: true });
    }
  };

  const resetTotp = async () => {
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await resetStaffTotp(member._id));
      setMessage({
        text: 'Two-factor sign-in reset: they were signed out and sign in with their password.',
        error: false,
      });
    } catch (error) {
      setMessage({ text: errorMessage(error, 'Could not reset two-factor sign-in.'), error: true });
    } finally {
      setConfirming(null);
      setBusy(false);
    }
  };

  const question =
    confirming === 'reset'
      ? {
          text: `Reset two-factor sign-in of ${member.email}? They will be signed out.`,
          yes: 'Yes, reset',
          run: resetTotp,
        }
      : { text: `Remove ${member.email}?`, yes: 'Yes, remove', run: remove };

  return (
    <tr>
      <td data-label="Name">
        <span>
          {member.name}
          {isMe && <span className="admin-muted"> (you)</span>}
        </span>
      </td>
      <td data-label="Email">{member.email}</td>
      <td data-label="Role">
        <div className={styles.inline}>
          <label htmlFor={roleId} className="visually-hidden">
            Role of {member.email}
          </label>
          <select
            id={roleId}
            value={role}
            disabled={busy}
            onChange={(event) => setRole(event.currentTarget.value as StaffRole)}
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {roleLabel(option)}
              </option>
            ))}
          </select>
          {role !== member.role && (
            <button
              type="button"
              className={`admin-button ${styles.small}`}
              disabled={busy}
              onClick={() => void saveRole()}
            >
              Save role
            </button>
          )}
        </div>
      </td>
      <td data-label="Two-factor">
        <span className={member.totpEnabled ? `${styles.badge} ${styles.badgeOn}` : styles.badge}>
          {member.totpEnabled ? 'On' : 'Off'}
        </span>
      </td>
      <td data-label="Actions">
        <div>
          {!isMe && !confirming && (
            <span className={styles.inline}>
              {member.totpEnabled && (
                <SmallButton
                  ref={resetButton}
                  disabled={busy}
                  onClick={() => setConfirming('reset')}
                >
                  Reset two-factor
                </SmallButton>
              )}
              <SmallButton
                ref={removeButton}
                disabled={busy}
                onClick={() => setConfirming('remove')}
              >
                Remove
              </SmallButton>
            </span>
          )}
          {confirming && (
            <div className={styles.inline} role="group" aria-label={question.text}>
              <span>{question.text}</span>
              <SmallButton
                ref={confirmButton}
                look="danger"
                disabled={busy}
                onClick={() => void question.run()}
              >
                {question.yes}
              </SmallButton>
              <SmallButton disabled={busy} onClick={() => setConfirming(null)}>
                Cancel
              </SmallButton>
            </div>
          )}
          <span role="status" className={styles.rowMessage}>
            {message && (
              <span className={message.error ? 'admin-field-error' : styles.success}>
                {message.text}
              </span>
            )}
          </span>
        </div>
      </td>
    </tr>
  );
}

type NewStaffField = 'email' | 'name' | 'password' | 'role';
const NEW_STAFF_FIELDS: readonly NewStaffField[] = ['email', 'name', 'password', 'role'];

function AddStaffForm({ onAdded }: { onAdded: (member: StaffMember) => void }) {
  const hydrated = useMounted();
  const [errors, setErrors] = useState<FieldErrors<NewStaffField>>({});
  const [alert, setAlert] = useState('');
  const [added, setAdded] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      email: String(data.get('email') ?? '').trim(),
      name: String(data.get('name') ?? '').trim(),
      password: String(data.get('password') ?? ''),
      role: String(data.get('role') ?? 'editor') as StaffRole,
    };
    setAlert('');
    setAdded('');
    const found = validateNewStaff(input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const member = await createStaff(input);
      onAdded(member);
      form.reset();
      setAdded(`Added ${member.email} as ${roleLabel(member.role)}.`);
    } catch (error) {
      const fields = serverFieldErrors(error, NEW_STAFF_FIELDS);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setAlert(errorMessage(error, 'Could not add the staff member.'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: NewStaffField) => ({
    name,
    id: `new-staff-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `new-staff-${name}-error` : undefined,
    onInput: () => setErrors((current) => withoutError(current, name)),
  });
  const fieldError = (name: NewStaffField) =>
    errors[name] && (
      <span id={`new-staff-${name}-error`} className="admin-field-error">
        {errors[name]}
      </span>
    );

  return (
    <form
      className={`admin-card ${styles.formGrid}`}
      aria-labelledby="staff-add-title"
      noValidate
      onSubmit={submit}
    >
      {alert && (
        <p role="alert" className={`admin-alert ${styles.formActions}`}>
          {alert}
        </p>
      )}
      <div className="admin-field">
        <label htmlFor="new-staff-email">Email</label>
        <input type="email" autoComplete="off" required {...field('email')} />
        {fieldError('email')}
      </div>
      <div className="admin-field">
        <label htmlFor="new-staff-name">Name</label>
        <input type="text" autoComplete="off" required {...field('name')} />
        {fieldError('name')}
      </div>
      <div className="admin-field">
        <label htmlFor="new-staff-role">Role</label>
        <select defaultValue="editor" {...field('role')}>
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {roleLabel(option)}
            </option>
          ))}
        </select>
        {fieldError('role')}
      </div>
      <div className="admin-field">
        <label htmlFor="new-staff-password">Initial password</label>
        <input type="password" autoComplete="new-password" required {...field('password')} />
        {fieldError('password') ?? (
          <span className="admin-muted">Hand it to them; they sign in with it.</span>
        )}
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="admin-button" disabled={busy || !hydrated}>
          {busy ? 'Adding…' : 'Add staff member'}
        </button>
        <span role="status" className={styles.success}>
          {added}
        </span>
      </div>
    </form>
  );
}
