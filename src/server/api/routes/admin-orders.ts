// The operators' order calls (operators and admins; bearer staff tokens, so no CSRF applies):
// the filtered list, one order, and a transition (/api/admin/orders).
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  orderTransitionBodySchema,
} from '../../../api/schemas/admin-orders.ts';
import { auditWho } from '../auth/staff.ts';
import { ORDER_ADMIN_MESSAGES } from '../../../lib/order-status.ts';
import { readJson, readPathId } from '../http/validate.ts';
import {
  adminOrderDetail,
  findOrderRow,
  listAdminOrders,
  transitionOrder,
} from '../services/order-admin.ts';
import { listHandler, staffSection } from './admin-router.ts';

export const adminOrderRoutes = staffSection('/orders', 'operator', {
  list: listHandler(adminOrderListQuerySchema, adminOrderListSchema, listAdminOrders),
});

adminOrderRoutes.get('/orders/:id', async (c) => {
  const { db } = c.var.deps;
  const row = await findOrderRow(db, { id: readPathId(c, ORDER_ADMIN_MESSAGES.notFound) });
  return c.json(adminOrderDetailSchema.parse(await adminOrderDetail(db, row)));
});

adminOrderRoutes.post('/orders/:id/transition', async (c) => {
  const { deps } = c.var;
  const id = readPathId(c, ORDER_ADMIN_MESSAGES.notFound);
  const { to, note } = await readJson(c, orderTransitionBodySchema);
  const row = await findOrderRow(deps.db, { id });
  const moved = await transitionOrder(deps, { row, to, note, who: auditWho(c) });
  return c.json(adminOrderDetailSchema.parse(await adminOrderDetail(deps.db, moved)));
});
