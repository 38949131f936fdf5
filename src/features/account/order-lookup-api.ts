// The order lookup (POST /order/lookup) on the shop's one client core: CSRF token attached, no
// bearer (anyone may look an order up), the answer parsed by the contract.
import { apiClient } from '../../api/client.ts';
import {
  orderLookupResponseSchema,
  type OrderLookup,
  type OrderLookupBody,
} from '../../api/schemas/order.ts';

export async function lookUpOrder(body: OrderLookupBody): Promise<OrderLookup> {
  return (
    await apiClient.call('POST', '/order/lookup', orderLookupResponseSchema, { body, auth: false })
  ).order;
}
