// 'Send a Message' (/contact): field rules with their messages, an error clears when its field is
// edited, Sending... while the simulated send runs, then the Thank You! panel. Its words come from
// the page (the catalogue's pages.contact.form and validation slices, in the page's language).
import { useState, type SubmitEvent } from 'react';
import type { Messages } from '../../lib/i18n/types.ts';
import { localise } from '../../lib/i18n/localise.ts';
import { MESSAGES } from '../../lib/validation.ts';
import { showToast } from '../toast/store.ts';
import { TextField, type FieldLook } from '../forms/Field.tsx';
import { FocusedHeading } from '../forms/FocusedHeading.tsx';
import { useFieldForm } from '../forms/use-field-form.ts';
import { sendContactMessage } from './send.ts';
import { EMPTY_CONTACT_MESSAGE, validateContact, type ContactField } from './validation.ts';
import styles from './contact.module.scss';

type Status = 'editing' | 'sending' | 'sent';

type Words = Messages['pages']['contact']['form'];

const fieldsOf = (t: Words): readonly (FieldLook & { name: ContactField })[] => [
  { name: 'name', label: t.name, autoComplete: 'name' },
  { name: 'email', label: t.email, type: 'email', autoComplete: 'email' },
  { name: 'subject', label: t.subject },
  { name: 'message', label: t.message, type: 'textarea' },
];

interface Props {
  t: Words;
  /** The validation messages in the page's language (the same keys as MESSAGES). */
  validation: Messages['validation'];
}

export default function ContactForm({ t, validation }: Props) {
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
      showToast({ title: t.sentTitle, description: t.sentText });
    } catch {
      setStatus('editing');
      showToast({
        title: t.failedTitle,
        description: t.failedText,
        variant: 'destructive',
      });
    }
  };

  if (status === 'sent') return <ThankYou t={t} onAgain={() => setStatus('editing')} />;

  const sending = status === 'sending';
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      {fieldsOf(t).map(({ name, ...shown }) => {
        const { error, ...field } = bind(name);
        return (
          <TextField
            key={name}
            id={`contact-${name}`}
            name={name}
            {...shown}
            {...field}
            error={error && localise(error, MESSAGES, validation)}
          />
        );
      })}
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}

/** The success panel; it takes the focus the vanished submit button had. */
function ThankYou({ t, onAgain }: { t: Words; onAgain: () => void }) {
  return (
    <div className={styles.thanks}>
      <FocusedHeading level={3}>{t.thanksTitle}</FocusedHeading>
      <p>{t.thanksText}</p>
      <button type="button" className={styles.secondary} onClick={onAgain}>
        {t.again}
      </button>
    </div>
  );
}
