// The two programs of src/server, and the one module that reads the environment, as the lint
// (eslint.config.js) enforces them: the project's own ESLint configuration is run on short
// sources placed, by name, where such a file would live. The imports name real modules, so the
// resolver finds them as it would in a real file. The cycle check, which walks every import of the
// project and says nothing here, is left out to keep each run short.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: { files: ['src/**/*.ts'], rules: { 'import-x/no-cycle': 'off' } },
  });
  // Loading the parsers and plugins takes seconds, once.
  await eslint.lintText('export {};\n', { filePath: 'src/server/warm-up.ts' });
}, 60_000);

/** The lint's complaints about `code` as if it were the file at `filePath`: rule and message. */
async function complaints(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const HOST_IMPORT =
  "import { pageCache } from '../host/page-cache/registry.ts';\nvoid pageCache;\n";
const API_IMPORT =
  "import { ensureSeedImages } from '../api/seed/images.ts';\nvoid ensureSeedImages;\n";

describe('the boundary between the API and the storefront host', () => {
  it('refuses an import of the host in the API, with the rule that says why', async () => {
    expect(await complaints('src/server/api/page-drop.ts', HOST_IMPORT)).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining(
          'The API (src/server/api) never imports the storefront host (src/server/host): main.ts joins the two',
        ),
      },
    ]);
  });

  it('refuses an import of the API in the host', async () => {
    expect(await complaints('src/server/host/seed-pictures.ts', API_IMPORT)).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining(
          'The storefront host (src/server/host) never imports the API (src/server/api)',
        ),
      },
    ]);
  });

  it('refuses an import of either program in config.ts', async () => {
    const found = await complaints(
      'src/server/config.ts',
      "import { openDatabase } from './api/db/connect.ts';\nvoid openDatabase;\n",
    );
    expect(found).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining(
        'config.ts is read by both programs of src/server and imports neither of them.',
      ),
    });
  });

  it('lets both programs import the contract, src/lib and config.ts', async () => {
    const shared = [
      "import { setting } from '../config.ts';",
      "import { EVERY_PAGE_TAG } from '../../lib/page-tags.ts';",
      "import type { Product } from '../../api/schemas/catalog.ts';",
      'export const read = (product: Product) => [setting, EVERY_PAGE_TAG, product];',
      '',
    ].join('\n');
    expect(await complaints('src/server/api/shared-reader.ts', shared)).toEqual([]);
    expect(await complaints('src/server/host/shared-reader.ts', shared)).toEqual([]);
  });

  it('lets main.ts, the scripts and the tests join the two programs', async () => {
    const both = (prefix: string) =>
      `import { invalidatePages } from '${prefix}host/page-cache/registry.ts';\n` +
      `import { ensureSeedImages } from '${prefix}api/seed/images.ts';\n` +
      'export const joined = [invalidatePages, ensureSeedImages];\n';
    expect(await complaints('src/server/main.ts', both('./'))).toEqual([]);
    expect(await complaints('scripts/joined.ts', both('../src/server/'))).toEqual([]);
    expect(await complaints('tests/api/joined.test.ts', both('../../src/server/'))).toEqual([]);
  });
});

describe('the one module that reads the environment', () => {
  const readsEnvironment = "export const size = process.env['PAGE_CACHE_MB'];\n";

  it('refuses process.env anywhere else in the server, pointing to config.ts', async () => {
    for (const filePath of ['src/server/host/page-size.ts', 'src/server/api/mail/size.ts'])
      expect(await complaints(filePath, readsEnvironment)).toEqual([
        {
          ruleId: 'no-restricted-properties',
          message: expect.stringContaining('Read settings from src/server/config.ts'),
        },
      ]);
    const destructured = 'const { env } = process;\nexport const size = env.PAGE_CACHE_MB;\n';
    expect(await complaints('src/server/main.ts', destructured)).toHaveLength(1);
  });

  it('lets config.ts read it', async () => {
    expect(await complaints('src/server/config.ts', readsEnvironment)).toEqual([]);
  });
});
