// The API reference checked in (docs/openapi.json, docs/api.md) is what the route table generates:
// a declaration changed without `npm run docs:api` fails here, in CI too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocument } from '../../src/server/api/http/openapi.ts';
import { API_ROUTES } from '../../src/server/api/routes/index.ts';
import { referenceFiles } from '../../scripts/lib/api-reference.ts';

/** Where two texts first differ, as "line N: checked in … / generated …". */
function firstDifference(checkedIn: string, generated: string): string {
  const left = checkedIn.split('\n');
  const right = generated.split('\n');
  const line = left.findIndex((text, i) => text !== right[i]);
  const at = line === -1 ? left.length : line;
  return `line ${at + 1}: checked in ${JSON.stringify(left[at])}, generated ${JSON.stringify(right[at])}`;
}

/** The files as `npm run docs:api` writes them, generated once for the tests below. */
let generated: Promise<Record<string, string>> | undefined;
const reference = () => (generated ??= apiDocument(API_ROUTES).then(referenceFiles));

describe('the API reference in docs/', () => {
  it('is what the route table generates (else run `npm run docs:api` and commit it)', async () => {
    const files = await reference();
    expect(Object.keys(files).sort()).toEqual(['docs/api.md', 'docs/openapi.json']);
    for (const [file, text] of Object.entries(files)) {
      const checkedIn = readFileSync(file, 'utf8');
      const differs = checkedIn === text ? '' : firstDifference(checkedIn, text);
      expect(differs, `${file} is not what the code generates: run \`npm run docs:api\``).toBe('');
    }
  }, 120_000);

  it('lists every route of the table once, with its summary and who may call it', async () => {
    const markdown = (await reference())['docs/api.md']!;
    for (const route of API_ROUTES) {
      const heading = `### ${route.method} /api${route.path.replace(/:(\w+)/g, '{$1}')}\n`;
      expect(markdown.split(heading).length - 1, heading).toBe(1);
      const section = markdown.split(heading)[1]!.split('\n### ')[0]!;
      expect(section.replace(/\s+/g, ' '), heading).toContain(route.summary);
      expect(section, heading).toContain('**Who may call:**');
    }
  }, 120_000);
});
