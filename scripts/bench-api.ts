// `npm run bench:api`: a bounded load test of the running shop's API on this machine.
// Each scenario runs for DURATION seconds (default 10) with CONCURRENCY clients (default 16)
// against SHOP_URL (default http://localhost:$PORT) and reports requests/s and latency percentiles.
import { performance } from 'node:perf_hooks';
import { shopUrl } from '../src/server/config.ts';

const base = shopUrl();
const duration = Number(process.env['DURATION'] ?? 10) * 1000;
const concurrency = Number(process.env['CONCURRENCY'] ?? 16);

const first = (await (await fetch(`${base}/api/product?limit=1`)).json()) as {
  products: { _id: string }[];
};
const productId = first.products[0]?._id;
if (!productId) throw new Error(`No products at ${base}: start the shop first (npm start).`);

const scenarios: [string, string][] = [
  ['product list (12)', '/api/product?limit=12'],
  [
    'category listing, filtered',
    '/api/product/category/name/phones?brand=samsung&inStock=true&sortBy=price',
  ],
  ['product detail', `/api/product/${productId}`],
  ['search with a typo', '/api/search?query=samsng%20galaxy'],
  ['search, Vietnamese words', '/api/search?query=dien%20thoai'],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(`| scenario | req/s | p50 ms | p95 ms | p99 ms | errors |`);
console.log(`|---|---|---|---|---|---|`);
for (const [name, path] of scenarios) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + duration;
  const worker = async () => {
    while (Date.now() < end) {
      const t = performance.now();
      const res = await fetch(base + path);
      await res.arrayBuffer();
      if (!res.ok) errors += 1;
      latencies.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `| ${name} | ${Math.round(latencies.length / seconds)} | ${fmt(percentile(latencies, 50))} | ${fmt(percentile(latencies, 95))} | ${fmt(percentile(latencies, 99))} | ${errors} |`,
  );
}
