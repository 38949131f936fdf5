// Writes the seed catalogue's product pictures (public/images/products, not committed) and the
// three home banners' pictures (public/images/banners, committed; one set for every language, the
// words are HTML over them). Run: node scripts/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANNERS, renderBannerSvg } from '../src/server/api/seed/banners.ts';
import { SEED_IMAGES_DIR, writeProductImages } from '../src/server/api/seed/images.ts';

const bannerDir = 'public/images/banners';

writeProductImages(SEED_IMAGES_DIR);
mkdirSync(bannerDir, { recursive: true });
for (const banner of BANNERS) writeFileSync(join(bannerDir, banner.file), renderBannerSvg(banner));
