// Profile (/profile): the signed-in customer's details, view <-> edit, the phone formatted 4-3-3 as
// typed; saving updates the stored user and returns to view.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '../../api/schemas/user.ts';
import type { AddressWords } from '../address/address-words.ts';
import AddressUnits, {
  clearedUnitErrors,
  unitFieldErrors,
  type UnitValues,
} from '../address/AddressUnits.tsx';
import OldUnitsNotice from '../address/OldUnitsNotice.tsx';
import { $user, setUser } from '../auth/user-store.ts';
import { TextField, type FieldLook } from '../forms/Field.tsx';
import { useFieldForm } from '../forms/use-field-form.ts';
import { showToast } from '../toast/store.ts';
import { FORMATTED_PHONE_INPUT, formatPhone } from '../../lib/phone.ts';
import { updateProfile } from './account-api.ts';
import { failureText, serverFieldErrors } from './field-errors.ts';
import forms from './forms.module.scss';
import { SubmitButton, sayIn, type AccountFormProps } from './FormParts.tsx';
import {
  PROFILE_FIELDS,
  profileErrors,
  profileFormOf,
  profilePayload,
  type ProfileField,
} from './profile.ts';
import styles from './profile.module.scss';
import { useSignedIn } from './use-account-gate.ts';

type Shown = FieldLook & { field: ProfileField; label: string };
type Words = AccountFormProps['t']['profile'];

/** The two sections of the profile, their fields labelled in the page's language. */
const sectionsOf = (p: Words) =>
  [
    {
      id: 'profile-personal',
      title: p.personal,
      fields: [
        { field: 'name', label: p.fullName, autoComplete: 'name' },
        { field: 'email', label: p.email, type: 'email', autoComplete: 'email' },
        { field: 'phone', label: p.phone, ...FORMATTED_PHONE_INPUT },
      ] satisfies Shown[] as readonly Shown[],
    },
    {
      id: 'profile-address',
      title: p.shippingAddress,
      fields: [
        { field: 'street', label: p.street, autoComplete: 'street-address' },
        { field: 'state', label: p.state, autoComplete: 'address-level1' },
        { field: 'city', label: p.city, autoComplete: 'address-level2' },
        { field: 'zipCode', label: p.zip, autoComplete: 'postal-code' },
        { field: 'country', label: p.country, autoComplete: 'country-name' },
      ] satisfies Shown[] as readonly Shown[],
    },
  ] as const;

export default function ProfileScreen({
  t,
  v,
  lang,
  addressWords,
}: AccountFormProps & { addressWords: AddressWords }) {
  const signedIn = useSignedIn(lang);
  const user = useStore($user);
  const [editing, setEditing] = useState(false);
  // The units the customer confirmed from the old-address notice, which the editor opens with.
  const [confirmed, setConfirmed] = useState<Partial<UnitValues>>({});
  const editButton = useRef<HTMLButtonElement>(null);
  const closedEditor = useRef(false);

  useEffect(() => {
    if (editing) closedEditor.current = true;
    else if (closedEditor.current) editButton.current?.focus();
  }, [editing]);

  if (!signedIn || !user) return <p className={forms.loading}>{t.common.loading}</p>;

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
            {t.profile.editProfile}
          </button>
        )}
      </header>
      {editing ? (
        <ProfileEditor
          user={user}
          confirmed={confirmed}
          t={t}
          v={v}
          lang={lang}
          addressWords={addressWords}
          onDone={() => {
            setConfirmed({});
            setEditing(false);
          }}
        />
      ) : (
        <>
          {user.address && (
            <OldUnitsNotice
              key={`${user.address.state}|${user.address.city}|${user.address.provinceCode ?? ''}`}
              address={user.address}
              words={addressWords}
              onConfirm={(change) => {
                setConfirmed(change);
                setEditing(true);
              }}
              onEdit={() => setEditing(true)}
            />
          )}
          <ProfileView user={user} p={t.profile} />
        </>
      )}
    </div>
  );
}

function ProfileView({ user, p }: { user: User; p: Words }) {
  const form = profileFormOf(user);
  const shown = (value: string) => value || <span className={styles.empty}>{p.notProvided}</span>;
  return sectionsOf(p).map(({ id, title, fields }) => (
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

function ProfileEditor({
  user,
  confirmed,
  t,
  v,
  lang,
  addressWords,
  onDone,
}: Pick<AccountFormProps, 't' | 'v' | 'lang'> & {
  user: User;
  confirmed: Partial<UnitValues>;
  addressWords: AddressWords;
  onDone: () => void;
}) {
  const p = t.profile;
  const { values, setValues, errors, setErrors, bind, accept, formRef } = useFieldForm(
    () => ({ ...profileFormOf(user), ...confirmed }),
    (field, value) => (field === 'phone' ? formatPhone(value) : value),
    sayIn(v),
  );
  const [saving, setSaving] = useState(false);

  // Opened from a confirmed suggestion without its ward: the ward is what is left to choose.
  const first = confirmed.provinceCode && !confirmed.wardCode ? 'profile-city' : 'profile-name';
  useEffect(() => document.getElementById(first)?.focus(), [first]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(profileErrors(values))) return;
    setSaving(true);
    try {
      setUser(await updateProfile(profilePayload(values, user.address)));
      showToast({ title: p.updatedTitle, description: p.updatedText });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, PROFILE_FIELDS));
      setSaving(false);
      showToast({
        title: p.failedTitle,
        description: failureText(error, p.failed),
        variant: 'destructive',
      });
    }
  };

  return (
    <form ref={formRef} className={forms.form} noValidate onSubmit={submit}>
      {sectionsOf(p).map(({ id, title, fields }) => (
        <fieldset key={id} className={forms.fieldset}>
          <legend>{title}</legend>
          <div className={forms.grid}>
            {fields.map(({ field, ...shown }) =>
              field === 'city' ? null : field === 'state' ? (
                <AddressUnits
                  key={field}
                  values={values}
                  onChange={(change) => {
                    setValues((current) => ({ ...current, ...change }));
                    setErrors((current) => ({ ...current, ...clearedUnitErrors(change) }));
                  }}
                  ids={{ state: 'profile-state', city: 'profile-city' }}
                  labels={{ state: p.state, city: p.city }}
                  errors={unitFieldErrors(errors)}
                  lang={lang}
                  words={addressWords}
                />
              ) : (
                <TextField key={field} id={`profile-${field}`} {...shown} {...bind(field)} />
              ),
            )}
          </div>
        </fieldset>
      ))}
      <div className={forms.actions}>
        <button type="button" className={forms.secondary} onClick={onDone} disabled={saving}>
          {t.common.cancel}
        </button>
        <SubmitButton label={p.save} busyLabel={t.common.saving} busy={saving} />
      </div>
    </form>
  );
}
