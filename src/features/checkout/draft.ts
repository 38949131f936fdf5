// The checkout draft: the form, the step and the methods, saved encrypted under 'checkout-data' on
// every change and restored on return. The card number and CVV are never part of it; holder and
// expiry are.
import {
  CHECKOUT_STORAGE_KEY,
  PAYMENT_METHOD_IDS,
  SHIPPING_METHOD_IDS,
  type PaymentMethod,
  type ShippingMethod,
} from '../../lib/constants.ts';
import type { CheckoutFields } from './order-request.ts';
import { EMPTY_FORM, UNIT_CODE_FIELDS } from './checkout-form.ts';
import { createDraftVault, indexedDbKeyProvider, type DraftVault } from './draft-crypto.ts';
import { STEP_IDS, type Step } from './flow.ts';

export type DraftFields = Omit<CheckoutFields, 'cardNumber' | 'cvv'>;

export interface CheckoutDraft {
  form: DraftFields;
  step: Step;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
}

export interface CheckoutState {
  form: CheckoutFields;
  step: Step;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
}

const DRAFT_FIELDS = Object.keys(EMPTY_FORM).filter(
  (field) => field !== 'cardNumber' && field !== 'cvv',
) as (keyof DraftFields)[];

/** The part of the checkout that may be stored: every field by name, except card number and CVV. */
export function toDraft(state: CheckoutState): CheckoutDraft {
  const form = {} as DraftFields;
  for (const field of DRAFT_FIELDS) form[field] = state.form[field];
  return {
    form,
    step: state.step,
    shippingMethod: state.shippingMethod,
    paymentMethod: state.paymentMethod,
  };
}

const isUnitCode = (field: string): boolean =>
  (UNIT_CODE_FIELDS as readonly string[]).includes(field);

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** A stored draft rebuilt field by field, or null when anything has the wrong shape. */
export function readDraft(value: unknown): CheckoutDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { form, step, shippingMethod, paymentMethod } = value as Record<string, unknown>;
  if (!isOneOf(STEP_IDS, step)) return null;
  if (!isOneOf(SHIPPING_METHOD_IDS, shippingMethod)) return null;
  if (!isOneOf(PAYMENT_METHOD_IDS, paymentMethod)) return null;
  if (typeof form !== 'object' || form === null) return null;
  const stored = form as Record<string, unknown>;
  const fields = {} as DraftFields;
  for (const field of DRAFT_FIELDS) {
    // A draft saved before the pickers has no codes: its units were typed.
    const text = stored[field] ?? (isUnitCode(field) ? '' : undefined);
    if (typeof text !== 'string') return null;
    fields[field] = text;
  }
  return { form: fields, step, shippingMethod, paymentMethod };
}

/** The checkout state a draft restores; card number and CVV start empty. */
export const fromDraft = (draft: CheckoutDraft): CheckoutState => ({
  form: { ...EMPTY_FORM, ...draft.form },
  step: draft.step,
  shippingMethod: draft.shippingMethod,
  paymentMethod: draft.paymentMethod,
});

let browserVault: DraftVault | undefined;

/** The vault on localStorage with its key in IndexedDB, made on first use (never at build time). */
export function checkoutVault(): DraftVault {
  browserVault ??= createDraftVault({
    // Looked up at each call: a browser that blocks storage throws there, where it is caught.
    storage: {
      getItem: (key) => window.localStorage.getItem(key),
      setItem: (key, value) => window.localStorage.setItem(key, value),
      removeItem: (key) => window.localStorage.removeItem(key),
    },
    keys: indexedDbKeyProvider(),
    storageKey: CHECKOUT_STORAGE_KEY,
  });
  return browserVault;
}

/** The saved draft, or null when there is none; one that is unreadable or misshapen is dropped. */
export async function loadDraft(vault: DraftVault): Promise<CheckoutDraft | null> {
  const stored = await vault.load();
  if (stored === null) return null;
  const draft = readDraft(stored);
  if (!draft) {
    console.warn('Discarding a checkout draft of the wrong shape');
    await vault.clear();
  }
  return draft;
}
