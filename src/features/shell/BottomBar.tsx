// Fixed tab bar below 1024px: Home, Search (opens the search overlay), Notifications, Cart, Account.
import type { ReactNode } from 'react';
import styles from './BottomBar.module.scss';
import CartBadge from './CartBadge.tsx';
import CountBadge from './CountBadge.tsx';
import { BellIcon, CartIcon, HomeIcon, UserIcon } from './icons.tsx';
import type { PageShellProps } from './nav-links.ts';
import SearchOverlay from './SearchOverlay.tsx';
import shell from './shell.module.scss';

interface Props extends PageShellProps {
  /** The search overlay's suggestions (static markup). */
  suggestions?: ReactNode;
}

export default function BottomBar({ currentPath, notificationCount, suggestions }: Props) {
  const tab = (href: string, icon: ReactNode, label: string, badge?: ReactNode) => (
    <li>
      <a
        href={href}
        className={shell.barItem}
        aria-current={href === currentPath ? 'page' : undefined}
      >
        {icon}
        <span>{label}</span>
        {badge}
      </a>
    </li>
  );
  return (
    <nav className={styles.bar} aria-label="Shortcuts">
      <ul className={styles.items}>
        {tab('/', <HomeIcon />, 'Home')}
        <li>
          <SearchOverlay>{suggestions}</SearchOverlay>
        </li>
        {tab(
          '/notifications',
          <BellIcon />,
          'Notifications',
          <CountBadge count={notificationCount} spoken={`${notificationCount} new`} />,
        )}
        {tab('/cart', <CartIcon />, 'Cart', <CartBadge />)}
        {tab('/profile', <UserIcon />, 'Account')}
      </ul>
    </nav>
  );
}
