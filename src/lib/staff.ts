// Back-office staff: the roles, what each may open, and every message and limit of the staff
// calls, written once for the API, the CLI and the back office's pages.
import { isBlank } from './text.ts';
import { MESSAGES, isValidEmail } from './validation.ts';

export const STAFF_ROLES = ['editor', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 256;
export const STAFF_NAME_MAX = 100;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Audit log pages: newest first, at most this many rows a page. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

export const STAFF_MESSAGES = {
  /** Every failed staff sign-in, with two-factor sign-in on or off (admin-auth.ts). */
  invalidCredentials: 'Invalid email, password or two-factor code',
  /** Beside the sign-in form's code box, which is always there and may be left empty. */
  signInCodeHint: 'Only if two-factor sign-in is on: the 6-digit code from your authenticator app.',
  totpInvalid: 'Invalid two-factor code',
  totpNotStarted: 'Start two-factor setup first',
  totpAlreadyOn: 'Two-factor authentication is already on',
  totpOff: 'Two-factor authentication is not on',
  totpResetOwn:
    'Your own two-factor sign-in is turned off at My account, with your password, not reset here',
  passwordIncorrect: 'Password is incorrect',
  invalidRefresh: 'Invalid or expired refresh token',
  staffOnly: 'Staff sign-in required',
  customerToken: 'This is a customer account: sign in to the back office with a staff account',
  automationToken: 'The admin token is for automation only: sign in with a staff account',
  roleForbidden: 'Your role does not allow this',
  emailTaken: 'A staff member with this email already exists',
  notFound: 'Staff member not found',
  lastAdmin: 'The last admin cannot be removed or lose the admin role',
  nameRequired: MESSAGES.nameRequired,
  emailInvalid: MESSAGES.emailInvalid,
  passwordTooShort: `Password must be at least ${STAFF_PASSWORD_MIN} characters`,
  roleInvalid: `Role must be one of: ${STAFF_ROLES.join(', ')}`,
} as const;

/** True when a staff member of `role` may do what any of `allowed` may; admin may do everything. */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'admin' || allowed.includes(role);
}

export interface AdminNavLink {
  href: string;
  label: string;
  /** What the section is for (the dashboard). */
  description: string;
  roles: readonly StaffRole[];
}

/** The back office's sections and the roles that see them (the top bar and the dashboard). */
export const ADMIN_NAV: readonly AdminNavLink[] = [
  {
    href: '/admin/products',
    label: 'Products',
    description: 'Edit products, prices, stock and categories.',
    roles: ['editor'],
  },
  {
    href: '/admin/import',
    label: 'Import',
    description: 'Import products from a CSV or JSON file; export the catalogue.',
    roles: ['editor'],
  },
  {
    href: '/admin/reviews',
    label: 'Reviews',
    description: 'Read the latest reviews; hide one from the shop, or show it again.',
    roles: ['editor'],
  },
  {
    href: '/admin/policies',
    label: 'Policies',
    description: 'Edit the warranty, returns, shipping, privacy and terms pages.',
    roles: ['editor'],
  },
  {
    href: '/admin/orders',
    label: 'Orders',
    description: 'Move orders through processing, shipping and delivery.',
    roles: ['operator'],
  },
  {
    href: '/admin/staff',
    label: 'Staff',
    description: 'Add staff, change their roles, remove them.',
    roles: ['admin'],
  },
  {
    href: '/admin/shop',
    label: 'Shop details',
    description: 'Who sells: the company, its registration, tax code and ways to reach it.',
    roles: ['admin'],
  },
  {
    href: '/admin/audit',
    label: 'Audit',
    description: 'See who changed what, and when.',
    roles: ['admin'],
  },
  {
    href: '/admin/builds',
    label: 'Builds',
    description: 'Rebuild the storefront and follow its builds.',
    roles: ['editor'],
  },
];

export const navFor = (role: StaffRole): AdminNavLink[] =>
  ADMIN_NAV.filter((link) => roleAllows(role, link.roles));

/** The new staff member's fields checked as the API and the CLI check them: `{ field: message }`. */
export function validateNewStaff(input: {
  email: string;
  name: string;
  password: string;
}): Partial<Record<'email' | 'name' | 'password', string>> {
  const errors: Partial<Record<'email' | 'name' | 'password', string>> = {};
  if (!isValidEmail(input.email)) errors.email = STAFF_MESSAGES.emailInvalid;
  if (isBlank(input.name)) errors.name = STAFF_MESSAGES.nameRequired;
  if (input.password.length < STAFF_PASSWORD_MIN) errors.password = STAFF_MESSAGES.passwordTooShort;
  return errors;
}
