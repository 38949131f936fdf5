// Change Password (SPEC.md "Settings", sections 5 and 8): the three fields with their rules; a wrong
// current password is shown on its field, any other failure as a toast.
import { useState, type FormEvent } from 'react';
import { showToast } from '../toast/store.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import { changePassword } from './account-api.ts';
import { PasswordField } from './fields.tsx';
import { hasErrors, withoutError } from './field-errors.ts';
import forms from './forms.module.scss';
import {
  EMPTY_PASSWORD_FORM,
  passwordChangeBody,
  passwordChangeFailure,
  passwordErrors,
  type PasswordField as Field,
  type PasswordForm,
} from './settings.ts';
import styles from './settings.module.scss';

const FIELDS: readonly { field: Field; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const edit = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordErrors(form);
    setErrors(found);
    if (hasErrors(found)) {
      const first = FIELDS.find(({ field }) => found[field]);
      if (first) document.getElementById(first.field)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(passwordChangeBody(form));
      setForm(EMPTY_PASSWORD_FORM);
      showToast({
        title: 'Password Updated',
        description: 'Your password has been changed successfully.',
      });
    } catch (error) {
      const failure = passwordChangeFailure(error);
      if ('field' in failure) {
        setErrors({ [failure.field]: failure.message });
        document.getElementById(failure.field)?.focus();
      } else {
        showToast({ title: 'Error', description: failure.toast, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={forms.card} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        Change Password
      </h2>
      <form className={`${forms.form} ${styles.narrow}`} noValidate onSubmit={submit}>
        {FIELDS.map(({ field, label, autoComplete }) => (
          <PasswordField
            key={field}
            id={field}
            label={label}
            autoComplete={autoComplete}
            value={form[field]}
            onChange={edit(field)}
            error={errors[field]}
          />
        ))}
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} disabled={busy}>
            {busy ? 'Changing...' : 'Change Password'}
          </button>
        </div>
      </form>
    </section>
  );
}
