// `npm run bench:rebuild`: how the running shop answers while it rebuilds the storefront. Asks
// SHOP_URL (default http://localhost:$PORT) for a rebuild with ADMIN_TOKEN (default: the one in
// data/secrets.json of the embedded database), then reads a product list every 100 ms from this
// separate process until the rebuild is live, and reports the rebuild time and read latencies.
import { performance } from 'node:perf_hooks';
import { operatorToken, shopUrl } from '../src/server/config.ts';

const base = shopUrl();
const token = operatorToken();
if (!token) throw new Error('Set ADMIN_TOKEN, or run from the folder of an `npm start` shop.');
const admin = { Authorization: `Bearer ${token}` };

const started = await fetch(`${base}/api/admin/rebuild`, { method: 'POST', headers: admin });
if (started.status !== 202 && started.status !== 200)
  throw new Error(`The rebuild did not start: ${started.status} ${await started.text()}`);

const latencies: number[] = [];
const t0 = performance.now();
let state = 'running';
while (state === 'running' && performance.now() - t0 < 600_000) {
  const t = performance.now();
  const res = await fetch(`${base}/api/product?limit=12`);
  await res.arrayBuffer();
  latencies.push(performance.now() - t);
  const status = (await (await fetch(`${base}/api/admin/rebuild`, { headers: admin })).json()) as {
    state: string;
  };
  state = status.state;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const seconds = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
console.log(`rebuild ${state} after ${seconds.toFixed(1)} s; ${latencies.length} product reads`);
console.log(
  `read latency during the rebuild: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
);
