// `npm run check:compose -- [--url http://localhost:8080] [--engine docker|podman] [--project P]`:
// the failover journey of the load-balancer test, against the containers `compose.yaml` started
// (`docker compose up`, or podman-compose): shoppers read pages and the API and place guest orders
// through the compose set's nginx while `shop1` is stopped (the engine's stop: SIGTERM, then the
// wait) and started again and `shop2` is killed (SIGKILL). Then every acknowledged order must be in
// the compose set's PostgreSQL. Prints what the shoppers saw; exits 1 on a failed read, a refused
// order or a missing one. Containers are found by the labels compose puts on them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Product } from '../src/api/schemas/catalog.ts';
import { failoverOrder, failoverPaths, runFailover, type ShopSet } from './lib/load-balancer.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    engine: { type: 'string' },
    // Compose's own default: the folder's name, lower-cased, without characters it refuses.
    project: {
      type: 'string',
      default: path
        .basename(process.cwd())
        .toLowerCase()
        .replace(/[^a-z0-9_-]/g, ''),
    },
    readers: { type: 'string', default: '20' },
    buyers: { type: 'string', default: '5' },
  },
});

const onPath = (name: string) => spawnSync(name, ['--version']).status === 0;
const engine =
  args.engine ?? (['docker', 'podman'].find((name) => engineAnswers(name)) || 'docker');
function engineAnswers(name: string): boolean {
  return onPath(name) && spawnSync(name, ['ps', '-q']).status === 0;
}

function run(argv: string[]): string {
  const result = spawnSync(engine, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${engine} ${argv.join(' ')}: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout.trim();
}

/** The container of compose service `service` in the project. */
function container(service: string): string {
  const id = run([
    'ps',
    '-aq',
    '--filter',
    `label=com.docker.compose.project=${args.project}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  ]).split('\n')[0];
  if (!id) throw new Error(`no container of service ${service} in compose project ${args.project}`);
  return id;
}

const sql = (query: string): string =>
  run(['exec', container('postgres'), 'psql', '-U', 'shop', '-d', 'shop', '-tAc', query]);

/** Waits until the instance's own /readyz answers 200 (asked inside its container). */
async function ready(id: string): Promise<void> {
  const probe =
    "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))";
  for (let i = 0; i < 120; i++) {
    if (spawnSync(engine, ['exec', id, 'node', '-e', probe]).status === 0) return;
    await sleep(1000);
  }
  throw new Error(`container ${id} was not ready within two minutes`);
}

const shops = [container('shop1'), container('shop2')] as const;
const set: ShopSet = {
  nginx: { url: args.url, errors: () => '', stop: async () => {} },
  shopUrl: () => args.url,
  async stop(n) {
    run(['stop', '-t', '30', shops[n]!]);
    const code = run(['inspect', '--format', '{{.State.ExitCode}}', shops[n]!]);
    if (code !== '0') throw new Error(`shop${n + 1} exited with ${code} on SIGTERM`);
  },
  async kill(n) {
    run(['kill', shops[n]!]);
  },
  async start(n) {
    run(['start', shops[n]!]);
    await ready(shops[n]!);
  },
  close: async () => {},
};

for (const id of shops) await ready(id);
const listed = await fetch(`${args.url}/api/product?limit=60`);
if (!listed.ok)
  throw new Error(`${args.url}/api/product answered ${listed.status}: is the set up?`);
const list = (await listed.json()) as { products: Product[] };
const products = list.products.filter((p) => !p.hasVariations && p.stock >= 50);
if (products.length < 2) throw new Error('the catalogue has too few simple products in stock');
// Enough stock that none sells out: a refused order then means the instances refused it.
sql(
  `update products set stock = 100000 where id in (${products.map((p) => `'${p._id}'`).join(',')})`,
);
const order = failoverOrder(products);

console.log(`${engine}: shop1 ${shops[0]}, shop2 ${shops[1]}; shoppers through ${args.url}`);
const result = await runFailover(set, {
  readers: Number(args.readers),
  buyers: Number(args.buyers),
  paths: failoverPaths([products[0]!._id, products[1]!._id]),
  order,
});
// The killed instance comes back (the restart policy may have started it already).
if (run(['inspect', '--format', '{{.State.Running}}', shops[1]]) !== 'true') await set.start(1);
else await ready(shops[1]);

const ids = result.acknowledged.map((id) => `'${id}'`).join(',');
const found = ids ? Number(sql(`select count(*) from orders where id in (${ids})`)) : 0;
const missing = result.acknowledged.length - found;
console.log(
  [
    `${Math.round(result.seconds)} s: ${result.reads} reads, ${result.failedReads.length} failed`,
    `${result.acknowledged.length} orders acknowledged, ${result.refusedOrders.length} refused, ${missing} missing from the database`,
    ...result.failedReads.slice(0, 5),
    ...result.refusedOrders.slice(0, 5),
  ].join('\n'),
);
const ok =
  result.failedReads.length === 0 &&
  result.refusedOrders.length === 0 &&
  missing === 0 &&
  result.acknowledged.length > 0;
console.log(ok ? 'The compose set kept every read and every order.' : 'FAILED');
process.exit(ok ? 0 : 1);
