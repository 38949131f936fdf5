// Searches without an exact match, counted for editors: GET /api/search records the normalised
// query (no person), GET /api/admin/search/misses lists them most frequent first, with the admin
// token only; partial matches are marked `exact: false` and counted with `similar: true`.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  searchMissesResponseSchema,
  searchResultsSchema,
  type SearchMissesResponse,
} from '../../src/api/schemas/index.ts';
import { PAGE_SIZE } from '../../src/lib/constants.ts';
import { SEARCH_MISS_MAX_CHARS, SEARCH_MISS_MAX_ROWS } from '../../src/lib/search.ts';
import { searchMisses } from '../../src/server/api/db/schema.ts';
import { testClock } from './clock.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';

let ctx: TestContext;
let client: TestClient;
const clock = testClock();

const asAdmin = (token = ctx.config.adminToken) => ({ Authorization: `Bearer ${token}` });

async function search(query: string, page = 1) {
  const res = await client.get(`/api/search?${new URLSearchParams({ query, page: String(page) })}`);
  expect(res.status).toBe(200);
  return searchResultsSchema.parse(res.body);
}

async function misses(query = '', headers = asAdmin()): Promise<SearchMissesResponse> {
  const res = await client.request('GET', `/api/admin/search/misses${query}`, {
    headers,
    auth: false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return searchMissesResponseSchema.parse(res.body);
}

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  client = ctx.client();
});
afterAll(() => ctx?.close());

describe('search misses', () => {
  it('starts empty', async () => {
    expect(await misses()).toEqual({
      misses: [],
      pagination: { total: 0, page: 1, limit: PAGE_SIZE.searchMisses, pages: 0 },
    });
  });

  it('counts queries without an exact match, normalised, most frequent first', async () => {
    // Each search a second after the one before, on the app's clock.
    const start = clock.pin().getTime();
    const second = (n: number) => clock.pin(new Date(start + n * 1000)).toISOString();
    expect(await search('Qzxj Vwpk')).toMatchObject({ exact: false, products: [] });
    const qzxjSeen = second(1);
    expect(await search('QZXJ  vŵpk')).toMatchObject({ exact: false, products: [] });
    const zzqSeen = second(2);
    expect(await search('zzqxvbnm')).toMatchObject({ exact: false, products: [] });
    const macbookSeen = second(3);
    const similar = await search('MacBook Air M3');
    expect(similar.exact).toBe(false);
    expect(similar.products[0]?.name).toMatch(/^MacBook Air/);
    // Found exactly: not a miss. A later page is not a new search.
    expect((await search('iphone')).exact).toBe(true);
    await search('zzqxvbnm', 2);

    const body = await misses();
    expect(body.misses.map((m) => [m.query, m.count, m.similar])).toEqual([
      ['qzxj vwpk', 2, false],
      ['macbook air m3', 1, true],
      ['zzqxvbnm', 1, false],
    ]);
    expect(body.misses.map((m) => m.lastSeen)).toEqual([qzxjSeen, macbookSeen, zzqSeen]);
    expect(body.pagination.total).toBe(3);
    clock.release();
  });

  it('is not fed by suggestions while typing', async () => {
    await client.get(`/api/search/suggest?${new URLSearchParams({ q: 'qqxyzw' })}`);
    expect((await misses()).misses.map((m) => m.query)).not.toContain('qqxyzw');
  });

  it('pages the list', async () => {
    const second = await misses('?limit=1&page=2');
    expect(second.misses.map((m) => m.query)).toEqual(['macbook air m3']);
    expect(second.pagination).toEqual({ total: 3, page: 2, limit: 1, pages: 3 });
  });

  it('keeps at most SEARCH_MISS_MAX_CHARS characters of a query', async () => {
    await search(`zq${'x'.repeat(150)}`);
    const kept = (await misses('?limit=100')).misses.find((m) => m.query.startsWith('zqx'));
    expect(kept?.query).toHaveLength(SEARCH_MISS_MAX_CHARS);
  });

  it('keeps at most SEARCH_MISS_MAX_ROWS queries, dropping the rarest and oldest', async () => {
    const db = ctx.database.db;
    await db.execute(sql`
      insert into search_misses (query, count, last_seen)
      select 'filler ' || n, 1, now() - interval '1 day' - n * interval '1 second'
      from generate_series(1, ${SEARCH_MISS_MAX_ROWS}::int) n`);
    await search('qqvvzz nothing');
    const [row] = await db.select({ n: count() }).from(searchMisses);
    expect(row!.n).toBe(SEARCH_MISS_MAX_ROWS);
    const kept = await db.select({ query: searchMisses.query }).from(searchMisses);
    const queries = new Set(kept.map((k) => k.query));
    expect(queries.has('qqvvzz nothing')).toBe(true);
    expect(queries.has('qzxj vwpk')).toBe(true);
    expect(queries.has(`filler ${SEARCH_MISS_MAX_ROWS}`)).toBe(false);
  });

  it('answers 401 without the admin token and 403 to a customer’s token', async () => {
    const none = await client.request('GET', '/api/admin/search/misses', { auth: false });
    expect(none.status).toBe(401);
    apiErrorSchema.parse(none.body);
    const wrong = await client.request('GET', '/api/admin/search/misses', {
      headers: asAdmin('wrong-token'),
      auth: false,
    });
    expect(wrong.status).toBe(401);
    const customer = ctx.client();
    await customer.signIn();
    const res = await customer.request('GET', '/api/admin/search/misses', {
      headers: asAdmin(customer.accessToken!),
      auth: false,
    });
    expect(res.status).toBe(403);
  });

  it('rejects a page that is not a number with 400', async () => {
    const res = await client.request('GET', '/api/admin/search/misses?page=abc', {
      headers: asAdmin(),
      auth: false,
    });
    expect(res.status).toBe(400);
    apiErrorSchema.parse(res.body);
  });
});
