// `npm run bench:lighthouse`: Lighthouse (mobile) RUNS times (default 5) on the home page, a
// category listing and a product page of the running shop (SHOP_URL, default
// http://localhost:$PORT), in English and in Vietnamese (/vi/…), reporting the median of each
// score and of LCP, TBT and CLS.
// Lighthouse is fetched by npm exec on first use, so `npm ci` does not carry it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shopUrl } from '../src/server/config.ts';

const base = shopUrl();
const runs = Number(process.env['RUNS'] ?? 5);
const chrome =
  process.env['CHROME_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const first = (await (await fetch(`${base}/api/product?featured=true&limit=1`)).json()) as {
  products: { _id: string }[];
};
const pages: [string, string][] = (
  [
    ['home', '/'],
    ['listing', '/products/phones'],
    ['product', `/product/${first.products[0]?._id}`],
  ] as const
).flatMap(([name, pagePath]): [string, string][] => [
  [name, pagePath],
  [`${name} (vi)`, pagePath === '/' ? '/vi' : `/vi${pagePath}`],
]);
const out = path.resolve('bench-results');
mkdirSync(out, { recursive: true });
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

console.log(
  '| page | Performance | Accessibility | Best Practices | SEO | LCP ms | TBT ms | CLS |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, pagePath] of pages) {
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) {
    const file = path.join(out, `lighthouse-${name}-${i}.json`);
    execFileSync(
      'npm',
      [
        'exec',
        '--yes',
        '--package=lighthouse@13',
        '--',
        'lighthouse',
        base + pagePath,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        `--chrome-flags=${flags}`,
      ],
      { stdio: 'ignore', env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } },
    );
    reports.push(JSON.parse(readFileSync(file, 'utf8')) as Report);
  }
  const score = (key: string) =>
    Math.round(median(reports.map((r) => r.categories[key]!.score)) * 100);
  const audit = (key: string) => median(reports.map((r) => r.audits[key]!.numericValue ?? NaN));
  console.log(
    `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${Math.round(audit('largest-contentful-paint'))} | ${Math.round(audit('total-blocking-time'))} | ${audit('cumulative-layout-shift').toFixed(3)} |`,
  );
}
