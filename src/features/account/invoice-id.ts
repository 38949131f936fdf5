// Which order the one invoice page shows: /orders/{id}/invoice (or /vi/orders/{id}/invoice), or
// /orders/invoice?id={id}.
import { idFromAddress } from '../../lib/address-id.ts';

/** The order id of /orders/{id}/invoice, else of ?id=; null when neither names one. */
export const invoiceOrderId = (location: { pathname: string; search: string }): string | null =>
  idFromAddress(location, /^(?:\/vi)?\/orders\/([^/]+)\/invoice\/?$/);
