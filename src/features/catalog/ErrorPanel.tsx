// The generic error panel of categories, listing and product screens: what went wrong, Try Again
// when the screen can retry, and the way home.
import ui from './catalog-ui.module.scss';
import { errorPanelText } from '../../api/errors.ts';
import { EN_CARD_TEXT, type CardText } from './card-text.ts';
import { localePath, type Lang } from '../../lib/i18n/browser.ts';

interface Props {
  error: unknown;
  /** Shows 'Try Again' when given. */
  onRetry?: (() => void) | undefined;
  /** The panel's words (English by default) and the language of its home link. */
  t?: CardText | undefined;
  lang?: Lang | undefined;
}

/** The panel's title and message in the page's words (a server's own message as it came). */
function panelText(error: unknown, t: CardText) {
  const { title, message } = errorPanelText(error);
  if (title === EN_CARD_TEXT.connectionError)
    return { title: t.connectionError, message: t.connectionMessage };
  return {
    title: t.somethingWrong,
    message: message === EN_CARD_TEXT.unexpected ? t.unexpected : message,
  };
}

export function ErrorPanel({ error, onRetry, t = EN_CARD_TEXT, lang = 'en' }: Props) {
  const { title, message } = panelText(error, t);
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
