// Leaving a screen after a success toast. The toast was shown with showToastAcrossPages, so the
// next page shows it again for its full time: there is nothing to wait for here.
export function leaveAfterToast(path: string): void {
  window.location.assign(path);
}
