// A refresh cut short by leaving the page. The refresh request is sent with keepalive, so it
// still reaches the server, rotates the refresh cookie and stores the new one; but the next page
// may start its own refresh before that cookie lands, and presenting the old one would look like
// theft and end the session. So every refresh leaves a mark in localStorage while it is in
// flight, and a page that finds a mark left by a page that is gone waits out the hand-off window.

const KEY = 'shop:refresh-in-flight';
/** Long enough for a keepalive refresh to come back on a slow mobile connection. */
export const HANDOFF_WINDOW_MS = 5000;

type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): MarkStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): no hand-off, as before
  }
}

export function markRefreshStarted(now = Date.now()): void {
  try {
    storage()?.setItem(KEY, String(now));
  } catch {
    // quota or privacy mode: the refresh simply goes without a mark
  }
}

export function markRefreshDone(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // as above
  }
}

/** What is left of the hand-off window of a refresh that never finished; 0 when there is none. */
export function handoffDelayMs(now = Date.now()): number {
  let started: number;
  try {
    started = Number(storage()?.getItem(KEY) ?? NaN);
  } catch {
    return 0;
  }
  if (!Number.isFinite(started)) return 0;
  const left = started + HANDOFF_WINDOW_MS - now;
  // A mark from the future (a changed clock) or out of the window is ignored.
  return left > 0 && left <= HANDOFF_WINDOW_MS ? left : 0;
}
