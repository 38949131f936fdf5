// The generic error panel of categories, listing and product screens: what went wrong, Try Again
// when the screen can retry, and the way home.
import ui from './catalog-ui.module.scss';
import { errorPanelText } from '../../api/errors.ts';

interface Props {
  error: unknown;
  /** Shows 'Try Again' when given. */
  onRetry?: (() => void) | undefined;
}

export function ErrorPanel({ error, onRetry }: Props) {
  const { title, message } = errorPanelText(error);
  return (
    <div className={ui.errorPanel} role="alert">
      <h2 className={ui.errorTitle}>{title}</h2>
      <p className={ui.errorMessage}>{message}</p>
      <div className={ui.errorActions}>
        {onRetry && (
          <button type="button" className={`${ui.button} ${ui.primary}`} onClick={onRetry}>
            Try Again
          </button>
        )}
        <a className={`${ui.button} ${ui.secondary}`} href="/">
          Return to Home
        </a>
      </div>
    </div>
  );
}
