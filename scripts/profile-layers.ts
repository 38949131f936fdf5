// `node scripts/profile-layers.ts <file.cpuprofile> [--from S] [--to S] [--pages N]`: where a
// process's main thread spent its time, from a profile of `node --cpu-prof` (how to take one for
// the shop's first renders: docs/benchmarks/2026-11-28-first-render.md). Each sample goes to the
// layer of its nearest frame, leaf upwards, that belongs to one (the database driver, React's
// server renderer, Astro's bundle, the in-process fetch, compression…), so time spent inside a
// library counts for the library, not for whoever called it. --from and --to keep the samples
// between two readings of the system's monotonic clock in seconds (the first field of
// /proc/uptime on Linux, the clock the profile's timestamps use): the load, not the start.
// --pages divides by the pages served meanwhile. Prints a Markdown table, then the 25 functions
// with the most time of their own.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The layers, first match wins; the pattern is matched against the frame's script URL. */
const LAYERS: [string, RegExp][] = [
  ['compression (zlib)', /^node:zlib/],
  [
    'database driver (pg, drizzle)',
    /node_modules\/(pg|pg-protocol|pg-pool|pg-types|drizzle-orm|postgres-[a-z]+|@electric-sql)\//,
  ],
  ['contract checks (zod)', /node_modules\/zod\//],
  [
    'API (hono, routes, services, read cache)',
    /node_modules\/(hono|lru-cache)\/|\/src\/server\/api\//,
  ],
  [
    'in-process fetch (ofetch, undici, JSON, web streams)',
    /node_modules\/(ofetch|destr|ufo|@hono\/node-server)\/|undici|webstreams/,
  ],
  ['React server rendering', /node_modules\/(react|react-dom|scheduler)\//],
  ['page cache (memory, disk)', /cache-provider|page-cache|\/src\/server\/host\//],
  [
    'Astro rendering (the build’s server bundle)',
    /\/server\/(entry|chunks\/)|node_modules\/astro\//,
  ],
  ['HTML sanitising', /node_modules\/(sanitize-html|htmlparser2|domhandler|entities|postcss)\//],
  ['hashing (crypto)', /node:internal\/crypto/],
  ['HTTP server, admission', /\/src\/server\/|node:_http|node:net/],
];
const OTHER = 'other (native code, microtasks, Node internals)';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' }, pages: { type: 'string' } },
});
const file = positionals[0];
if (!file)
  throw new Error(
    'Usage: node scripts/profile-layers.ts <file.cpuprofile> [--from S] [--to S] [--pages N]',
  );
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const from = values.from === undefined ? -Infinity : Number(values.from) * 1e6;
const to = values.to === undefined ? Infinity : Number(values.to) * 1e6;
const pages = values.pages === undefined ? 0 : Number(values.pages);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

const layerCache = new Map<number, string | null>();
function layerOf(id: number): string | null {
  const known = layerCache.get(id);
  if (known !== undefined) return known;
  const { functionName, url } = nodes.get(id)!.callFrame;
  const layer =
    functionName === '(garbage collector)'
      ? 'garbage collector'
      : (LAYERS.find(([, pattern]) => pattern.test(url))?.[0] ?? null);
  layerCache.set(id, layer);
  return layer;
}

const byLayer = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
let idle = 0;
let time = profile.startTime;
profile.samples.forEach((sample, i) => {
  time += profile.timeDeltas[i]!;
  if (time < from || time > to) return;
  const spent = profile.timeDeltas[i + 1] ?? 0;
  const { functionName, url, lineNumber } = nodes.get(sample)!.callFrame;
  if (functionName === '(idle)') {
    idle += spent;
    return;
  }
  busy += spent;
  let layer: string | null = null;
  for (let id: number | undefined = sample; id !== undefined && !layer; id = parents.get(id))
    layer = layerOf(id);
  byLayer.set(layer ?? OTHER, (byLayer.get(layer ?? OTHER) ?? 0) + spent);
  const name = `${functionName || '(anonymous)'} ${url.replace(/^file:\/\/|\?.*$/g, '')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + spent);
});

const ms = (us: number) => (us / 1000).toFixed(0);
const share = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
const perPage = (us: number) => (pages ? ` ${(us / 1000 / pages).toFixed(1)} |` : '');
console.log(`| layer | ms | share |${pages ? ' ms a page |' : ''}`);
console.log(`| --- | --- | --- |${pages ? ' --- |' : ''}`);
for (const [layer, spent] of [...byLayer].sort((a, b) => b[1] - a[1]))
  console.log(`| ${layer} | ${ms(spent)} | ${share(spent)} |${perPage(spent)}`);
console.log(`| all (busy) | ${ms(busy)} | 100 % |${perPage(busy)}`);
console.log(
  `\nIdle meanwhile: ${ms(idle)} ms.\n\nThe functions with the most time of their own:\n`,
);
for (const [name, spent] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${ms(spent).padStart(6)} ms ${share(spent).padStart(7)}  ${name}`);
