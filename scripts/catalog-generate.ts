// `npm run catalog:generate -- --products N [--seed S] [--force]`: replaces the catalogue of the
// database DATABASE_URL names (default ./data/shop) with N synthetic products, the same ones for
// the same N and seed (src/server/api/seed/synthetic). A data folder must not be open in a running
// shop; a database that holds orders is refused unless --force. Every failure is one line.
import { parseArgs } from 'node:util';
import { shown } from '../src/server/api/db/backup.ts';
import { isPostgresUrl, setting } from '../src/server/config.ts';
import { PICTURES_DIR } from '../src/lib/picture-paths.ts';
import { MAX_PRODUCTS } from '../src/server/api/seed/synthetic/plan.ts';
import {
  CatalogueHasOrdersError,
  type CatalogueProgress,
} from '../src/server/api/seed/synthetic/replace-catalogue.ts';
import { replaceCatalogueInWorker } from '../src/server/api/seed/synthetic/replace-in-worker.ts';

const USAGE = 'Usage: npm run catalog:generate -- --products N [--seed S] [--force]';
/** A progress line at most this often (products). */
const REPORT_EVERY = 10_000;

const count = new Intl.NumberFormat('en-US');
function fail(message: string): never {
  console.error(message.replace(/\s*\n\s*/g, ' ').trim());
  process.exit(1);
}

function wholeNumber(text: string | undefined, name: string, min: number, max: number): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || value < min || value > max)
    fail(
      `--${name} must be a whole number from ${count.format(min)} to ${count.format(max)}. ${USAGE}`,
    );
  return value;
}

const rate = (done: number, ms: number) => count.format(Math.round(done / (ms / 1000)));

let options;
try {
  options = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string', default: '1' },
      force: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
}
const products = wholeNumber(options?.products, 'products', 1, MAX_PRODUCTS);
const seed = wholeNumber(options?.seed, 'seed', 0, 2 ** 32 - 1);
const databaseUrl = setting('DATABASE_URL');

const where = isPostgresUrl(databaseUrl)
  ? `${shown(databaseUrl)} (PostgreSQL)`
  : `${databaseUrl} (PGlite)`;
console.log(
  `Replacing the catalogue of ${where} with ${count.format(products)} products, seed ${seed}.`,
);
let reported = 0;
const report = ({ products: done, variations, elapsedMs }: CatalogueProgress) => {
  if (done - reported < REPORT_EVERY && done < products) return;
  reported = done;
  console.log(
    `  ${count.format(done)} products, ${count.format(variations)} variations written (${rate(done, elapsedMs)} products/s)`,
  );
};
try {
  const totals = await replaceCatalogueInWorker(databaseUrl, {
    products,
    seed,
    force: options?.force === true,
    picturesDir: PICTURES_DIR,
    onProgress: report,
  });
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    `Done: ${count.format(totals.products)} products, ${count.format(totals.variations)} variations in ${(totals.elapsedMs / 1000).toFixed(1)} s (${rate(totals.products, totals.elapsedMs)} products/s), peak RSS ${peakMb} MB.`,
  );
} catch (error) {
  if (error instanceof CatalogueHasOrdersError)
    fail(
      `Refused: the database holds ${count.format(error.orders)} order${error.orders === 1 ? '' : 's'}. Pass --force to replace its catalogue anyway.`,
    );
  fail(`Catalogue generation failed: ${error instanceof Error ? error.message : String(error)}`);
}
