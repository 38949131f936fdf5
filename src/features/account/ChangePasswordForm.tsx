// Change Password (the settings screen): the three fields with their rules; a wrong current
// password is shown on its field, any other failure as a toast.
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../forms/Field.tsx';
import { useFieldForm } from '../forms/use-field-form.ts';
import { showToast } from '../toast/store.ts';
import { changePassword } from './account-api.ts';
import forms from './forms.module.scss';
import { SubmitButton, revealLabel, sayIn, type AccountFormProps } from './FormParts.tsx';
import {
  EMPTY_PASSWORD_FORM,
  passwordChangeBody,
  passwordChangeFailure,
  passwordErrors,
  type PasswordField as Field,
} from './settings.ts';
import styles from './settings.module.scss';

const FIELDS: readonly {
  field: Field;
  word: 'currentPassword' | 'newPassword' | 'confirmNewPassword';
  autoComplete: string;
}[] = [
  { field: 'currentPassword', word: 'currentPassword', autoComplete: 'current-password' },
  { field: 'newPassword', word: 'newPassword', autoComplete: 'new-password' },
  { field: 'confirmPassword', word: 'confirmNewPassword', autoComplete: 'new-password' },
];

export function ChangePasswordForm({ t, v }: Pick<AccountFormProps, 't' | 'v'>) {
  const s = t.settings;
  const { values, setValues, bind, accept, formRef } = useFieldForm(
    EMPTY_PASSWORD_FORM,
    undefined,
    sayIn(v),
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(passwordErrors(values))) return;
    setBusy(true);
    try {
      await changePassword(passwordChangeBody(values));
      setValues(EMPTY_PASSWORD_FORM);
      showToast({ title: s.passwordUpdatedTitle, description: s.passwordUpdatedText });
    } catch (error) {
      const failure = passwordChangeFailure(error, s.passwordFailed);
      if ('field' in failure) accept({ [failure.field]: failure.message });
      else showToast({ title: t.common.error, description: failure.toast, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={forms.card} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        {s.changePassword}
      </h2>
      <form ref={formRef} className={`${forms.form} ${styles.narrow}`} noValidate onSubmit={submit}>
        {FIELDS.map(({ field, word, autoComplete }) => (
          <PasswordField
            key={field}
            id={field}
            label={s[word]}
            revealLabel={revealLabel(t, s[word])}
            autoComplete={autoComplete}
            {...bind(field)}
          />
        ))}
        <div className={forms.actions}>
          <SubmitButton label={s.changePassword} busyLabel={s.changing} busy={busy} />
        </div>
      </form>
    </section>
  );
}
