// The worker thread of replace-in-worker.ts: opens the database (the main thread holds a data
// folder's lock) and replaces its catalogue, reporting progress and the outcome as messages.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/connect.ts';
import {
  CatalogueHasOrdersError,
  replaceCatalogue,
  type ReplaceOptions,
} from './replace-catalogue.ts';

const { url, options } = workerData as { url: string; options: ReplaceOptions };
const post = (message: unknown) => parentPort?.postMessage(message);

const database = await openDatabase(url, { lockHeld: true });
try {
  const totals = await replaceCatalogue(database.db, {
    ...options,
    onProgress: (progress) => post({ progress }),
  });
  post({ done: totals });
} catch (error) {
  post({
    error: error instanceof Error ? error.message : String(error),
    ...(error instanceof CatalogueHasOrdersError ? { orders: error.orders } : {}),
  });
} finally {
  await database.close();
}
