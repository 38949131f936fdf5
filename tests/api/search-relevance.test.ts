// The relevance table (search-relevance.json): queries a Vietnamese shopper types, in Vietnamese
// with and without diacritics, in English, with typos, and what must come first for each. Each
// row names some of: `first` (the first results, in any order), `top` with conditions that each
// of the first `top` results meets (`kind`: its accessory Type or its category; `brand`; `name`, a
// pattern; `fields`; `criteria`), `includes` (names among the first `top`, default 10), `exact`
// (the answer's flag, default true) and `none` (no products at all).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultsSchema, type Product } from '../../src/api/schemas/index.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';

interface Row {
  query: string;
  first?: string[];
  top?: number;
  kind?: string[];
  brand?: string;
  name?: string;
  fields?: Record<string, string | number | boolean>;
  criteria?: string;
  includes?: string[];
  exact?: boolean;
  none?: boolean;
}

const table = JSON.parse(
  readFileSync(new URL('./search-relevance.json', import.meta.url), 'utf8'),
) as Row[];

let ctx: TestContext;
let client: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  client = ctx.client();
});
afterAll(() => ctx?.close());

const kindOf = (p: Product) =>
  typeof p.fields['Type'] === 'string' ? p.fields['Type'] : p.category.name;

/** Why a product fails the row's conditions on the first `top` results, or null. */
function conditionFailure(row: Row, p: Product): string | null {
  if (row.kind && !row.kind.includes(kindOf(p))) return `kind ${kindOf(p)}`;
  if (row.brand && p.brand !== row.brand) return `brand ${p.brand}`;
  if (row.name && !new RegExp(row.name).test(p.name)) return 'name';
  if (row.criteria && !p.criteria.includes(row.criteria)) return `criteria ${p.criteria.join()}`;
  for (const [field, value] of Object.entries(row.fields ?? {})) {
    if (p.fields[field] !== value) return `${field} ${String(p.fields[field])}`;
  }
  return null;
}

describe('search relevance table', () => {
  it('holds at least 40 queries', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table.map((row) => [row.query, row] as const))('%s', async (query, row) => {
    const res = await client.get(`/api/search?${new URLSearchParams({ query, limit: '20' })}`);
    expect(res.status).toBe(200);
    const body = searchResultsSchema.parse(res.body);
    const names = body.products.map((p) => p.name);
    const shown = `got: ${names.join(' | ')}`;
    expect(body.exact, shown).toBe(row.exact ?? true);
    if (row.none) {
      expect(body.products, shown).toEqual([]);
      return;
    }
    expect(body.products.length, shown).toBeGreaterThan(0);
    if (row.first) {
      expect([...names.slice(0, row.first.length)].sort(), shown).toEqual([...row.first].sort());
    }
    const top = body.products.slice(0, row.top ?? 10);
    if (row.top) expect(top.length, shown).toBe(row.top);
    for (const p of top) expect(conditionFailure(row, p), `${p.name}; ${shown}`).toBeNull();
    for (const name of row.includes ?? []) {
      expect(
        top.map((p) => p.name),
        shown,
      ).toContain(name);
    }
  });
});
