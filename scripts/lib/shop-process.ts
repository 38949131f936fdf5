// The real shop (`node scripts/start.ts`, no storefront build) as a child process that a test can
// SIGKILL, restart and stop cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface ShopProcess {
  url: string;
  /** Milliseconds from spawn until the API answered. */
  startMs: number;
  /** SIGKILL: no chance to close the database or release its lock. */
  kill(): Promise<void>;
  /** SIGTERM, the shop's own clean shutdown; rejects unless it exits with code 0. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
/** The child's last lines, shown when it fails to start or to stop. */
const TAIL_CHARS = 4000;

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/product?limit=1`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve([child.exitCode, child.signalCode]);
  return once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
}

/**
 * A bank account for a throw-away shop run in production mode: such a shop on PostgreSQL refuses
 * the demo account (src/server/config.ts), and nothing here pays by bank transfer for real. It
 * also opts in to VNPay's test gateway, which such a shop refuses without VNPay credentials.
 */
export const THROWAWAY_BANK_ACCOUNT = {
  BANK_ACCOUNT_NUMBER: '1234567890',
  BANK_WEBHOOK_SECRET: 'throw-away-shop-bank-webhook-secret',
  // Nothing here pays through VNPay for real either: the shop's own test gateway is meant.
  VNPAY_TEST_GATEWAY: 'true',
} as const;

/** Starts the shop on `port` with `env` (DATABASE_URL, secrets) and waits until its API answers. */
export async function startShopProcess(env: NodeJS.ProcessEnv, port: number): Promise<ShopProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), STOREFRONT_BUILD: 'never' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const failed = (what: string) => new Error(`${what}; its last output:\n${tail.trim()}`);

  const url = `http://127.0.0.1:${port}`;
  while (!(await answers(url))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw failed(`the shop exited (${child.exitCode ?? child.signalCode}) before answering`);
    if (Date.now() - started > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      await exited(child);
      throw failed(`the shop did not answer within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await sleep(100);
  }
  return {
    url,
    startMs: Date.now() - started,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const [code, signal] = await exited(child);
      if (code !== 0) throw failed(`the shop stopped with ${signal ?? `exit code ${code}`}`);
    },
  };
}
