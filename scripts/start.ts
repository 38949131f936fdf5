// `npm start`: migrate, seed an empty database, serve the API and the storefront on one port,
// building the storefront first when there is no build yet (STOREFRONT_BUILD). SIGINT and SIGTERM
// stop it cleanly at any moment, also while it starts: their handlers are in place before the
// shop's modules load. A setting the environment holds that the shop cannot use stops the start
// before it opens anything, with one line per variable naming it and what it accepts (config.ts).
import { DEMO_CUSTOMER } from '../src/server/api/seed/demo-customer.ts';
import { stopRequestedBySignals } from '../src/server/stop-signals.ts';

const stopRequested = stopRequestedBySignals();
const { serveUntilStopped } = await import('../src/server/main.ts');
const { servingShoppers } = await import('../src/server/config.ts');

servingShoppers();

const shop = await serveUntilStopped({ signal: stopRequested });
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
  console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}    Stop: Ctrl+C`);
}
