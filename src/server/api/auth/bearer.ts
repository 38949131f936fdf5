// The one reader of `Authorization: Bearer <token>` for customer, staff and automation calls.
// Hono's bearerAuth middleware does not fit: it answers a malformed header 400 where the shop
// answers 401 (a header it cannot read proves no one), has one failure status where staff calls
// tell 401 from 403 (a customer's token, a role), and cannot serve the calls where a token is
// optional (signing out).
import type { Context } from 'hono';

/** The request's bearer token (RFC 6750 token68 characters), if it has one. */
export const bearerToken = (c: Context): string | undefined =>
  /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
