// Change Password (the settings screen): the three fields with their rules; a wrong current
// password is shown on its field, any other failure as a toast.
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../forms/Field.tsx';
import { useFieldForm } from '../forms/use-field-form.ts';
import { showToast } from '../toast/store.ts';
import { changePassword } from './account-api.ts';
import forms from './forms.module.scss';
import { SubmitButton } from './FormParts.tsx';
import {
  EMPTY_PASSWORD_FORM,
  passwordChangeBody,
  passwordChangeFailure,
  passwordErrors,
  type PasswordField as Field,
} from './settings.ts';
import styles from './settings.module.scss';

const FIELDS: readonly { field: Field; label: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const { values, setValues, bind, accept, formRef } = useFieldForm(EMPTY_PASSWORD_FORM);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(passwordErrors(values))) return;
    setBusy(true);
    try {
      await changePassword(passwordChangeBody(values));
      setValues(EMPTY_PASSWORD_FORM);
      showToast({
        title: 'Password Updated',
        description: 'Your password has been changed successfully.',
      });
    } catch (error) {
      const failure = passwordChangeFailure(error);
      if ('field' in failure) accept({ [failure.field]: failure.message });
      else showToast({ title: 'Error', description: failure.toast, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={forms.card} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        Change Password
      </h2>
      <form ref={formRef} className={`${forms.form} ${styles.narrow}`} noValidate onSubmit={submit}>
        {FIELDS.map(({ field, ...shown }) => (
          <PasswordField key={field} id={field} {...shown} {...bind(field)} />
        ))}
        <div className={forms.actions}>
          <SubmitButton label="Change Password" busyLabel="Changing..." busy={busy} />
        </div>
      </form>
    </section>
  );
}
