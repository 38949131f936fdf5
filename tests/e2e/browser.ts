// Which Chromium the journeys drive: one named by PLAYWRIGHT_CHROMIUM_PATH, else Debian's
// /usr/bin/chromium when present, else the Playwright-managed browser.
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumExecutable(): string | undefined {
  const named = process.env['PLAYWRIGHT_CHROMIUM_PATH'];
  if (named) return named;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
