// Admission control (src/server/admission.ts): at most so many requests served at once, so many
// waiting, each so long; what is refused never runs. The clock is vitest's, advanced by hand, and
// the event loop's lag is told by the test; nothing here waits for real time.
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  admissionControl,
  createAdmission,
  Overloaded,
  type Admission,
  type LoopWatch,
} from '../../src/server/admission.ts';
import type { AdmissionLimits } from '../../src/server/config.ts';

/** Work that runs until the test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = vi.fn(() => done);
  return { work, finish };
}

/** A watch whose lag the test sets. */
function loopLagging(ms: number) {
  const loop = { lag: ms, lagMs: () => loop.lag, stop: vi.fn() };
  return loop satisfies LoopWatch;
}

const limits = (given: Partial<AdmissionLimits> = {}): AdmissionLimits => ({
  maxInFlight: 1,
  maxQueue: 1,
  maxWaitMs: 0,
  maxEventLoopDelayMs: 0,
  ...given,
});

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'served',
    (error: unknown) => (error instanceof Overloaded ? error.reason : error),
  );

let admission: Admission;
afterEach(() => {
  admission?.stop();
  vi.useRealTimers();
});

describe('admission control', () => {
  it('serves up to the limit at once and lets the next wait, then serves it when a place frees', async () => {
    admission = createAdmission(limits({ maxInFlight: 2, maxQueue: 5 }), null);
    const [a, b, c] = [held(), held(), held()];
    const served = [admission.admit(a.work), admission.admit(b.work), admission.admit(c.work)];
    expect(a.work).toHaveBeenCalled();
    expect(b.work).toHaveBeenCalled();
    expect(c.work).not.toHaveBeenCalled();
    expect([admission.inFlight(), admission.waiting()]).toEqual([2, 1]);
    a.finish();
    await served[0];
    await vi.waitFor(() => expect(c.work).toHaveBeenCalled());
    b.finish();
    c.finish();
    await Promise.all(served);
    expect([admission.inFlight(), admission.waiting()]).toEqual([0, 0]);
  });

  it('refuses at once, without running it, a request that finds the line full', async () => {
    admission = createAdmission(limits({ maxQueue: 1 }), null);
    const [a, b, c] = [held(), held(), held()];
    const first = admission.admit(a.work);
    const second = admission.admit(b.work);
    expect(await reasonOf(admission.admit(c.work))).toBe('queue full');
    expect(c.work).not.toHaveBeenCalled();
    a.finish();
    b.finish();
    expect(await Promise.all([reasonOf(first), reasonOf(second)])).toEqual(['served', 'served']);
  });

  it('lets nobody wait when MAX_QUEUE is 0', async () => {
    admission = createAdmission(limits({ maxQueue: 0 }), null);
    const [a, b] = [held(), held()];
    const first = admission.admit(a.work);
    expect(await reasonOf(admission.admit(b.work))).toBe('queue full');
    a.finish();
    await first;
    const again = held();
    const later = admission.admit(again.work);
    again.finish();
    expect(await reasonOf(later)).toBe('served');
  });

  it('refuses a request that waited past MAX_WAIT_MS and never runs it; the one served goes on', async () => {
    vi.useFakeTimers();
    admission = createAdmission(limits({ maxWaitMs: 1000 }), null);
    const [a, b] = [held(), held()];
    const first = admission.admit(a.work);
    const second = reasonOf(admission.admit(b.work));
    await vi.advanceTimersByTimeAsync(999);
    expect(admission.waiting()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await second).toBe('waited too long');
    expect(b.work).not.toHaveBeenCalled();
    expect([admission.inFlight(), admission.waiting()]).toEqual([1, 0]);
    a.finish();
    await first;
  });

  it('keeps a served request its place past MAX_WAIT_MS: the bound is on waiting only', async () => {
    vi.useFakeTimers();
    admission = createAdmission(limits({ maxWaitMs: 1000 }), null);
    const [a, b] = [held(), held()];
    const first = admission.admit(a.work);
    const second = admission.admit(b.work);
    await vi.advanceTimersByTimeAsync(500);
    a.finish();
    await first;
    await vi.advanceTimersByTimeAsync(5000);
    expect(b.work).toHaveBeenCalled();
    expect([admission.inFlight(), admission.waiting()]).toEqual([1, 0]);
    b.finish();
    expect(await reasonOf(second)).toBe('served');
  });

  it('lets a request wait as long as it takes when MAX_WAIT_MS is 0', async () => {
    vi.useFakeTimers();
    admission = createAdmission(limits({ maxWaitMs: 0 }), null);
    const [a, b] = [held(), held()];
    const first = admission.admit(a.work);
    const second = admission.admit(b.work);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(admission.waiting()).toBe(1);
    a.finish();
    await first;
    b.finish();
    expect(await reasonOf(second)).toBe('served');
  });

  it('takes a request out of the line when its client goes away, freeing its place in line', async () => {
    admission = createAdmission(limits({ maxQueue: 1 }), null);
    const [a, b, c] = [held(), held(), held()];
    const first = admission.admit(a.work);
    const client = new AbortController();
    const second = reasonOf(admission.admit(b.work, client.signal));
    client.abort();
    expect(await second).toBe('client left');
    expect(admission.waiting()).toBe(0);
    const third = admission.admit(c.work);
    a.finish();
    c.finish();
    expect(await Promise.all([reasonOf(first), reasonOf(third)])).toEqual(['served', 'served']);
    expect(b.work).not.toHaveBeenCalled();
  });

  it('refuses every new request, a free place or not, while the loop lags twice the bound', async () => {
    const loop = loopLagging(1000);
    admission = createAdmission(limits({ maxInFlight: 4, maxEventLoopDelayMs: 500 }), loop);
    const refused = held();
    expect(await reasonOf(admission.admit(refused.work))).toBe('event loop lagging');
    expect(refused.work).not.toHaveBeenCalled();
    loop.lag = 500;
    const served = Array.from({ length: 4 }, held);
    const answers = served.map(({ work }) => reasonOf(admission.admit(work)));
    for (const { finish } of served) finish();
    expect(await Promise.all(answers)).toEqual(['served', 'served', 'served', 'served']);
    admission.stop();
    expect(loop.stop).toHaveBeenCalled();
  });

  it('frees the place of a request whose work failed, passing the failure on', async () => {
    admission = createAdmission(limits(), null);
    const failure = new Error('the handler failed');
    await expect(admission.admit(() => Promise.reject(failure))).rejects.toBe(failure);
    const next = held();
    const served = admission.admit(next.work);
    expect(next.work).toHaveBeenCalled();
    next.finish();
    await served;
  });

  it('refuses the ones waiting when the shop stops, and says when the line is empty', async () => {
    admission = createAdmission(limits({ maxQueue: 3 }), null);
    const [a, b] = [held(), held()];
    const first = admission.admit(a.work);
    const second = reasonOf(admission.admit(b.work));
    let quiet = false;
    const line = admission.quiet().then(() => (quiet = true));
    await Promise.resolve();
    expect(quiet).toBe(false);
    admission.stop();
    expect(await second).toBe('shop stopping');
    await line;
    expect(quiet).toBe(true);
    a.finish();
    await first;
  });

  it('admits everything at once when MAX_IN_FLIGHT is 0', async () => {
    const loop = loopLagging(10_000);
    admission = createAdmission(limits({ maxInFlight: 0, maxQueue: 0 }), loop);
    const works = Array.from({ length: 50 }, held);
    const served = works.map(({ work }) => admission.admit(work));
    expect(works.every(({ work }) => work.mock.calls.length === 1)).toBe(true);
    for (const { finish } of works) finish();
    await Promise.all(served);
    expect(loop.stop).toHaveBeenCalled();
  });
});

describe('admission control as middleware', () => {
  let app: Hono;
  let release: () => void;

  beforeEach(() => {
    admission = createAdmission(limits({ maxQueue: 0 }), null);
    app = new Hono();
    app.use(
      '*',
      admissionControl(admission, {
        passes: (c) => c.req.path.startsWith('/file/'),
        refuse: (c, reason) => c.json({ refused: reason }, 503),
      }),
    );
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async (c) => {
      await gate;
      return c.text('slow');
    });
    app.get('/fast', (c) => c.text('fast'));
    app.get('/file/:name', (c) => c.text(c.req.param('name')));
  });

  it('answers the refusal to a request beyond the limit and serves the rest', async () => {
    const slow = app.request('/slow');
    await vi.waitFor(() => expect(admission.inFlight()).toBe(1));
    const refused = await app.request('/fast');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ refused: 'queue full' });
    const file = await app.request('/file/logo.svg');
    expect([file.status, await file.text()]).toEqual([200, 'logo.svg']);
    release();
    expect(await (await slow).text()).toBe('slow');
    const after = await app.request('/fast');
    expect([after.status, await after.text()]).toEqual([200, 'fast']);
  });
});
