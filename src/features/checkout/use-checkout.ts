// The checkout's state and actions: restores the draft and the session, saves the draft on every
// change, moves between steps, and places the order exactly once per attempt.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import {
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SHIPPING_METHOD,
  ORDER_FAILURE_TOAST_MS,
  type PaymentMethod,
  type ShippingMethod,
} from '../../lib/constants.ts';
import type { OrderRequestInput } from './order-request.ts';
import { $isLoggedIn, authReady } from '../auth/session.ts';
import { $user } from '../auth/user-store.ts';
import { $cart, clearCart, whenCartLoaded, type Cart } from '../cart/store.ts';
import { dismissToast, showToast } from '../toast/store.ts';
import { EMPTY_FORM, isBlankForm, prefillFromUser, type CheckoutField } from './checkout-form.ts';
import { checkoutVault, fromDraft, loadDraft, toDraft, type CheckoutState } from './draft.ts';
import {
  advance,
  blockingStep,
  isTabEnabled,
  stepBefore,
  type CheckoutErrors,
  type Step,
} from './flow.ts';
import { fill, localePath, type Lang } from '../../lib/i18n/browser.ts';
import type { CheckoutWords } from './labels.ts';

export type CheckoutStatus = 'loading' | 'editing' | 'placing' | 'placed';

const INITIAL_STATE: CheckoutState = {
  form: EMPTY_FORM,
  step: 'shipping',
  shippingMethod: DEFAULT_SHIPPING_METHOD,
  paymentMethod: DEFAULT_PAYMENT_METHOD,
};

/** Placing is only needed from the review on, so its code (and the order schema) loads then. */
const loadPlacement = () => import('./place-order.ts');

/** Re-pricing the cart is only needed after a 409, so it loads then. */
async function adoptCurrentPrices(): Promise<void> {
  try {
    await (await import('../cart/adopt-prices.ts')).adoptCurrentPrices();
  } catch (error) {
    console.warn('Could not refresh the cart prices', error);
  }
}

/** The storefront's fallback message when even the placement code could not load. */
const UNREACHABLE_TEXT = 'There was an error processing your order.';
const UNREACHABLE = {
  text: UNREACHABLE_TEXT,
  pricesChanged: false,
  answered: false,
};

/** The toasts' English words: the default when no language's words are given. */
const TOASTS_EN: Pick<
  CheckoutWords,
  'orderFailed' | 'orderError' | 'orderPlaced' | 'orderPlacedText'
> = {
  orderFailed: 'Order Failed',
  orderError: UNREACHABLE_TEXT,
  orderPlaced: 'Order Placed Successfully',
  orderPlacedText: 'Your order #{id} has been confirmed.',
};

export interface CheckoutLanguage {
  /** The toasts' words in the page's language. */
  t?: Pick<CheckoutWords, 'orderFailed' | 'orderError' | 'orderPlaced' | 'orderPlacedText'>;
  /** The language of the navigations (back to the cart when it empties). */
  lang?: Lang;
  /** A message made in English (a validation rule's) in the page's language. */
  localise?: (text: string) => string;
}

/** Shows 'Order Failed'; returns the toast's id, so a later success can close it. */
function orderFailed(text: string, t: CheckoutLanguage['t'] & object): string {
  return showToast({
    title: t.orderFailed,
    description: text,
    duration: ORDER_FAILURE_TOAST_MS,
    variant: 'destructive',
  });
}

export interface Checkout {
  status: CheckoutStatus;
  state: CheckoutState;
  errors: CheckoutErrors;
  /** Grows each time a step is refused, so the view can move focus to the first error. */
  refusals: number;
  cart: Cart;
  signedIn: boolean;
  order: Order | null;
  edit(field: CheckoutField, value: string): void;
  chooseShipping(method: ShippingMethod): void;
  choosePayment(method: PaymentMethod): void;
  next(): void;
  back(): void;
  goTo(step: Step): void;
  continueAsGuest(): void;
  place(): Promise<void>;
}

export function useCheckout(language: CheckoutLanguage = {}): Checkout {
  const { t = TOASTS_EN, lang = 'en', localise = (text: string) => text } = language;
  const cart = useStore($cart);
  const signedIn = useStore($isLoggedIn);
  const [state, setState] = useState<CheckoutState>(INITIAL_STATE);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [refusals, setRefusals] = useState(0);
  const [status, setStatus] = useState<CheckoutStatus>('loading');
  const [order, setOrder] = useState<Order | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const busy = useRef(false);
  const failureToast = useRef<string | null>(null);
  const placed = useRef(false);

  useEffect(() => {
    let active = true;
    const started = [loadDraft(checkoutVault()), authReady(), whenCartLoaded()] as const;
    void Promise.all(started).then(([draft, hasSession]) => {
      if (!active) return;
      let restored = draft ? fromDraft(draft) : INITIAL_STATE;
      const user = $user.get();
      if (hasSession && user && isBlankForm(restored.form)) {
        restored = { ...restored, form: prefillFromUser(restored.form, user) };
      }
      setState(restored);
      setStatus('editing');
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (status === 'editing') void checkoutVault().save(toDraft(state));
  }, [state, status]);

  useEffect(() => {
    if (state.step === 'review') void loadPlacement().catch(() => {});
  }, [state.step]);

  const isEmpty = cart.items.length === 0;
  useEffect(() => {
    if (status !== 'loading' && isEmpty && !placed.current)
      window.location.replace(localePath(lang, '/cart'));
  }, [isEmpty, status, lang]);

  const refuse = (step: Step, found: CheckoutErrors) => {
    setState((current) => ({ ...current, step }));
    setErrors(found);
    setRefusals((count) => count + 1);
  };

  const edit = (field: CheckoutField, value: string) => {
    setState((current) => ({ ...current, form: { ...current.form, [field]: value } }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const next = () => {
    const result = advance(state.step, state.form, state.paymentMethod);
    if (result.step === state.step) refuse(result.step, result.errors);
    else {
      setErrors({});
      setState((current) => ({ ...current, step: result.step }));
    }
  };

  const goTo = (step: Step) => {
    setErrors({});
    setState((current) => ({ ...current, step }));
  };

  const place = async () => {
    if (busy.current) return;
    const blocked = blockingStep(state.form, state.paymentMethod);
    if (blocked) {
      refuse(blocked.step, blocked.errors);
      return;
    }
    const input: OrderRequestInput = {
      lines: cart.items,
      form: state.form,
      shippingMethod: state.shippingMethod,
      paymentMethod: state.paymentMethod,
      now: new Date(),
    };
    busy.current = true;
    setStatus('placing');
    let placement: Awaited<ReturnType<typeof loadPlacement>> | undefined;
    try {
      placement = await loadPlacement();
      idempotencyKey.current ??= placement.newIdempotencyKey();
      const created = await placement.placeOrder(input, {
        signedIn,
        idempotencyKey: idempotencyKey.current,
      });
      idempotencyKey.current = null;
      placed.current = true;
      setOrder(created);
      setStatus('placed');
      setState((current) => ({ ...current, form: { ...current.form, cardNumber: '', cvv: '' } }));
      clearCart();
      await checkoutVault().clear();
      if (failureToast.current) dismissToast(failureToast.current);
      showToast({
        title: t.orderPlaced,
        description: fill(t.orderPlacedText, { id: created._id }),
      });
    } catch (error) {
      const failure = placement?.describeFailure(error) ?? UNREACHABLE;
      if (failure.answered) idempotencyKey.current = null;
      const text = failure.text === UNREACHABLE_TEXT ? t.orderError : localise(failure.text);
      failureToast.current = orderFailed(text, t);
      setStatus('editing');
      if (failure.pricesChanged) void adoptCurrentPrices();
    } finally {
      busy.current = false;
    }
  };

  return {
    status,
    state,
    errors,
    refusals,
    cart,
    signedIn,
    order,
    edit,
    chooseShipping: (shippingMethod) => setState((current) => ({ ...current, shippingMethod })),
    choosePayment: (paymentMethod) => setState((current) => ({ ...current, paymentMethod })),
    next,
    back: () => goTo(stepBefore(state.step, state.paymentMethod)),
    goTo: (step) => {
      if (isTabEnabled(step, state.step) || step === 'shipping') goTo(step);
    },
    continueAsGuest: () => {
      setErrors({});
      setState((current) => ({ ...current, paymentMethod: 'cod', step: 'shipping' }));
    },
    place,
  };
}
