// One error type for every expected failure; the app's error handler turns it into the contract's
// error shape, `{ message, errors? }` (apiErrorSchema).
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { TransactionContention } from '../db/transaction.ts';

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    errors?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const notFound = (what: string = API_MESSAGES.http.notFound) => new HttpError(404, what);
export const unauthorized = (message: string = API_MESSAGES.access.signInRequired) =>
  new HttpError(401, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
export const validationFailed = (
  errors: Record<string, string>,
  message: string = API_MESSAGES.http.validationFailed,
) => new HttpError(422, message, errors);

/** A transaction that kept losing races to others (db/transaction.ts): nothing was written. */
export const BUSY_MESSAGE = API_MESSAGES.http.busy;
/** A request refused by admission control (the shop is past its capacity): it never ran. */
export const OVERLOAD_MESSAGE = API_MESSAGES.http.overload;
/** How long a client is asked to wait before trying a refused request again, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The answer an error stands for, or null for an unexpected one (a 500): an HttpError as it is,
 * and a transaction that lost every attempt (TransactionContention) 503 with Retry-After.
 */
export function httpErrorOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof TransactionContention)
    return new HttpError(503, BUSY_MESSAGE, undefined, {
      'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
    });
  return null;
}
