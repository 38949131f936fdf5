// The order calls of the orders and invoice screens: own orders only, bearer attached.
import { apiClient } from '../../api/client.ts';
import {
  orderListSchema,
  orderResponseSchema,
  type Order,
  type OrderList,
} from '../../api/schemas/order.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';

export const fetchOrders = (page: number): Promise<OrderList> =>
  apiClient.call('GET', '/order', orderListSchema, { query: { page, limit: PAGE_SIZE.orders } });

export async function fetchOrder(id: string): Promise<Order> {
  return (await apiClient.call('GET', `/order/${encodeURIComponent(id)}`, orderResponseSchema))
    .order;
}

export async function cancelOrder(id: string): Promise<Order> {
  return (
    await apiClient.call('PUT', `/order/${encodeURIComponent(id)}/cancel`, orderResponseSchema, {
      body: {},
    })
  ).order;
}
