// 'Sign in to continue' (the checkout's payment step): card and PayPal need an account; a guest can
// sign in, create an account, or go back to shipping with cash on delivery.
import { localePath, type Lang } from '../../lib/i18n/browser.ts';
import type { CheckoutWords } from './labels.ts';
import styles from './checkout.module.scss';

interface Props {
  onGuest: () => void;
  t: CheckoutWords;
  lang: Lang;
}

export default function SignInPrompt({ onGuest, t, lang }: Props) {
  return (
    <div className={styles.prompt}>
      <h3>{t.signInTitle}</h3>
      <p>{t.signInText}</p>
      <div className={styles.promptActions}>
        <a className={styles.primary} href={localePath(lang, '/login')}>
          {t.signIn}
        </a>
        <a className={styles.secondary} href={localePath(lang, '/register')}>
          {t.createAccount}
        </a>
        <button type="button" className={styles.link} onClick={onGuest}>
          {t.guest}
        </button>
      </div>
    </div>
  );
}
