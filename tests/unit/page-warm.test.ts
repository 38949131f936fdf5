// The page warmer gives way to shoppers: it starts a render only while no shopper's request
// waits for a place (admission control's line), and starts them once the line is empty. Its
// renders are requests to the shop's own address; here `fetch` is a stub that records them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWarmer, type ShopperLine } from '../../src/server/host/page-warm.ts';

/** A line of shoppers the test fills and empties. */
function shopperLine(waiting: number) {
  let empty!: () => void;
  let quiet = new Promise<void>((resolve) => (empty = resolve));
  const line = {
    count: waiting,
    waiting: () => line.count,
    quiet: () => (line.count === 0 ? Promise.resolve() : quiet),
    empty() {
      line.count = 0;
      empty();
    },
    fill(count: number) {
      line.count = count;
      quiet = new Promise<void>((resolve) => (empty = resolve));
    },
  };
  return line satisfies ShopperLine;
}

function fetchStub() {
  const asked: string[] = [];
  const answers: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          asked.push(new URL(url).pathname);
          answers.push(() => resolve(new Response('page')));
        }),
    ),
  );
  return { asked, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rendering ahead, shoppers first', () => {
  it('renders nothing while a shopper waits, and the queued pages once the line is empty', async () => {
    const { asked, answerAll } = fetchStub();
    const line = shopperLine(3);
    const warmer = pageWarmer('http://127.0.0.1:1', () => {}, line);
    warmer.warm(['/a', '/b', '/c']);
    expect(asked).toEqual([]);
    expect(warmer.waiting()).toBe(3);

    line.empty();
    await vi.waitFor(() => expect(asked).toEqual(['/a', '/b']));
    line.fill(1);
    answerAll();
    await vi.waitFor(() => expect(warmer.waiting()).toBe(1));
    expect(asked).toEqual(['/a', '/b']);

    line.empty();
    await vi.waitFor(() => expect(asked).toEqual(['/a', '/b', '/c']));
    answerAll();
    await warmer.idle();
    warmer.stop();
  });

  it('renders at once when nobody waits', () => {
    const { asked } = fetchStub();
    const warmer = pageWarmer('http://127.0.0.1:1', () => {}, shopperLine(0));
    warmer.warm(['/a']);
    expect(asked).toEqual(['/a']);
    warmer.stop();
  });

  it('renders nothing after a stop, even when the line empties later', async () => {
    const { asked } = fetchStub();
    const line = shopperLine(1);
    const warmer = pageWarmer('http://127.0.0.1:1', () => {}, line);
    warmer.warm(['/a']);
    warmer.stop();
    line.empty();
    await line.quiet();
    await warmer.idle();
    expect(asked).toEqual([]);
  });
});
