// `npm run rebuild`: asks the running shop to rebuild the storefront from the current catalogue
// (the old site keeps serving until the new one is complete).
import { operatorToken, shopUrl } from '../src/server/config.ts';

const base = shopUrl();
const token = operatorToken();
if (!token) {
  console.error(
    'No admin token: set ADMIN_TOKEN, or DATABASE_URL to the data folder the shop keeps secrets.json beside.',
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
