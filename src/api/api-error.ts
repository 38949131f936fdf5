// A failed call, normalised: HTTP status (0 when the network failed), the server's message and
// field errors. No dependencies, so the lightest island can throw and read it.
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly serverMessage: string | undefined;

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The API's error body read defensively: `{ message?, errors? }`. */
export function readErrorBody(data: unknown): {
  message?: string;
  errors?: Record<string, string>;
} {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const message = typeof body['message'] === 'string' ? body['message'] : undefined;
  const errors =
    body['errors'] && typeof body['errors'] === 'object'
      ? (body['errors'] as Record<string, string>)
      : undefined;
  return { ...(message !== undefined ? { message } : {}), ...(errors ? { errors } : {}) };
}
