import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HANDOFF_WINDOW_MS,
  handoffDelayMs,
  markRefreshDone,
  markRefreshStarted,
} from '../../src/features/auth/refresh-handoff.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  return stored;
}

describe('refresh hand-off', () => {
  it('asks to wait for the rest of the window after an unfinished refresh, and not once it is done', () => {
    stubStorage();
    markRefreshStarted(10_000);
    expect(handoffDelayMs(10_500)).toBe(HANDOFF_WINDOW_MS - 500);
    expect(handoffDelayMs(10_000 + HANDOFF_WINDOW_MS)).toBe(0);
    markRefreshDone();
    expect(handoffDelayMs(10_500)).toBe(0);
  });

  it('ignores a mark from the future and one that is not a number', () => {
    const stored = stubStorage();
    markRefreshStarted(50_000);
    expect(handoffDelayMs(10_000)).toBe(0);
    stored.set('shop:refresh-in-flight', 'soon');
    expect(handoffDelayMs(10_000)).toBe(0);
  });

  it('never waits and never throws when storage is missing or blocked', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => markRefreshStarted()).not.toThrow();
    expect(handoffDelayMs()).toBe(0);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => markRefreshStarted()).not.toThrow();
    expect(() => markRefreshDone()).not.toThrow();
    expect(handoffDelayMs()).toBe(0);
  });
});
