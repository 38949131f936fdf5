// Error texts the screens show, derived from a failed call: the storefront's exact strings,
// which the browser journeys (tests/e2e) read as written.
import { ApiError } from './api-error.ts';

export interface ErrorPanelText {
  title: string;
  message: string;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The generic error panel's words, in the page's language (the catalog words' slice). */
export interface ErrorPanelWords {
  connectionError: string;
  connectionMessage: string;
  somethingWrong: string;
  unexpected: string;
}

/**
 * The generic error panel: 'Connection Error' when offline or unreachable, else 'Something Went
 * Wrong' with the server's words (or 'An unexpected error occurred'), each from `words`.
 */
export function errorPanelText(error: unknown, words: ErrorPanelWords): ErrorPanelText {
  if (offline() || (error instanceof ApiError && error.isNetworkError))
    return { title: words.connectionError, message: words.connectionMessage };
  return { title: words.somethingWrong, message: errorMessage(error, words.unexpected) };
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
