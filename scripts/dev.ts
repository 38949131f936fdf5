// `npm run dev`: the API (with hot reload of nothing but a restart) on PORT and Astro's dev
// server with hot reload on ASTRO_DEV_PORT (default 4322), which proxies /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stopRequestedBySignals } from '../src/server/stop-signals.ts';

const stopRequested = stopRequestedBySignals();
const { serveUntilStopped } = await import('../src/server/main.ts');
const shop = await serveUntilStopped({ build: 'never', signal: stopRequested });
const devPort = process.env['ASTRO_DEV_PORT'] ?? '4322';
const astro = spawn(
  process.execPath,
  [path.resolve('node_modules/astro/bin/astro.mjs'), 'dev', '--port', devPort],
  {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `${shop.url}/api` },
  },
);
astro.once('exit', () => void shop.stop().then(() => process.exit(0)));
console.log(`API: ${shop.url}/api   Storefront (hot reload): http://localhost:${devPort}/`);
