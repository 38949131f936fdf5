// 'Sign in to continue' (the checkout's payment step): card and PayPal need an account; a guest can
// sign in, create an account, or go back to shipping with cash on delivery.
import styles from './checkout.module.scss';

export default function SignInPrompt({ onGuest }: { onGuest: () => void }) {
  return (
    <div className={styles.prompt}>
      <h3>Sign in to continue</h3>
      <p>
        Card and PayPal payments need an account. Sign in or create one, or continue as a guest and
        pay cash on delivery. Your details stay filled in.
      </p>
      <div className={styles.promptActions}>
        <a className={styles.primary} href="/login">
          Sign In
        </a>
        <a className={styles.secondary} href="/register">
          Create Account
        </a>
        <button type="button" className={styles.link} onClick={onGuest}>
          Continue as Guest with COD
        </button>
      </div>
    </div>
  );
}
