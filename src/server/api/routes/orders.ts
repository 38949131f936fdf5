// /api/order: place (signed in or guest), list, read and cancel orders (API.md "Calls").
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import {
  orderListQuerySchema,
  orderListSchema,
  orderRequestSchema,
  orderResponseSchema,
  type OrderRequest,
} from '../../../api/schemas/order.ts';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../auth/middleware.ts';
import { HttpError, validationFailed } from '../http/errors.ts';
import { ORDER_ADMIN_MESSAGES } from '../../../lib/order-status.ts';
import { issuesToErrors, readJson, readPathId, readQuery } from '../http/validate.ts';
import { cancelOrder, getOrder, listOrders, placeOrder } from '../services/orders.ts';

const IDEMPOTENCY_KEY_MAX = 100;

export const orderRoutes = new Hono<AppEnv>();

function idempotencyKey(c: Context<AppEnv>): string | null {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return null;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw new HttpError(400, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`);
  }
  return key;
}

function parseOrderRequest(body: unknown): OrderRequest {
  const result = orderRequestSchema.safeParse(body);
  if (!result.success) throw validationFailed(issuesToErrors(result.error.issues));
  return result.data;
}

/** The payment method a raw body asks for, read before anything else is checked. */
function requestedMethod(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const payment = (body as { paymentDetails?: unknown }).paymentDetails;
  if (typeof payment !== 'object' || payment === null) return undefined;
  return (payment as { method?: unknown }).method;
}

orderRoutes.post('/guest-checkout', async (c) => {
  const body = await readJson(c, z.unknown());
  const method = requestedMethod(body);
  if (method !== undefined && method !== 'cod') {
    throw new HttpError(403, 'Guest checkout supports cash on delivery only');
  }
  const key = idempotencyKey(c);
  const request = parseOrderRequest(body);
  const order = await placeOrder(c.var.deps, { request, userId: null, idempotencyKey: key });
  return c.json(orderResponseSchema.parse({ order }), 201);
});

orderRoutes.post('/', requireAuth, async (c) => {
  const key = idempotencyKey(c);
  const request = await readJson(c, orderRequestSchema);
  const { userId } = c.var.auth;
  const order = await placeOrder(c.var.deps, { request, userId, idempotencyKey: key });
  return c.json(orderResponseSchema.parse({ order }), 201);
});

orderRoutes.get('/', requireAuth, async (c) => {
  const { page, limit } = readQuery(c, orderListQuerySchema);
  const list = await listOrders(c.var.deps.db, c.var.auth.userId, page, limit);
  return c.json(orderListSchema.parse(list));
});

/** The order the path names; anything that is not an id is not found, as someone else's order. */
const orderId = (c: Context<AppEnv>) => readPathId(c, ORDER_ADMIN_MESSAGES.notFound);

orderRoutes.get('/:id', requireAuth, async (c) => {
  const order = await getOrder(c.var.deps.db, c.var.auth.userId, orderId(c));
  return c.json(orderResponseSchema.parse({ order }));
});

orderRoutes.put('/:id/cancel', requireAuth, async (c) => {
  const order = await cancelOrder(c.var.deps, c.var.auth.userId, orderId(c));
  return c.json(orderResponseSchema.parse({ order }));
});
