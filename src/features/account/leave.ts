// Leaving a screen after a success toast: the toast lives in this page's memory, so the next page
// loads only once the customer has had a moment to read it.
export const TOAST_READ_MS = 1500;

export function leaveAfterToast(path: string): void {
  setTimeout(() => window.location.assign(path), TOAST_READ_MS);
}
