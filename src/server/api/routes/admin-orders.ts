// Order handling in the back office (operators and admins): the filtered list, one order, and
// moving an order to its next status.
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  orderPaymentBodySchema,
  orderTransitionBodySchema,
} from '../../../api/schemas/admin-orders.ts';
import { ORDER_ADMIN_MESSAGES } from '../../../lib/order-status.ts';
import { auditWho } from '../auth/staff.ts';
import { access, defineRoute, idParam } from '../http/route.ts';
import {
  adminOrderDetail,
  findOrderRow,
  listAdminOrders,
  markOrderPayment,
  transitionOrder,
} from '../services/order-admin.ts';

const operators = { tag: 'Order handling', access: access.staff('operator') } as const;
const orderId = idParam(ORDER_ADMIN_MESSAGES.notFound);
const ORDER = { description: 'The order, with its timeline.', schema: adminOrderDetailSchema };

export const adminOrderRoutes = [
  defineRoute({
    ...operators,
    method: 'GET',
    path: '/admin/orders',
    summary:
      "Lists orders, newest first, filtered by status, payment method and status, dates and the customer's name, e-mail, phone or order number.",
    request: { query: adminOrderListQuerySchema },
    responses: {
      200: { description: 'A page of orders.', schema: adminOrderListSchema },
      400: { description: `The dates run backwards ("${ORDER_ADMIN_MESSAGES.dateRange}").` },
    },
    handler: (c, { query }) => listAdminOrders(c.var.deps.db, query),
  }),
  defineRoute({
    ...operators,
    method: 'GET',
    path: '/admin/orders/:id',
    summary: 'Gives one order with its customer, lines, payment and timeline.',
    request: { params: orderId },
    responses: { 200: ORDER },
    handler: async (c, { params }) => {
      const { db } = c.var.deps;
      const row = await findOrderRow(db, { id: params.id });
      return adminOrderDetail(db, row);
    },
  }),
  defineRoute({
    ...operators,
    method: 'POST',
    path: '/admin/orders/:id/transition',
    summary:
      'Moves an order to processing, shipped, delivered or cancelled, with a note; the customer is mailed (audited).',
    request: { params: orderId, body: orderTransitionBodySchema },
    responses: {
      200: ORDER,
      409: { description: 'The order cannot move there from its status, or it moved meanwhile.' },
    },
    handler: async (c, { params, body: { to, note } }) => {
      const { deps } = c.var;
      const row = await findOrderRow(deps.db, { id: params.id });
      const moved = await transitionOrder(deps, { row, to, note, who: auditWho(c) });
      return adminOrderDetail(deps.db, moved);
    },
  }),
  defineRoute({
    ...operators,
    method: 'POST',
    path: '/admin/orders/:id/payment',
    summary:
      'Records a bank transfer received (paid; the customer is mailed) or a refund due given back by hand (refunded), with a note (audited).',
    request: { params: orderId, body: orderPaymentBodySchema },
    responses: {
      200: ORDER,
      409: {
        description: `The payment cannot be marked so ("${ORDER_ADMIN_MESSAGES.notAwaitingTransfer}", "${ORDER_ADMIN_MESSAGES.notRefundDue}").`,
      },
    },
    handler: async (c, { params, body: { to, note } }) => {
      const { deps } = c.var;
      const row = await findOrderRow(deps.db, { id: params.id });
      const marked = await markOrderPayment(deps, { row, to, note, who: auditWho(c) });
      return adminOrderDetail(deps.db, marked);
    },
  }),
];
