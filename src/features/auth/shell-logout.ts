// The shell's Logout entry, apart from the user store so that the store and the session module
// do not import each other: the session code is loaded only when the shopper logs out, to keep
// the shell small.

/** The home page in the current page's language: /vi from a Vietnamese page, else /. */
export const homeOf = (path: string): string => (/^\/vi(\/|$)/.test(path) ? '/vi' : '/');

/** Signs out, then goes home (in the page's language). */
export async function logout(): Promise<void> {
  const session = await import('./session.ts');
  await session.logout();
  window.location.assign(homeOf(window.location.pathname));
}
