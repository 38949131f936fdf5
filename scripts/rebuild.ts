// `npm run rebuild`: asks the running shop to rebuild the storefront from the current catalogue
// (the old site keeps serving until the new one is complete).
import { existsSync, readFileSync } from 'node:fs';

const base = process.env['SHOP_URL'] ?? `http://localhost:${process.env['PORT'] ?? 4321}`;
const token =
  process.env['ADMIN_TOKEN'] ??
  (existsSync('data/secrets.json')
    ? (JSON.parse(readFileSync('data/secrets.json', 'utf8')) as { adminToken: string }).adminToken
    : undefined);
if (!token) {
  console.error(
    'No admin token: set ADMIN_TOKEN or run from the folder that holds data/secrets.json.',
  );
  process.exit(1);
}
const headers = { Authorization: `Bearer ${token}` };
const started = await fetch(`${base}/api/admin/rebuild`, { method: 'POST', headers });
if (started.status !== 202) {
  console.error(`Rebuild not started: ${started.status} ${await started.text()}`);
  process.exit(1);
}
console.log('Rebuild started...');
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const status = (await (await fetch(`${base}/api/admin/rebuild`, { headers })).json()) as {
    state: string;
    lastError: string | null;
  };
  if (status.state === 'idle') break;
  if (status.state === 'failed') {
    console.error(`Rebuild failed: ${status.lastError}`);
    process.exit(1);
  }
}
console.log('The new storefront is live.');
