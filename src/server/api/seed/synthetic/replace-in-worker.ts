// replaceCatalogue on a worker thread, for `npm run catalog:generate`. PGlite runs a statement
// without yielding (an index over 100,000 products takes half a minute), and a data folder's lock
// goes stale when its holder's event loop stops for 10 s; so the main thread takes the lock and
// keeps it fresh while the worker opens the folder and writes.
import { Worker } from 'node:worker_threads';
import { isPostgresUrl } from '../../../config.ts';
import { lockDataFolder } from '../../db/lock.ts';
import {
  CatalogueHasOrdersError,
  type CatalogueProgress,
  type ReplaceOptions,
} from './replace-catalogue.ts';

type Message =
  | { progress: CatalogueProgress }
  | { done: CatalogueProgress }
  | { error: string; orders?: number };

/** Replaces the catalogue of the database `url` names, as replaceCatalogue does. */
export async function replaceCatalogueInWorker(
  url: string,
  options: ReplaceOptions,
): Promise<CatalogueProgress> {
  const release = isPostgresUrl(url) ? null : await lockDataFolder(url);
  const { onProgress, ...cloneable } = options;
  try {
    const worker = new Worker(new URL('./database-worker.ts', import.meta.url), {
      workerData: { url, options: cloneable },
    });
    return await new Promise<CatalogueProgress>((resolve, reject) => {
      worker.on('message', (message: Message) => {
        if ('progress' in message) onProgress?.(message.progress);
        else if ('done' in message) resolve(message.done);
        else if (message.orders !== undefined) reject(new CatalogueHasOrdersError(message.orders));
        else reject(new Error(message.error));
      });
      worker.on('error', reject);
      worker.on('exit', (code) =>
        reject(new Error(`The database worker stopped (exit code ${code})`)),
      );
    });
  } finally {
    await release?.();
  }
}
