// What a page about one of the customer's orders (its invoice, its review page) shows until the
// order is there: Loading..., or why it is not (not found, or the failure's message with Try Again
// when the page can read again) and the way back to My Orders.
import forms from './forms.module.scss';
import type { OrderPageLoad } from './use-order-page.ts';

interface Props {
  load: Exclude<OrderPageLoad<unknown>, { kind: 'ready' }>;
  /** The heading when there is no such order ('Invoice not found'). */
  notFound: string;
  heading: 'h1' | 'h2';
  className?: string | undefined;
  retry?: () => void;
}

export function OrderPageNotice({ load, notFound, heading: Heading, className, retry }: Props) {
  if (load.kind === 'loading') return <p className={forms.loading}>Loading...</p>;
  const failed = load.kind === 'failed';
  const canRetry = failed && retry;
  return (
    <div className={className}>
      <Heading>{failed ? 'Something Went Wrong' : notFound}</Heading>
      <p className={forms.muted}>
        {failed ? load.message : 'There is no order with this number in your account.'}
      </p>
      <div className={forms.actions}>
        {canRetry && (
          <button type="button" className={forms.primary} onClick={retry}>
            Try Again
          </button>
        )}
        <a href="/orders" className={canRetry ? forms.secondary : forms.primary}>
          Back to My Orders
        </a>
      </div>
    </div>
  );
}
