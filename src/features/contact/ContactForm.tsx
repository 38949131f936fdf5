// 'Send a Message' (SPEC.md "Contact"): field rules with their messages, an error clears when its
// field is edited, Sending... while the simulated send runs, then the Thank You! panel.
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { showToast } from '../toast/store.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import { sendContactMessage } from './send.ts';
import {
  EMPTY_CONTACT_MESSAGE,
  clearFieldError,
  validateContact,
  type ContactField,
  type ContactMessage,
} from './validation.ts';
import styles from './contact.module.scss';

type Status = 'editing' | 'sending' | 'sent';

const FIELDS: {
  name: ContactField;
  label: string;
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text' },
  { name: 'message', label: 'Message', type: 'textarea' },
];

export default function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY_CONTACT_MESSAGE);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [status, setStatus] = useState<Status>('editing');
  const form = useRef<HTMLFormElement>(null);

  const edit =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => clearFieldError(current, field));
    };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await sendContactMessage(values);
      setValues(EMPTY_CONTACT_MESSAGE);
      setStatus('sent');
      showToast({
        title: 'Message Sent',
        description: 'We have received your message and will respond soon.',
      });
    } catch {
      setStatus('editing');
      showToast({
        title: 'Submission Failed',
        description: 'There was an error sending your message. Please try again.',
        variant: 'destructive',
      });
    }
  };

  if (status === 'sent') return <ThankYou onAgain={() => setStatus('editing')} />;

  const sending = status === 'sending';
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit}>
      {FIELDS.map(({ name, label, type, autoComplete }) => {
        const error = errors[name];
        const common = {
          id: `contact-${name}`,
          name,
          value: values[name],
          onChange: edit(name),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `contact-${name}-error` : undefined,
          autoComplete,
        };
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={common.id}>{label}</label>
            {type === 'textarea' ? (
              <textarea rows={5} {...common} />
            ) : (
              <input type={type} {...common} />
            )}
            {error && (
              <p id={`contact-${name}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

/** The success panel; it takes the focus the vanished submit button had. */
function ThankYou({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.thanks}>
      <h3 ref={heading} tabIndex={-1}>
        Thank You!
      </h3>
      <p>Your message has been sent. Our team will get back to you within one business day.</p>
      <button type="button" className={styles.secondary} onClick={onAgain}>
        Send Another Message
      </button>
    </div>
  );
}
