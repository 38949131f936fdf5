// English: the e-mails and text messages to customers (src/server/api/mail/templates.ts, sms.ts),
// written in the customer's language: an order's in the language it was placed in, an account's
// in the account's. {shop} is the shop's name. Vietnamese beside it: ../vi/mail.ts.
import { RETURN_WINDOW_DAYS, SHIPPING_METHODS } from '../../constants.ts';
import { paymentLabel } from '../../order-display.ts';

const shippingLabel = (method: keyof typeof SHIPPING_METHODS) =>
  `${SHIPPING_METHODS[method].label} (${SHIPPING_METHODS[method].eta})`;

export const mail = {
  hello: 'Hello {name},',
  helloNoName: 'Hello there,',
  support: 'Questions? Write to {email} or call {phone} ({hours}).',
  /** A configured shop that gives a support e-mail and no hotline, or only a hotline. */
  supportByEmail: 'Questions? Write to {email} ({hours}).',
  supportByPhone: 'Questions? Call {phone} ({hours}).',
  /** A moment: "22 November 2026 at 14:05 (Vietnam time)". */
  dateTime: '{dateTime} (Vietnam time)',
  subtotal: 'Subtotal',
  shipping: 'Shipping: {method}',
  free: 'Free',
  tax: 'Tax (VAT {percent}%)',
  total: 'Total',
  shippingMethods: {
    standard: shippingLabel('standard'),
    express: shippingLabel('express'),
    overnight: shippingLabel('overnight'),
  },
  paymentMethods: {
    cod: paymentLabel('cod'),
    card: paymentLabel('card'),
    bank_transfer: paymentLabel('bank_transfer'),
    vnpay: paymentLabel('vnpay'),
  },
  payCod: '{method}: please have {total} ready when it arrives.',
  payCard: '{method}{brand}{ending}: {total} charged.',
  cardBrand: ' ({brand})',
  cardEnding: ' ending in {last4}',
  payOther: '{method}: {total}.',
  payTransfer:
    '{method}: please transfer {total} by {deadline}, with the order number as the transfer note. We prepare your order as soon as the money arrives; unpaid by then, the order is cancelled.',

  paid: {
    subject: 'We received your payment for order {number}',
    body: 'We received {amount} by bank transfer for your order {number}. We are preparing it now and will e-mail you when it ships.',
    bodyVnpay:
      'We received {amount} through VNPay for your order {number}. We are preparing it now and will e-mail you when it ships.',
  },
  viewOrders: 'View your orders',
  /** A guest's link to the order lookup, with the order's number filled in. */
  trackOrder: 'Track your order',
  confirmation: {
    subject: 'Your order {number} is confirmed',
    thanks:
      'Thank you for shopping with {shop}. We have received your order {number}, placed on {date}, and will e-mail you when it ships.',
    order: 'Order {number}',
    shippingAddress: 'Shipping address',
    payment: 'Payment',
  },
  shipped: {
    subject: 'Your order {number} has shipped',
    body: 'Good news: your order {number} is on its way by {method}.',
    shippingTo: 'Shipping to',
  },
  delivered: {
    subject: 'Your order {number} was delivered',
    body: `Your order {number} was delivered. We hope you enjoy it! You can return any item within ${RETURN_WINDOW_DAYS} days of delivery.`,
    reviewAsk: 'Tell other shoppers what you think of what you bought:',
    writeReview: 'Write a review',
  },
  cancelled: {
    subject: 'Your order {number} was cancelled',
    body: 'Your order {number} has been cancelled.',
    refunded:
      'We have refunded {amount}{card}. Depending on your bank, it takes 5-10 business days to show on your statement.',
    /** {brand} is the card's brand and a space ("Visa "), or nothing. */
    refundCard: ' to your {brand}card ending in {last4}',
    nothingCharged: 'Nothing was charged for this order, so there is nothing to refund.',
    refundDue:
      'You paid {amount} for this order. We will transfer it back to you within 5 business days, and contact you if we need your bank details.',
  },
  passwordReset: {
    subject: 'Reset your {shop} password',
    body: 'We received a request to reset the password of your {shop} account. The link below works once, for {minutes} minutes.',
    button: 'Reset your password',
    ignore:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your {shop} password was changed',
    body: 'The password of your {shop} account was changed on {at}. {signedOut}',
    signedOutAll: 'Every device that was signed in has been signed out.',
    signedOutOthers: 'Every other device that was signed in has been signed out.',
    notYou: 'If you did not change it, reset your password now and let us know.',
    button: 'Reset your password',
  },
  accountDeleted: {
    subject: 'Your {shop} account was deleted',
    body: 'Your {shop} account was deleted on {at}, as you asked. Your name, e-mail, phone number and address are gone from it, and it can no longer sign in. Orders you placed are kept for our accounting records.',
    thanks: 'Thank you for shopping with {shop}.',
  },
  /** Text messages: one SMS each (160 GSM-7 characters), so Vietnamese is written without tone marks. */
  sms: {
    resetCode:
      '{shop}: your password reset code is {code}. It works once, for {minutes} minutes. Never share it. Did not ask? Ignore this message.',
    passwordChanged:
      '{shop}: your password was just changed{how}, and your other devices were signed out. Not you? Reset it now from the sign-in page.',
    withResetCode: ' with a reset code',
  },
} as const;
