// Reset password: with the token of the e-mail's link (?token=...), a new password and its
// confirmation; without one, the phone number (?phone=... fills it in) and the code texted to it,
// then the new password. The change-password rules and messages (src/lib/validation.ts) apply. A
// spent, unknown or used-up link says so and offers a new one; a code refused keeps the form (it
// may be mistyped) and offers a new one beside it; success signs this browser out too and offers
// the sign-in.
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http.ts';
import type { Messages } from '../../lib/i18n/index.ts';
import { localise } from '../../lib/i18n/localise.ts';
import { localePath } from '../../lib/i18n/browser.ts';
import {
  FORGOT_PASSWORD_PATH,
  PASSWORD_RESET_MESSAGES,
  RESET_CODE_LENGTH,
  readResetCode,
} from '../../lib/password-reset.ts';
import { FORMATTED_PHONE_INPUT, formatPhone, normalisePhone } from '../../lib/phone.ts';
import { newPasswordRules, resetCodeRules, ruleErrors } from '../../api/schemas/rules.ts';
import { setUser } from '../auth/user-store.ts';
import { TextField } from '../forms/Field.tsx';
import { hasErrors } from '../forms/field-errors.ts';
import { useFieldForm } from '../forms/use-field-form.ts';
import { usePageQuery } from '../forms/use-page-query.ts';
import { failureText, serverFieldErrors } from './field-errors.ts';
import {
  FormAlert,
  NewPasswordFields,
  SubmitButton,
  sayIn,
  type AccountFormProps,
} from './FormParts.tsx';
import { resetPassword, resetPasswordByCode } from './password-reset-api.ts';
import forms from './forms.module.scss';
import styles from './password-reset.module.scss';

type Status = 'idle' | 'pending' | 'done' | 'error' | 'spent';

function NewLinkOffer(props: { message: string; code: boolean; href: string; words: string }) {
  return (
    <div role="alert" className={`${forms.alert} ${styles.problem}`}>
      <span>{props.message}</span>
      <a href={props.href}>{props.words}</a>
    </div>
  );
}

interface ResetFields {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export default function ResetPasswordForm({
  t,
  v,
  pr,
  lang,
}: AccountFormProps & { pr: Messages['passwordReset'] }) {
  const forgotPath = localePath(lang, FORGOT_PASSWORD_PATH);
  // The rules write English (the validation and reset messages): shown in the page's language.
  const say = (message: string) => localise(sayIn(v)(message), PASSWORD_RESET_MESSAGES, pr);
  // null on the server and while hydrating: the page is prerendered, the token is in the address.
  const params = usePageQuery();
  const token = params?.get('token') ?? '';
  const byCode = params !== null && token === '';
  const { values, setValues, errors, setErrors, bind, accept, formRef } = useFieldForm<ResetFields>(
    { phone: '', code: '', password: '', confirmPassword: '' },
    (field, value) => (field === 'phone' ? formatPhone(value) : value),
    say,
  );
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [offerNew, setOfferNew] = useState(false);
  const texted = params?.get('phone') ?? '';
  // The number the code was texted to, once the address is read.
  useEffect(() => {
    if (texted) setValues((current) => ({ ...current, phone: formatPhone(texted) }));
  }, [texted, setValues]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { phone, code, password, confirmPassword } = values;
    const found = byCode
      ? ruleErrors(resetCodeRules, { phone, code, password, confirmPassword })
      : ruleErrors(newPasswordRules, { password, confirmPassword });
    if (!accept(found)) return;
    setStatus('pending');
    try {
      if (byCode)
        await resetPasswordByCode({
          phone: normalisePhone(phone),
          code: readResetCode(code),
          password,
        });
      else await resetPassword({ token, password });
      setUser(null);
      setStatus('done');
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 410);
      setErrors(serverFieldErrors(error, ['phone', 'code', 'password'] as const));
      setMessage(failureText(error, pr.failed));
      // A link refused is spent. A code refused (400) may be one mistyped: the form stays, to type
      // it again (its tries are bounded) or ask for a new one; 410 says it is spent.
      setOfferNew(refused);
      setStatus(refused && !(byCode && error.status === 400) ? 'spent' : 'error');
    }
  };

  if (status === 'spent')
    return (
      <NewLinkOffer
        message={message}
        code={byCode}
        href={forgotPath}
        words={byCode ? t.reset.newCode : t.reset.newLink}
      />
    );
  if (status === 'done')
    return (
      <div role="status" className={styles.done}>
        <strong>{t.reset.done}</strong>
        <p>{pr.done}</p>
        <a href={localePath(lang, '/login')} className={`${forms.primary} ${forms.block}`}>
          {t.reset.signIn}
        </a>
      </div>
    );

  return (
    <form ref={formRef} className={forms.form} method="post" noValidate onSubmit={submit}>
      <FormAlert
        message={
          status === 'error' &&
          !hasErrors(errors) &&
          (offerNew ? (
            <>
              {message} <a href={forgotPath}>{t.reset.newCode}</a>
            </>
          ) : (
            message
          ))
        }
      />
      {byCode && (
        <>
          <p className={styles.note}>{pr.codeIntro}</p>
          <TextField
            id="phone"
            label={t.reset.phone}
            {...FORMATTED_PHONE_INPUT}
            {...bind('phone')}
          />
          <TextField
            id="code"
            label={t.reset.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RESET_CODE_LENGTH + 2}
            {...bind('code')}
          />
        </>
      )}
      <NewPasswordFields
        labels={{ password: t.reset.newPassword, confirmPassword: t.reset.confirmNewPassword }}
        reveal={t.common.showPassword}
        bind={bind}
        required
      />
      <SubmitButton
        label={t.reset.submit}
        busyLabel={t.reset.busy}
        busy={status === 'pending'}
        disabled={params === null}
        block
      />
    </form>
  );
}
