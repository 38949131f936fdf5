// The worker thread of countInWorker (catalog-count.ts): counts a catalogue file's products with
// countCatalogFile, pulling the file's bytes from the main thread one piece at a time (a `more`
// message each), so it never reads more of the file than the count needs.
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { CatalogFormat } from '../../../lib/catalog-import.ts';
import { CatalogFileError, countCatalogFile } from './catalog-file.ts';
import type { CountMessage } from './catalog-count.ts';

const port = parentPort!;
const { format } = workerData as { format: CatalogFormat };
const post = (message: CountMessage) => port.postMessage(message);

const input = new Readable({ read: () => post({ more: true }) });
port.on('message', (piece: Uint8Array | null) =>
  input.push(piece === null ? null : Buffer.from(piece)),
);

try {
  post({ count: await countCatalogFile(format, input) });
} catch (error) {
  post(
    error instanceof CatalogFileError
      ? { problems: error.rows }
      : { failed: error instanceof Error ? error.message : String(error) },
  );
}
