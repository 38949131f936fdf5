// The checkout island (/checkout): step tabs, the current step (or the sign-in prompt for a guest
// paying by card or PayPal), the side summary, then the confirmation. The first step comes with the
// page; the later steps load once the customer starts on it.
import type { TransferWords } from './BankTransferPanel.tsx';
import type { VnpayWords } from '../payment/VnpayPanel.tsx';
import { lazy, Suspense, useEffect, useRef } from 'react';
import CheckoutSummary from './CheckoutSummary.tsx';
import { needsSignIn, paymentEditStep, type CheckoutErrors } from './flow.ts';
import ShippingStep from './ShippingStep.tsx';
import SignInPrompt from './SignInPrompt.tsx';
import StepTabs, { PANEL_ID, tabId } from './StepTabs.tsx';
import { useCheckout, type Checkout } from './use-checkout.ts';
import styles from './checkout.module.scss';
import type { Lang, Messages } from '../../lib/i18n/index.ts';
import { localise } from '../../lib/i18n/localise.ts';
import { MESSAGES } from '../../lib/validation.ts';
import type { AddressWords } from '../address/address-words.ts';
import type { CheckoutWords } from './labels.ts';

const importPayment = () => import('./PaymentStep.tsx');
const importReview = () => import('./ReviewStep.tsx');
const importConfirmation = () => import('./Confirmation.tsx');
const PaymentStep = lazy(importPayment);
const ReviewStep = lazy(importReview);
const Confirmation = lazy(importConfirmation);

/** Fetches the later steps ahead of the click that needs them (a failure shows up when rendering). */
function preloadLaterSteps(): void {
  void Promise.all([importPayment(), importReview()]).catch(() => {});
}

interface Props {
  t: CheckoutWords;
  /** The address pickers' words in the page's language. */
  addressWords: AddressWords;
  /** How to pay by bank transfer, in the page's language (the confirmation of such an order). */
  transfer: TransferWords;
  /** How to pay through VNPay, in the page's language (the confirmation of such an order). */
  vnpay: VnpayWords;
  /** The validation messages in the page's language; none on English pages (the rules' own). */
  validation?: Messages['validation'] | undefined;
  lang?: Lang;
}

export default function CheckoutScreen({
  t,
  addressWords,
  transfer,
  vnpay,
  validation,
  lang = 'en',
}: Props) {
  const say = (text: string) => (validation ? localise(text, MESSAGES, validation) : text);
  const checkout = useCheckout({ t, lang, localise: say });
  const { status, state, order } = checkout;
  const panel = useRef<HTMLElement>(null);
  const shownStep = useRef<string | null>(null);
  const refused = Object.keys(checkout.errors).length > 0;

  // A new step takes the focus to its heading, so keyboard and screen-reader users follow along;
  // a refused one leaves it to the step's first invalid field.
  useEffect(() => {
    if (status === 'loading') return;
    if (shownStep.current !== null && shownStep.current !== state.step && !refused) {
      panel.current?.querySelector<HTMLElement>('h2')?.focus();
    }
    shownStep.current = state.step;
  }, [state.step, status, refused]);

  useEffect(() => {
    if (state.step === 'review') void importConfirmation().catch(() => {});
  }, [state.step]);

  if (status === 'placed' && order) {
    return (
      <Suspense fallback={<div className={styles.placeholder} />}>
        <Confirmation
          order={order}
          signedIn={checkout.signedIn}
          t={t}
          transfer={transfer}
          vnpay={vnpay}
          lang={lang}
        />
      </Suspense>
    );
  }
  if (status === 'loading' || checkout.cart.items.length === 0) {
    return <div className={styles.placeholder} aria-busy="true" aria-label={t.loading} />;
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main} onFocus={preloadLaterSteps} onPointerDown={preloadLaterSteps}>
        <StepTabs current={state.step} onSelect={checkout.goTo} t={t} />
        <section
          ref={panel}
          id={PANEL_ID}
          role="tabpanel"
          aria-labelledby={tabId(state.step)}
          className={styles.panel}
        >
          <h2 tabIndex={-1} className={styles.stepTitle}>
            {t.steps[state.step]}
          </h2>
          <Suspense fallback={<div className={styles.stepPlaceholder} />}>
            <StepContent
              checkout={checkout}
              t={t}
              addressWords={addressWords}
              lang={lang}
              say={say}
            />
          </Suspense>
        </section>
      </div>
      <CheckoutSummary cart={checkout.cart} method={state.shippingMethod} t={t} />
    </div>
  );
}

function StepContent({
  checkout,
  t,
  addressWords,
  lang,
  say,
}: {
  checkout: Checkout;
  t: CheckoutWords;
  addressWords: AddressWords;
  lang: Lang;
  say: (text: string) => string;
}) {
  const { state, refusals } = checkout;
  const errors: CheckoutErrors = Object.fromEntries(
    Object.entries(checkout.errors).map(([field, text]) => [field, text && say(text)]),
  );
  if (
    needsSignIn({
      signedIn: checkout.signedIn,
      paymentMethod: state.paymentMethod,
      step: state.step,
    })
  ) {
    return <SignInPrompt onGuest={checkout.continueAsGuest} t={t} lang={lang} />;
  }
  const step = {
    form: state.form,
    errors,
    refusals,
    onEdit: checkout.edit,
    onNext: checkout.next,
    t,
  };
  if (state.step === 'shipping') {
    return (
      <ShippingStep
        {...step}
        shippingMethod={state.shippingMethod}
        paymentMethod={state.paymentMethod}
        onShipping={checkout.chooseShipping}
        onPayment={checkout.choosePayment}
        addressWords={addressWords}
        lang={lang}
      />
    );
  }
  if (state.step === 'payment') {
    return <PaymentStep {...step} paymentMethod={state.paymentMethod} onBack={checkout.back} />;
  }
  return (
    <ReviewStep
      form={state.form}
      items={checkout.cart.items}
      shippingMethod={state.shippingMethod}
      paymentMethod={state.paymentMethod}
      placing={checkout.status === 'placing'}
      onEditShipping={() => checkout.goTo('shipping')}
      onEditPayment={() => checkout.goTo(paymentEditStep(state.paymentMethod))}
      onBack={checkout.back}
      onPlace={() => void checkout.place()}
      t={t}
    />
  );
}
