// Fixed tab bar below 1024px: Home, Search (opens the search overlay), Notifications, Cart, Account.
import type { ReactNode } from 'react';
import styles from './BottomBar.module.scss';
import CartBadge from './CartBadge.tsx';
import CountBadge from './CountBadge.tsx';
import { BellIcon, CartIcon, HomeIcon, UserIcon } from './icons.tsx';
import SearchOverlay from './SearchOverlay.tsx';
import shell from './shell.module.scss';

interface Props {
  currentPath: string;
  notificationCount: number;
  /** The search overlay's suggestions (static markup). */
  suggestions?: ReactNode;
}

export default function BottomBar({ currentPath, notificationCount, suggestions }: Props) {
  const current = (href: string) => (href === currentPath ? 'page' : undefined);
  return (
    <nav className={styles.bar} aria-label="Shortcuts">
      <ul className={styles.items}>
        <li>
          <a href="/" className={shell.barItem} aria-current={current('/')}>
            <HomeIcon />
            <span>Home</span>
          </a>
        </li>
        <li>
          <SearchOverlay>{suggestions}</SearchOverlay>
        </li>
        <li>
          <a
            href="/notifications"
            className={shell.barItem}
            aria-current={current('/notifications')}
          >
            <BellIcon />
            <span>Notifications</span>
            <CountBadge count={notificationCount} spoken={`${notificationCount} new`} />
          </a>
        </li>
        <li>
          <a href="/cart" className={shell.barItem} aria-current={current('/cart')}>
            <CartIcon />
            <span>Cart</span>
            <CartBadge />
          </a>
        </li>
        <li>
          <a href="/profile" className={shell.barItem} aria-current={current('/profile')}>
            <UserIcon />
            <span>Account</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
