// How payment methods read on the checkout (My Orders uses the same wording).
import type { PaymentMethod } from '../../lib/constants.ts';
import type { Messages } from '../../lib/i18n/index.ts';

/** The checkout island's words in the page's language (the checkout catalogue's screen slice). */
export type CheckoutWords = Messages['checkout']['screen'];

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  card: 'Credit Card',
  paypal: 'PayPal',
  bank_transfer: 'Bank transfer (VietQR)',
  vnpay: 'VNPay: ATM card, Visa/Master, QR',
};
