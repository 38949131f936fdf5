// The browser's VNPay calls: a payment URL for an order (a new attempt), the check of VNPay's
// return, and the shop's test gateway's Pay and Cancel. All through the one API client.
import { apiClient } from '../../api/client.ts';
import {
  vnpayPayAnswerSchema,
  vnpayReturnAnswerSchema,
  vnpayTestGatewayAnswerSchema,
  type VnpayReturnAnswer,
} from '../../api/schemas/payments.ts';

/** A signed VNPay payment URL for the order, in the page's language. */
export const vnpayPaymentUrl = async (orderId: string): Promise<string> =>
  (
    await apiClient.call('POST', '/payments/vnpay/pay', vnpayPayAnswerSchema, {
      body: { orderId },
    })
  ).paymentUrl;

/** The vnp_ parameters of a page's query string. */
export function vnpayParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search))
    if (name.startsWith('vnp_') && !(name in params)) params[name] = value;
  return params;
}

/** What VNPay's return says, checked by the shop, and where the order's money stands now. */
export const checkVnpayReturn = (search: string): Promise<VnpayReturnAnswer> =>
  apiClient.call('GET', '/payments/vnpay/return', vnpayReturnAnswerSchema, {
    query: vnpayParams(search),
    auth: false,
  });

/** The test gateway's Pay or Cancel: where to send the browser back. */
export const decideOnTestGateway = async (query: string, action: 'pay' | 'cancel') =>
  (
    await apiClient.call('POST', '/payments/vnpay/test-gateway', vnpayTestGatewayAnswerSchema, {
      body: { query, action },
      auth: false,
    })
  ).returnUrl;
