// Notification preferences (the settings screen's second tab): e-mail and push checkboxes starting
// from the user's saved settings; Save Preferences stores them and the returned user.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../../api/schemas/user.ts';
import { $user, setUser } from '../auth/user-store.ts';
import { showToast } from '../toast/store.ts';
import { saveNotificationSettings } from './account-api.ts';
import { failureText } from './field-errors.ts';
import forms from './forms.module.scss';
import { SubmitButton } from './FormParts.tsx';
import { EMAIL_NOTIFICATIONS, PUSH_NOTIFICATIONS, type NotificationOption } from './settings.ts';
import styles from './settings.module.scss';

export function NotificationPreferences() {
  const user = useStore($user);
  const [settings, setSettings] = useState<NotificationSettings>(
    () => user?.notificationSettings ?? DEFAULT_NOTIFICATION_SETTINGS,
  );
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      setUser(await saveNotificationSettings(settings));
      showToast({
        title: 'Preferences Saved',
        description: 'Your notification preferences have been updated.',
      });
    } catch (error) {
      showToast({
        title: 'Error',
        description: failureText(error, 'Failed to save preferences. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const group = (legend: string, options: readonly NotificationOption[]) => (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map(({ key, label }) => (
        <label key={key} className={forms.check}>
          <input
            type="checkbox"
            name={key}
            checked={settings[key]}
            onChange={(event) =>
              setSettings((current) => ({ ...current, [key]: event.target.checked }))
            }
          />
          {label}
        </label>
      ))}
    </fieldset>
  );

  return (
    <section className={forms.card} aria-labelledby="notifications-title">
      <h2 id="notifications-title" className={styles.title}>
        Notification Preferences
      </h2>
      <form className={forms.form} onSubmit={submit}>
        {group('Email notifications', EMAIL_NOTIFICATIONS)}
        {group('Push notifications', PUSH_NOTIFICATIONS)}
        <div className={forms.actions}>
          <SubmitButton label="Save Preferences" busyLabel="Saving..." busy={saving} />
        </div>
      </form>
    </section>
  );
}
