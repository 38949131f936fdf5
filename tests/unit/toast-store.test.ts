import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissToast,
  pauseToasts,
  resumeToasts,
  showToast,
  showToastAcrossPages,
  takeCarriedToast,
} from '../../src/features/toast/store.ts';
import { decodeCarriedToast } from '../../src/features/toast/carried.ts';

const titles = (): string[] => $toasts.get().map((toast) => toast.title);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const toast of $toasts.get()) dismissToast(toast.id);
  resumeToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows a toast with its title, description and the default variant', () => {
    const id = showToast({
      title: 'Cart Cleared',
      description: 'All items have been removed from your cart.',
    });
    expect($toasts.get()).toEqual([
      {
        id,
        title: 'Cart Cleared',
        description: 'All items have been removed from your cart.',
        variant: 'default',
      },
    ]);
  });

  it('gives every toast its own id', () => {
    const first = showToast({ title: 'One' });
    const second = showToast({ title: 'Two' });
    expect(first).not.toBe(second);
  });

  it('closes a plain toast after 5000 ms', () => {
    showToast({ title: 'Message Sent' });
    vi.advanceTimersByTime(4999);
    expect(titles()).toEqual(['Message Sent']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('keeps a toast with an action until dismissed', () => {
    const id = showToast({ title: 'Item Removed', action: { label: 'Undo', href: '/cart' } });
    vi.advanceTimersByTime(60_000);
    expect(titles()).toEqual(['Item Removed']);
    dismissToast(id);
    expect(titles()).toEqual([]);
  });

  it('closes a toast with an action after the duration it was given', () => {
    showToast({
      title: 'Added to Cart',
      action: { label: 'View Cart', href: '/cart' },
      duration: 5000,
    });
    expect($toasts.get()[0]?.action).toEqual({ label: 'View Cart', href: '/cart' });
    vi.advanceTimersByTime(5000);
    expect(titles()).toEqual([]);
  });

  it('honours a longer duration such as the 6 s order failure', () => {
    showToast({ title: 'Order Failed', variant: 'destructive', duration: 6000 });
    expect($toasts.get()[0]?.variant).toBe('destructive');
    vi.advanceTimersByTime(5999);
    expect(titles()).toEqual(['Order Failed']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('dismissing by id removes only that toast', () => {
    showToast({ title: 'First' });
    const second = showToast({ title: 'Second' });
    dismissToast(second);
    expect(titles()).toEqual(['First']);
  });

  it('dismissing an unknown id changes nothing', () => {
    showToast({ title: 'First' });
    dismissToast('toast-unknown');
    expect(titles()).toEqual(['First']);
  });

  it('keeps at most three toasts, the oldest giving way', () => {
    for (const title of ['A', 'B', 'C', 'D']) showToast({ title });
    expect(titles()).toEqual(['B', 'C', 'D']);
  });

  it('holds the countdown while paused and resumes with the time that was left', () => {
    showToast({ title: 'Profile Updated' });
    vi.advanceTimersByTime(3000);
    pauseToasts();
    vi.advanceTimersByTime(10_000);
    expect(titles()).toEqual(['Profile Updated']);
    resumeToasts();
    vi.advanceTimersByTime(1999);
    expect(titles()).toEqual(['Profile Updated']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('a toast shown while paused waits for the resume to start counting', () => {
    pauseToasts();
    showToast({ title: 'Preferences Saved' });
    vi.advanceTimersByTime(8000);
    expect(titles()).toEqual(['Preferences Saved']);
    resumeToasts();
    vi.advanceTimersByTime(5000);
    expect(titles()).toEqual([]);
  });
});

describe('a toast carried to the next page', () => {
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows on this page and is handed once to the next, which decodes it whole', () => {
    const toast = { title: 'Registration Successful', description: 'Welcome to our store!' };
    showToastAcrossPages(toast);
    expect(titles()).toEqual(['Registration Successful']);

    const carried = takeCarriedToast();
    expect(carried).not.toBeNull();
    expect(decodeCarriedToast(carried ?? '')).toEqual(toast);
    expect(takeCarriedToast()).toBeNull();
  });

  it('ignores, with a warning, a stored value that is not a toast', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeCarriedToast('{"title": 42}')).toBeNull();
    expect(decodeCarriedToast('not json')).toBeNull();
    expect(
      decodeCarriedToast(
        JSON.stringify({ title: 'x', action: { label: 'Go', href: '//evil.example' } }),
      ),
    ).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
