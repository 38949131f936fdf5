// The shop on every core. `npm start` on PostgreSQL runs one process per core (SHOP_PROCESSES,
// auto), each a whole shop (API and storefront host) on the one port: Node's cluster module hands
// each new connection to the next process. They share what matters through the database: the
// catalogue-change feed keeps every process's page cache and kept API answers up to date, locks
// let one of them build the storefront, seed or send the mail. On PGlite one process owns the
// data folder, so auto is one process and more is refused. The first process (the primary) only
// starts and watches the others: it gives them one set of secrets when the environment has none
// (a token signed by one is then good at all), starts one again that dies, and on SIGINT or
// SIGTERM stops them all and exits 0 once they have.
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { ConfigError, isPostgresUrl, newSecrets, setting } from './config.ts';
import { logLines } from './log.ts';
import { answerMetricsForProcesses, metricsOn } from './metrics.ts';

/** A process that dies this soon after it started is not started again (it would die again). */
const STARTED_MS = 10_000;

/**
 * How many processes serve the shop: SHOP_PROCESSES, where auto is one per core on PostgreSQL and
 * one on PGlite; more than one on PGlite is refused.
 */
export function processCount(
  cores: number = availableParallelism(),
  env?: NodeJS.ProcessEnv,
): number {
  const wanted = setting('SHOP_PROCESSES', env);
  const postgres = isPostgresUrl(setting('DATABASE_URL', env));
  if (wanted === 'auto') return postgres ? cores : 1;
  if (wanted > 1 && !postgres)
    throw new ConfigError(
      'SHOP_PROCESSES: the embedded database (PGlite) is served by one process; use auto or 1, or PostgreSQL',
    );
  return wanted;
}

/** True in a process the primary started (which serves the shop). */
export const isServingProcess = (): boolean => cluster.isWorker;

/** The number of the process among those serving (1 when the shop runs as one process). */
export const processNumber = (): number => cluster.worker?.id ?? 1;

/**
 * Starts `count` processes that run this script again, each serving the shop, and watches them
 * until `signal` aborts; resolves when all have exited.
 */
export async function runProcesses(
  count: number,
  signal: AbortSignal,
  log: (line: string) => void = logLines('info'),
): Promise<void> {
  // GET /metrics in any process shows every process's counts added up (metrics.ts).
  if (metricsOn()) answerMetricsForProcesses();
  const env: NodeJS.ProcessEnv = {};
  if (!setting('JWT_SECRET') || !setting('CSRF_SECRET') || !setting('ADMIN_TOKEN')) {
    const secrets = newSecrets();
    env['JWT_SECRET'] = secrets.jwtSecret;
    env['CSRF_SECRET'] = secrets.csrfSecret;
    env['ADMIN_TOKEN'] = secrets.adminToken;
  }
  const startedAt = new Map<Worker, number>();
  const start = () => {
    const worker = cluster.fork(env);
    startedAt.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, exitSignal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (signal.aborted) return;
    const how = exitSignal ?? `code ${code}`;
    if (lived < STARTED_MS) {
      log(`A shop process ended (${how}) as it started: not starting it again.`);
      if (startedAt.size === 0) process.exitCode = 1;
      return;
    }
    log(`A shop process ended (${how}): starting another.`);
    start();
  });
  log(`Serving with ${count} processes (SHOP_PROCESSES).`);
  for (let i = 0; i < count; i++) start();
  signal.addEventListener(
    'abort',
    () => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    },
    { once: true },
  );
  while (startedAt.size > 0) await once(cluster, 'exit');
}
