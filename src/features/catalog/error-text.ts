// Title and message of the generic error panel (SPEC.md section 8). Reads the error by its
// shape (status 0 / isNetworkError, serverMessage, message), so it serves ApiError and the
// islands' own ReadError alike without loading the HTTP client.
export interface ErrorText {
  title: string;
  message: string;
}

interface ErrorShape {
  isNetworkError?: unknown;
  serverMessage?: unknown;
  message?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function errorPanelText(error: unknown): ErrorText {
  const shape: ErrorShape = typeof error === 'object' && error !== null ? error : {};
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline || shape.isNetworkError === true) {
    return {
      title: 'Connection Error',
      message: 'Please check your internet connection and try again.',
    };
  }
  return {
    title: 'Something Went Wrong',
    message: text(shape.serverMessage) || text(shape.message) || 'An unexpected error occurred',
  };
}
