// `node scripts/bench-uploads.ts`: what a picture upload costs the rest of the shop. Starts the
// real shop (`scripts/start.ts`, no storefront build) on a fresh embedded database with an editor,
// then, while a shopper asks for `GET /api/product/category` over and over (one request at a
// time), uploads a deep SVG, a large flat SVG and a 5 MB raster, and prints per upload its answer,
// how long it took, the longest the shopper waited for an answer meanwhile and how many answers
// the shopper got. SHOP_ROOT (default .) is the checkout whose shop is started, so the same
// measurement runs against an older commit; ROUNDS (default 3) repeats every upload.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from './lib/shop-process.ts';

const root = path.resolve(process.env['SHOP_ROOT'] ?? '.');
const rounds = Number(process.env['ROUNDS'] ?? 3);
const EDITOR = { email: 'bench-editor@example.com', password: 'bench-password-1' };

const work = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
const env = {
  ...process.env,
  DATABASE_URL: path.join(work, 'shop'),
  UPLOADS_DIR: path.join(work, 'uploads'),
  STOREFRONT_BUILD: 'never',
};

const staff = spawnSync(
  process.execPath,
  ['scripts/staff.ts', 'create', EDITOR.email, '--role', 'editor'],
  { cwd: root, env, input: `${EDITOR.password}\n`, encoding: 'utf8' },
);
if (staff.status !== 0) throw new Error(`staff create failed: ${staff.stderr}`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const shop = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: root,
  env: { ...env, PORT: String(port) },
  stdio: 'ignore',
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
for (;;) {
  const up = await fetch(`${base}/api/product/category`).then(
    (res) => res.ok,
    () => false,
  );
  if (up) break;
  if (shop.exitCode !== null) throw new Error('the shop exited before answering');
  await sleep(200);
}

async function editorToken(): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf-token`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Cookie: cookie },
    body: JSON.stringify(EDITOR),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
const token = await editorToken();

const svg = (inside: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${inside}</svg>`;
const paths = (n: number, round: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<path d="M${i % 100} ${round}L${i % 50} 20 30 ${i % 70}Z" fill="#a0b0c0" stroke="#123456" stroke-width="0.5"/>`,
  ).join('');
const raster = (round: number) => {
  const bytes = new Uint8Array(5 * 1024 * 1024 - 1024);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[100] = round;
  return bytes;
};

const CASES: { name: string; body: (round: number) => string | Uint8Array<ArrayBuffer> }[] = [
  {
    name: 'SVG, 100,000 nested <g> (0.7 MB)',
    body: (round) => svg(`<g id="r${round}">${'<g>'.repeat(99_998)}${'</g>'.repeat(99_999)}`),
  },
  { name: 'SVG, 49,000 paths (4 MB)', body: (round) => svg(paths(49_000, round)) },
  { name: 'PNG signature, 5 MB', body: raster },
];

/** Asks for the categories one request at a time until stopped: each answer's wait in ms. */
function shopper(): { stop: () => Promise<number[]> } {
  let running = true;
  const waits: number[] = [];
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      const res = await fetch(`${base}/api/product/category`);
      await res.arrayBuffer();
      waits.push(performance.now() - start);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return waits;
    },
  };
}

const rows: string[] = [];
try {
  for (const { name, body } of CASES) {
    for (let round = 0; round < rounds; round++) {
      const waiting = shopper();
      await sleep(200);
      const start = performance.now();
      const res = await fetch(`${base}/api/admin/images`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
        body: body(round),
      });
      await res.arrayBuffer();
      const took = performance.now() - start;
      const waits = await waiting.stop();
      rows.push(
        `| ${name} | ${res.status} | ${took.toFixed(0)} | ${Math.max(...waits).toFixed(0)} | ${waits.length} |`,
      );
    }
  }
} finally {
  shop.kill('SIGTERM');
  await new Promise((resolve) => shop.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}
console.log('| upload | answer | upload ms | longest shopper wait ms | shopper answers |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
