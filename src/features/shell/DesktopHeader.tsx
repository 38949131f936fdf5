// The header bar from 1024px, one island: main navigation with the Products mega menu, the search
// form with its suggestions, the language switch, notifications, the cart with its count and the
// account menu.
import type { ReactNode } from 'react';
import { fill, localePath } from '../../lib/i18n/browser.ts';
import HeaderSearch from './HeaderSearch.tsx';
import AccountMenu from './AccountMenu.tsx';
import CartBadge from './CartBadge.tsx';
import CountBadge from './CountBadge.tsx';
import styles from './DesktopHeader.module.scss';
import { BellIcon, CartIcon } from './icons.tsx';
import LangSwitch from './LangSwitch.tsx';
import MegaMenu from './MegaMenu.tsx';
import type { PageShellProps } from './nav-links.ts';
import shell from './shell.module.scss';

interface Props extends PageShellProps {
  /** The mega menu panel content (static markup). */
  children?: ReactNode;
}

export default function DesktopHeader({
  currentPath,
  notificationCount,
  lang,
  t,
  children,
}: Props) {
  const words = t.shell;
  const navLink = (path: string, label: string) => {
    const href = localePath(lang, path);
    return (
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
  };
  return (
    <>
      <nav aria-label={words.mainNav}>
        <ul className={styles.nav}>
          {navLink('/', words.home)}
          <li>
            <MegaMenu label={words.products} href={localePath(lang, '/products')}>
              {children}
            </MegaMenu>
          </li>
          {navLink('/about', words.about)}
          {navLink('/contact', words.contact)}
        </ul>
      </nav>
      <HeaderSearch lang={lang} t={t.search} categories={t.categories} />
      <div className={styles.actions}>
        <LangSwitch
          lang={lang}
          currentPath={currentPath}
          label={t.language}
          text={t.switchTo}
          className={shell.navLink}
        />
        <a href={localePath(lang, '/notifications')} className={shell.iconButton}>
          <BellIcon />
          <span className="visually-hidden">{words.notifications}</span>
          <CountBadge
            count={notificationCount}
            spoken={fill(words.newCount, { count: notificationCount })}
          />
        </a>
        <a href={localePath(lang, '/cart')} className={shell.iconButton}>
          <CartIcon />
          <span className="visually-hidden">{words.cart}</span>
          <CartBadge one={words.itemCountOne} many={words.itemCountMany} />
        </a>
        <AccountMenu lang={lang} t={words} />
      </div>
    </>
  );
}
