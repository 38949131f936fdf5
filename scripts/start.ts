// `npm start`: migrate, seed an empty database, serve the API and the built storefront on one port.
import { startShop, stopOnSignals } from '../src/server/main.ts';

const shop = await startShop();
stopOnSignals(shop);
console.log(`Shop API:   ${shop.url}/api  (database: ${shop.database.engine}, ${shop.config.databaseUrl})`);
console.log(
  shop.site.hasBuild()
    ? `Storefront: ${shop.url}/`
    : 'Storefront: not built yet (no dist/ folder); the API is serving on its own.',
);
console.log('Demo customer: demo@shop.vn / demo12345. Stop with Ctrl+C.');
