// The shell's Logout entry, apart from the user store so that the store and the session module
// do not import each other: the session code is loaded only when the shopper logs out, to keep
// the shell small.

/** Signs out, then goes home. */
export async function logout(): Promise<void> {
  const session = await import('./session.ts');
  await session.logout();
  window.location.assign('/');
}
