// English: the API's messages to shoppers (the product's own words, kept as written). The server throws
// these very strings, and the error handler (src/server/api/app.ts) answers in the caller's
// language by looking the English text up (src/lib/i18n/translate.ts): an entry's English is its
// key there, so a message is written once, here or in its domain file. The back office's
// messages (staff, product and order admin, import) stay English and are not here.
// Vietnamese beside it: ../vi/api.ts.
import { ORDER_ADMIN_MESSAGES } from '../../order-status.ts';
import { POLICY_MESSAGES } from '../../policies.ts';
import { FACT_MESSAGES } from '../../product-facts.ts';
import { STAFF_MESSAGES } from '../../staff.ts';

export const api = {
  http: {
    notFound: 'Not found',
    internal: 'Internal server error',
    validationFailed: 'Validation failed',
    malformedJson: 'Malformed JSON body',
    jsonTooDeep: 'JSON body nested too deeply (at most {levels} levels)',
    nul: 'Contains a NUL character',
    unicode: 'Contains invalid Unicode (an unpaired surrogate)',
    unknownField: 'Unknown field',
    invalidQuery: 'Invalid query parameter: {fields}',
    bodyTooLarge: 'Request body too large',
    busy: 'The shop is busy right now and nothing was saved. Please try again.',
    overload:
      'The shop has more shoppers than it can serve this moment and did nothing with this request. Please try again in a moment.',
  },
  access: {
    signInRequired: 'Authentication required',
    invalidToken: 'Invalid or expired token',
    /** A refresh cookie missing, expired, revoked or reused (customers' and staff's alike). */
    invalidRefresh: STAFF_MESSAGES.invalidRefresh,
    csrf: 'Invalid CSRF token',
  },
  accounts: {
    emailTaken: 'An account with this email already exists',
    phoneTaken: 'An account with this phone number already exists',
    invalidCredentials: 'Invalid email or password',
    invalidPhoneCredentials: 'Invalid phone number or password',
  },
  throttle: {
    signIn: 'Too many sign-in attempts. Please try again later.',
    signUp: 'Too many sign-up attempts. Please try again later.',
    changePassword: 'Too many incorrect current passwords. Please try again later.',
    contactChange: 'Too many attempts to change the email or phone number. Please try again later.',
    orderLookup: 'Too many order lookups. Please try again later.',
  },
  address: {
    provinceNotFound: 'Province or city not found',
    provinceMissing: 'Please choose the province or city of this ward',
    provinceUnknown: 'This province or city does not exist',
    wardNotInProvince: 'This ward, commune or special zone is not in the chosen province or city',
    stateMismatch: 'The State/Province does not match the chosen province or city',
    cityMismatch: 'The City does not match the chosen ward, commune or special zone',
  },
  orders: {
    notFound: ORDER_ADMIN_MESSAGES.notFound,
    /** An order lookup whose number and contact do not match, whether or not the number exists. */
    lookupNotFound:
      'We found no order with this order number and phone number or email. Please check both and try again.',
    outOfStock: 'Out of stock',
    onlyLeft: 'Only {count} left',
    pricesChanged: 'Prices have changed',
    priceNow: 'Price is now {amount}',
    deliveryFeeNow: 'Delivery fee is now {amount}',
    amountNow: 'Amount is now {amount}',
    productNotFound: 'Product not found',
    selectVariation: 'Please select a variation',
    variationNotOfProduct: 'Variation does not belong to this product',
    noVariations: 'This product has no variations',
    cannotCancel: 'Order cannot be cancelled',
    idempotencyReused:
      'This order was already submitted with different details, so nothing new was placed. Please check your orders before trying again.',
    idempotencyKeyLength: 'Idempotency-Key must be 1 to {max} characters',
    guestPaysOnDelivery: 'Guest checkout supports cash on delivery only',
    paymentDeclined: 'Payment declined: {reason}',
    cardDeclined: 'Your card was declined.',
    cardInvalid: 'Your card number is invalid.',
    cardDeclinedTestCard: 'Your card was declined. Use the test card 4242 4242 4242 4242.',
    refundFailed: 'Refund failed: {reason} The order was not cancelled; please try again.',
    refundKeyReused: 'This refund key was used for another refund.',
    noSuchCharge: 'No such charge.',
    refundAmountInvalid: 'The refund amount is invalid.',
  },
  /** The bank's transfer notifications (POST /payments/bank-transfer/webhook). */
  payments: {
    badSignature: 'The notification signature is missing or does not match.',
    stale: 'The notification is too old or dated in the future.',
    unknownOrder:
      'No order matches the transfer description. The transfer was recorded for the shop to check.',
    wrongAmount:
      "The amount transferred differs from the order's total. The transfer was recorded for the shop to check.",
    notAwaiting:
      'The order is not waiting for a bank transfer. The transfer was recorded for the shop to check.',
  },
  /** VNPay: the payment URL, the browser's return and the test gateway (services/vnpay.ts). */
  vnpay: {
    notAwaiting: 'This order is not waiting for a VNPay payment.',
    badReturn: 'The payment result could not be verified: its signature does not match.',
    badRequest: 'The payment request is not signed by the shop.',
    expired: 'This payment request has expired. Go back to the shop and pay again.',
  },
  /**
   * A product's facts as an editor or a catalogue file writes them (src/lib/product-facts.ts):
   * answered in the caller's language like every message here.
   */
  productFacts: FACT_MESSAGES,
  catalog: {
    categoryNotFound: 'Category not found',
    /**
     * A listing's `field[Name]=…` filters: the messages, then the problems beside the parameter.
     * The min and max ones come first: the API's translation tries patterns in this order.
     */
    filters: {
      minNotNumber: 'Filter field {field} min must be a number',
      maxNotNumber: 'Filter field {field} max must be a number',
      notNumber: 'Filter field {field} must be a number',
      notBoolean: 'Filter field {field} must be true or false',
      notRange: 'Filter field {field} is not a number: only Number fields take min and max',
      minOverMax: 'Filter field {field} min must not be greater than max',
      number: 'must be a number',
      boolean: 'must be true or false',
      range: 'only Number fields take min and max',
      order: 'must not be greater than max',
    },
  },
  /** The policy pages: read by shoppers, edited by staff (src/lib/policies.ts). */
  policies: POLICY_MESSAGES,
} as const;
