// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

/** The public address of the shop: canonical URLs, Open Graph and the sitemap use it. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [react(), sitemap()],
  server: { port: Number(process.env.ASTRO_DEV_PORT ?? 4322) },
  vite: {
    server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 4321}` } },
  },
});
