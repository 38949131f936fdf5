// The back office's order calls (/api/admin/orders), each parsed by its contract schema
// (src/api/schemas/admin-orders.ts), through the staff session's client.
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  type AdminOrderDetail,
  type AdminOrderList,
  type OrderPaymentBody,
  type OrderTransitionBody,
} from '../../api/schemas/admin-orders.ts';
import { adminCall } from './session.ts';

/** The list's filters as the page address and the call carry them (empty ones left out). */
export type AdminOrderFilters = Partial<
  Record<'status' | 'payment' | 'paymentStatus' | 'from' | 'to' | 'q' | 'page', string>
>;

const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

export const listAdminOrders = (filters: AdminOrderFilters): Promise<AdminOrderList> =>
  adminCall('GET', '/admin/orders', adminOrderListSchema, {
    query: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<
      string,
      string
    >,
  });

export const fetchAdminOrder = (id: string): Promise<AdminOrderDetail> =>
  adminCall('GET', orderPath(id), adminOrderDetailSchema);

/** Moves the order; answers it as it is now (status and timeline). */
export const transitionAdminOrder = (
  id: string,
  body: OrderTransitionBody,
): Promise<AdminOrderDetail> =>
  adminCall('POST', `${orderPath(id)}/transition`, adminOrderDetailSchema, { body });

/** Records a transfer received or a refund given back; answers the order as it is now. */
export const markAdminOrderPayment = (
  id: string,
  body: OrderPaymentBody,
): Promise<AdminOrderDetail> =>
  adminCall('POST', `${orderPath(id)}/payment`, adminOrderDetailSchema, { body });
