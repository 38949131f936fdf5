// Toasts, the shop's one way of confirming an action or reporting a failure: any island calls
// showToast(); the one <Toaster> in the layout renders $toasts. A toast that announces a move to
// another page is carried there in sessionStorage (showToastAcrossPages).
import { atom } from 'nanostores';
import { TOAST_DURATION_MS } from '../../lib/constants.ts';
import type { ToastInput } from './carried.ts';

export type { ToastInput };
export type ToastVariant = NonNullable<ToastInput['variant']>;
export type ToastAction = NonNullable<ToastInput['action']>;

export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
}

/** Where a toast waits for the next page of this tab. */
const CARRIED_KEY = 'toast:next-page';

/** How many toasts stay on screen at once; the oldest gives way. */
const VISIBLE_LIMIT = 3;

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

export const $toasts = atom<readonly Toast[]>([]);

const timers = new Map<string, Timer>();
let paused = false;
let counter = 0;

function startTimer(id: string, timer: Timer): void {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

function autoDismissAfter(input: ToastInput): number | null {
  if (input.duration !== undefined) return input.duration > 0 ? input.duration : null;
  return input.action ? null : TOAST_DURATION_MS;
}

/** Shows a toast and returns its id (for dismissToast). */
export function showToast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const toast: Toast = { id, title: input.title, variant: input.variant ?? 'default' };
  if (input.description !== undefined) toast.description = input.description;
  if (input.action) toast.action = input.action;

  const current = $toasts.get();
  const overflow = current.slice(0, Math.max(0, current.length + 1 - VISIBLE_LIMIT));
  for (const old of overflow) dismissToast(old.id);
  $toasts.set([...$toasts.get(), toast]);

  const duration = autoDismissAfter(input);
  if (duration !== null && Number.isFinite(duration)) {
    const timer: Timer = { handle: undefined, remaining: duration, startedAt: 0 };
    timers.set(id, timer);
    if (!paused) startTimer(id, timer);
  }
  return id;
}

/**
 * Shows a toast that announces a move to another page ("Registration Successful") and keeps it
 * for the next page, which shows it again for its full time (this page's copy goes with it).
 */
export function showToastAcrossPages(input: ToastInput): string {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(input));
  } catch (error) {
    console.warn('Could not keep the toast for the next page', error);
  }
  return showToast(input);
}

/** The toast the previous page left for this one, still encoded, taken once; or null. */
export function takeCarriedToast(): string | null {
  try {
    const encoded = sessionStorage.getItem(CARRIED_KEY);
    if (encoded !== null) sessionStorage.removeItem(CARRIED_KEY);
    return encoded;
  } catch {
    return null;
  }
}

export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Holds every countdown while the pointer or focus is on the toasts, so they can be read. */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  for (const timer of timers.values()) {
    if (timer.handle === undefined) continue;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const [id, timer] of timers) startTimer(id, timer);
}
