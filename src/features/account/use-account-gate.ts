// Who may see an account screen: profile, orders, settings and invoices need a session (a guest
// goes to /login); /register is for guests (a signed-in customer goes to /).
import { useEffect, useState } from 'react';
import { localePath } from '../../lib/i18n/browser.ts';
import { authReady } from '../auth/session.ts';

/** Leaves the page without keeping it in the history: the back button does not bounce. */
export const redirectTo = (path: string): void => window.location.replace(path);

/** false until the session is confirmed; a guest is redirected to /login meanwhile. */
export function useSignedIn(lang: 'en' | 'vi' = 'en'): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let live = true;
    void authReady().then((ok) => {
      if (!live) return;
      if (ok) setSignedIn(true);
      else redirectTo(localePath(lang, '/login'));
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return signedIn;
}

/** Sends a signed-in customer home (the registration page is for guests). */
export function useGuestOnly(lang: 'en' | 'vi' = 'en'): void {
  useEffect(() => {
    let live = true;
    void authReady().then((ok) => {
      if (live && ok) redirectTo(localePath(lang, '/'));
    });
    return () => {
      live = false;
    };
  }, [lang]);
}
