// The mobile header's menu button and the full-screen main menu it opens (a modal <dialog>: focus
// is kept inside, Escape closes, focus returns to the button).
import { useStore } from '@nanostores/react';
import { useRef, useState, type ReactNode } from 'react';
import { logout } from '../auth/shell-logout.ts';
import { $user, $userLoaded } from '../auth/user-store.ts';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons.tsx';
import styles from './MobileMenu.module.scss';
import {
  ACCOUNT_LINKS,
  CATEGORY_LABELS,
  MOBILE_MENU_CATEGORIES,
  categoryHref,
  displayName,
} from './nav-links.ts';
import shell from './shell.module.scss';
import { useReady } from './use-mounted.ts';

interface Props {
  /** The logo linking to / (slot "brand", static markup). */
  brand?: ReactNode;
}

const GROUP_ID = 'mobile-menu-products';

export default function MobileMenu({ brand }: Props) {
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
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog id="mobile-menu" ref={dialogRef} className={styles.dialog} aria-label="Main menu">
        <div className={styles.header}>
          {brand}
          <button ref={closeRef} type="button" className={shell.iconButton} onClick={closeMenu}>
            <CloseIcon />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Main menu" className={styles.body}>
          <ul className={styles.list}>
            <li>
              <a href="/">Home</a>
            </li>
            <li>
              <button
                type="button"
                aria-expanded={productsOpen}
                aria-controls={GROUP_ID}
                onClick={() => setProductsOpen(!productsOpen)}
              >
                Products
                <ChevronDownIcon size={20} className={shell.chevron} />
              </button>
              <ul id={GROUP_ID} className={styles.sublist} hidden={!productsOpen}>
                {MOBILE_MENU_CATEGORIES.map((category) => (
                  <li key={category}>
                    <a href={categoryHref(category)}>{CATEGORY_LABELS[category]}</a>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <a href="/about">About</a>
            </li>
            <li>
              <a href="/contact">Contact</a>
            </li>
          </ul>
          {ready && (
            <ul className={`${styles.list} ${styles.account}`}>
              {signedInUser ? (
                <>
                  {ACCOUNT_LINKS.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                  <li>
                    <button type="button" onClick={logout}>
                      Logout
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <a href="/login">Sign In</a>
                  </li>
                  <li>
                    <a href="/register">Sign Up</a>
                  </li>
                </>
              )}
            </ul>
          )}
        </nav>
        {signedInUser && (
          <div className={styles.footer}>
            <span className={styles.avatar} aria-hidden="true">
              {displayName(signedInUser).charAt(0).toUpperCase()}
            </span>
            <div>
              <p className={styles.name}>{displayName(signedInUser)}</p>
              {signedInUser.email && <p className={styles.email}>{signedInUser.email}</p>}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
