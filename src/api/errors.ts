// Error texts the screens show (SPEC.md section 8), derived from a failed call.
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

/** SPEC.md's order failure text: the message, plus the field names when the server named some. */
export function orderFailureText(error: unknown): string {
  const base = errorMessage(error, 'There was an error processing your order.');
  const fields = error instanceof ApiError && error.errors ? Object.keys(error.errors) : [];
  return fields.length ? `${base} Please check these fields: ${fields.join(', ')}` : base;
}
