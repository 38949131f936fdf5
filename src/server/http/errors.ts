// One error type for every expected failure; the app's error handler turns it into API.md's shape.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
export const validationFailed = (errors: Record<string, string>, message = 'Validation failed') =>
  new HttpError(422, message, errors);
