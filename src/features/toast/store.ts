// Toasts, the product's feedback mechanism (SPEC.md sections 2 and 9): any island calls
// showToast(); the one <Toaster> in the layout renders $toasts.
import { atom } from 'nanostores';
import { TOAST_DURATION_MS } from '../../lib/constants.ts';

export type ToastVariant = 'default' | 'destructive';

/** A link when it has an href; otherwise a button that only closes the toast (e.g. 'Undo'). */
export interface ToastAction {
  label: string;
  href?: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  action?: ToastAction;
  /** Milliseconds before it closes by itself; default 5000, or never when it has an action. */
  duration?: number;
  variant?: ToastVariant;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
}

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
