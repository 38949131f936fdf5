// The log's time: an ISO 8601 string as pino writes it (`,"time":"…"`), made once a millisecond.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoTime } from '../../src/server/log.ts';

afterEach(() => vi.useRealTimers());

describe('the log time', () => {
  it('is the ISO time of the millisecond, the same string within it and a new one after', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00.123Z'), toFake: ['Date'] });
    const first = isoTime();
    expect(first).toBe(',"time":"2026-11-28T10:00:00.123Z"');
    expect(isoTime()).toBe(first);
    vi.setSystemTime(new Date('2026-11-28T10:00:00.124Z'));
    expect(isoTime()).toBe(',"time":"2026-11-28T10:00:00.124Z"');
    expect(JSON.parse(`{"a":1${isoTime()}}`)).toEqual({ a: 1, time: '2026-11-28T10:00:00.124Z' });
  });
});
