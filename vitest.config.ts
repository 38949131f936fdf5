import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one idle on a 2-core machine (availableParallelism()-1).
    // Test files share nothing: each has its own in-memory PGlite (or PostgreSQL database), free
    // ports and temporary folders.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Property tests run hundreds of cases: seconds alone, more while CI shares the machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds one database for the run; each test context copies it.
          globalSetup: ['tests/setup/database-snapshots.ts'],
          // The shop's log lines reach the console by level (tests/setup/console-log.ts).
          setupFiles: ['tests/setup/console-log.ts'],
          // Shops these tests start (in process or as children) refuse nothing for the event
          // loop's lag, which follows the machine's load, not the test: overload.test.ts tests
          // refusals with limits it sets itself.
          env: { MAX_EVENT_LOOP_DELAY_MS: '0' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
