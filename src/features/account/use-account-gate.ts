// Who may see an account screen: profile, orders, settings and invoices need a session (a guest
// goes to /login); /register is for guests (a signed-in customer goes to /).
import { useEffect, useState } from 'react';
import { authReady } from '../auth/session.ts';

/** Leaves the page without keeping it in the history: the back button does not bounce. */
export const redirectTo = (path: string): void => window.location.replace(path);

/** false until the session is confirmed; a guest is redirected to /login meanwhile. */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let live = true;
    void authReady().then((ok) => {
      if (!live) return;
      if (ok) setSignedIn(true);
      else redirectTo('/login');
    });
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}

/** Sends a signed-in customer home (the registration page is for guests). */
export function useGuestOnly(): void {
  useEffect(() => {
    let live = true;
    void authReady().then((ok) => {
      if (live && ok) redirectTo('/');
    });
    return () => {
      live = false;
    };
  }, []);
}
