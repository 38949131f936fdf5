// The log's time: an ISO 8601 string as pino writes it (`,"time":"…"`), made once a millisecond
// from its second's part, made once a second.
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

  it('pads the milliseconds and moves to the next second, minute and day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00.999Z'), toFake: ['Date'] });
    for (const at of [
      '2026-11-28T10:00:00.999Z',
      '2026-11-28T10:00:01.000Z',
      '2026-11-28T10:00:01.007Z',
      '2026-11-28T10:00:01.050Z',
      '2026-11-28T10:00:59.999Z',
      '2026-11-28T10:01:00.001Z',
      '2026-11-28T23:59:59.999Z',
      '2026-11-29T00:00:00.000Z',
    ]) {
      vi.setSystemTime(new Date(at));
      expect(isoTime()).toBe(`,"time":"${at}"`);
    }
  });
});
