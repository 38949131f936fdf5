// Profile (SPEC.md "Profile", sections 4, 5 and 8): the signed-in customer's details, view <-> edit,
// the phone formatted 4-3-3 as typed; saving updates the stored user and returns to view.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '../../api/schemas/user.ts';
import { $user, setUser } from '../auth/user-store.ts';
import { showToast } from '../toast/store.ts';
import { FORMATTED_PHONE_INPUT, formatPhone } from '../../lib/phone.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import { updateProfile } from './account-api.ts';
import { TextField } from './fields.tsx';
import { failureText, hasErrors, serverFieldErrors, withoutError } from './field-errors.ts';
import forms from './forms.module.scss';
import {
  PROFILE_FIELDS,
  profileErrors,
  profileFormOf,
  profilePayload,
  type ProfileField,
  type ProfileForm,
} from './profile.ts';
import styles from './profile.module.scss';
import { useSignedIn } from './use-account-gate.ts';

const PERSONAL: readonly { field: ProfileField; label: string }[] = [
  { field: 'name', label: 'Full Name' },
  { field: 'email', label: 'Email Address' },
  { field: 'phone', label: 'Phone Number' },
];

const ADDRESS: readonly { field: ProfileField; label: string; autoComplete: string }[] = [
  { field: 'street', label: 'Street Address', autoComplete: 'street-address' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State/Province', autoComplete: 'address-level1' },
  { field: 'zipCode', label: 'ZIP/Postal Code', autoComplete: 'postal-code' },
  { field: 'country', label: 'Country', autoComplete: 'country-name' },
];

export default function ProfileScreen() {
  const signedIn = useSignedIn();
  const user = useStore($user);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closedEditor = useRef(false);

  useEffect(() => {
    if (editing) closedEditor.current = true;
    else if (closedEditor.current) editButton.current?.focus();
  }, [editing]);

  if (!signedIn || !user) return <p className={forms.loading}>Loading...</p>;

  const initial = (user.name.trim() || user.email || 'U').charAt(0).toUpperCase();
  return (
    <div className={`${forms.card} ${styles.profile}`}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div className={styles.who}>
          <h2>{user.name}</h2>
          {user.email && <p className={forms.muted}>{user.email}</p>}
        </div>
        {!editing && (
          <button
            ref={editButton}
            type="button"
            className={forms.secondary}
            onClick={() => setEditing(true)}
          >
            Edit Profile
          </button>
        )}
      </header>
      {editing ? (
        <ProfileEditor user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView user={user} />
      )}
    </div>
  );
}

function ProfileView({ user }: { user: User }) {
  const form = profileFormOf(user);
  const shown = (value: string) => value || <span className={styles.empty}>Not provided</span>;
  return (
    <>
      <section aria-labelledby="profile-personal">
        <h3 id="profile-personal">Personal Information</h3>
        <dl className={styles.details}>
          {PERSONAL.map(({ field, label }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{shown(form[field])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="profile-address">
        <h3 id="profile-address">Shipping Address</h3>
        <dl className={styles.details}>
          {ADDRESS.map(({ field, label }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{shown(form[field])}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

function ProfileEditor({ user, onDone }: { user: User; onDone: () => void }) {
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => document.getElementById('profile-name')?.focus(), []);

  const edit = (field: ProfileField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: field === 'phone' ? formatPhone(value) : value }));
    setErrors((current) => withoutError(current, field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = profileErrors(form);
    setErrors(found);
    if (hasErrors(found)) {
      const first = PROFILE_FIELDS.find((field) => found[field]);
      if (first) document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      setUser(await updateProfile(profilePayload(form, user.address)));
      showToast({
        title: 'Profile Updated',
        description: 'Your profile information has been updated successfully.',
      });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, PROFILE_FIELDS));
      setSaving(false);
      showToast({
        title: 'Update Failed',
        description: failureText(error, 'Failed to update your profile. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const input = (
    field: ProfileField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      key={field}
      id={`profile-${field}`}
      label={label}
      value={form[field]}
      onChange={edit(field)}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <form className={forms.form} noValidate onSubmit={submit}>
      <fieldset className={forms.fieldset}>
        <legend>Personal Information</legend>
        <div className={forms.grid}>
          {input('name', 'Full Name', { autoComplete: 'name' })}
          {input('email', 'Email Address', { type: 'email', autoComplete: 'email' })}
          {input('phone', 'Phone Number', FORMATTED_PHONE_INPUT)}
        </div>
      </fieldset>
      <fieldset className={forms.fieldset}>
        <legend>Shipping Address</legend>
        <div className={forms.grid}>
          {ADDRESS.map(({ field, label, autoComplete }) => input(field, label, { autoComplete }))}
        </div>
      </fieldset>
      <div className={forms.actions}>
        <button type="button" className={forms.secondary} onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className={forms.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
