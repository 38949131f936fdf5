// The synthetic catalogue made on a second thread: the next batch is generated while the database
// writes the current one (PGlite runs on the main thread), so both cores of a small machine work.
import { Worker } from 'node:worker_threads';
import type { SyntheticOptions } from './generate.ts';

/** One batch as rowsJson made it for each table. */
export interface JsonBatch {
  products: string;
  variations: string;
  productCount: number;
  variationCount: number;
}

type Message = JsonBatch | { done: true };

/** The batches of syntheticBatches(options, batchSize), at most one made ahead of the reader. */
export async function* batchesInWorker(
  options: SyntheticOptions,
  batchSize: number,
): AsyncGenerator<JsonBatch> {
  const { products, seed, picturesDir } = options;
  const worker = new Worker(new URL('./batch-worker.ts', import.meta.url), {
    workerData: { options: { products, seed, picturesDir }, batchSize },
  });
  const arrived: Message[] = [];
  let waiting: { resolve: (m: Message) => void; reject: (e: unknown) => void } | undefined;
  let failure: unknown;
  worker.on('message', (message: Message) => {
    if (waiting === undefined) arrived.push(message);
    else waiting.resolve(message);
    waiting = undefined;
  });
  const fail = (error: unknown) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The catalogue worker stopped (exit code ${code})`)));
  const receive = () =>
    arrived.length > 0
      ? Promise.resolve(arrived.shift()!)
      : failure !== undefined
        ? Promise.reject(failure)
        : new Promise<Message>((resolve, reject) => {
            waiting = { resolve, reject };
          });
  try {
    for (;;) {
      const message = await receive();
      if ('done' in message) return;
      worker.postMessage('next');
      yield message;
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
