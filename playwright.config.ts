import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumExecutable } from './tests/e2e/browser.ts';

const port = Number(process.env['E2E_PORT'] ?? 4400);
const siteDir = process.env['E2E_SITE_DIR'] ?? 'dist-e2e';
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env['E2E_OUTPUT_DIR'] ?? 'test-results/playwright',
  fullyParallel: true,
  // A test.only left in a commit fails CI instead of silently skipping the rest of the suite.
  forbidOnly: !!process.env['CI'],
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { args: CHROMIUM_FLAGS, ...(executablePath ? { executablePath } : {}) },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    env: {
      PORT: String(port),
      DATABASE_URL: 'memory://',
      SITE_DIR: siteDir,
      SITE_URL: `http://localhost:${port}`,
    },
    url: `http://localhost:${port}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env['CI'],
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
