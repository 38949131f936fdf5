// Placing the order, loaded only when the customer places it: the request is built, then sent
// signed in → POST /order with the bearer, guest → POST /order/guest-checkout without it. The
// Idempotency-Key makes a retry return the first order instead of placing a second
// (docs/decisions/0012-idempotency-key-bound-to-the-request.md).
import { apiClient } from '../../api/client.ts';
import { orderFailureText } from '../../api/errors.ts';
import { ApiError } from '../../api/http.ts';
import { orderResponseSchema, type Order } from '../../api/schemas/order.ts';
import { buildOrderRequest, type OrderRequestInput } from './order-request.ts';

export interface PlaceOrderOptions {
  signedIn: boolean;
  idempotencyKey: string;
}

/** Builds and sends the order; throws the 'Order calculation error' or the API's error. */
export async function placeOrder(
  input: OrderRequestInput,
  options: PlaceOrderOptions,
): Promise<Order> {
  const request = buildOrderRequest(input);
  const path = options.signedIn ? '/order' : '/order/guest-checkout';
  const { order } = await apiClient.call('POST', path, orderResponseSchema, {
    body: request,
    headers: { 'Idempotency-Key': options.idempotencyKey },
    auth: options.signedIn,
  });
  return order;
}

export interface PlacementFailure {
  /** The 'Order Failed' toast text. */
  text: string;
  /** The server re-priced the cart (409 'Prices have changed'). */
  pricesChanged: boolean;
  /**
   * The server answered, so nothing was placed by this attempt: the next one is a new request with
   * a new Idempotency-Key. Without an answer (network, 5xx) the outcome is unknown and the retry
   * keeps the key, so an order that did go through is returned instead of placed twice.
   */
  answered: boolean;
}

export const describeFailure = (error: unknown): PlacementFailure => ({
  text: orderFailureText(error),
  pricesChanged:
    error instanceof ApiError &&
    error.status === 409 &&
    error.serverMessage === 'Prices have changed',
  answered: error instanceof ApiError && error.status >= 400 && error.status < 500,
});

/** A random key for one placement attempt; randomUUID needs a secure context, so fall back to hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
