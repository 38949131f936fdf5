// How payment methods read on the checkout (the order list uses the same wording, SPEC.md "Orders").
import type { PaymentMethod } from '../../lib/constants.ts';

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  card: 'Credit Card',
  paypal: 'PayPal',
};
