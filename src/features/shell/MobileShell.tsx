// Everything interactive below 1024px, one island: the header's menu button with the full-screen
// main menu, and the fixed bottom bar with the search overlay and the cart count.
import type { ReactNode } from 'react';
import BottomBar from './BottomBar.tsx';
import MobileMenu from './MobileMenu.tsx';
import type { PageShellProps } from './nav-links.ts';

interface Props extends PageShellProps {
  /** The logo linking to / for the menu's header (slot "brand", static markup). */
  brand?: ReactNode;
  /** The search overlay's suggestions (static markup). */
  children?: ReactNode;
}

export default function MobileShell({
  currentPath,
  notificationCount,
  lang,
  t,
  brand,
  children,
}: Props) {
  return (
    <>
      <MobileMenu brand={brand} lang={lang} t={t} currentPath={currentPath} />
      <BottomBar
        currentPath={currentPath}
        notificationCount={notificationCount}
        lang={lang}
        t={t}
        suggestions={children}
      />
    </>
  );
}
