// Orders: placing one (signed in, or as a guest paying on delivery or by bank transfer), looking
// one up by its number and the phone or e-mail it was placed with (no account needed), and the
// signed-in customer's own orders: the list, one order, and cancelling it.
import type { Context } from 'hono';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { fill } from '../../../lib/i18n/index.ts';
import {
  orderListQuerySchema,
  orderListSchema,
  orderLookupBodySchema,
  orderLookupResponseSchema,
  orderRequestSchema,
  orderResponseSchema,
} from '../../../api/schemas/order.ts';
import { orderLookupRules, ruleErrors } from '../../../api/schemas/rules.ts';
import { readOrderNumber } from '../../../lib/order-lookup.ts';
import { ORDER_ADMIN_MESSAGES } from '../../../lib/order-status.ts';
import { GUEST_PAYMENT_METHODS, type PaymentMethod } from '../../../lib/constants.ts';
import type { AppEnv } from '../context.ts';
import { throttleOrderLookup } from '../auth/account-throttle.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { access, defineRoute, idParam } from '../http/route.ts';
import { lookUpOrder } from '../services/order-lookup.ts';
import { cancelOrder, getOrder, listOrders, placeOrder } from '../services/orders.ts';
import { assertValid } from '../services/accounts.ts';

const IDEMPOTENCY_KEY_MAX = 100;
const GUEST_PAYS_ON_DELIVERY = API_MESSAGES.orders.guestPaysOnDelivery;
const LOOKUP_NOT_FOUND = API_MESSAGES.orders.lookupNotFound;

/** The Idempotency-Key header: absent, or 1 to IDEMPOTENCY_KEY_MAX characters (else 400). */
function idempotencyKey(c: Context<AppEnv>): string | null {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return null;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw new HttpError(
      400,
      fill(API_MESSAGES.orders.idempotencyKeyLength, { max: IDEMPOTENCY_KEY_MAX }),
    );
  }
  return key;
}

/** The payment method a raw body asks for, read before anything else is checked. */
function requestedMethod(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const payment = (body as { paymentDetails?: unknown }).paymentDetails;
  if (typeof payment !== 'object' || payment === null) return undefined;
  return (payment as { method?: unknown }).method;
}

/** The order the path names; anything that is not an id is not found, as someone else's order. */
const orderId = idParam(ORDER_ADMIN_MESSAGES.notFound);

const PLACED = { description: 'The order, placed.', schema: orderResponseSchema };
const PLACING_FAILURES = {
  400: { description: `A malformed Idempotency-Key (1 to ${IDEMPOTENCY_KEY_MAX} characters).` },
  402: { description: 'The card was declined: nothing was placed.' },
  409: {
    description: 'Prices or stock have changed since the cart was read: `errors` names each line.',
  },
} as const;
const ORDER = { description: 'The order.', schema: orderResponseSchema };

export const orderRoutes = [
  defineRoute({
    method: 'POST',
    path: '/order/lookup',
    tag: 'Orders',
    summary:
      'Finds an order by its number and the phone number (+84, 84, spaces and dots read) or e-mail it was placed with, and shows it masked: no street, no full name, phone or e-mail.',
    access: access.public,
    request: { body: orderLookupBodySchema },
    responses: {
      200: { description: 'The order, masked.', schema: orderLookupResponseSchema },
      404: {
        description: `No order has this number with this phone or e-mail, whether or not the number exists ("${LOOKUP_NOT_FOUND}").`,
      },
      429: {
        description: 'Too many lookups that found nothing: try again after Retry-After seconds.',
      },
    },
    handler: async (c, { body }) => {
      assertValid(ruleErrors(orderLookupRules, body));
      const orderNumber = readOrderNumber(body.orderNumber);
      const order = await throttleOrderLookup(c, orderNumber, () =>
        lookUpOrder(c.var.deps.db, orderNumber, body.contact),
      );
      if (!order) throw notFound(LOOKUP_NOT_FOUND);
      return { order };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/order/guest-checkout',
    tag: 'Orders',
    summary:
      'Places an order without an account, paid on delivery or by bank transfer (an Idempotency-Key makes a retry place it once).',
    access: access.public,
    request: {
      body: orderRequestSchema,
      // Another payment method is refused first, whatever else the body holds.
      beforeBody: (c, body) => {
        const method = requestedMethod(body);
        if (method !== undefined && !GUEST_PAYMENT_METHODS.includes(method as PaymentMethod))
          throw new HttpError(403, GUEST_PAYS_ON_DELIVERY);
        idempotencyKey(c);
      },
    },
    responses: {
      201: PLACED,
      ...PLACING_FAILURES,
      403: {
        description: `A payment method other than cash on delivery or bank transfer ("${GUEST_PAYS_ON_DELIVERY}").`,
      },
    },
    handler: async (c, { body }) => {
      const key = idempotencyKey(c);
      const order = await placeOrder(c.var.deps, {
        request: body,
        userId: null,
        idempotencyKey: key,
        lang: c.var.lang,
      });
      return { order };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/order',
    tag: 'Orders',
    summary:
      "Places the signed-in customer's order, paid on delivery, by card, PayPal or bank transfer (an Idempotency-Key makes a retry place it once).",
    access: access.customer,
    request: { body: orderRequestSchema, beforeBody: (c) => void idempotencyKey(c) },
    responses: { 201: PLACED, ...PLACING_FAILURES },
    handler: async (c, { body }) => {
      const key = idempotencyKey(c);
      const { userId } = c.var.auth;
      const order = await placeOrder(c.var.deps, {
        request: body,
        userId,
        idempotencyKey: key,
        lang: c.var.lang,
      });
      return { order };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/order',
    tag: 'Orders',
    summary: "Lists the signed-in customer's orders, newest first, a page at a time.",
    access: access.customer,
    request: { query: orderListQuerySchema },
    responses: { 200: { description: 'A page of orders.', schema: orderListSchema } },
    handler: async (c, { query: { page, limit } }) => {
      const list = await listOrders(c.var.deps, c.var.auth.userId, page, limit);
      return list;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/order/:id',
    tag: 'Orders',
    summary: "Gives one of the signed-in customer's orders (another's is not found).",
    access: access.customer,
    request: { params: orderId },
    responses: { 200: ORDER },
    handler: async (c, { params }) => {
      const order = await getOrder(c.var.deps, c.var.auth.userId, params.id);
      return { order };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/order/:id/cancel',
    tag: 'Orders',
    summary:
      "Cancels one of the signed-in customer's orders while it is not yet shipped, refunding a paid one.",
    access: access.customer,
    request: { params: orderId },
    responses: {
      200: { description: 'The cancelled order.', schema: orderResponseSchema },
      409: { description: 'The order can no longer be cancelled.' },
    },
    handler: async (c, { params }) => {
      const order = await cancelOrder(c.var.deps, c.var.auth.userId, params.id);
      return { order };
    },
  }),
];
