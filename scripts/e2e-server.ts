// The shop the browser journeys run against: a fresh in-memory database, seeded, and a fresh
// storefront build from the current source, on PORT (default 4400). `npm test` builds it in a step
// of its own first (E2E_PREBUILT=1: the build in SITE_DIR is this run's, use it).
import { rmSync } from 'node:fs';
import { stopRequestedBySignals } from '../src/server/stop-signals.ts';

const stopRequested = stopRequestedBySignals();
const { serveUntilStopped } = await import('../src/server/main.ts');
const { servingShoppers, setting } = await import('../src/server/config.ts');
const { currentBuild } = await import('../src/server/host/site-build.ts');
const { createStaff, isStaffInputError } = await import('../src/server/api/services/staff.ts');
const { E2E_ADMIN } = await import('../tests/e2e/admin-account.ts');
const { E2E_OUTBOX_DIR } = await import('../tests/e2e/mail-outbox.ts');
const { E2E_SMS_OUTBOX_DIR } = await import('../tests/e2e/sms-outbox.ts');

servingShoppers();

// This shop's own defaults, set in the environment config.ts reads, as an operator would set them.
process.env['DATABASE_URL'] ??= 'memory://';
process.env['PORT'] ??= '4400';
// Every journey registers from 127.0.0.1: lift the per-address sign-up limit for this server only.
process.env['SIGN_UP_LIMIT_PER_HOUR'] ??= '10000';
// The journeys read the shop's e-mail and text messages from these outboxes (an earlier run's
// messages removed), and the worker looks for queued messages often, so a message is there within a fraction of a second.
if (!process.env['MAIL_OUTBOX_DIR']) {
  rmSync(E2E_OUTBOX_DIR, { recursive: true, force: true });
  process.env['MAIL_OUTBOX_DIR'] = E2E_OUTBOX_DIR;
}
if (!process.env['SMS_OUTBOX_DIR']) {
  rmSync(E2E_SMS_OUTBOX_DIR, { recursive: true, force: true });
  process.env['SMS_OUTBOX_DIR'] = E2E_SMS_OUTBOX_DIR;
}
process.env['MAIL_POLL_MS'] ??= '200';
// Warnings and errors only: a line per request would bury a journey's own output (LOG_LEVEL=info
// shows them).
process.env['LOG_LEVEL'] ??= 'warn';
process.env['SITE_DIR'] ??= 'dist-e2e';
// The browsers share the cores with this shop: its event loop lags with the machine's load, and a
// 503 for that would fail a journey that checks something else. Overload has tests of its own.
process.env['MAX_EVENT_LOOP_DELAY_MS'] ??= '0';
const siteDir = setting('SITE_DIR');
// An earlier run's build would be served while the new one is made, and Playwright (which waits
// for the home page to answer) would start the journeys against yesterday's code: remove it, so
// the server answers 503 until the fresh build is live.
const prebuilt = process.env['E2E_PREBUILT'] === '1' && currentBuild(siteDir) !== null;
if (!prebuilt) rmSync(siteDir, { recursive: true, force: true });
const shop = await serveUntilStopped({
  build: prebuilt ? 'never' : 'always',
  signal: stopRequested,
});
// The back-office journeys sign in as this admin (created as the CLI would; kept if it exists).
await createStaff(shop.database.db, { ...E2E_ADMIN, role: 'admin' }, { actor: 'e2e' }).catch(
  (error: unknown) => {
    if (!isStaffInputError(error)) throw error;
  },
);
await shop.builder.done();
// A stop asked for meanwhile is under way (serveUntilStopped exits once the shop is closed).
if (!stopRequested.aborted) {
  if (shop.builder.status().state !== 'idle') {
    console.error('The storefront build failed; the browser journeys cannot run.');
    await shop.stop();
    process.exit(1);
  }
  console.log(`e2e shop ready at ${shop.url}/`);
}
