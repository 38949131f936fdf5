// The profile form: values from the user, the phone shown 4-3-3, its rules, and the body of PUT
// /user/profile.
import type { ProfileUpdateBody, User } from '../../api/schemas/user.ts';
import { ADDRESS_UNIT_FIELDS, unitCodes, type AddressUnitFields } from '../../lib/address.ts';
import { formatPhone, normalisePhone } from '../../lib/phone.ts';
import { profileRules, ruleErrors } from '../../api/schemas/rules.ts';
import type { FieldErrors } from '../../lib/validation.ts';

export interface ProfileForm extends AddressUnitFields {
  name: string;
  email: string;
  phone: string;
  street: string;
}

export type ProfileField = keyof ProfileForm;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'email',
  'phone',
  'street',
  ...ADDRESS_UNIT_FIELDS,
];

export function profileFormOf(user: User): ProfileForm {
  return {
    name: user.name,
    email: user.email ?? '',
    phone: formatPhone(user.phone ?? ''),
    street: user.address?.street ?? '',
    city: user.address?.city ?? '',
    state: user.address?.state ?? '',
    zipCode: user.address?.zipCode ?? '',
    country: user.address?.country ?? '',
    provinceCode: user.address?.provinceCode ?? '',
    wardCode: user.address?.wardCode ?? '',
  };
}

export const profileErrors = (form: ProfileForm): FieldErrors<ProfileField> =>
  ruleErrors(profileRules, form);

/**
 * The update body. An address left entirely blank is sent as null; the apartment line the
 * form does not show (`home`) is kept as it was.
 */
export function profilePayload(form: ProfileForm, previous: User['address']): ProfileUpdateBody {
  const address = {
    street: form.street.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zipCode: form.zipCode.trim(),
    country: form.country.trim(),
  };
  const blank = Object.values(address).every((part) => part === '');
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: normalisePhone(form.phone),
    address: blank
      ? null
      : {
          ...address,
          ...(previous?.home ? { home: previous.home } : {}),
          ...unitCodes(form),
        },
  };
}
