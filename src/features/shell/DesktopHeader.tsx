// The header bar from 1024px, one island: main navigation with the Products mega menu, the search
// form with its suggestions, notifications, the cart with its count and the account menu.
import type { ReactNode } from 'react';
import HeaderSearch from './HeaderSearch.tsx';
import AccountMenu from './AccountMenu.tsx';
import CartBadge from './CartBadge.tsx';
import CountBadge from './CountBadge.tsx';
import styles from './DesktopHeader.module.scss';
import { BellIcon, CartIcon } from './icons.tsx';
import MegaMenu from './MegaMenu.tsx';
import shell from './shell.module.scss';

interface Props {
  /** Path of the page, to mark the current link. */
  currentPath: string;
  notificationCount: number;
  /** The mega menu panel content (static markup). */
  children?: ReactNode;
}

export default function DesktopHeader({ currentPath, notificationCount, children }: Props) {
  const current = (href: string) => (href === currentPath ? 'page' : undefined);
  return (
    <>
      <nav aria-label="Main">
        <ul className={styles.nav}>
          <li>
            <a href="/" className={shell.navLink} aria-current={current('/')}>
              Home
            </a>
          </li>
          <li>
            <MegaMenu>{children}</MegaMenu>
          </li>
          <li>
            <a href="/about" className={shell.navLink} aria-current={current('/about')}>
              About
            </a>
          </li>
          <li>
            <a href="/contact" className={shell.navLink} aria-current={current('/contact')}>
              Contact
            </a>
          </li>
        </ul>
      </nav>
      <HeaderSearch />
      <div className={styles.actions}>
        <a href="/notifications" className={shell.iconButton}>
          <BellIcon />
          <span className="visually-hidden">Notifications</span>
          <CountBadge count={notificationCount} spoken={`${notificationCount} new`} />
        </a>
        <a href="/cart" className={shell.iconButton}>
          <CartIcon />
          <span className="visually-hidden">Cart</span>
          <CartBadge />
        </a>
        <AccountMenu />
      </div>
    </>
  );
}
