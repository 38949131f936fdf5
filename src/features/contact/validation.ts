// Contact form rules (SPEC.md section 5, "Contact"), with the shared messages.
import { CONTACT_MESSAGE_MIN } from '../../lib/constants.ts';
import { MESSAGES, isValidEmail, type FieldErrors } from '../../lib/validation.ts';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

export function validateContact(input: ContactMessage): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (!input.name.trim()) errors.name = MESSAGES.nameRequired;
  if (!input.email.trim()) errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(input.email)) errors.email = MESSAGES.emailInvalid;
  if (!input.subject.trim()) errors.subject = MESSAGES.subjectRequired;
  const message = input.message.trim();
  if (!message) errors.message = MESSAGES.messageRequired;
  else if (message.length < CONTACT_MESSAGE_MIN) errors.message = MESSAGES.messageTooShort;
  return errors;
}

/** The errors left once a field has been edited: that field's error clears. */
export function clearFieldError(
  errors: FieldErrors<ContactField>,
  field: ContactField,
): FieldErrors<ContactField> {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
