// The checkout form's starting values and the profile pre-fill for signed-in customers (a signed-in
// customer's checkout fields start from their profile).
import type { User } from '../../api/schemas/user.ts';
import { DEFAULT_COUNTRY } from '../../lib/constants.ts';
import { blankValues } from '../forms/blank-values.ts';
import type { CheckoutFields } from './order-request.ts';

export type CheckoutField = keyof CheckoutFields;

/** The fields a customer types about themselves; country has a default so it does not count. */
const PERSONAL_FIELDS = [
  'fullName',
  'email',
  'address',
  'home',
  'city',
  'state',
  'zipCode',
  'phone',
] as const satisfies readonly CheckoutField[];

/** The register's codes beside State and City, set by the pickers. */
export const UNIT_CODE_FIELDS = [
  'provinceCode',
  'wardCode',
] as const satisfies readonly CheckoutField[];

export const EMPTY_FORM: CheckoutFields = {
  ...blankValues([
    ...PERSONAL_FIELDS,
    ...UNIT_CODE_FIELDS,
    'cardNumber',
    'cardHolder',
    'expiryDate',
    'cvv',
  ]),
  country: DEFAULT_COUNTRY,
};

/** True while the customer has typed nothing about themselves yet. */
export const isBlankForm = (form: CheckoutFields): boolean =>
  PERSONAL_FIELDS.every((field) => form[field].trim() === '');

/** The form filled from the profile: name, e-mail, phone and address where the profile has them. */
export function prefillFromUser(form: CheckoutFields, user: User): CheckoutFields {
  const address = user.address;
  return {
    ...form,
    fullName: user.name || form.fullName,
    email: user.email ?? form.email,
    phone: user.phone ?? form.phone,
    ...(address
      ? {
          address: address.street,
          home: address.home ?? '',
          city: address.city,
          state: address.state,
          zipCode: address.zipCode,
          country: address.country || form.country,
          provinceCode: address.provinceCode ?? '',
          wardCode: address.wardCode ?? '',
        }
      : {}),
  };
}
