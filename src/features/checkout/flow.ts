// The checkout steps: which step follows which, which tabs are enabled, when a guest must sign in,
// and which fields block a step.
import { GUEST_PAYMENT_METHODS, type PaymentMethod } from '../../lib/constants.ts';
import type { CheckoutFields } from './order-request.ts';
import { cardRules, ruleErrors, shippingRules } from '../../api/schemas/rules.ts';
import type { FieldErrors } from '../../lib/validation.ts';
import type { CheckoutField } from './checkout-form.ts';

export const STEP_IDS = ['shipping', 'payment', 'review'] as const;
export type Step = (typeof STEP_IDS)[number];

export const STEP_LABELS: Record<Step, string> = {
  shipping: '1. Delivery & Payment Method',
  payment: '2. Payment Details',
  review: '3. Review',
};

/** The words of each label a phone shows beside the step's number. */
const SHORT_LABELS: Record<Step, string> = {
  shipping: 'Delivery',
  payment: 'Payment',
  review: 'Review',
};

/**
 * A step's label in its parts: '1', 'Delivery', ' & Payment Method' (together, the label); from a
 * language's labels and short words when given (a short word that does not begin the label's words
 * leaves them all in `short`).
 */
export function stepLabelParts(
  step: Step,
  labels: Readonly<Record<Step, string>> = STEP_LABELS,
  shortLabels: Readonly<Record<Step, string>> = SHORT_LABELS,
): { number: string; short: string; rest: string } {
  const label = labels[step];
  const dot = label.indexOf('. ');
  const words = label.slice(dot + 2);
  const short = words.startsWith(shortLabels[step]) ? shortLabels[step] : words;
  return { number: label.slice(0, dot), short, rest: words.slice(short.length) };
}

export type CheckoutErrors = FieldErrors<CheckoutField>;

/** Card and PayPal have a payment step; cash and bank transfer need no details before placing. */
const hasPaymentStep = (method: PaymentMethod): boolean => method === 'card' || method === 'paypal';

/** Shipping is followed by payment details for card and PayPal, by the review for cash and transfer. */
export const stepAfterShipping = (method: PaymentMethod): Step =>
  hasPaymentStep(method) ? 'payment' : 'review';

/** Back from review: payment for card and PayPal, otherwise shipping. */
export function stepBefore(step: Step, method: PaymentMethod): Step {
  if (step === 'review') return hasPaymentStep(method) ? 'payment' : 'shipping';
  return 'shipping';
}

/** Only the current tab is enabled, plus the payment tab while on review. */
export const isTabEnabled = (tab: Step, current: Step): boolean =>
  tab === current || (tab === 'payment' && current === 'review');

/** A guest past the shipping step with card or PayPal (a method guests may not use) is asked to sign in. */
export function needsSignIn(state: {
  signedIn: boolean;
  paymentMethod: PaymentMethod;
  step: Step;
}): boolean {
  return (
    !state.signedIn &&
    !GUEST_PAYMENT_METHODS.includes(state.paymentMethod) &&
    state.step !== 'shipping'
  );
}

/** The errors that keep the customer on this step. */
export function stepErrors(
  step: Step,
  form: CheckoutFields,
  paymentMethod: PaymentMethod,
): CheckoutErrors {
  if (step === 'shipping') return ruleErrors(shippingRules, form);
  if (step === 'payment' && paymentMethod === 'card') return ruleErrors(cardRules, form);
  return {};
}

const hasErrors = (errors: CheckoutErrors): boolean => Object.keys(errors).length > 0;

export interface StepResult {
  step: Step;
  errors: CheckoutErrors;
}

/** Next: stays with the errors when the step has any, else moves on. */
export function advance(
  step: Step,
  form: CheckoutFields,
  paymentMethod: PaymentMethod,
): StepResult {
  const errors = stepErrors(step, form, paymentMethod);
  if (hasErrors(errors)) return { step, errors };
  if (step === 'shipping') return { step: stepAfterShipping(paymentMethod), errors };
  return { step: 'review', errors };
}

/** Before placing: the first step that still has errors (a reload forgets the card number), or null. */
export function blockingStep(
  form: CheckoutFields,
  paymentMethod: PaymentMethod,
): StepResult | null {
  for (const step of ['shipping', 'payment'] as const) {
    const errors = stepErrors(step, form, paymentMethod);
    if (hasErrors(errors)) return { step, errors };
  }
  return null;
}

/** Where 'Edit' on the review's payment section leads: the method is chosen on the first step. */
export const paymentEditStep = (method: PaymentMethod): Step =>
  method === 'cod' ? 'shipping' : 'payment';
