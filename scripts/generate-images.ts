// Writes the seed catalogue's product pictures (public/images/products, not committed) and the
// three home banners (public/images/banners, committed; each other language's in a folder of its
// name, with the words of its catalogue's pages.banners). Run: node scripts/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, messages } from '../src/lib/i18n/index.ts';
import { BANNERS, renderBannerSvg } from '../src/server/api/seed/banners.ts';
import { SEED_IMAGES_DIR, writeProductImages } from '../src/server/api/seed/images.ts';

const bannerDir = 'public/images/banners';

writeProductImages(SEED_IMAGES_DIR);
mkdirSync(bannerDir, { recursive: true });
for (const banner of BANNERS) writeFileSync(join(bannerDir, banner.file), renderBannerSvg(banner));

for (const lang of LANGS.filter((lang) => lang !== 'en')) {
  const t = messages(lang).pages.banners;
  const words = [t.phones, t.laptops, t.accessories];
  const dir = join(bannerDir, lang);
  mkdirSync(dir, { recursive: true });
  BANNERS.forEach((banner, index) => {
    const own = words[index];
    if (!own) return;
    const localised = { ...banner, title: own.title, subtitle: own.text, cta: own.cta };
    writeFileSync(join(dir, banner.file), renderBannerSvg(localised));
  });
}
