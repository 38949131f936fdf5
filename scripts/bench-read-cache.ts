// `node scripts/bench-read-cache.ts`: catalogue reads under a crowd, against the running shop at
// SHOP_URL (default http://localhost:$PORT), with autocannon: a listing mix (every category, each
// sort, with and without a brand or stock filter, a first and a second page), the same few
// searches shoppers type most, and suggestions as a shopper types. Each mix runs RUNS times
// (default 3) for DURATION seconds (default 15) with CONNECTIONS connections (default 50); every
// connection cycles through the mix, so most requests ask what another asked a moment before.
// Prints one Markdown row per mix: the median run's requests a second, p50 and p99 latency, and the
// non-2xx answers, errors and timeouts of all runs.
import autocannon from 'autocannon';
import { CATEGORY_BRANDS, CATEGORY_NAMES } from '../src/lib/constants.ts';
import { shopUrl } from '../src/server/config.ts';

const base = shopUrl();
const runs = Number(process.env['RUNS'] ?? 3);
const duration = Number(process.env['DURATION'] ?? 15);
const connections = Number(process.env['CONNECTIONS'] ?? 50);

const SORTS = ['price', '-price', '-createdAt', '-rating'] as const;

/** 6 categories × 4 sorts × (no filter, in stock, a brand) × pages 1 and 2: 144 requests. */
const listingMix = CATEGORY_NAMES.flatMap((category) =>
  SORTS.flatMap((sortBy, i) =>
    ['', '&inStock=true', `&brand=${CATEGORY_BRANDS[category][i % 3]}`].flatMap((filter) =>
      [1, 2].map(
        (page) => `/api/product/category/name/${category}?sortBy=${sortBy}${filter}&page=${page}`,
      ),
    ),
  ),
);

/** What shoppers search for most: 16 queries, with and without diacritics, one with a typo. */
const SEARCHES = [
  'iphone 17 pro max',
  'samsung',
  'samsng galaxy s26',
  'điện thoại samsung',
  'dien thoai gia re',
  'tai nghe không dây',
  'chuột không dây',
  'bàn phím cơ',
  'sạc dự phòng 20000mah',
  'apple watch series 10',
  'man hinh gaming 27',
  'laptop gaming',
  'macbook air m3',
  'ipad pro m5',
  'airpods pro',
  'loa bluetooth',
];
const searchMix = SEARCHES.map((query) => `/api/search?${new URLSearchParams({ query })}`);

/** Each of four queries as typed, from the second character on. */
const suggestMix = ['iphone 17', 'samsung galaxy', 'tai nghe', 'macbook air'].flatMap((query) =>
  Array.from(
    { length: query.length - 1 },
    (_, i) => `/api/search/suggest?${new URLSearchParams({ q: query.slice(0, i + 2) })}`,
  ),
);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function measure(paths: readonly string[]): Promise<Run> {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const first = await fetch(`${base}/api/product?limit=1`).catch(() => null);
if (!first?.ok) throw new Error(`No shop at ${base}: start it first (npm start).`);

console.log(`${connections} connections, ${duration} s, median of ${runs} runs, ${base}`);
console.log('| mix | requests | req/s | p50 ms | p99 ms | non-2xx | errors | timeouts |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, paths] of [
  ['listing', listingMix],
  ['search', searchMix],
  ['suggest as typed', suggestMix],
] as const) {
  const measured: Run[] = [];
  for (let run = 0; run < runs; run++) measured.push(await measure(paths));
  const median = [...measured].sort((a, b) => a.rps - b.rps)[Math.floor(runs / 2)]!;
  const sum = (key: 'non2xx' | 'errors' | 'timeouts') =>
    measured.reduce((total, run) => total + run[key], 0);
  console.log(
    `| ${name} | ${paths.length} | ${Math.round(median.rps)} | ${median.p50} | ${median.p99} | ${sum('non2xx')} | ${sum('errors')} | ${sum('timeouts')} |`,
  );
}
