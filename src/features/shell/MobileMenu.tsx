// The mobile header's menu button and the full-screen main menu it opens (a modal <dialog>: focus
// is kept inside, Escape closes, focus returns to the button).
import { useStore } from '@nanostores/react';
import { useRef, useState, type ReactNode } from 'react';
import { logout } from '../auth/shell-logout.ts';
import { $user, $userLoaded } from '../auth/user-store.ts';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons.tsx';
import styles from './MobileMenu.module.scss';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import LangSwitch from './LangSwitch.tsx';
import { ORDER_LOOKUP_PATH } from '../../lib/order-lookup.ts';
import {
  ACCOUNT_LINKS,
  MOBILE_MENU_CATEGORIES,
  categoryHref,
  displayName,
  type ShellText,
} from './nav-links.ts';
import shell from './shell.module.scss';
import { useReady } from './use-mounted.ts';

interface Props {
  /** The logo linking to / (slot "brand", static markup). */
  brand?: ReactNode;
  lang: Lang;
  t: ShellText;
  /** The page's path, for the language switch. */
  currentPath: string;
}

const GROUP_ID = 'mobile-menu-products';

export default function MobileMenu({ brand, lang, t, currentPath }: Props) {
  const words = t.shell;
  const to = (path: string) => localePath(lang, path);
  const ready = useReady($userLoaded);
  const user = useStore($user);
  const [productsOpen, setProductsOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const signedInUser = ready ? user : null;

  const openMenu = () => {
    dialogRef.current?.showModal();
    closeRef.current?.focus();
  };
  const closeMenu = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={shell.iconButton}
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        onClick={openMenu}
      >
        <MenuIcon />
        <span className="visually-hidden">{words.openMenu}</span>
      </button>
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        className={styles.dialog}
        aria-label={words.mainMenu}
      >
        <div className={styles.header}>
          {brand}
          <button ref={closeRef} type="button" className={shell.iconButton} onClick={closeMenu}>
            <CloseIcon />
            <span className="visually-hidden">{words.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={words.mainMenu} className={styles.body}>
          <ul className={styles.list}>
            <li>
              <a href={to('/')}>{words.home}</a>
            </li>
            <li>
              <button
                type="button"
                aria-expanded={productsOpen}
                aria-controls={GROUP_ID}
                onClick={() => setProductsOpen(!productsOpen)}
              >
                {words.products}
                <ChevronDownIcon size={20} className={shell.chevron} />
              </button>
              <ul id={GROUP_ID} className={styles.sublist} hidden={!productsOpen}>
                {MOBILE_MENU_CATEGORIES.map((category) => (
                  <li key={category}>
                    <a href={to(categoryHref(category))}>{t.categories[category]}</a>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <a href={to('/about')}>{words.about}</a>
            </li>
            <li>
              <a href={to('/contact')}>{words.contact}</a>
            </li>
            <li>
              <LangSwitch
                lang={lang}
                currentPath={currentPath}
                label={t.language}
                text={t.switchTo}
              />
            </li>
          </ul>
          {ready && (
            <ul className={`${styles.list} ${styles.account}`}>
              {signedInUser ? (
                <>
                  {ACCOUNT_LINKS.map((link) => (
                    <li key={link.href}>
                      <a href={to(link.href)}>{words[link.key]}</a>
                    </li>
                  ))}
                  <li>
                    <button type="button" onClick={logout}>
                      {words.logout}
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <a href={to('/login')}>{words.signIn}</a>
                  </li>
                  <li>
                    <a href={to('/register')}>{words.signUp}</a>
                  </li>
                  <li>
                    <a href={to(ORDER_LOOKUP_PATH)}>{words.trackOrder}</a>
                  </li>
                </>
              )}
            </ul>
          )}
        </nav>
        {signedInUser && (
          <div className={styles.footer}>
            <span className={styles.avatar} aria-hidden="true">
              {displayName(signedInUser, words.user).charAt(0).toUpperCase()}
            </span>
            <div>
              <p className={styles.name}>{displayName(signedInUser, words.user)}</p>
              {signedInUser.email && <p className={styles.email}>{signedInUser.email}</p>}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
