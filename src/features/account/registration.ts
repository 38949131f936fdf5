// The registration form: its values, rules and the body sent to POST /auth/sign-up (confirmation
// never sent, phone without spaces, address or null).
import { registrationRules, ruleErrors } from '../../api/schemas/rules.ts';
import type { SignUpBody } from '../../api/schemas/user.ts';
import { ADDRESS_UNIT_FIELDS, unitCodes, type AddressUnitFields } from '../../lib/address.ts';
import { DEFAULT_COUNTRY } from '../../lib/constants.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import { normalisePhone } from '../../lib/phone.ts';

export interface RegistrationForm extends AddressUnitFields {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  withAddress: boolean;
  street: string;
}

export type RegistrationField = Exclude<keyof RegistrationForm, 'withAddress'>;

export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'name',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'street',
  ...ADDRESS_UNIT_FIELDS,
];

export const EMPTY_REGISTRATION: RegistrationForm = {
  name: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
  withAddress: false,
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  provinceCode: '',
  wardCode: '',
};

function addressOf(form: RegistrationForm): SignUpBody['address'] {
  if (!form.withAddress) return null;
  return {
    street: form.street.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    zipCode: form.zipCode.trim(),
    country: form.country.trim() || DEFAULT_COUNTRY,
    ...unitCodes(form),
  };
}

export function registrationErrors(form: RegistrationForm): FieldErrors<RegistrationField> {
  return ruleErrors<typeof registrationRules, RegistrationField>(registrationRules, {
    ...form,
    address: addressOf(form),
  });
}

export function registrationPayload(form: RegistrationForm): SignUpBody {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phoneNumber: normalisePhone(form.phoneNumber),
    password: form.password,
    address: addressOf(form),
  };
}
