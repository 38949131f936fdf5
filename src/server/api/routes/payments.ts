// Payments confirmed after an order is placed: the bank-notification service's webhook, which
// marks a bank-transfer order paid (services/bank-transfer.ts); VNPay's payment URL, its IPN,
// the browser's return and the shop's own VNPay test gateway (services/vnpay.ts).
import {
  bankNotificationAnswerSchema,
  bankNotificationSchema,
  vnpayIpnAnswerSchema,
  vnpayPayAnswerSchema,
  vnpayPayRequestSchema,
  vnpayReturnAnswerSchema,
  vnpayTestGatewayAnswerSchema,
  vnpayTestGatewayRequestSchema,
} from '../../../api/schemas/payments.ts';
import { clientAddress } from '../auth/client-address.ts';
import { callerLang } from '../http/lang.ts';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { HttpError } from '../http/errors.ts';
import { access, defineRoute } from '../http/route.ts';
import {
  BANK_SIGNATURE_HEADER,
  receiveBankNotification,
  signatureMatches,
} from '../services/bank-transfer.ts';
import {
  IPN_ANSWERS,
  IPN_PATH,
  ipnOverHttp,
  receiveVnpayIpn,
  testGatewayDecide,
  vnpayPaymentFor,
  vnpayReturnOf,
} from '../services/vnpay.ts';
import { vnpayParamsOf } from '../services/vnpay-protocol.ts';

const MESSAGES = API_MESSAGES.payments;
const VNPAY_MESSAGES = API_MESSAGES.vnpay;

/** The vnp_ parameters of a request's query string, as sent. */
const vnpayQueryOf = (url: string) => vnpayParamsOf(new URL(url).searchParams);

export const paymentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/payments/bank-transfer/webhook',
    tag: 'Automation',
    summary: `Applies the bank's notification of a transfer received, signed in ${BANK_SIGNATURE_HEADER} (hex HMAC-SHA256 of the body): the order its description names is marked paid, once per transaction id.`,
    // No session: the signature is the caller's credential, checked first by the handler. The
    // bank's server sends no cookies, so there is no CSRF token to ask for.
    access: access.public,
    csrf: false,
    request: { body: bankNotificationSchema },
    responses: {
      200: {
        description:
          'Applied, or already applied before (the same transaction id): nothing applied twice.',
        schema: bankNotificationAnswerSchema,
      },
      400: {
        description: `A notification older than an hour or dated ahead ("${MESSAGES.stale}").`,
      },
      401: { description: `A missing or wrong signature ("${MESSAGES.badSignature}").` },
      409: {
        description: `The order is not waiting for a transfer ("${MESSAGES.notAwaiting}"), recorded.`,
      },
      422: {
        description: `No order in the description ("${MESSAGES.unknownOrder}"), or an amount other than its total ("${MESSAGES.wrongAmount}"), recorded.`,
      },
    },
    handler: async (c, { body }) => {
      const { deps } = c.var;
      // The raw body as received (read once by the body check, and kept by the request).
      const raw = await c.req.text();
      const signature = c.req.header(BANK_SIGNATURE_HEADER);
      if (!signatureMatches(deps.config.bankTransfer.webhookSecret, raw, signature))
        throw new HttpError(401, MESSAGES.badSignature);
      return receiveBankNotification(deps, body);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payments/vnpay/pay',
    tag: 'Orders',
    summary:
      "A signed VNPay payment URL (ATM card, Visa/Master, QR) for an order waiting for its VNPay payment, in the caller's language: a new payment attempt each time, so a failed payment may be paid again.",
    // Guests pay too: the order's id (96 random bits, known to whoever placed it) is what is asked.
    access: access.public,
    request: { body: vnpayPayRequestSchema },
    responses: {
      200: { description: 'The payment URL to send the browser to.', schema: vnpayPayAnswerSchema },
      404: { description: 'No such order.' },
      409: {
        description: `Not a VNPay order, or no longer waiting for its money ("${VNPAY_MESSAGES.notAwaiting}").`,
      },
    },
    handler: (c, { body }) =>
      vnpayPaymentFor(c.var.deps, {
        orderId: body.orderId,
        lang: callerLang(c),
        ipAddr: clientAddress(c, c.var.deps.config.trustProxy),
      }),
  }),
  defineRoute({
    method: 'GET',
    path: IPN_PATH,
    tag: 'Automation',
    summary:
      "VNPay's payment notification (IPN), its vnp_ parameters in the query, signed (vnp_SecureHash, HMAC-SHA512): a successful payment marks the order paid, a failed one is recorded and leaves it unpaid; applied once per payment attempt. Always answered 200 with VNPay's RspCode and Message.",
    // VNPay's server calls it without a session or cookies; the signature is its credential.
    access: access.public,
    csrf: false,
    responses: {
      200: {
        description:
          '`00` Confirm Success, `01` Order not found, `02` Order already confirmed (sent again, or the order no longer waits), `04` Invalid amount, `97` Invalid signature, `99` Unknown error.',
        schema: vnpayIpnAnswerSchema,
      },
    },
    handler: async (c) => {
      try {
        return await receiveVnpayIpn(c.var.deps, vnpayQueryOf(c.req.url));
      } catch {
        return IPN_ANSWERS.unknownError;
      }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/payments/vnpay/return',
    tag: 'Orders',
    summary:
      "Checks the browser's return from VNPay (the same signed vnp_ parameters in the query) and says where the order's money stands: paid only once VNPay's IPN marked it. It never marks an order paid.",
    access: access.public,
    responses: {
      200: { description: 'The order and its payment status.', schema: vnpayReturnAnswerSchema },
      400: { description: `The signature does not match ("${VNPAY_MESSAGES.badReturn}").` },
      404: { description: 'No VNPay order of the shop.' },
    },
    handler: (c) => vnpayReturnOf(c.var.deps, vnpayQueryOf(c.req.url)),
  }),
  defineRoute({
    method: 'POST',
    path: '/payments/vnpay/test-gateway',
    tag: 'Automation',
    summary:
      "The shop's own VNPay test gateway (only without VNPay credentials): Pay or Cancel on a signed payment request sends the signed IPN to this shop over HTTP, as VNPay would, and answers the return URL to send the browser to.",
    // It plays VNPay's page, another site as far as the shop is concerned: the payment request's
    // signature, not a session, is what it checks.
    access: access.public,
    csrf: false,
    request: { body: vnpayTestGatewayRequestSchema },
    responses: {
      200: {
        description: 'Where to send the browser, and the IPN answer.',
        schema: vnpayTestGatewayAnswerSchema,
      },
      400: {
        description: `A request the shop did not sign ("${VNPAY_MESSAGES.badRequest}") or expired ("${VNPAY_MESSAGES.expired}").`,
      },
      404: { description: 'The shop has VNPay credentials: there is no test gateway.' },
    },
    handler: (c, { body }) =>
      testGatewayDecide(c.var.deps, body, ipnOverHttp(c.var.deps.config.apiUrl)),
  }),
];
