// @ts-check
import { defineConfig, sessionDrivers } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { loadEnv } from 'vite';

/** The public address of the shop: canonical URLs, Open Graph and the sitemap use it. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

/**
 * Where browsers call the API, from the environment or a .env file. Defined as its own
 * expression: left undefined, `import.meta.env.PUBLIC_API_URL` would put the whole env object
 * into every page's JavaScript.
 */
const publicApiUrl =
  loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_').PUBLIC_API_URL ?? '';

export default defineConfig({
  site,
  // Pages are prerendered unless they say `prerender = false`: the catalogue pages (home, listings,
  // products, sitemap) render on demand in the shop's process and are kept in the page cache, so a
  // build's cost does not grow with the catalogue and a change is live in seconds.
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  cache: {
    provider: { entrypoint: new URL('./src/server/page-cache/provider.ts', import.meta.url) },
  },
  // The shop keeps no Astro sessions (accounts are the API's); an in-memory driver keeps the adapter
  // from creating a session folder.
  session: { driver: sessionDrivers.lruCache() },
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [react()],
  server: { port: Number(process.env.ASTRO_DEV_PORT ?? 4322) },
  vite: {
    define: { 'import.meta.env.PUBLIC_API_URL': JSON.stringify(publicApiUrl) },
    server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 4321}` } },
  },
});
