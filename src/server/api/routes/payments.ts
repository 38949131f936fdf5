// Payments confirmed after an order is placed: the bank-notification service's webhook, which
// marks a bank-transfer order paid (services/bank-transfer.ts).
import {
  bankNotificationAnswerSchema,
  bankNotificationSchema,
} from '../../../api/schemas/payments.ts';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { HttpError } from '../http/errors.ts';
import { access, defineRoute } from '../http/route.ts';
import {
  BANK_SIGNATURE_HEADER,
  receiveBankNotification,
  signatureMatches,
} from '../services/bank-transfer.ts';

const MESSAGES = API_MESSAGES.payments;

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
];
