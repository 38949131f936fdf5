// Property-based fuzzing of every route of the route table (src/server/api/routes/index.ts): the
// routes the shop mounts, the back office's with an admin's staff token. Each route is fuzzed by
// the generator written for it below, filed under its method and path, or, for a route without
// one, by a generator made from its schemas in the API reference (the OpenAPI document's JSON
// Schemas): for each route, up to hundreds of generated requests
// (valid requests with a few fields made hostile, broken JSON, deep nesting, lone surrogates, NUL,
// huge numbers, path and query tricks, wrong content types, signed in and signed out). Whatever
// comes in, the answer is below 500, every 4xx is the shop's `{ message, errors? }`, a 2xx is one
// its declaration lists and matches the contract's schema it declares, never hands back U+FFFD in
// place of what was sent, a bearer call never succeeds without a valid bearer, and no body leaks a
// stack trace, SQL or a database error.
//
// The back-office routes run after the shop's, so their writes (prices, archives, order moves,
// staff removals) never change what the shop's routes aim at; the ones that would undo the
// fixture itself (signing out, rotating the refresh cookie, removing or demoting staff) act on
// sessions and staff members of their own, never on the admin that sends the requests; a rebuild
// goes to a builder that only records it.
//
// FUZZ_SEED=<n> replays another seed (the default is fixed, for reproducible CI); FUZZ_RUNS=<n>
// changes the requests per route (a back-office route gets a share of it: ADMIN_RUN_SHARE, less
// for the calls that dump, export, import or hash); FUZZ_COLLECT=1 keeps going after a failure
// and lists every distinct failure of a route (with the server's log line) instead of shrinking
// the first one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  apiErrorSchema,
  SORT_VALUES,
  type Category,
  type Product,
  type Variation,
} from '../../src/api/schemas/index.ts';
import {
  adminProductResponseSchema,
  toProductWrite,
  type CategoryWrite,
  type ProductWrite,
} from '../../src/api/schemas/admin-products.ts';
import { IMPORT_STREAM_TYPE } from '../../src/api/schemas/catalog-import.ts';
import type { PaymentDetailsRequest } from '../../src/api/schemas/order.ts';
import { CATEGORY_NAMES, ORDER_STATUSES, SHIPPING_METHOD_IDS } from '../../src/lib/constants.ts';
import { ADMIN_PRODUCT_SORTS } from '../../src/lib/product-admin.ts';
import { STAFF_ROLES } from '../../src/lib/staff.ts';
import { createApp } from '../../src/server/api/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { idleRebuildStatus, type AppEnv, type SiteBuilder } from '../../src/server/api/context.ts';
import { orders, products, reviews } from '../../src/server/api/db/schema.ts';
import { apiDocument, type ApiDocument } from '../../src/server/api/http/openapi.ts';
import type { RouteDeclaration } from '../../src/server/api/http/route.ts';
import { API_ROUTES } from '../../src/server/api/routes/index.ts';
import { moveOrder } from '../../src/server/api/services/order-transition.ts';
import { createTestPaymentGateway } from '../../src/server/api/services/payments.ts';
import {
  CONTENT_TYPES,
  contentType,
  csvBody,
  FuzzRequest,
  fromJsonSchema,
  headerText,
  IMAGE_CONTENT_TYPES,
  imageBody,
  ignoredBody,
  jsonBody,
  pathId,
  queryString,
  queryValuesOf,
  shorten,
  type Body,
  type Identity,
  type JsonSchema,
} from './fuzz-arbitraries.ts';
import { createTestContext, DEMO, TestClient, type TestContext } from './harness.ts';
import { CARD, DECLINED_CARD, orderRequest, setStock, type Pick } from './order-fixtures.ts';
import { addStaff, signInStaff, STAFF_PASSWORD, type TestStaff } from './staff-fixtures.ts';

const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_115);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 300);
/** A back-office route's share of RUNS (100 requests a route at the default). */
const ADMIN_RUN_SHARE = 1 / 3;
const COLLECT = process.env['FUZZ_COLLECT'] === '1';
const ROUTE_TIMEOUT_MS = 180_000;

/** Every `{ max, windowMs }` rule of the rate-limit config, raised far above what the fuzzer sends. */
function generousRateLimits(): Config['rateLimits'] {
  const defaults = loadConfig({}, { databaseUrl: 'memory://' }).rateLimits;
  const raised = Object.entries(defaults).map(([name, value]: [string, unknown]) => {
    const isRule = typeof value === 'object' && value !== null && 'max' in value;
    return [name, isRule ? { ...value, max: 100_000 } : value];
  });
  return Object.fromEntries(raised) as Config['rateLimits'];
}

let ctx: TestContext;
/** The API as the shop mounts it: createApp with the running shop's own admin calls. */
let app: Hono<AppEnv>;
const newClient = () => new TestClient(app);
/** A signed-out browser: a CSRF cookie and token, no bearer. */
let anon: TestClient;
/** The customer every bearer route uses when signed in (never signed out, never deleted). */
let main: TestClient;
let mainEmail: string;
/** A customer of its own for PUT /user/change-password, and its current password. */
let passwordUser: TestClient;
let currentPassword: string;
/** The access token of a session that has been signed out. */
let revokedToken: string;

let picks: Pick[] = [];
let categories: Category[] = [];
let productIds: string[] = [];
let brands: string[] = [];
let criteria: string[] = [];
const ownOrderIds: string[] = [];
const foreignOrderIds: string[] = [];
/** The main customer's delivered order (reviews) and the product it holds. */
let deliveredOrderId = '';
let deliveredProductId = '';

// ---------------------------------------------------------------------------------------------
// Accounts that a route may sign out, delete or rotate away: a fresh one is registered when the
// last one is used up, a bounded number of times (each registration hashes a password).

class AccountPool {
  private current: TestClient | null = null;
  private usedUp = false;
  private made = 0;
  private readonly max: number;
  private readonly make: () => Promise<TestClient>;

  constructor(max: number, make: () => Promise<TestClient>) {
    this.max = max;
    this.make = make;
  }

  async client(): Promise<TestClient> {
    if (!this.current || (this.usedUp && this.made < this.max)) {
      this.current = await this.make();
      this.usedUp = false;
      this.made += 1;
    }
    return this.current;
  }

  usedUpNow(): void {
    this.usedUp = true;
  }
}

/** A newly registered customer, signed in. */
async function newCustomer(): Promise<TestClient> {
  const customer = newClient();
  await customer.signUp({ name: 'Fuzz Pool' });
  return customer;
}

/** A new session of the pool's staff member (an editor), on a client of its own. */
async function newStaffSession(): Promise<TestClient> {
  const session = newClient();
  await signInStaff(session, staffPoolMember);
  return session;
}

const signOutPool = new AccountPool(6, newCustomer);
const deletePool = new AccountPool(6, newCustomer);
const refreshPool = new AccountPool(6, newCustomer);
const staffSignOutPool = new AccountPool(6, newStaffSession);
const staffRefreshPool = new AccountPool(6, newStaffSession);

// ---------------------------------------------------------------------------------------------
// Sending a request and reading the answer

interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
  isJson: boolean;
  setCookies: string[];
  /** What the server logged through console.error while it handled the request. */
  logged: string[];
}

let serverLog: string[] = [];

/** An error as one line (name, message, cause), then its first stack frame on the next. */
function describeLogged(value: unknown): string {
  if (!(value instanceof Error)) return String(value);
  const frame = value.stack?.split('\n').find((line) => /^\s+at /.test(line));
  const cause = value.cause === undefined ? '' : ` (cause: ${describeLogged(value.cause)})`;
  return `${value.name}: ${value.message.replace(/\n/g, ' ')}${cause}${frame ? `\n${frame}` : ''}`;
}

/** The password placeholder of change-password bodies, replaced when the request is sent. */
const CURRENT_PASSWORD = '«current password»';
/**
 * The version placeholder of back-office product bodies: replaced, when the request is sent, by
 * the version the product its address names has then (a write from an older one is 409).
 */
const CURRENT_VERSION = 987_654_321;

async function bodyToSend(req: FuzzRequest): Promise<Body> {
  let body = req.body;
  if (typeof body !== 'string') return body;
  if (body.includes(CURRENT_PASSWORD))
    body = body.replaceAll(CURRENT_PASSWORD, JSON.stringify(currentPassword).slice(1, -1));
  const id = /^\/api\/admin\/products\/([^/?#]+)/.exec(req.url)?.[1];
  if (id && body.includes(String(CURRENT_VERSION)) && productIds.includes(id)) {
    const [row] = await ctx.database.db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, id));
    if (row) body = body.replaceAll(String(CURRENT_VERSION), String(row.version));
  }
  return body;
}

async function send(req: FuzzRequest, client: TestClient): Promise<Answer> {
  const headers: Record<string, string> = {};
  const cookies = new Map(client.cookies);
  for (const [name, value] of Object.entries(req.cookies)) cookies.set(name, value);
  if (cookies.size) headers['Cookie'] = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (req.method !== 'GET' && req.csrf !== null) {
    if (req.csrf === 'valid' && !client.csrfToken) await client.fetchCsrf();
    headers['X-CSRF-Token'] = req.csrf === 'valid' ? client.csrfToken! : req.csrf;
  }
  if (req.as === 'bad-token') {
    if (req.authorization !== undefined) headers['Authorization'] = req.authorization;
  } else if (req.as === 'signed-in' && client.accessToken) {
    headers['Authorization'] = `Bearer ${client.accessToken}`;
  }
  const body = await bodyToSend(req);
  if (body !== undefined && req.contentType !== null) headers['Content-Type'] = req.contentType;
  Object.assign(headers, req.headers);

  serverLog = [];
  const res = await app.request(req.url, {
    method: req.method,
    headers,
    ...(body === undefined ? {} : { body: body as BodyInit }),
  });
  const text = await res.text();
  let json: unknown = null;
  let isJson = false;
  try {
    json = JSON.parse(text);
    isJson = true;
  } catch {
    // Not JSON: the checks below say so for an error answer.
  }
  return {
    status: res.status,
    contentType: res.headers.get('Content-Type') ?? '',
    text,
    json,
    isJson,
    setCookies: res.headers.getSetCookie(),
    logged: serverLog,
  };
}

/** Keeps a client's cookies in step with a response (refresh-token rotation). */
function storeCookies(client: TestClient, setCookies: readonly string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()));
    if (expired || value === '') client.cookies.delete(name);
    else client.cookies.set(name, value);
  }
}

// ---------------------------------------------------------------------------------------------
// What every answer must satisfy

/** Text that has no business in a response: stack traces, SQL, database errors, paths, hashes. */
const LEAKS: readonly (readonly [string, RegExp])[] = [
  ['a stack frame', /\bat\s.{0,300}?\.(?:ts|js|mjs|cjs):\d+/],
  ['an error name', /Error:/],
  ['SQL', /\b(?:select\b.{0,300}?\bfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i],
  ['a PostgreSQL syntax error', /syntax error at/i],
  ['a relation name', /relation "/i],
  ['a constraint violation', /violates/i],
  ['a database error', /failed query|duplicate key|invalid input syntax|out of range for type/i],
  ['a server file path', /node_modules|file:\/\/|\/work\/|src\/server\//],
  ['a password hash', /\$argon2/],
];

/** Every string and key inside parsed JSON, walked without recursion (bodies nest 10,000 deep). */
function stringsIn(value: unknown): string[] {
  const found: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === 'string') found.push(node);
    else if (Array.isArray(node)) stack.push(...node);
    else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        found.push(k);
        stack.push(v);
      }
    }
  }
  return found;
}

/** Whether percent-decoding works (it fails on escapes that are not UTF-8, such as `%ED%A0%80`). */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** What the request itself said, so an answer that echoes it is not counted as a leak. */
function requestStrings(req: FuzzRequest): string[] {
  const strings = [req.url, safeDecode(req.url), ...req.url.split(/[?&=/]/).map(safeDecode)];
  strings.push(...Object.values(req.headers), ...Object.values(req.cookies));
  const body = req.bodyText();
  if (body !== undefined) {
    strings.push(body);
    try {
      strings.push(...stringsIn(JSON.parse(body)));
    } catch {
      // Not JSON: the raw text above is all there is.
    }
  }
  return strings.map((s) => s.trim()).filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` without `echo`, case-insensitively (a long echo, past what a RegExp may hold, exactly). */
const withoutEcho = (text: string, echo: string): string =>
  echo.length > 1000
    ? text.split(echo).join('')
    : text.replace(new RegExp(escapeRegExp(echo), 'gi'), '');

function leaksIn(req: FuzzRequest, answer: Answer): string[] {
  const texts = answer.isJson ? stringsIn(answer.json) : [answer.text];
  const echoes = requestStrings(req);
  const found: string[] = [];
  for (const [label, pattern] of LEAKS) {
    const echoed = echoes.filter((s) => pattern.test(s));
    for (const original of texts) {
      let text = original.normalize('NFC');
      for (const echo of echoed) text = withoutEcho(text, echo.normalize('NFC'));
      const match = pattern.exec(text);
      if (match) found.push(`${label}: ${shorten(match[0], 200)}`);
    }
  }
  return found;
}

/** A route's generator, filed under its method and path under /api, ids as {id}: fuzzKey. */
interface Route {
  /** METHOD and path under /api, ids as {id}: e.g. "PUT /admin/staff/{id}/role". */
  name: string;
  /** The route's share of RUNS (1 by default). */
  runShare?: number;
  requests: () => fc.Arbitrary<FuzzRequest>;
  client: (req: FuzzRequest) => Promise<TestClient>;
  after?: (req: FuzzRequest, answer: Answer, client: TestClient) => void | Promise<void>;
}

/** The key a route's generator is filed under: "PUT /admin/staff/{id}/role". */
const fuzzKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`;

/** A call its access rule keeps for bearer tokens: without a valid one it must never succeed. */
const bearerOnly = (route: RouteDeclaration) =>
  ['customer', 'staff', 'automation', 'automation-or-staff'].includes(route.access.kind);

/** A route of the table with its generator. */
interface Fuzzed extends Route {
  declaration: RouteDeclaration;
}

/** What is wrong with a success answer, given what the route's declaration says it answers. */
function successProblems(declaration: RouteDeclaration, answer: Answer): string[] {
  const declared = declaration.responses[answer.status];
  if (!declared) return [`answered ${answer.status}, a success its declaration does not list`];
  const otherMedia = Object.keys(declared.media ?? {}).some((type) =>
    answer.contentType.startsWith(type),
  );
  if (!declared.schema || otherMedia || answer.status === 204) return [];
  const result = answer.isJson ? z.safeParse(declared.schema, answer.json) : null;
  if (result?.success) return [];
  const issue = result ? JSON.stringify(result.error.issues[0]) : 'not JSON';
  return [`success body breaks the contract: ${issue}`];
}

function problemsWith(route: Fuzzed, req: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400) {
    if (!answer.contentType.includes('application/json'))
      problems.push(`error answer is ${JSON.stringify(answer.contentType)}, not JSON`);
    const shape = apiErrorSchema.safeParse(answer.json);
    if (!answer.isJson || !shape.success) problems.push('error body is not { message, errors? }');
  }
  if (answer.status >= 200 && answer.status < 300) {
    if (bearerOnly(route.declaration) && req.as !== 'signed-in')
      problems.push(`answered ${answer.status} to a call without a valid bearer`);
    problems.push(...successProblems(route.declaration, answer));
  }
  // A streamed answer has sent its 200 before the work ends: a failure is its last line.
  if (answer.contentType.includes(IMPORT_STREAM_TYPE) && /^\{"failed":/m.test(answer.text))
    problems.push('the stream ended in failure (its 500)');
  const textual = /json|^text\//.test(answer.contentType);
  if (
    answer.status < 300 &&
    textual &&
    answer.text.includes('\ufffd') &&
    !sentReplacementCharacter(req)
  )
    problems.push('success answer holds U+FFFD the request never sent: input silently mangled');
  problems.push(...leaksIn(req, answer));
  return problems;
}

/**
 * Whether the request itself carried U+FFFD, or something the transport turns into it (a lone
 * surrogate written raw into the URL or body, bytes or percent-escapes that are not UTF-8). A lone
 * surrogate sent as a JSON escape does not count: a server that stores it as U+FFFD has corrupted
 * the input.
 */
function sentReplacementCharacter(req: FuzzRequest): boolean {
  const raw = [req.url, req.bodyText() ?? '', ...Object.values(req.headers)];
  return (
    req.body instanceof Uint8Array ||
    !decodes(req.url) ||
    raw.some((t) => t.includes('\ufffd') || !t.isWellFormed())
  );
}

/** One failure as printed: what went wrong, the answer, and what the server logged. */
function failureText(problems: readonly string[], answer: Answer): string {
  const lines = [
    problems.join('; '),
    `answer: ${answer.status} ${answer.contentType} ${shorten(answer.text, 600)}`,
  ];
  if (answer.logged.length)
    lines.push(`server logged: ${shorten(answer.logged.join(' | '), 1500)}`);
  return lines.join('\n');
}

/** The root cause a server log line names: its innermost `cause`, else its first line. */
function rootCause(logged: string): string {
  const causes = [...logged.matchAll(/(?:\(cause: |caused by )([^\n]*)/g)].map((m) => m[1]!);
  return (causes.at(-1) ?? logged.split('\n')[0]!).replace(/\)+$/, '');
}

/** A failure's kind, for listing distinct failures in collect mode. */
function signature(problems: readonly string[], answer: Answer): string {
  const logged = answer.logged[0] ? rootCause(answer.logged[0]) : '';
  const cause = logged.replace(/"[^"]*"|\d+/g, 'N').slice(0, 160);
  const kinds = problems.map((p) => p.replace(/:.*$/s, '')).join('; ');
  return `${answer.status} ${kinds}${cause ? ` | ${cause}` : ''}`;
}

async function fuzz(route: Fuzzed): Promise<void> {
  const distinct = new Map<string, { count: number; example: string }>();
  const property = fc.asyncProperty(route.requests(), async (req) => {
    const client = await route.client(req);
    const answer = await send(req, client);
    await route.after?.(req, answer, client);
    const problems = problemsWith(route, req, answer);
    if (!problems.length) return;
    const text = failureText(problems, answer);
    if (!COLLECT) throw new Error(text);
    const key = signature(problems, answer);
    const example = `${req.describe()}\n${text}`;
    const seen = distinct.get(key);
    if (!seen || example.length < seen.example.length)
      distinct.set(key, { count: (seen?.count ?? 0) + 1, example });
    else seen.count += 1;
  });
  const numRuns = Math.max(5, Math.round(RUNS * (route.runShare ?? 1)));
  await fc.assert(property, { numRuns, seed: SEED, endOnFailure: COLLECT });
  if (distinct.size) {
    const report = [...distinct].map(
      ([key, { count, example }]) => `── ${route.name}: ${key} (${count}×)\n${example}`,
    );
    throw new Error(`${distinct.size} distinct failure(s):\n${report.join('\n\n')}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Request generators shared by the routes

const IDENTITY_WEIGHTS: Record<Identity, number> = {
  'signed-in': 5,
  'signed-out': 2,
  'bad-token': 2,
};

function identity(allowed: readonly Identity[]): fc.Arbitrary<Identity> {
  return fc.oneof(
    { withCrossShrink: true },
    ...allowed.map((as) => ({ weight: IDENTITY_WEIGHTS[as], arbitrary: fc.constant(as) })),
  );
}

/**
 * Authorization headers that must not authenticate: malformed, forged, tampered, oversized, and
 * `others` (on a back-office call, a customer's valid token).
 */
function badAuthorization(others: readonly string[] = []): fc.Arbitrary<string> {
  // A real token of a signed-out session: well formed and correctly signed, but revoked.
  const token = revokedToken;
  const [header = '', payload = '', signature = ''] = token.split('.');
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        ...others,
        '',
        'Bearer',
        'Bearer ',
        'Bearer x',
        'Bearer a.b.c',
        'Basic ZGVtb0BzaG9wLnZuOmRlbW8xMjM0NQ==',
        `Bearer ${token}`,
        `bearer ${token}`,
        `Bearer  ${token}`,
        `Bearer ${token}x`,
        `Bearer ${header}.${payload}.`,
        `Bearer ${header}.${payload}.${signature.slice(0, -2)}AA`,
        `Bearer eyJhbGciOiJub25lIn0.${payload}.`,
        `Bearer ${token},Bearer ${token}`,
        `Bearer ${'a'.repeat(10_000)}`,
        `Bearer ${'eyJ'.repeat(3000)}.${'e'.repeat(10)}.x`,
      ),
    },
    { weight: 1, arbitrary: headerText.map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: headerText },
  );
}

const SHRINK_TO_FIRST = { withCrossShrink: true } as const;

const csrfHeader: fc.Arbitrary<string | null> = fc.oneof(
  SHRINK_TO_FIRST,
  { weight: 20, arbitrary: fc.constant('valid') },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: headerText },
);

/** Cookies sent on top of the client's own: mostly none, sometimes a hostile csrf or refresh one. */
const extraCookies: fc.Arbitrary<Record<string, string>> = fc.oneof(
  SHRINK_TO_FIRST,
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('csrf_secret', 'refresh_token', 'x'), headerText)
      .map(([name, value]) => ({ [name]: value.replace(/[;,]/g, '') })),
  },
);

/** Other headers now and then: origins, accept, forwarded-for, an idempotency key. */
function extraHeaders(idempotency: boolean): fc.Arbitrary<Record<string, string>> {
  const options: fc.WeightedArbitrary<Record<string, string>>[] = [
    { weight: 10, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('Origin', 'Accept', 'X-Forwarded-For', 'Accept-Encoding'),
          headerText,
        )
        .map(([name, value]) => ({ [name]: value })),
    },
  ];
  if (idempotency)
    options.push({
      weight: 3,
      arbitrary: fc
        .oneof(headerText, fc.uuid(), fc.constantFrom('a'.repeat(100), 'a'.repeat(101)))
        .map((key) => ({ 'Idempotency-Key': key })),
    });
  return fc.oneof(SHRINK_TO_FIRST, ...options);
}

/** A request's address with its body, and the body's own Content-Type when it has one. */
interface Call {
  url: string;
  body: Body;
  contentType?: string | null;
}

interface RequestShape {
  method: string;
  /** The address, or `call`: the address and body made together (a body for that product). */
  url?: fc.Arbitrary<string>;
  call?: fc.Arbitrary<Call>;
  identities: readonly Identity[];
  body?: fc.Arbitrary<Body>;
  idempotency?: boolean;
  /** Headers sent with some of the requests (e.g. an Accept the route answers differently). */
  headers?: fc.Arbitrary<Record<string, string>>;
  /** Tokens that must not pass besides the forged ones (a customer's, on back-office calls). */
  otherTokens?: readonly string[];
}

function requests(shape: RequestShape): fc.Arbitrary<FuzzRequest> {
  const hasBody = shape.method !== 'GET';
  const call: fc.Arbitrary<Call> =
    shape.call ??
    fc.record({
      url: shape.url ?? fc.constant('/'),
      body: hasBody ? (shape.body ?? ignoredBody) : fc.constant(undefined),
    });
  return fc
    .record({
      call,
      as: identity(shape.identities),
      authorization: badAuthorization(shape.otherTokens),
      csrf: hasBody ? csrfHeader : fc.constant('valid'),
      contentType: hasBody ? contentType : fc.constant(null),
      headers: extraHeaders(shape.idempotency ?? false),
      routeHeaders: shape.headers ?? fc.constant({}),
      cookies: extraCookies,
    })
    .map(
      ({ call: { url, body, contentType: ownType }, routeHeaders, ...r }) =>
        new FuzzRequest({
          method: shape.method,
          ...r,
          url,
          body,
          headers: { ...routeHeaders, ...r.headers },
          authorization: r.as === 'bad-token' ? r.authorization : undefined,
          contentType: body === undefined ? null : ownType === undefined ? r.contentType : ownType,
        }),
    );
}

const withQuery = (path: string, keys: Readonly<Record<string, readonly string[]>> = {}) =>
  queryString(keys).map((query) => `${path}${query}`);

const PAGING = { page: ['1', '2', '3', '100'], limit: ['1', '5', '12', '100'] };

/** An account address; `home` only where the schema has it (profile, not sign-up). */
const address = (withHome: boolean) =>
  fc.record(
    {
      street: fc.constantFrom('12 Lý Thường Kiệt', '1 Main St'),
      ...(withHome ? { home: fc.constantFrom('Căn hộ 3B', '') } : {}),
      city: fc.constantFrom('Hà Nội', 'Hue'),
      state: fc.constantFrom('Hoàn Kiếm', 'Thừa Thiên Huế'),
      zipCode: fc.constantFrom('100000', '530000'),
      country: fc.constantFrom('Vietnam', 'Việt Nam'),
    },
    { requiredKeys: ['street', 'city', 'state', 'zipCode', 'country'] },
  );

function validOrder(payments: readonly PaymentDetailsRequest[]): fc.Arbitrary<unknown> {
  const line = fc.record({
    pick: fc.constantFrom(...picks),
    quantity: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.constantFrom(1, 15, 99)),
  });
  return fc
    .record({
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
      method: fc.constantFrom(...SHIPPING_METHOD_IDS),
      payment: fc.constantFrom(...payments),
    })
    .map(({ lines, method, payment }) => orderRequest(lines, { method, payment }));
}

const signedInAs =
  (client: () => TestClient | Promise<TestClient>) =>
  async (req: FuzzRequest): Promise<TestClient> =>
    req.as === 'signed-in' ? client() : anon;

const ALL_IDENTITIES: readonly Identity[] = ['signed-in', 'signed-out', 'bad-token'];

// ---------------------------------------------------------------------------------------------
// The shop's routes: accounts, catalogue, search, orders, reviews and the customer's profile

const ROUTES: Route[] = [
  {
    name: 'GET /auth/csrf-token',
    requests: () =>
      requests({
        method: 'GET',
        url: withQuery('/api/auth/csrf-token'),
        identities: ALL_IDENTITIES,
      }),
    client: signedInAs(() => main),
  },
  {
    name: 'POST /auth/sign-up',
    requests: () => {
      const valid = fc.record({
        name: fc.constantFrom('Fuzz Tester', 'Nguyễn Văn An'),
        // A taken e-mail stops at the 409 before the password is hashed; a fresh one goes all
        // the way to the insert.
        email: fc.oneof(
          fc.constant(mainEmail),
          fc.uuid().map((u) => `fuzz-${u.slice(0, 13)}@example.com`),
        ),
        phoneNumber: fc.constantFrom('', '0912 345 678'),
        password: fc.constant('correct-horse-9'),
        address: fc.option(address(false), { nil: null }),
      });
      return requests({
        method: 'POST',
        url: withQuery('/api/auth/sign-up'),
        identities: ['signed-out'],
        body: jsonBody(valid),
      });
    },
    client: async () => anon,
  },
  {
    name: 'POST /auth/sign-in',
    requests: () => {
      const valid = fc.constantFrom(
        { email: DEMO.email, password: DEMO.password },
        { email: mainEmail, password: 'wrong-password-1' },
        { email: 'nobody@example.com', password: 'correct-horse-9' },
      );
      // Each body that passes the schema costs one argon2 verification: fewer valid ones here.
      return requests({
        method: 'POST',
        url: withQuery('/api/auth/sign-in'),
        identities: ['signed-out'],
        body: jsonBody(valid, { mutated: 4 }),
      });
    },
    client: async () => anon,
  },
  {
    name: 'POST /auth/refresh-token',
    requests: () =>
      requests({
        method: 'POST',
        url: withQuery('/api/auth/refresh-token'),
        identities: ALL_IDENTITIES,
      }),
    client: signedInAs(() => refreshPool.client()),
    after: (req, answer, client) => {
      if (req.as !== 'signed-in' || 'refresh_token' in req.cookies) return;
      storeCookies(client, answer.setCookies);
      if (answer.status === 401) refreshPool.usedUpNow();
    },
  },
  {
    name: 'POST /auth/sign-out',
    requests: () =>
      requests({
        method: 'POST',
        url: withQuery('/api/auth/sign-out'),
        identities: ALL_IDENTITIES,
      }),
    client: signedInAs(() => signOutPool.client()),
    after: (req, answer) => {
      if (req.as === 'signed-in' && answer.status === 204) signOutPool.usedUpNow();
    },
  },
  {
    name: 'POST /auth/forgot-password',
    requests: () => {
      const valid = fc.record({
        email: fc.constantFrom(DEMO.email, mainEmail, 'nobody@example.com', 'DEMO@shop.vn'),
      });
      return requests({
        method: 'POST',
        url: withQuery('/api/auth/forgot-password'),
        identities: ALL_IDENTITIES,
        body: jsonBody(valid),
      });
    },
    client: signedInAs(() => main),
  },
  {
    name: 'POST /auth/reset-password',
    requests: () => {
      // No token here was ever issued: the answer is 400 before any password is hashed.
      const valid = fc.record({
        token: fc.oneof(fc.constant(''), fc.base64String({ minLength: 40, maxLength: 48 })),
        password: fc.constantFrom('correct-horse-9', 'short'),
      });
      return requests({
        method: 'POST',
        url: withQuery('/api/auth/reset-password'),
        identities: ALL_IDENTITIES,
        body: jsonBody(valid),
      });
    },
    client: signedInAs(() => main),
  },
  {
    name: 'GET /product',
    requests: () =>
      requests({
        method: 'GET',
        url: withQuery('/api/product', {
          featured: ['true', 'false'],
          discount: ['true', 'false'],
          sortBy: SORT_VALUES,
          category: categories.map((c) => c._id),
          exclude: productIds.slice(0, 10),
          ...PAGING,
        }),
        identities: ['signed-out'],
      }),
    client: async () => anon,
  },
  {
    name: 'GET /product/category',
    requests: () =>
      requests({
        method: 'GET',
        url: withQuery('/api/product/category'),
        identities: ['signed-out'],
      }),
    client: async () => anon,
  },
  {
    name: 'GET /product/category/name/{name}',
    requests: () => {
      const fieldKeys = Object.fromEntries(
        categories.flatMap((c) =>
          c.fields.map((f) => [
            `field[${f.name}]`,
            f.type === 'Boolean'
              ? ['true', 'false']
              : f.type === 'Number'
                ? ['6.1', '8', '16', '0.000001', '123456789012345']
                : ['Apple', 'Intel', 'OLED', '4K'],
          ]),
        ),
      );
      const name = fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...CATEGORY_NAMES) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...CATEGORY_NAMES).map((n) => n.toUpperCase()),
        },
        { weight: 2, arbitrary: pathId([]) },
      );
      const query = queryString({
        brand: brands,
        criteria,
        minPrice: ['0', '1000000', '999999999999'],
        maxPrice: ['50000000', '1'],
        inStock: ['true', 'false'],
        sortBy: SORT_VALUES,
        ...PAGING,
        ...fieldKeys,
        'field[]': ['x'],
        'field[Unknown]': ['1'],
        'field[__proto__]': ['1'],
        'field[constructor]': ['1'],
      });
      return requests({
        method: 'GET',
        url: fc.tuple(name, query).map(([n, q]) => `/api/product/category/name/${n}${q}`),
        identities: ['signed-out'],
      });
    },
    client: async () => anon,
  },
  {
    name: 'GET /product/{id}',
    requests: () =>
      requests({
        method: 'GET',
        url: fc
          .tuple(pathId(productIds), queryString({}))
          .map(([id, q]) => `/api/product/${id}${q}`),
        identities: ['signed-out'],
      }),
    client: async () => anon,
  },
  {
    name: 'GET /product/{id}/variations',
    requests: () =>
      requests({
        method: 'GET',
        url: fc
          .tuple(pathId(productIds), queryString({}))
          .map(([id, q]) => `/api/product/${id}/variations${q}`),
        identities: ['signed-out'],
      }),
    client: async () => anon,
  },
  {
    name: 'GET /product/variations',
    requests: () =>
      requests({
        method: 'GET',
        url: withQuery('/api/product/variations', {
          ids: [
            productIds.slice(0, 12).join(','),
            productIds.slice(0, 100).join(','),
            [...productIds.slice(0, 3), 'ffffffffffffffffffffffff'].join(','),
            Array.from({ length: 101 }, (_, i) => productIds[i] ?? `p${i}`).join(','),
          ],
        }),
        identities: ['signed-out'],
      }),
    client: async () => anon,
  },
  {
    name: 'GET /search',
    requests: () =>
      requests({
        method: 'GET',
        url: withQuery('/api/search', {
          query: [
            'iphone',
            'điện thoại',
            'dien thoai',
            'samsng galaxy',
            'laptop dell',
            'Ễ',
            'a'.repeat(200),
            'a'.repeat(201),
            '"iphone" -pro',
            'iphone:* & !samsung',
            '(((',
          ],
          ...PAGING,
        }),
        identities: ['signed-out'],
      }),
    client: async () => anon,
  },
  {
    name: 'POST /order',
    requests: () =>
      requests({
        method: 'POST',
        url: withQuery('/api/order'),
        identities: ALL_IDENTITIES,
        body: jsonBody(validOrder([{ method: 'cod' }, { method: 'paypal' }, CARD, DECLINED_CARD])),
        idempotency: true,
      }),
    client: signedInAs(() => main),
  },
  {
    name: 'POST /order/guest-checkout',
    requests: () =>
      requests({
        method: 'POST',
        url: withQuery('/api/order/guest-checkout'),
        identities: ['signed-out'],
        body: jsonBody(validOrder([{ method: 'cod' }])),
        idempotency: true,
      }),
    client: async () => anon,
  },
  {
    name: 'GET /order',
    requests: () =>
      requests({
        method: 'GET',
        url: withQuery('/api/order', PAGING),
        identities: ALL_IDENTITIES,
      }),
    client: signedInAs(() => main),
  },
  {
    name: 'GET /order/{id}',
    requests: () =>
      requests({
        method: 'GET',
        url: fc
          .tuple(pathId([...ownOrderIds, ...foreignOrderIds]), queryString({}))
          .map(([id, q]) => `/api/order/${id}${q}`),
        identities: ALL_IDENTITIES,
      }),
    client: signedInAs(() => main),
  },
  {
    name: 'PUT /order/{id}/cancel',
    requests: () =>
      requests({
        method: 'PUT',
        url: fc
          .tuple(pathId([...ownOrderIds, ...foreignOrderIds]), queryString({}))
          .map(([id, q]) => `/api/order/${id}/cancel${q}`),
        identities: ALL_IDENTITIES,
      }),
    client: signedInAs(() => main),
  },
  {
    name: 'GET /product/{id}/reviews',
    requests: () =>
      requests({
        method: 'GET',
        url: fc
          .tuple(pathId(productIds), queryString(PAGING))
          .map(([id, q]) => `/api/product/${id}/reviews${q}`),
        identities: ['signed-out'],
      }),
    client: async () => anon,
  },
  {
    name: 'POST /order/{id}/reviews',
    requests: () => {
      const valid = fc.record({
        reviews: fc.array(
          fc.record({
            productId: fc.constantFrom(deliveredProductId, ...productIds.slice(0, 3)),
            rating: fc.integer({ min: 1, max: 5 }),
            text: fc.constantFrom('Sản phẩm rất tốt, giao hàng nhanh.', 'x'.repeat(2000)),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      });
      return requests({
        method: 'POST',
        url: fc
          .tuple(pathId([deliveredOrderId, ...ownOrderIds, ...foreignOrderIds]), queryString({}))
          .map(([id, q]) => `/api/order/${id}/reviews${q}`),
        identities: ALL_IDENTITIES,
        body: jsonBody(valid),
      });
    },
    client: signedInAs(() => main),
  },
  {
    name: 'GET /user/profile',
    requests: () =>
      requests({
        method: 'GET',
        url: withQuery('/api/user/profile'),
        identities: ALL_IDENTITIES,
      }),
    client: signedInAs(() => main),
  },
  {
    name: 'PUT /user/profile',
    requests: () => {
      const valid = fc.record(
        {
          name: fc.constantFrom('Fuzz Main', 'Trần Thị Bình'),
          email: fc.constant(mainEmail),
          phone: fc.constantFrom('', '0987 654 321'),
          address: fc.option(address(true), { nil: null }),
        },
        { requiredKeys: ['name', 'email'] },
      );
      return requests({
        method: 'PUT',
        url: withQuery('/api/user/profile'),
        identities: ALL_IDENTITIES,
        body: jsonBody(valid),
      });
    },
    client: signedInAs(() => main),
  },
  {
    name: 'PUT /user/change-password',
    requests: () => {
      // Every body that passes validation costs an argon2 verification (and a hash on success).
      const valid = fc.record({
        currentPassword: fc.constantFrom(CURRENT_PASSWORD, 'wrong-password-1'),
        newPassword: fc.constantFrom(CURRENT_PASSWORD, 'new-password-123'),
      });
      return requests({
        method: 'PUT',
        url: withQuery('/api/user/change-password'),
        identities: ALL_IDENTITIES,
        body: jsonBody(valid, { mutated: 4 }),
      });
    },
    client: signedInAs(() => passwordUser),
    after: async (req, answer) => {
      if (req.as !== 'signed-in' || answer.status !== 204) return;
      const sent = await bodyToSend(req);
      try {
        const next = (JSON.parse(String(sent)) as { newPassword?: unknown }).newPassword;
        if (typeof next === 'string') currentPassword = next;
      } catch {
        // A 204 for a body that is not JSON would already have failed the property.
      }
    },
  },
  {
    name: 'PUT /user/notification-settings',
    requests: () => {
      const flag = fc.boolean();
      const valid = fc.record({
        emailPromotions: flag,
        emailOrderUpdates: flag,
        emailNewsletter: flag,
        pushOrderUpdates: flag,
        pushPromotions: flag,
      });
      return requests({
        method: 'PUT',
        url: withQuery('/api/user/notification-settings'),
        identities: ALL_IDENTITIES,
        body: jsonBody(valid),
      });
    },
    client: signedInAs(() => main),
  },
  {
    name: 'DELETE /user/account',
    requests: () =>
      requests({
        method: 'DELETE',
        url: withQuery('/api/user/account'),
        identities: ALL_IDENTITIES,
      }),
    client: signedInAs(() => deletePool.client()),
    after: (req, answer) => {
      if (req.as === 'signed-in' && answer.status === 204) deletePool.usedUpNow();
    },
  },
];

// ---------------------------------------------------------------------------------------------
// The back office under /api/admin (staff calls with the admin's staff token; the shop's own
// calls, rebuild and backup, as main.ts mounts them). After the shop's routes: see the top.

/** The signed-in admin every back-office route sends as (never signed out, demoted or removed). */
let admin: TestClient;
let adminId = '';
/** Staff members the staff routes may demote or remove (not the admin above). */
const staffIds: string[] = [];
/** The staff member whose sessions the sign-out and refresh routes use up. */
let staffPoolMember: TestStaff;
let reviewIds: string[] = [];
/** Each product's whole write (PUT's body) and each category's (PUT /admin/categories). */
const productWrites: [string, ProductWrite][] = [];
let categoryWrites: [string, CategoryWrite][] = [];
/** The head of an export, in both formats: the valid files the import is fuzzed from. */
let csvSample = '';
let jsonSample: ProductWrite[] = [];
let uploadsDir = '';

/** A builder that records the rebuilds asked of it: the route is fuzzed, nothing is built. */
function recordingBuilder(): SiteBuilder {
  const status = idleRebuildStatus();
  return {
    status: () => status,
    start: async () => {
      if (status.state === 'running') return false;
      status.state = 'running';
      status.running = {
        id: `fuzz-${Date.now().toString(36)}`,
        startedAt: new Date().toISOString(),
      };
      return true;
    },
  };
}

/** A back-office route's requests: any identity; a customer's valid token must not pass either. */
const adminRequests = (shape: Omit<RequestShape, 'identities'>) =>
  requests({ ...shape, identities: ALL_IDENTITIES, otherTokens: [`Bearer ${main.accessToken}`] });

const asAdmin = signedInAs(() => admin);
/** A back-office route's share of RUNS when each request is dear (a dump, a hash, a file). */
const DEAR = 0.1;

const productUrl = (suffix = '') =>
  fc
    .tuple(pathId(productIds), queryString({}))
    .map(([id, q]) => `/api/admin/products/${id}${suffix}${q}`);

/** A product's whole write under its own address (real or damaged), at its current version. */
const productPut = (): fc.Arbitrary<Call> =>
  fc
    .constantFrom(...productWrites)
    .chain(([id, write]) =>
      fc.record({
        url: fc.oneof(
          { weight: 4, arbitrary: fc.constant(id) },
          { weight: 1, arbitrary: pathId([id]) },
        ),
        body: jsonBody(fc.constant({ ...write, version: CURRENT_VERSION })),
      }),
    )
    .map(({ url, body }) => ({ url: `/api/admin/products/${url}`, body }));

const ADMIN_ROUTES: Route[] = [
  {
    name: 'POST /admin/auth/sign-in',
    runShare: DEAR * 2,
    requests: () =>
      requests({
        method: 'POST',
        url: withQuery('/api/admin/auth/sign-in'),
        identities: ['signed-out'],
        body: jsonBody(
          fc.constantFrom(
            { email: staffPoolMember.email, password: STAFF_PASSWORD },
            { email: staffPoolMember.email, password: 'wrong-password-1', totpCode: '123456' },
            { email: 'nobody@example.com', password: STAFF_PASSWORD },
          ),
          { mutated: 4 },
        ),
      }),
    client: async () => anon,
  },
  {
    name: 'POST /admin/auth/refresh',
    requests: () => adminRequests({ method: 'POST', url: withQuery('/api/admin/auth/refresh') }),
    client: signedInAs(() => staffRefreshPool.client()),
    after: (req, answer, client) => {
      if (req.as !== 'signed-in' || 'refresh_token' in req.cookies) return;
      storeCookies(client, answer.setCookies);
      if (answer.status === 401) staffRefreshPool.usedUpNow();
    },
  },
  {
    name: 'POST /admin/auth/sign-out',
    requests: () => adminRequests({ method: 'POST', url: withQuery('/api/admin/auth/sign-out') }),
    client: signedInAs(() => staffSignOutPool.client()),
    after: (req, answer) => {
      if (req.as === 'signed-in' && answer.status === 204) staffSignOutPool.usedUpNow();
    },
  },
  {
    name: 'GET /admin/auth/me',
    requests: () => adminRequests({ method: 'GET', url: withQuery('/api/admin/auth/me') }),
    client: asAdmin,
  },
  {
    name: 'POST /admin/auth/totp/setup',
    runShare: DEAR,
    requests: () =>
      adminRequests({
        method: 'POST',
        url: withQuery('/api/admin/auth/totp/setup'),
        body: jsonBody(
          fc.record({ password: fc.constantFrom(STAFF_PASSWORD, 'wrong-password-1') }),
          { mutated: 4 },
        ),
      }),
    client: asAdmin,
  },
  {
    name: 'POST /admin/auth/totp/confirm',
    requests: () =>
      adminRequests({
        method: 'POST',
        url: withQuery('/api/admin/auth/totp/confirm'),
        body: jsonBody(fc.record({ code: fc.constantFrom('123456', '000000', '12345') })),
      }),
    client: asAdmin,
  },
  {
    name: 'POST /admin/auth/totp/disable',
    runShare: DEAR,
    requests: () =>
      adminRequests({
        method: 'POST',
        url: withQuery('/api/admin/auth/totp/disable'),
        body: jsonBody(
          fc.record({ password: fc.constantFrom(STAFF_PASSWORD, 'wrong-password-1') }),
          {
            mutated: 4,
          },
        ),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/staff',
    requests: () => adminRequests({ method: 'GET', url: withQuery('/api/admin/staff') }),
    client: asAdmin,
  },
  {
    name: 'POST /admin/staff',
    runShare: DEAR * 2,
    requests: () =>
      adminRequests({
        method: 'POST',
        url: withQuery('/api/admin/staff'),
        body: jsonBody(
          fc.record({
            email: fc.oneof(
              fc.constant(staffPoolMember.email),
              fc.uuid().map((u) => `fuzz-staff-${u.slice(0, 13)}@example.com`),
            ),
            name: fc.constantFrom('Fuzz Staff', 'Lê Thị Hoa'),
            role: fc.constantFrom(...STAFF_ROLES),
            password: fc.constantFrom('staff-password-2', 'short'),
          }),
          { mutated: 4 },
        ),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/audit',
    requests: () =>
      adminRequests({
        method: 'GET',
        url: withQuery('/api/admin/audit', {
          staffId: [adminId, ...staffIds],
          action: ['staff.sign_in', 'product.update', 'order.transition'],
          targetType: ['staff', 'product', 'order'],
          targetId: [adminId, ...productIds.slice(0, 3)],
          from: ['2026-01-01', '2026-11-27T00:00:00Z', 'yesterday'],
          to: ['2099-01-01', '1970-01-01'],
          cursor: ['1.1', '999999999999999.1', `${Date.now()}.9999999999999999999`],
          limit: ['1', '50', '200', '201'],
        }),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/products',
    requests: () =>
      adminRequests({
        method: 'GET',
        url: withQuery('/api/admin/products', {
          q: ['iphone', 'galaxy s', productWrites[0]?.[1].sku ?? 'SKU', 'Ễ'],
          category: [...CATEGORY_NAMES, ...categories.map((c) => c._id)],
          brand: brands,
          onSale: ['true', 'false'],
          featured: ['true', 'false'],
          stock: ['low', 'out'],
          archived: ['true', 'false'],
          sort: Object.keys(ADMIN_PRODUCT_SORTS),
          ...PAGING,
        }),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/products/{id}',
    requests: () => adminRequests({ method: 'GET', url: productUrl() }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/products/{id}/publish-status',
    requests: () =>
      adminRequests({
        method: 'GET',
        url: fc
          .tuple(pathId(productIds), queryString({ change: ['1', '2', '999999999999999', '0'] }))
          .map(([id, q]) => `/api/admin/products/${id}/publish-status${q}`),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/catalog/export',
    runShare: DEAR,
    requests: () =>
      adminRequests({
        method: 'GET',
        url: withQuery('/api/admin/catalog/export', { format: ['csv', 'json'] }),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/orders',
    requests: () =>
      adminRequests({
        method: 'GET',
        url: withQuery('/api/admin/orders', {
          status: [...ORDER_STATUSES],
          payment: ['cod', 'card', 'paypal'],
          from: ['2026-01-01', '2026-02-30', '2026-1-1'],
          to: ['2099-12-31', '1970-01-01'],
          q: ['ORD-', 'demo@shop.vn', '+84 912', '0912-345', '%', '_'],
          ...PAGING,
        }),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/orders/{id}',
    requests: () =>
      adminRequests({
        method: 'GET',
        url: fc
          .tuple(pathId([...ownOrderIds, ...foreignOrderIds, deliveredOrderId]), queryString({}))
          .map(([id, q]) => `/api/admin/orders/${id}${q}`),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/reviews',
    requests: () =>
      adminRequests({
        method: 'GET',
        url: withQuery('/api/admin/reviews', {
          product: ['iphone', productIds[0] ?? 'x', productWrites[0]?.[1].sku ?? 'SKU'],
          rating: ['1', '5', '0', '6'],
          visibility: ['all', 'visible', 'hidden'],
          ...PAGING,
        }),
      }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/search/misses',
    requests: () =>
      adminRequests({ method: 'GET', url: withQuery('/api/admin/search/misses', PAGING) }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/rebuild',
    requests: () => adminRequests({ method: 'GET', url: withQuery('/api/admin/rebuild') }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/builds',
    requests: () => adminRequests({ method: 'GET', url: withQuery('/api/admin/builds') }),
    client: asAdmin,
  },
  {
    name: 'GET /admin/backup',
    // Each answer is a dump of the whole database (seconds): a few requests.
    runShare: DEAR / 6,
    requests: () => adminRequests({ method: 'GET', url: withQuery('/api/admin/backup') }),
    client: asAdmin,
  },
  {
    name: 'PATCH /admin/products/{id}',
    requests: () =>
      adminRequests({
        method: 'PATCH',
        // Mostly a product without variations: its prices and stock are its own to patch.
        url: fc.oneof(
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...productWrites.filter(([, write]) => !write.variations.length))
              .map(([id]) => `/api/admin/products/${id}`),
          },
          { weight: 1, arbitrary: productUrl() },
        ),
        body: jsonBody(
          fc.record(
            {
              name: fc.constantFrom('Fuzz Phone', 'Điện thoại Fuzz'),
              description: fc.constantFrom('<p>Tốt</p>', ''),
              shortDescription: fc.constant('Short'),
              price: fc.constantFrom(1_000_000, 25_990_000),
              salePrice: fc.constantFrom(null, 900_000),
              stock: fc.constantFrom(0, 5, 100),
              featured: fc.boolean(),
            },
            { requiredKeys: [] },
          ),
        ),
      }),
    client: asAdmin,
  },
  {
    name: 'POST /admin/catalog/changed',
    requests: () =>
      adminRequests({
        method: 'POST',
        url: withQuery('/api/admin/catalog/changed'),
        body: jsonBody(
          fc.record({ products: fc.subarray(productIds.slice(0, 10), { minLength: 1 }) }),
        ),
      }),
    client: asAdmin,
  },
  {
    name: 'POST /admin/products',
    runShare: ADMIN_RUN_SHARE,
    requests: () => {
      const valid = fc
        .tuple(fc.constantFrom(...productWrites.map(([, write]) => write)), fc.uuid())
        .map(([write, u]) => ({
          ...write,
          sku: `FUZZ-${u.slice(0, 8)}`,
          variations: write.variations.map((v, i) => ({ ...v, sku: `FUZZ-${u.slice(0, 8)}-${i}` })),
        }));
      return adminRequests({
        method: 'POST',
        url: withQuery('/api/admin/products'),
        body: jsonBody(valid),
      });
    },
    client: asAdmin,
  },
  {
    name: 'PUT /admin/products/{id}',
    requests: () => adminRequests({ method: 'PUT', call: productPut() }),
    client: asAdmin,
  },
  ...(['duplicate', 'archive', 'restore'] as const).map((verb): Route => ({
    name: `POST /admin/products/{id}/${verb}`,
    requests: () =>
      adminRequests({
        method: 'POST',
        url: productUrl(`/${verb}`),
        body: jsonBody(fc.constantFrom({ version: CURRENT_VERSION }, {})),
      }),
    client: asAdmin,
  })),
  {
    name: 'POST /admin/images',
    requests: () =>
      adminRequests({
        method: 'POST',
        call: fc.record({
          url: withQuery('/api/admin/images'),
          body: imageBody,
          contentType: fc.constantFrom(...IMAGE_CONTENT_TYPES),
        }),
      }),
    client: asAdmin,
  },
  {
    name: 'PUT /admin/categories/{id}',
    requests: () =>
      adminRequests({
        method: 'PUT',
        call: fc.constantFrom(...categoryWrites).chain(([id, write]) =>
          fc.record({
            url: fc
              .tuple(
                fc.oneof(
                  { weight: 3, arbitrary: fc.constant(id) },
                  { weight: 1, arbitrary: pathId([id]) },
                ),
                queryString({}),
              )
              .map(([target, q]) => `/api/admin/categories/${target}${q}`),
            body: jsonBody(fc.constant(write)),
          }),
        ),
      }),
    client: asAdmin,
  },
  {
    name: 'POST /admin/catalog/import',
    runShare: DEAR * 2,
    requests: () => {
      const url = withQuery('/api/admin/catalog/import', { dryRun: ['true', 'false'] });
      const json = fc.record({
        url,
        body: jsonBody(fc.constant(jsonSample)),
        contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
      });
      const csv = fc.record({
        url,
        body: csvBody(csvSample),
        contentType: fc.constantFrom('text/csv', 'text/csv; charset=utf-8'),
      });
      const mismatched = fc.record({
        url,
        body: fc.oneof(csvBody(csvSample), jsonBody(fc.constant(jsonSample))),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      });
      return adminRequests({
        method: 'POST',
        call: fc.oneof({ weight: 3, arbitrary: json }, { weight: 3, arbitrary: csv }, mismatched),
        headers: fc.constantFrom({}, { Accept: IMPORT_STREAM_TYPE }),
      });
    },
    client: asAdmin,
  },
  {
    name: 'POST /admin/orders/{id}/transition',
    requests: () =>
      adminRequests({
        method: 'POST',
        url: fc
          .tuple(pathId([...ownOrderIds, ...foreignOrderIds, deliveredOrderId]), queryString({}))
          .map(([id, q]) => `/api/admin/orders/${id}/transition${q}`),
        body: jsonBody(
          fc.record(
            { to: fc.constantFrom(...ORDER_STATUSES), note: fc.constantFrom('VN123456789', '') },
            { requiredKeys: ['to'] },
          ),
        ),
      }),
    client: asAdmin,
  },
  ...(['hide', 'unhide'] as const).map((verb): Route => ({
    name: `POST /admin/reviews/{id}/${verb}`,
    requests: () =>
      adminRequests({
        method: 'POST',
        url: fc
          .tuple(pathId(reviewIds), queryString({}))
          .map(([id, q]) => `/api/admin/reviews/${id}/${verb}${q}`),
      }),
    client: asAdmin,
  })),
  {
    name: 'POST /admin/rebuild',
    requests: () => adminRequests({ method: 'POST', url: withQuery('/api/admin/rebuild') }),
    client: asAdmin,
  },
  {
    name: 'PUT /admin/staff/{id}/role',
    requests: () =>
      adminRequests({
        method: 'PUT',
        url: fc
          .tuple(pathId(staffIds), queryString({}))
          .map(([id, q]) => `/api/admin/staff/${id}/role${q}`),
        body: jsonBody(fc.record({ role: fc.constantFrom(...STAFF_ROLES) })),
      }),
    client: asAdmin,
  },
  {
    name: 'POST /admin/staff/{id}/totp/reset',
    requests: () =>
      adminRequests({
        method: 'POST',
        url: fc
          .tuple(pathId(staffIds), queryString({}))
          .map(([id, q]) => `/api/admin/staff/${id}/totp/reset${q}`),
        body: jsonBody(fc.constant({})),
      }),
    client: asAdmin,
  },
  {
    name: 'DELETE /admin/staff/{id}',
    requests: () =>
      adminRequests({
        method: 'DELETE',
        url: fc
          .tuple(pathId(staffIds), queryString({}))
          .map(([id, q]) => `/api/admin/staff/${id}${q}`),
      }),
    client: asAdmin,
  },
];

// ---------------------------------------------------------------------------------------------
// Setup: a seeded database, the clients, and catalogue and order ids to aim at

async function pickOf(client: TestClient, productId: string, priciest = false): Promise<Pick> {
  const product = (await client.get(`/api/product/${productId}`)).body.product as Product;
  if (!product.hasVariations) return { product, variation: null, variations: [] };
  const list = (await client.get(`/api/product/${productId}/variations`)).body
    .variations as Variation[];
  const sorted = [...list].sort((a, b) => b.price - a.price);
  const variation = (priciest ? sorted[0] : list.find((v) => v.isDefault)) ?? list[0] ?? null;
  return { product, variation, variations: list };
}

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'fuzz-uploads-'));
  ctx = await createTestContext({ config: { rateLimits: generousRateLimits(), uploadsDir } });
  app = createApp({
    db: ctx.database.db,
    database: ctx.database,
    config: ctx.config,
    builder: recordingBuilder(),
  });
  reference = await apiDocument(API_ROUTES);
  console.info(`API fuzz: seed ${SEED}, ${RUNS} requests per route (FUZZ_SEED to replay)`);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    serverLog.push(args.map(describeLogged).join(' '));
  });

  anon = newClient();
  await anon.fetchCsrf();
  main = newClient();
  mainEmail = (await main.signUp({ name: 'Fuzz Main' })).email;
  passwordUser = newClient();
  currentPassword = (await passwordUser.signUp({ name: 'Fuzz Password' })).password;
  const signedOut = newClient();
  await signedOut.signUp({ name: 'Fuzz Signed Out' });
  revokedToken = signedOut.accessToken!;
  await signedOut.post('/api/auth/sign-out');

  categories = (await anon.get('/api/product/category')).body as Category[];
  const listed = (await anon.get('/api/product?limit=100')).body.products as Product[];
  productIds = listed.map((p) => p._id);
  brands = [...new Set(listed.map((p) => p.brand))];
  criteria = [...new Set(listed.flatMap((p) => p.criteria))].slice(0, 10);

  // Plain and varied products, and the dearest of each kind (15 × 149,990,000 VND passes 2^31).
  const db = ctx.database.db;
  const dearest = await db
    .select({ id: products.id, hasVariations: products.hasVariations })
    .from(products)
    .orderBy(desc(products.price))
    .limit(40);
  const chosen = new Set<string>();
  for (const withVariations of [false, true]) {
    const first = dearest.find((p) => p.hasVariations === withVariations);
    if (first) chosen.add(first.id);
    const [cheap] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.hasVariations, withVariations))
      .orderBy(products.price)
      .limit(1);
    if (cheap) chosen.add(cheap.id);
  }
  picks = await Promise.all([...chosen].map((id, i) => pickOf(anon, id, i % 2 === 0)));
  for (const pick of picks) await setStock(db, pick, 1_000_000);

  for (const payment of [{ method: 'cod' }, CARD] as const) {
    const res = await main.post(
      '/api/order',
      orderRequest([{ pick: picks[0]!, quantity: 1 }], { payment }),
    );
    if (res.status === 201) ownOrderIds.push(res.body.order._id);
  }
  const guest = await anon.post(
    '/api/order/guest-checkout',
    orderRequest([{ pick: picks[0]!, quantity: 1 }]),
  );
  if (guest.status === 201) foreignOrderIds.push(guest.body.order._id);

  // A delivered order of the main customer, to review (the back office's moves, as a service).
  const reviewed = picks[1] ?? picks[0]!;
  const placed = await main.post('/api/order', orderRequest([{ pick: reviewed, quantity: 1 }]));
  deliveredOrderId = placed.body.order._id;
  deliveredProductId = reviewed.product._id;
  const deps = { db, payments: createTestPaymentGateway(), now: () => new Date() };
  for (const to of ['processing', 'shipped', 'delivered'] as const) {
    const [row] = await db.select().from(orders).where(eq(orders.id, deliveredOrderId));
    await moveOrder(deps, { row: row!, to, by: { staffId: null, actor: 'test' } });
  }

  // The back office: the admin who sends, staff to demote and remove, sessions to use up, and
  // the products, categories, reviews and files to aim at.
  const adminMember = await addStaff(ctx, 'admin');
  adminId = adminMember.id;
  admin = newClient();
  await signInStaff(admin, adminMember);
  staffPoolMember = await addStaff(ctx, 'editor');
  for (const role of ['editor', 'operator', 'admin'] as const)
    staffIds.push((await addStaff(ctx, role)).id);
  reviewIds = (await db.select({ id: reviews.id }).from(reviews).limit(6)).map((r) => r.id);
  for (const id of new Set([...picks.map((p) => p.product._id), ...productIds.slice(0, 4)])) {
    const { product } = adminProductResponseSchema.parse(
      (await admin.get(`/api/admin/products/${id}`)).body,
    );
    productWrites.push([id, toProductWrite(product)]);
  }
  categoryWrites = categories.map((c) => [
    c._id,
    { description: c.description, fields: c.fields.map((f) => ({ ...f })) },
  ]);
  const exported = async (format: 'csv' | 'json') => {
    const res = await app.request(`/api/admin/catalog/export?format=${format}`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    return res.text();
  };
  jsonSample = (JSON.parse(await exported('json')) as ProductWrite[]).slice(0, 2);
  const rows = parseCsv((await exported('csv')).replace(/^\ufeff/, '')) as string[][];
  const skuColumn = rows[0]!.indexOf('sku');
  const firstSkus = new Set(jsonSample.map((p) => p.sku));
  csvSample = stringifyCsv([
    rows[0]!,
    ...rows.slice(1).filter((row) => firstSkus.has(row[skuColumn]!)),
  ]);
}, 180_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await ctx?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The routes without a generator of their own: one made from the reference's schemas

/** The API reference, for the schemas of the routes without a generator of their own. */
let reference: ApiDocument;

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * A generator for `declaration` from its operation in the reference: the path's parameters among
 * the ids the fixtures made (and hostile ones), its query parameters' valid values, a JSON body
 * that its schema takes (then made hostile by jsonBody), sent by the caller its access rule takes.
 */
function fromReference(declaration: RouteDeclaration): Route {
  const path = declaration.path.replace(/:(\w+)/g, '{$1}');
  const admin = declaration.path.startsWith('/admin/');
  const { kind } = declaration.access;
  const client =
    kind === 'public'
      ? async () => anon
      : kind === 'customer' || kind === 'refresh-cookie'
        ? signedInAs(() => main)
        : kind === 'automation'
          ? signedInAs(() => {
              const automation = newClient();
              automation.accessToken = ctx.config.adminToken;
              return automation;
            })
          : asAdmin;
  return {
    name: fuzzKey(declaration),
    requests: () => {
      const operation = (reference.paths[`/api${path}`] as Record<string, Operation>)[
        declaration.method.toLowerCase()
      ]!;
      const parameters = operation.parameters ?? [];
      const query = Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, queryValuesOf(p.schema)]),
      );
      const ids = [...productIds, ...ownOrderIds, ...foreignOrderIds, ...reviewIds, ...staffIds];
      const names = [...declaration.path.matchAll(/:(\w+)/g)].map(() => pathId(ids));
      const url = fc.tuple(fc.tuple(...names), queryString(query)).map(([values, q]) => {
        let at = 0;
        return `/api${declaration.path.replace(/:(\w+)/g, () => values[at++]!)}${q}`;
      });
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const components = (reference.components.schemas ?? {}) as Record<string, JsonSchema>;
      const shape = {
        method: declaration.method,
        url,
        ...(schema ? { body: jsonBody(fromJsonSchema(schema, components)) } : {}),
      };
      return kind === 'public'
        ? requests({ ...shape, identities: ['signed-out'] })
        : admin
          ? adminRequests(shape)
          : requests({ ...shape, identities: ALL_IDENTITIES });
    },
    client,
  };
}

/** The generators written for routes, in the order they run: the shop's, then the back office's. */
const WRITTEN: Route[] = [
  ...ROUTES,
  ...ADMIN_ROUTES.map((route) => ({ runShare: ADMIN_RUN_SHARE, ...route })),
];

/**
 * Every route of the table with its generator: the shop's routes first, then the back office's
 * (see the top), each in the order of the generators written, then the table's.
 */
const FUZZED: Fuzzed[] = API_ROUTES.map((declaration, index) => {
  const written = WRITTEN.findIndex((route) => route.name === fuzzKey(declaration));
  const admin = declaration.path.startsWith('/admin/');
  const route =
    written >= 0
      ? WRITTEN[written]!
      : { ...(admin ? { runShare: ADMIN_RUN_SHARE } : {}), ...fromReference(declaration) };
  const order = (admin ? 2 : 1) * 1_000_000 + (written >= 0 ? written : WRITTEN.length + index);
  return { ...route, declaration, order };
})
  .sort((a, b) => a.order - b.order)
  .map(({ order: _order, ...route }) => route);

describe('every route survives hostile input (status < 500, `{ message, errors? }`, no leaks)', () => {
  it('files every generator written under a route of the table', () => {
    const table = new Set(API_ROUTES.map(fuzzKey));
    expect(WRITTEN.map((route) => route.name).filter((name) => !table.has(name))).toEqual([]);
  });

  for (const route of FUZZED) {
    it(route.name, () => fuzz(route), ROUTE_TIMEOUT_MS);
  }
});
