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
import type { PageShellProps } from './nav-links.ts';
import shell from './shell.module.scss';

interface Props extends PageShellProps {
  /** The mega menu panel content (static markup). */
  children?: ReactNode;
}

export default function DesktopHeader({ currentPath, notificationCount, children }: Props) {
  const navLink = (href: string, label: string) => (
    <li>
      <a
        href={href}
        className={shell.navLink}
        aria-current={href === currentPath ? 'page' : undefined}
      >
        {label}
      </a>
    </li>
  );
  return (
    <>
      <nav aria-label="Main">
        <ul className={styles.nav}>
          {navLink('/', 'Home')}
          <li>
            <MegaMenu>{children}</MegaMenu>
          </li>
          {navLink('/about', 'About')}
          {navLink('/contact', 'Contact')}
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
