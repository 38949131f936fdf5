// Error texts the screens show, derived from a failed call: the storefront's exact strings,
// which the browser journeys (tests/e2e) read as written.
import { ApiError } from './api-error.ts';

export interface ErrorPanelText {
  title: string;
  message: string;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The generic error panel: 'Connection Error' when offline or unreachable, else the server's words. */
export function errorPanelText(error: unknown): ErrorPanelText {
  if (offline() || (error instanceof ApiError && error.isNetworkError)) {
    return {
      title: 'Connection Error',
      message: 'Please check your internet connection and try again.',
    };
  }
  return {
    title: 'Something Went Wrong',
    message: errorMessage(error, 'An unexpected error occurred'),
  };
}

/** The server's message, else the error's own message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

/** The checkout's order failure text: the message, plus any field names the server gave. */
export function orderFailureText(error: unknown): string {
  const base = errorMessage(error, 'There was an error processing your order.');
  const fields = error instanceof ApiError && error.errors ? Object.keys(error.errors) : [];
  return fields.length ? `${base} Please check these fields: ${fields.join(', ')}` : base;
}
