// The checkout form's starting values and the profile pre-fill for signed-in customers
// (SPEC.md section 6: "checkout fields auto-filled from profile").
import type { User } from '../../api/schemas/user.ts';
import { DEFAULT_COUNTRY } from '../../lib/constants.ts';
import type { CheckoutFields } from './order-request.ts';

export type CheckoutField = keyof CheckoutFields;

export const EMPTY_FORM: CheckoutFields = {
  fullName: '',
  email: '',
  address: '',
  home: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  cardNumber: '',
  cardHolder: '',
  expiryDate: '',
  cvv: '',
};

/** The fields a customer types about themselves; country has a default so it does not count. */
const PERSONAL_FIELDS: readonly CheckoutField[] = [
  'fullName',
  'email',
  'address',
  'home',
  'city',
  'state',
  'zipCode',
  'phone',
];

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
        }
      : {}),
  };
}
