// Settings (/settings): two tabs, Account (change password, delete account) and Notifications; the
// tab list follows the ARIA tabs pattern (arrow keys, Home, End).
import { useRef, useState, type KeyboardEvent } from 'react';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import forms from './forms.module.scss';
import { NotificationPreferences } from './NotificationPreferences.tsx';
import styles from './settings.module.scss';
import { useSignedIn } from './use-account-gate.ts';
import type { AccountFormProps } from './FormParts.tsx';

const TABS = [
  { id: 'account', word: 'accountTab' },
  { id: 'notifications', word: 'notificationsTab' },
] as const;

type TabId = (typeof TABS)[number]['id'];

export default function SettingsScreen({ t, v, lang }: AccountFormProps) {
  const signedIn = useSignedIn(lang);
  const [active, setActive] = useState<TabId>('account');
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  if (!signedIn) return <p className={forms.loading}>{t.common.loading}</p>;

  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length]!;
    setActive(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((tab) => tab.id === active);
    const target = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.settings}>
      <div
        role="tablist"
        aria-label={t.settings.tabs}
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`settings-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`settings-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.id)}
          >
            {t.settings[tab.word]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`settings-panel-${tab.id}`}
          aria-labelledby={`settings-tab-${tab.id}`}
          hidden={active !== tab.id}
          className={styles.panel}
        >
          {active === tab.id &&
            (tab.id === 'account' ? (
              <>
                <ChangePasswordForm t={t} v={v} />
                <DeleteAccount t={t} v={v} lang={lang} />
              </>
            ) : (
              <NotificationPreferences t={t} lang={lang} />
            ))}
        </div>
      ))}
    </div>
  );
}
