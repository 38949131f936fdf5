// `npm run bench:listing`: catalogue reads of a running shop, one request at a time, over a mix of
// listing filters and sorts (page 1 and a deep page), product detail, related products and the
// variations of a page of cards. Prints p50/p95/max per kind of request and overall.
// SHOP_URL (default http://localhost:$PORT), ROUNDS (default 30: each kind runs once per round,
// rotating through the categories and their brands, criteria and fields), DEEP_PAGE (default 50).
import { performance } from 'node:perf_hooks';
import { shopUrl } from '../src/server/config.ts';
import type {
  Category,
  CategoryListing,
  Product,
  ProductList,
} from '../src/api/schemas/catalog.ts';
import {
  CATEGORY_BRANDS,
  CATEGORY_CRITERIA,
  COUNT_CAP,
  PAGE_SIZE,
  type CategoryName,
} from '../src/lib/constants.ts';

const base = shopUrl();
const rounds = Number(process.env['ROUNDS'] ?? 30);
const deepPage = Number(process.env['DEEP_PAGE'] ?? 50);

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${base}/api${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const slug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');
const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const effective = (p: Product) =>
  p.salePrice !== undefined && p.salePrice < p.price ? p.salePrice : p.price;

/** What each category's requests draw from: a page of its products (ids, prices, field values). */
interface Sample {
  category: Category;
  products: Product[];
}

const categories = await get<Category[]>('/product/category').catch((error: unknown) => {
  throw new Error(`No shop at ${base} (${String(error)}): start it first (npm start).`);
});
const samples: Sample[] = [];
for (const category of categories) {
  const listing = await get<CategoryListing>(
    `/product/category/name/${category.name}?limit=100&page=3`,
  );
  const products = listing.products.length
    ? listing.products
    : (await get<CategoryListing>(`/product/category/name/${category.name}?limit=100`)).products;
  if (products.length > 0) samples.push({ category, products });
}
if (samples.length === 0) throw new Error(`No products at ${base}.`);

const pick = <T>(list: readonly T[], round: number): T => list[round % list.length]!;

/** A field filter of the category by type, valued as one of its products has it. */
function fieldFilter(sample: Sample, type: 'String' | 'Number' | 'Boolean', round: number) {
  const fields = sample.category.fields.filter((field) => field.type === type);
  if (fields.length === 0) return null;
  const field = pick(fields, round);
  const product = pick(sample.products, round * 7);
  const value = product.fields[field.name];
  if (value === undefined) return null;
  const text = String(value);
  // A String filter is typed by a shopper: a word of the value.
  const typed = type === 'String' ? (text.split(/\s+/).find((w) => w.length >= 3) ?? text) : text;
  return { [`field[${field.name}]`]: typed.toLowerCase() };
}

/** A min/max range on a Number field of the category, around the middle of its products' values. */
function fieldRange(sample: Sample, round: number) {
  const fields = sample.category.fields.filter((field) => field.type === 'Number');
  if (fields.length === 0) return null;
  const field = pick(fields, round);
  const values = sample.products
    .map((product) => Number(product.fields[field.name]))
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  if (values.length === 0) return null;
  return {
    [`field[${field.name}][min]`]: values[Math.floor(values.length / 4)]!,
    [`field[${field.name}][max]`]: values[Math.floor((values.length * 3) / 4)]!,
  };
}

type Kind = (round: number) => string | null;

const listing = (sample: Sample, params: Record<string, string | number>) =>
  `/product/category/name/${sample.category.name}?${qs(params)}`;
const sample = (round: number) => pick(samples, round);
const sorts = ['price', '-price', '-rating', '-createdAt'] as const;

const kinds: [string, Kind][] = [
  ['all, newest', () => `/product?limit=${PAGE_SIZE.listing}`],
  ['all, by price', (r) => `/product?sortBy=${r % 2 ? 'price' : '-price'}`],
  ['all, by rating', () => '/product?sortBy=-rating'],
  ['all, deep page', (r) => `/product?page=${deepPage}&sortBy=${pick(sorts, r)}`],
  ['featured', () => `/product?featured=true&limit=${PAGE_SIZE.featured}`],
  ['on sale', (r) => `/product?discount=true&page=${1 + (r % 3)}`],
  ['category, newest', (r) => listing(sample(r), {})],
  ['category, sorted', (r) => listing(sample(r), { sortBy: pick(sorts, r) })],
  ['category, deep page', (r) => listing(sample(r), { page: deepPage, sortBy: pick(sorts, r) })],
  [
    'brand',
    (r) => {
      const s = sample(r);
      const brands = CATEGORY_BRANDS[s.category.name as CategoryName] ?? [];
      return brands.length ? listing(s, { brand: slug(pick(brands, r)) }) : null;
    },
  ],
  [
    'criteria',
    (r) => {
      const s = sample(r);
      const criteria = CATEGORY_CRITERIA[s.category.name as CategoryName] ?? [];
      return criteria.length
        ? listing(s, { criteria: slug(pick(criteria, r)), sortBy: pick(sorts, r + 1) })
        : null;
    },
  ],
  [
    'price range',
    (r) => {
      const s = sample(r);
      const prices = s.products.map(effective).sort((a, b) => a - b);
      const low = prices[Math.floor(prices.length / 4)]!;
      const high = prices[Math.floor((prices.length * 3) / 4)]!;
      return listing(s, { minPrice: low, maxPrice: high, sortBy: pick(sorts, r) });
    },
  ],
  ['in stock', (r) => listing(sample(r), { inStock: 'true', sortBy: pick(sorts, r + 2) })],
  [
    'brand + in stock + price',
    (r) => {
      const s = sample(r);
      const brands = CATEGORY_BRANDS[s.category.name as CategoryName] ?? [];
      return brands.length
        ? listing(s, { brand: slug(pick(brands, r + 1)), inStock: 'true', sortBy: 'price' })
        : null;
    },
  ],
  ...(['Number', 'Boolean', 'String'] as const).map((type): [string, Kind] => [
    `field, ${type}`,
    (r) => {
      const s = sample(r);
      const filter = fieldFilter(s, type, r);
      return filter ? listing(s, filter) : null;
    },
  ]),
  [
    'field, Number range',
    (r) => {
      const s = sample(r);
      const range = fieldRange(s, r);
      return range ? listing(s, { ...range, sortBy: pick(sorts, r) }) : null;
    },
  ],
  ['product detail', (r) => `/product/${pick(sample(r).products, r * 13)._id}`],
  [
    'related products',
    (r) => {
      const product = pick(sample(r).products, r * 11);
      return `/product?${qs({ category: product.category._id, exclude: product._id, limit: PAGE_SIZE.related })}`;
    },
  ],
  [
    'variations of a page',
    (r) => {
      const products = sample(r).products;
      const start = (r * PAGE_SIZE.listing) % Math.max(1, products.length - PAGE_SIZE.listing);
      const ids = products.slice(start, start + PAGE_SIZE.listing).map((p) => p._id);
      return `/product/variations?ids=${ids.join(',')}`;
    },
  ],
];

const times = new Map<string, number[]>(kinds.map(([name]) => [name, []]));
const all: number[] = [];
const slowest: { ms: number; path: string }[] = [];
for (let round = -1; round < rounds; round++) {
  for (const [name, kind] of kinds) {
    const path = kind(Math.max(round, 0));
    if (path === null) continue;
    const started = performance.now();
    await get(path);
    const ms = performance.now() - started;
    if (round < 0) continue; // the first round warms caches and is not counted
    times.get(name)!.push(ms);
    all.push(ms);
    slowest.push({ ms, path });
    slowest.sort((a, b) => b.ms - a.ms).splice(3);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const row = (name: string, list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  return `| ${name} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1) ?? 0)} |`;
};

const total = await get<ProductList>('/product?limit=1');
const size =
  total.pagination.total > COUNT_CAP ? `more than ${COUNT_CAP}` : `${total.pagination.total}`;
console.log(`${base}: ${size} products, ${rounds} rounds, deep page ${deepPage}, sequential`);
console.log('| request | n | p50 ms | p95 ms | max ms |');
console.log('|---|---|---|---|---|');
for (const [name] of kinds) console.log(row(name, times.get(name)!));
console.log(row('**overall**', all));
console.log(`slowest: ${slowest.map(({ ms, path }) => `${ms.toFixed(1)} ms ${path}`).join('; ')}`);
