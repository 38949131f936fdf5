// 'Send a Message' (/contact): field rules with their messages, an error clears when its field is
// edited, Sending... while the simulated send runs, then the Thank You! panel.
import { useState, type SubmitEvent } from 'react';
import { showToast } from '../toast/store.ts';
import { TextField, type FieldLook } from '../forms/Field.tsx';
import { FocusedHeading } from '../forms/FocusedHeading.tsx';
import { useFieldForm } from '../forms/use-field-form.ts';
import { sendContactMessage } from './send.ts';
import { EMPTY_CONTACT_MESSAGE, validateContact, type ContactField } from './validation.ts';
import styles from './contact.module.scss';

type Status = 'editing' | 'sending' | 'sent';

const FIELDS: readonly (FieldLook & { name: ContactField })[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', type: 'textarea' },
];

export default function ContactForm() {
  const { values, setValues, bind, accept, formRef } = useFieldForm(EMPTY_CONTACT_MESSAGE);
  const [status, setStatus] = useState<Status>('editing');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(validateContact(values))) return;
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
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      {FIELDS.map(({ name, ...shown }) => (
        <TextField key={name} id={`contact-${name}`} name={name} {...shown} {...bind(name)} />
      ))}
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

/** The success panel; it takes the focus the vanished submit button had. */
function ThankYou({ onAgain }: { onAgain: () => void }) {
  return (
    <div className={styles.thanks}>
      <FocusedHeading level={3}>Thank You!</FocusedHeading>
      <p>Your message has been sent. Our team will get back to you within one business day.</p>
      <button type="button" className={styles.secondary} onClick={onAgain}>
        Send Another Message
      </button>
    </div>
  );
}
