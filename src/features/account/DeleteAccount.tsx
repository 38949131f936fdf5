// Delete Account (the settings screen): collapsed, then a confirmation box that needs DELETE typed
// exactly; once deleted the session is cleared and the customer goes home.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clearSession } from '../auth/session.ts';
import { showToast, showToastAcrossPages } from '../toast/store.ts';
import { deleteAccount } from './account-api.ts';
import { TextField } from '../forms/Field.tsx';
import { failureText } from './field-errors.ts';
import forms from './forms.module.scss';
import { leaveAfterToast } from './leave.ts';
import { fill, localePath } from '../../lib/i18n/browser.ts';
import { sayIn, type AccountFormProps } from './FormParts.tsx';
import { DELETE_WORD, deleteConfirmationError } from './settings.ts';
import styles from './settings.module.scss';

type Status = 'collapsed' | 'confirming' | 'deleting' | 'deleted';

export function DeleteAccount({ t, v, lang }: AccountFormProps) {
  const s = t.settings;
  const [status, setStatus] = useState<Status>('collapsed');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (status !== 'collapsed') wasOpen.current = true;
    else if (wasOpen.current) openButton.current?.focus();
  }, [status]);

  const close = () => {
    setStatus('collapsed');
    setTyped('');
    setError(undefined);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = deleteConfirmationError(typed);
    if (problem) {
      setError(sayIn(v)(problem));
      document.getElementById('delete-confirmation')?.focus();
      return;
    }
    setStatus('deleting');
    try {
      await deleteAccount();
      clearSession();
      setStatus('deleted');
      showToastAcrossPages({ title: s.deletedTitle, description: s.deletedText });
      leaveAfterToast(localePath(lang, '/'));
    } catch (failure) {
      setStatus('confirming');
      showToast({
        title: t.common.error,
        description: failureText(failure, s.deleteFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <section className={`${forms.card} ${styles.danger}`} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.title}>
        {s.deleteAccount}
      </h2>
      <p className={forms.muted}>{s.deleteWarning}</p>
      {status === 'collapsed' ? (
        <div className={forms.actions}>
          <button
            ref={openButton}
            type="button"
            className={forms.danger}
            onClick={() => setStatus('confirming')}
          >
            {s.deleteAccount}
          </button>
        </div>
      ) : (
        <form className={`${forms.form} ${styles.confirm}`} noValidate onSubmit={confirm}>
          <TextField
            id="delete-confirmation"
            label={fill(s.typeToConfirm, { word: DELETE_WORD })}
            autoComplete="off"
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setError(undefined);
            }}
            error={error}
          />
          <div className={forms.actions}>
            <button
              type="button"
              className={forms.secondary}
              onClick={close}
              disabled={status !== 'confirming'}
            >
              {t.common.cancel}
            </button>
            <button type="submit" className={forms.danger} disabled={status !== 'confirming'}>
              {status === 'confirming' ? s.confirmDelete : s.deleting}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
