// @ts-check
import { createHash } from 'node:crypto';
import { defineConfig, sessionDrivers } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { loadEnv } from 'vite';
import { IMAGE_FALLBACK_SCRIPT } from './src/components/image-fallback.ts';
import { MODE_MARKER_SCRIPT } from './src/features/catalog/products-mode.ts';

/** The public address of the shop: canonical URLs, Open Graph and the sitemap use it. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

/**
 * Where browsers call the API, from the environment or a .env file. Defined as its own
 * expression: left undefined, `import.meta.env.PUBLIC_API_URL` would put the whole env object
 * into every page's JavaScript.
 */
const publicApiUrl =
  loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'PUBLIC_').PUBLIC_API_URL ?? '';

/** Where browsers call the API when it is another origin (connect-src allows it), else null. */
const apiOrigin = /^https?:\/\//i.test(publicApiUrl) ? new URL(publicApiUrl).origin : null;

/** The scripts pages carry inline; each is allowed by its hash, and no other inline script runs. */
const INLINE_SCRIPTS = [IMAGE_FALLBACK_SCRIPT, MODE_MARKER_SCRIPT];
/**
 * @param {string} text
 * @returns {`sha256-${string}`}
 */
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The Content-Security-Policy of every page (docs/decisions/0039-host-methods-stop-and-csp.md).
 * Astro adds script-src and style-src with the hash of every script and style it emits (the same
 * for every page of a build, so a page rendered once and cached serves every shopper), and the
 * adapter hands the policy over as a header: `staticHeaders` writes the prerendered pages' into
 * the build's _headers.json, which the shop's server sends with them (site.ts); the pages rendered
 * on demand carry theirs. A header, not a <meta>, so frame-ancestors applies.
 * @type {NonNullable<import('astro').AstroUserConfig['security']>['csp']}
 */
const csp = {
  directives: [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    // Product pictures may be any https address (IMAGE_URL_PATTERN, src/lib/product-admin.ts).
    "img-src 'self' https:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
  ],
  scriptDirective: { hashes: INLINE_SCRIPTS.map(sha256) },
};

/**
 * The browser's chunks. Left alone, the bundler cuts the code every shop page shares into some
 * twenty small files, each compressed apart; two groups make it two files (decision 40,
 * docs/decisions/0040-ofetch-and-persistent-stores-back.md): `shop-core`, the libraries and pure
 * modules every page loads, and `shop-state`, the stores kept in the browser, which run when
 * loaded and so stay apart from the back office's pages.
 */
const CLIENT_CHUNK_GROUPS = Object.entries({
  'shop-core': [
    ...[
      'react',
      'react-dom',
      'scheduler',
      'nanostores',
      '@nanostores',
      'ofetch',
      'ufo',
      'destr',
    ].map((name) => `/node_modules/${name}/`),
    ...['constants', 'format', 'text', 'catalog-paths'].map((name) => `/src/lib/${name}.ts`),
    ...['http', 'api-error', 'catalog'].map((name) => `/src/api/${name}.ts`),
    '/src/features/shell/use-mounted.ts',
    '/src/features/shell/icons.tsx',
    'vite/preload-helper',
  ],
  'shop-state': [
    '/src/features/shell/stored-atom.ts',
    '/src/features/cart/store.ts',
    '/src/features/toast/store.ts',
    '/src/features/auth/user-store.ts',
  ],
}).map(([name, paths]) => ({
  name,
  /** @param {string} id */
  test: (id) => paths.some((path) => id.replaceAll('\\', '/').includes(path)),
}));

export default defineConfig({
  site,
  // Pages are prerendered unless they say `prerender = false`: the catalogue pages (home, listings,
  // products, sitemap) render on demand in the shop's process and are kept in the page cache, so a
  // build's cost does not grow with the catalogue and a change is live in seconds.
  output: 'static',
  i18n: {
    locales: ['en', 'vi'],
    defaultLocale: 'en',
    fallback: { vi: 'en' },
    routing: {
      prefixDefaultLocale: false,
      fallbackType: 'rewrite',
      redirectToDefaultLocale: false,
    },
  },
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  security: { csp },
  cache: {
    provider: { entrypoint: new URL('./src/server/host/page-cache/provider.ts', import.meta.url) },
  },
  // The shop keeps no Astro sessions (accounts are the API's); an in-memory driver keeps the adapter
  // from creating a session folder.
  session: { driver: sessionDrivers.lruCache() },
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // React renders each component on the server to a string, not through a web stream that Astro
  // then reads back into a string: the streams cost a first render more than React's own work
  // (decision 47). No component of a page rendered here suspends, and none asks React for an id
  // (useId, forbidden by lint: this renderer does not pass the island's id prefix to React).
  integrations: [react({ experimentalDisableStreaming: true })],
  server: { port: Number(process.env.ASTRO_DEV_PORT ?? 4322) },
  vite: {
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } } } },
      },
    },
    define: { 'import.meta.env.PUBLIC_API_URL': JSON.stringify(publicApiUrl) },
    server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 4321}` } },
  },
});
