// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

/** The public address of the shop: canonical URLs, Open Graph and the sitemap use it. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

const PRIVATE_PAGES =
  /^\/(cart|checkout|login|register|profile|orders|settings|notifications|404)(\/|$)/;

export default defineConfig({
  site,
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [
    react(),
    sitemap({
      // Private and transactional screens are noindex: keep them out of the sitemap too.
      filter: (page) => !PRIVATE_PAGES.test(new URL(page).pathname),
      // Same form as the canonical links: no trailing slash except the home page.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=\/[^/]+)\/$/, '') }),
    }),
  ],
  server: { port: Number(process.env.ASTRO_DEV_PORT ?? 4322) },
  vite: {
    server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 4321}` } },
  },
});
