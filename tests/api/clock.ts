// A clock for createApp's `now` (and the mail worker's): the real time until a test pins it, so a
// test can compare what the app stamped against the exact instant it used, not the wall clock.
export interface TestClock {
  now: () => Date;
  /** Stops the clock at `at` (the present by default) and returns that instant. */
  pin: (at?: Date) => Date;
  /** Lets the clock follow the real time again. */
  release: () => void;
}

export function testClock(): TestClock {
  let pinned: Date | null = null;
  return {
    now: () => (pinned ? new Date(pinned) : new Date()),
    pin: (at = new Date()) => {
      pinned = new Date(at);
      return new Date(pinned);
    },
    release: () => {
      pinned = null;
    },
  };
}
