// Desktop account menu: who is signed in and their pages, or Login / Sign Up. Until hydrated and
// the stored user read it is a neutral account link (no hydration mismatch, no signed-out flash).
import { useStore } from '@nanostores/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { logout } from '../auth/shell-logout.ts';
import { $user, $userLoaded } from '../auth/user-store.ts';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import { ORDER_LOOKUP_PATH } from '../../lib/order-lookup.ts';
import { ACCOUNT_LINKS, displayName, type ShellText } from './nav-links.ts';
import { UserIcon } from './icons.tsx';
import styles from './AccountMenu.module.scss';
import shell from './shell.module.scss';
import { useDismiss } from './use-dismiss.ts';
import { useReady } from './use-mounted.ts';

const MENU_ID = 'account-menu';

interface Props {
  lang: Lang;
  t: ShellText['shell'];
}

export default function AccountMenu({ lang, t }: Props) {
  const ready = useReady($userLoaded);
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const dismiss = useDismiss(open, () => setOpen(false), rootRef, triggerRef, MENU_ID);

  if (!ready) {
    return (
      <a href={localePath(lang, '/profile')} className={shell.iconButton}>
        <UserIcon />
        <span className="visually-hidden">{t.account}</span>
      </a>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    dismiss.onKeyDown(event);
    if (event.key === 'ArrowDown' && !open && event.target === triggerRef.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() =>
        rootRef.current?.querySelector<HTMLElement>(`#${MENU_ID} a, #${MENU_ID} button`)?.focus(),
      );
    }
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown} onBlur={dismiss.onBlur}>
      <button
        ref={triggerRef}
        {...dismiss.trigger}
        className={shell.iconButton}
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
        <span className="visually-hidden">{t.account}</span>
      </button>
      <div id={MENU_ID} className={styles.menu} hidden={!open}>
        {user ? (
          <>
            <div className={styles.who}>
              <p className={styles.name}>{displayName(user, t.user)}</p>
              {user.email && <p className={styles.email}>{user.email}</p>}
            </div>
            <ul className={styles.list}>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={localePath(lang, link.href)}>{t[link.key]}</a>
                </li>
              ))}
              <li className={styles.separated}>
                <button type="button" onClick={logout}>
                  {t.logout}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <ul className={styles.list}>
            <li>
              <a href={localePath(lang, '/login')}>{t.login}</a>
            </li>
            <li>
              <a href={localePath(lang, '/register')}>{t.signUp}</a>
            </li>
            <li className={styles.separated}>
              <a href={localePath(lang, ORDER_LOOKUP_PATH)}>{t.trackOrder}</a>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
