// The generic error panel of categories, listing and product screens: what went wrong, Try Again
// when the screen can retry, and the way home.
import ui from './catalog-ui.module.scss';
import { errorPanelText } from '../../api/errors.ts';
import type { CardText } from './card-text.ts';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';

interface Props {
  error: unknown;
  /** Shows 'Try Again' when given. */
  onRetry?: (() => void) | undefined;
  /** The panel's words and the language of its home link. */
  t: CardText;
  lang: Lang;
}

export function ErrorPanel({ error, onRetry, t, lang }: Props) {
  const { title, message } = errorPanelText(error, t);
  return (
    <div className={ui.errorPanel} role="alert">
      <h2 className={ui.errorTitle}>{title}</h2>
      <p className={ui.errorMessage}>{message}</p>
      <div className={ui.errorActions}>
        {onRetry && (
          <button type="button" className={`${ui.button} ${ui.primary}`} onClick={onRetry}>
            {t.tryAgain}
          </button>
        )}
        <a className={`${ui.button} ${ui.secondary}`} href={localePath(lang, '/')}>
          {t.returnHome}
        </a>
      </div>
    </div>
  );
}
