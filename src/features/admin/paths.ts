// Where the back office sends people: the sign-in page, and back to the page they asked for
// (only a back-office path, so a crafted link cannot send a signed-in operator elsewhere).

export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

/** `next` when it is a back-office path of this site (not the login page), else the dashboard. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || /^\/admin\/login(?:[/?#]|$)/.test(next))
    return ADMIN_HOME;
  return next;
}

/** The sign-in page, coming back to `current` (path, query and hash) afterwards. */
export const loginPathFor = (current: string): string =>
  `${ADMIN_LOGIN}?next=${encodeURIComponent(safeNextPath(current))}`;
