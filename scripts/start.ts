// `npm start`: migrate, seed an empty database, serve the API and the storefront on one port,
// building the storefront first when there is no build yet.
import { servingShoppers, startShop, stopOnSignals } from '../src/server/main.ts';

servingShoppers();

/** STOREFRONT_BUILD: `if-missing` (default), `always`, or `never` (an API-only shop, e.g. for tests). */
const BUILD_CHOICES = ['if-missing', 'always', 'never'] as const;
const build = BUILD_CHOICES.find((b) => b === (process.env['STOREFRONT_BUILD'] ?? 'if-missing'));
if (!build) {
  console.error(`STOREFRONT_BUILD must be one of ${BUILD_CHOICES.join(', ')}.`);
  process.exit(1);
}

const shop = await startShop({ build }).catch((error: unknown) => {
  console.error(
    `The shop could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
stopOnSignals(shop);
console.log(
  `Shop API:      ${shop.url}/api  (${shop.database.engine}: ${shop.config.databaseUrl})`,
);
if (shop.builder.status().state === 'running') {
  console.log(
    `Storefront:    building now; ${shop.url}/ shows a "being built" page until it is ready.`,
  );
  await shop.builder.done();
}
console.log(
  shop.site.hasBuild()
    ? `Storefront:    ${shop.url}/`
    : 'Storefront:    no build (see the log above).',
);
console.log('Demo customer: demo@shop.vn / demo12345    Stop: Ctrl+C');
