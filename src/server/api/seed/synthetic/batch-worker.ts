// The worker thread of worker-batches.ts: makes the synthetic catalogue's batches as rows ready to
// load, one batch ahead of the database, and waits to be asked before making the next.
import { parentPort, workerData } from 'node:worker_threads';
import { products, variations } from '../../db/schema.ts';
import { SEED_CATALOG } from '../catalog-data.ts';
import { catalogRows } from '../seed.ts';
import { rowsJson } from './bulk-load.ts';
import { syntheticBatches, type SyntheticOptions } from './generate.ts';

const { options, batchSize } = workerData as { options: SyntheticOptions; batchSize: number };
const batches = syntheticBatches(options, batchSize);

function sendNext(): void {
  const next = batches.next();
  if (next.done === true) {
    parentPort?.postMessage({ done: true });
    return;
  }
  const rows = catalogRows({ categories: SEED_CATALOG.categories, products: next.value });
  parentPort?.postMessage({
    products: rowsJson(products, rows.productRows),
    variations: rowsJson(variations, rows.variationRows),
    productCount: rows.productRows.length,
    variationCount: rows.variationRows.length,
  });
}

parentPort?.on('message', sendNext);
sendNext();
