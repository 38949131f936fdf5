// Profile (/profile): the signed-in customer's details, view <-> edit, the phone formatted 4-3-3 as
// typed; saving updates the stored user and returns to view.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '../../api/schemas/user.ts';
import { $user, setUser } from '../auth/user-store.ts';
import { TextField, type FieldLook } from '../forms/Field.tsx';
import { useFieldForm } from '../forms/use-field-form.ts';
import { showToast } from '../toast/store.ts';
import { FORMATTED_PHONE_INPUT, formatPhone } from '../../lib/phone.ts';
import { updateProfile } from './account-api.ts';
import { failureText, serverFieldErrors } from './field-errors.ts';
import forms from './forms.module.scss';
import { SubmitButton } from './FormParts.tsx';
import {
  PROFILE_FIELDS,
  profileErrors,
  profileFormOf,
  profilePayload,
  type ProfileField,
} from './profile.ts';
import styles from './profile.module.scss';
import { useSignedIn } from './use-account-gate.ts';

type Shown = FieldLook & { field: ProfileField };

const PERSONAL: readonly Shown[] = [
  { field: 'name', label: 'Full Name', autoComplete: 'name' },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone Number', ...FORMATTED_PHONE_INPUT },
];

const ADDRESS: readonly Shown[] = [
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

const SECTIONS = [
  { id: 'profile-personal', title: 'Personal Information', fields: PERSONAL },
  { id: 'profile-address', title: 'Shipping Address', fields: ADDRESS },
] as const;

function ProfileView({ user }: { user: User }) {
  const form = profileFormOf(user);
  const shown = (value: string) => value || <span className={styles.empty}>Not provided</span>;
  return SECTIONS.map(({ id, title, fields }) => (
    <section key={id} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl className={styles.details}>
        {fields.map(({ field, label }) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{shown(form[field])}</dd>
          </div>
        ))}
      </dl>
    </section>
  ));
}

function ProfileEditor({ user, onDone }: { user: User; onDone: () => void }) {
  const { values, setErrors, bind, accept, formRef } = useFieldForm(
    () => profileFormOf(user),
    (field, value) => (field === 'phone' ? formatPhone(value) : value),
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => document.getElementById('profile-name')?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(profileErrors(values))) return;
    setSaving(true);
    try {
      setUser(await updateProfile(profilePayload(values, user.address)));
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

  return (
    <form ref={formRef} className={forms.form} noValidate onSubmit={submit}>
      {SECTIONS.map(({ id, title, fields }) => (
        <fieldset key={id} className={forms.fieldset}>
          <legend>{title}</legend>
          <div className={forms.grid}>
            {fields.map(({ field, ...shown }) => (
              <TextField key={field} id={`profile-${field}`} {...shown} {...bind(field)} />
            ))}
          </div>
        </fieldset>
      ))}
      <div className={forms.actions}>
        <button type="button" className={forms.secondary} onClick={onDone} disabled={saving}>
          Cancel
        </button>
        <SubmitButton label="Save Changes" busyLabel="Saving..." busy={saving} />
      </div>
    </form>
  );
}
