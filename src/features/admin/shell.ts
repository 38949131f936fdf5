// The back office's page shell, run by AdminLayout on every admin page: the guard (to the sign-in
// page when signed out; a notice when the page's roles exclude the staff member), the top bar's
// e-mail, the links and blocks the staff member's role may see (`data-roles`), and sign-out.
import { roleAllows, STAFF_ROLES, type StaffRole } from '../../lib/staff.ts';
import { ADMIN_LOGIN, loginPathFor } from './paths.ts';
import { $staff, signOutStaff, staffReady } from './session.ts';

const rolesOf = (value: string | undefined): StaffRole[] =>
  (value ?? '')
    .split(/\s+/)
    .filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role));

/**
 * Shows what the signed-in member may see: `[data-roles="editor operator"]` (admin sees all).
 * Only inside the body: the body's own data-roles are the page's, read by the guard (an empty list
 * there means any staff member, not nobody).
 */
function showForRole(role: StaffRole): void {
  for (const element of document.body.querySelectorAll<HTMLElement>('[data-roles]'))
    element.hidden = !roleAllows(role, rolesOf(element.dataset['roles']));
}

export async function startAdminShell(): Promise<void> {
  const body = document.body;
  document.querySelector('[data-admin-sign-out]')?.addEventListener('click', () => {
    void signOutStaff().then(() => window.location.assign(ADMIN_LOGIN));
  });
  if (body.dataset['guard'] !== 'true') return;
  if (!(await staffReady())) {
    const { pathname, search, hash } = window.location;
    window.location.replace(loginPathFor(`${pathname}${search}${hash}`));
    return;
  }
  const member = $staff.get()!;
  for (const element of document.querySelectorAll('[data-staff-email]'))
    element.textContent = member.email;
  for (const element of document.querySelectorAll('[data-staff-name]'))
    element.textContent = member.name;
  for (const element of document.querySelectorAll('[data-staff-role]'))
    element.textContent = member.role;
  showForRole(member.role);
  const pageRoles = rolesOf(body.dataset['roles']);
  body.dataset['adminState'] =
    pageRoles.length === 0 || roleAllows(member.role, pageRoles) ? 'ready' : 'forbidden';
}
