// Which order the one review page shows: /review/order/{id} (or /vi/review/order/{id}), or
// /review/order?id={id}.
import { idFromAddress } from '../../lib/address-id.ts';

/** The order id of /review/order/{id}, else of ?id=; null when neither names one. */
export const reviewOrderId = (location: { pathname: string; search: string }): string | null =>
  idFromAddress(location, /^(?:\/vi)?\/review\/order\/([^/]+)\/?$/);
