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
import { DELETE_WORD, deleteConfirmationError } from './settings.ts';
import styles from './settings.module.scss';

type Status = 'collapsed' | 'confirming' | 'deleting' | 'deleted';

export function DeleteAccount() {
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
      setError(problem);
      document.getElementById('delete-confirmation')?.focus();
      return;
    }
    setStatus('deleting');
    try {
      await deleteAccount();
      clearSession();
      setStatus('deleted');
      showToastAcrossPages({
        title: 'Account Deleted',
        description: 'Your account has been permanently deleted.',
      });
      leaveAfterToast('/');
    } catch (failure) {
      setStatus('confirming');
      showToast({
        title: 'Error',
        description: failureText(failure, 'Failed to delete your account. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section className={`${forms.card} ${styles.danger}`} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.title}>
        Delete Account
      </h2>
      <p className={forms.muted}>
        Permanently delete your account and personal data. Your past orders are kept without your
        name. This cannot be undone.
      </p>
      {status === 'collapsed' ? (
        <div className={forms.actions}>
          <button
            ref={openButton}
            type="button"
            className={forms.danger}
            onClick={() => setStatus('confirming')}
          >
            Delete Account
          </button>
        </div>
      ) : (
        <form className={`${forms.form} ${styles.confirm}`} noValidate onSubmit={confirm}>
          <TextField
            id="delete-confirmation"
            label={`Type ${DELETE_WORD} to confirm`}
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
              Cancel
            </button>
            <button type="submit" className={forms.danger} disabled={status !== 'confirming'}>
              {status === 'confirming' ? 'Confirm Delete' : 'Deleting...'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
