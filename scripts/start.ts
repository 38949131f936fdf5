// `npm start`: migrate, seed an empty database, serve the API and the storefront on one port,
// building the storefront first when there is no build yet. SIGINT and SIGTERM stop it cleanly at
// any moment, also while it starts: their handlers are in place before the shop's modules load.
import { stopRequestedBySignals } from '../src/server/stop-signals.ts';

const stopRequested = stopRequestedBySignals();
const { servingShoppers, serveUntilStopped } = await import('../src/server/main.ts');

servingShoppers();

/** STOREFRONT_BUILD: `if-missing` (default), `always`, or `never` (an API-only shop, e.g. for tests). */
const BUILD_CHOICES = ['if-missing', 'always', 'never'] as const;
const build = BUILD_CHOICES.find((b) => b === (process.env['STOREFRONT_BUILD'] ?? 'if-missing'));
if (!build) {
  console.error(`STOREFRONT_BUILD must be one of ${BUILD_CHOICES.join(', ')}.`);
  process.exit(1);
}

const shop = await serveUntilStopped({ build, signal: stopRequested });
console.log(
  `Shop API:      ${shop.url}/api  (${shop.database.engine}: ${shop.config.databaseUrl})`,
);
if (shop.builder.status().state === 'running') {
  console.log(
    `Storefront:    building now; ${shop.url}/ shows a "being built" page until it is ready.`,
  );
  await shop.builder.done();
}
if (!stopRequested.aborted) {
  console.log(
    shop.site.hasBuild()
      ? `Storefront:    ${shop.url}/`
      : 'Storefront:    no build (see the log above).',
  );
  console.log('Demo customer: demo@shop.vn / demo12345    Stop: Ctrl+C');
}
