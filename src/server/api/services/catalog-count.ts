// An import's count of products (its progress's total) on a worker thread, while the main thread
// checks the same file: the count parses the whole file once more (csv-parse is most of an
// import's own work), and there it costs the serving thread nothing and runs on another core.
// The main thread reads the file (any stream, as the import's source gives it) and hands its
// bytes over as the worker asks for them; the worker counts with countCatalogFile, as a count in
// the main thread would.
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ImportBadRow } from '../../../api/schemas/catalog-import.ts';
import type { CatalogFormat } from '../../../lib/catalog-import.ts';
import { CatalogFileError } from './catalog-file.ts';

/** What the worker says: send the next piece of the file, or how the count ended. */
export type CountMessage =
  { more: true } | { count: number } | { problems: ImportBadRow[] } | { failed: string };

/** A count under way: its result, and a way to stop it (once its result is no longer needed). */
export interface Counting {
  /** How many products the file holds; a file that cannot be read rejects with CatalogFileError. */
  total: Promise<number>;
  stop: () => Promise<void>;
}

/** Starts counting the file's products on a worker thread. */
export function countInWorker(format: CatalogFormat, input: Readable): Counting {
  const worker = new Worker(new URL('./catalog-count-worker.ts', import.meta.url), {
    workerData: { format },
  });
  const pieces = input[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const total = new Promise<number>((resolve, reject) => {
    const send = async () => {
      const next = await pieces.next();
      worker.postMessage(next.done ? null : next.value);
    };
    worker.on('message', (message: CountMessage) => {
      if ('more' in message) send().catch(reject);
      else if ('count' in message) resolve(message.count);
      else if ('problems' in message) reject(new CatalogFileError(message.problems));
      else reject(new Error(message.failed));
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      reject(new Error(`The count's worker stopped (exit code ${code})`)),
    );
  });
  // Whoever stops the count early may never read its result.
  total.catch(() => {});
  return {
    total,
    stop: async () => {
      input.destroy();
      await worker.terminate();
    },
  };
}
