// `npm start`: migrate, seed an empty database, serve the API and the storefront on one port,
// building the storefront first when there is no build yet (STOREFRONT_BUILD). SIGINT and SIGTERM
// stop it cleanly at any moment, also while it starts: their handlers are in place before the
// shop's modules load. A setting the environment holds that the shop cannot use stops the start
// before it opens anything, with one line per variable naming it and what it accepts (config.ts).
import cluster from 'node:cluster';
import { DEMO_CUSTOMER } from '../src/server/api/seed/demo-customer.ts';
import { stopRequestedBySignals } from '../src/server/stop-signals.ts';

const stopRequested = stopRequestedBySignals();
const { servingShoppers } = await import('../src/server/config.ts');
const { logger } = await import('../src/server/log.ts');
const { processCount, processNumber, runProcesses } = await import('../src/server/processes.ts');

servingShoppers();
let processes = 1;
try {
  processes = processCount();
} catch (error) {
  logger().fatal(
    `The shop could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
// With several processes, this one starts and watches them (processes.ts): each runs this script.
if (processes > 1 && cluster.isPrimary) {
  await runProcesses(processes, stopRequested);
  process.exit();
}
const { serveUntilStopped } = await import('../src/server/main.ts');
// One process says where the shop is, for all.
const log = processNumber() === 1 ? (line: string) => logger().info(line) : () => {};

const shop = await serveUntilStopped({ signal: stopRequested });
// A postgres:// URL's password stays out of the log.
const databaseShown = shop.config.databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
log(`Shop API:      ${shop.url}/api  (${shop.database.engine}: ${databaseShown})`);
if (shop.builder.status().state === 'running') {
  log(`Storefront:    building now; ${shop.url}/ shows a "being built" page until it is ready.`);
  await shop.builder.done();
}
if (!stopRequested.aborted) {
  log(
    shop.site.hasBuild()
      ? `Storefront:    ${shop.url}/`
      : 'Storefront:    no build (see the log above).',
  );
  // Its password is in README (Demo accounts): no password goes into the log.
  log(`Demo customer: ${DEMO_CUSTOMER.email}    Stop: Ctrl+C`);
}
