// What a page about one of the customer's orders (its invoice, its review page) shows until the
// order is there: Loading..., or why it is not (not found, or the failure's message with Try Again
// when the page can read again) and the way back to My Orders.
import forms from './forms.module.scss';
import type { AccountProps } from './FormParts.tsx';
import { localePath } from '../../lib/i18n/browser.ts';
import type { OrderPageLoad } from './use-order-page.ts';

interface Props {
  load: Exclude<OrderPageLoad<unknown>, { kind: 'ready' }>;
  /** The heading when there is no such order ('Invoice not found'). */
  notFound: string;
  heading: 'h1' | 'h2';
  className?: string | undefined;
  retry?: () => void;
  t: AccountProps['t'];
  lang: AccountProps['lang'];
}

export function OrderPageNotice(props: Props) {
  const { load, notFound, heading: Heading, className, retry, t, lang } = props;
  if (load.kind === 'loading') return <p className={forms.loading}>{t.common.loading}</p>;
  const failed = load.kind === 'failed';
  const canRetry = failed && retry;
  return (
    <div className={className}>
      <Heading>{failed ? t.common.somethingWrong : notFound}</Heading>
      <p className={forms.muted}>{failed ? load.message : t.common.noSuchOrder}</p>
      <div className={forms.actions}>
        {canRetry && (
          <button type="button" className={forms.primary} onClick={retry}>
            {t.common.tryAgain}
          </button>
        )}
        <a
          href={localePath(lang, '/orders')}
          className={canRetry ? forms.secondary : forms.primary}
        >
          {t.common.backToOrders}
        </a>
      </div>
    </div>
  );
}
