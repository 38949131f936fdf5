// Notification preferences (the settings screen's second tab): e-mail and push checkboxes and the
// language of e-mails and text messages, starting from the user's saved settings; Save Preferences
// stores them and the returned user.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../../api/schemas/user.ts';
import { $user, setUser } from '../auth/user-store.ts';
import { showToast } from '../toast/store.ts';
import { LANGS, type Lang } from '../../lib/i18n/browser.ts';
import { saveNotificationSettings } from './account-api.ts';
import { failureText } from './field-errors.ts';
import forms from './forms.module.scss';
import { SubmitButton, type AccountProps } from './FormParts.tsx';
import { EMAIL_NOTIFICATIONS, PUSH_NOTIFICATIONS, type NotificationOption } from './settings.ts';
import styles from './settings.module.scss';

/** The catalogue's word for each checkbox. */
const WORDS = {
  emailOrderUpdates: 'orderUpdates',
  emailPromotions: 'promotions',
  emailNewsletter: 'newsletter',
  pushOrderUpdates: 'orderUpdates',
  pushPromotions: 'promotions',
} as const satisfies Record<keyof NotificationSettings, string>;

export function NotificationPreferences({ t, lang }: AccountProps) {
  const s = t.settings;
  const user = useStore($user);
  const [settings, setSettings] = useState<NotificationSettings>(
    () => user?.notificationSettings ?? DEFAULT_NOTIFICATION_SETTINGS,
  );
  // A user kept in the browser from before accounts told their language: the page's.
  const [messagesLang, setMessagesLang] = useState<Lang>(() => user?.lang ?? lang);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      setUser(await saveNotificationSettings({ ...settings, lang: messagesLang }));
      showToast({ title: s.savedTitle, description: s.savedText });
    } catch (error) {
      showToast({
        title: t.common.error,
        description: failureText(error, s.saveFailed),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const group = (legend: string, options: readonly NotificationOption[]) => (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map(({ key }) => (
        <label key={key} className={forms.check}>
          <input
            type="checkbox"
            name={key}
            checked={settings[key]}
            onChange={(event) =>
              setSettings((current) => ({ ...current, [key]: event.target.checked }))
            }
          />
          {s[WORDS[key]]}
        </label>
      ))}
    </fieldset>
  );

  return (
    <section className={forms.card} aria-labelledby="notifications-title">
      <h2 id="notifications-title" className={styles.title}>
        {s.notificationPreferences}
      </h2>
      <form className={forms.form} onSubmit={submit}>
        {group(s.emailNotifications, EMAIL_NOTIFICATIONS)}
        {group(s.pushNotifications, PUSH_NOTIFICATIONS)}
        <fieldset className={styles.group}>
          <legend>{s.messagesLanguage}</legend>
          {LANGS.map((option) => (
            <label key={option} className={forms.check} lang={option}>
              <input
                type="radio"
                name="messagesLang"
                value={option}
                checked={messagesLang === option}
                onChange={() => setMessagesLang(option)}
              />
              {s.languageNames[option]}
            </label>
          ))}
        </fieldset>
        <div className={forms.actions}>
          <SubmitButton label={s.savePreferences} busyLabel={t.common.saving} busy={saving} />
        </div>
      </form>
    </section>
  );
}
