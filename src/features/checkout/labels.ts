// How payment methods read on the checkout (My Orders uses the same wording).
import type { PaymentMethod } from '../../lib/constants.ts';

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  card: 'Credit Card',
  paypal: 'PayPal',
};
