// Fixed tab bar below 1024px: Home, Search (opens the search overlay), Notifications, Cart, Account.
import type { ReactNode } from 'react';
import { fill, localePath } from '../../lib/i18n/browser.ts';
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

export default function BottomBar({ currentPath, notificationCount, lang, t, suggestions }: Props) {
  const words = t.shell;
  const tab = (path: string, icon: ReactNode, label: string, badge?: ReactNode) => {
    const href = localePath(lang, path);
    return (
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
  };
  return (
    <nav className={styles.bar} aria-label={words.shortcuts}>
      <ul className={styles.items}>
        {tab('/', <HomeIcon />, words.home)}
        <li>
          <SearchOverlay
            lang={lang}
            t={t.search}
            categories={t.categories}
            searchLabel={words.search}
            closeLabel={words.closeSearch}
          >
            {suggestions}
          </SearchOverlay>
        </li>
        {tab(
          '/notifications',
          <BellIcon />,
          words.notifications,
          <CountBadge
            count={notificationCount}
            spoken={fill(words.newCount, { count: notificationCount })}
          />,
        )}
        {tab(
          '/cart',
          <CartIcon />,
          words.cart,
          <CartBadge one={words.itemCountOne} many={words.itemCountMany} />,
        )}
        {tab('/profile', <UserIcon />, words.account)}
      </ul>
    </nav>
  );
}
