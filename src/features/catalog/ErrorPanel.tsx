// The generic error panel of categories, listing and product screens (SPEC.md section 8).
import './catalog-ui.scss';
import { errorPanelText } from '../../api/errors.ts';

interface Props {
  error: unknown;
  /** Shows 'Try Again' when given. */
  onRetry?: (() => void) | undefined;
}

export function ErrorPanel({ error, onRetry }: Props) {
  const { title, message } = errorPanelText(error);
  return (
    <div className="error-panel" role="alert">
      <h2 className="error-panel__title">{title}</h2>
      <p className="error-panel__message">{message}</p>
      <div className="error-panel__actions">
        {onRetry && (
          <button type="button" className="catalog-btn catalog-btn--primary" onClick={onRetry}>
            Try Again
          </button>
        )}
        <a className="catalog-btn catalog-btn--secondary" href="/">
          Return to Home
        </a>
      </div>
    </div>
  );
}
