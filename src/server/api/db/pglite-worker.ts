// The worker thread of pglite-thread.ts: opens the embedded database (migrations and the catalogue
// tables' maintenance run here, before anything is served; the thread that started it holds the
// data folder's lock) and serves it over the PostgreSQL protocol on a unix socket, to one
// connection: PGlite is one session, so a second client is refused rather than interleaved.
// Asked by message, it sends a dump of the data folder (for backups) or closes and ends.
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openDatabase } from './connect.ts';
import {
  SOCKET_PORT,
  type PgliteWorkerData,
  type PgliteWorkerReply,
  type PgliteWorkerRequest,
} from './pglite-thread.ts';

const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;

const { url, socketDir, loadDataDir } = workerData as PgliteWorkerData;
const port = parentPort!;
const reply = (message: PgliteWorkerReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

try {
  const database = await openDatabase(url, {
    lockHeld: true,
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  const server = new PGLiteSocketServer({
    db: database.pglite!,
    path: path.join(socketDir, SOCKET_NAME),
    maxConnections: 1,
  });
  await server.start();
  port.on('message', (request: PgliteWorkerRequest) => {
    if (request.type === 'close') {
      void server
        .stop()
        .then(() => database.close())
        .finally(() => port.close());
      return;
    }
    database.dump!().then(
      async (blob) => {
        const bytes = await blob.arrayBuffer();
        reply({ type: 'dump', id: request.id, bytes }, [bytes]);
      },
      (error: unknown) => reply({ type: 'dump-failed', id: request.id, message: messageOf(error) }),
    );
  });
  reply({ type: 'ready' });
} catch (error) {
  reply({ type: 'failed', message: messageOf(error) });
  port.close();
}
