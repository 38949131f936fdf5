// `node scripts/build-storefront.ts [SITE_DIR]`: builds the storefront into SITE_DIR (default
// ./dist) the way a running shop does, with no shop running (the build reads no catalogue).
import { setting } from '../src/server/config.ts';
import { ensureSeedImages } from '../src/server/api/seed/images.ts';
import { buildAndSwap } from '../src/server/host/site-build.ts';

const siteDir = process.argv[2] ?? setting('SITE_DIR');
const started = Date.now();
await buildAndSwap(siteDir, { beforeBuild: ensureSeedImages }, async () => {}).catch(
  (error: unknown) => {
    console.error(`The storefront build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
console.log(
  `Built the storefront into ${siteDir} in ${Math.round((Date.now() - started) / 1000)} s.`,
);
