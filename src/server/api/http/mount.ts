// The one place the route table becomes the API. Every declaration is mounted with the same
// steps, in this order: its reference entry (operation.ts); the default body limit, first of
// all, unless the route has its own; the CSRF token when it applies; its access rule; its own
// body limit, once the caller is known; for a catalogue read, the 304 of an ETag the caller
// already has; its cache header on a success; then its path parameters (404), query (400) and
// JSON body (400, 422) read and checked; then its handler with what was read, or for a catalogue
// read the answer kept in memory for the same request (read-cache.ts). A declaration without an
// access rule is not mounted: the app is not made, and the shop does not start (deny by default).
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { etag } from 'hono/etag';
import { uniqueSymbol } from 'hono-openapi';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { requireAuth, requireCsrfToken, requireRefreshCookie } from '../auth/middleware.ts';
import { customerSessionStore, staffSessionStore } from '../auth/session.ts';
import { requireAutomation, requireAutomationOrStaff, requireStaff } from '../auth/staff.ts';
import type { AppEnv } from '../context.ts';
import { bodyLimit, streamedBodyLimit } from './body-limit.ts';
import { describe, schemaOf } from './operation.ts';
import {
  CACHE_POLICIES,
  isAccess,
  routeName,
  type Access,
  type CheckedInput,
  type RouteDeclaration,
  type Schema,
} from './route.ts';
import { contentLang } from './content-lang.ts';
import { noteRoute } from '../../request-log.ts';
import { callerLang } from './lang.ts';
import { answerTagsOf } from './read-cache.ts';
import { cleanQuery, parseBody, readJsonValue, readParams, readQuery } from './validate.ts';

/** Why the app cannot be made from a table: a route without an access rule, or one declared twice. */
export function tableProblems(routes: readonly RouteDeclaration[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const name = routeName(route);
    if (!isAccess(route.access))
      problems.push(
        `${name} declares no access rule: say who may call it with access.public, access.customer, access.refreshCookie(…), access.staff(…), access.automation or access.automationOrStaff(…) (docs/guides/add-an-endpoint.md)`,
      );
    if (seen.has(name)) problems.push(`${name} is declared twice`);
    if (route.onEveryAnswer && !keptInMemory(route))
      problems.push(`${name} declares onEveryAnswer, which only answers kept in memory run`);
    seen.add(name);
  }
  return problems;
}

/** The middleware that lets through only the callers `rule` allows. */
function guardOf(rule: Access): MiddlewareHandler<AppEnv> | null {
  switch (rule.kind) {
    case 'public':
      return null;
    case 'customer':
      return requireAuth;
    case 'refresh-cookie':
      return requireRefreshCookie(
        rule.account === 'customer' ? customerSessionStore : staffSessionStore,
      );
    case 'staff':
      return requireStaff(...rule.roles);
    case 'automation':
      return requireAutomation;
    case 'automation-or-staff':
      return requireAutomationOrStaff(...rule.roles);
  }
}

/** The default limit of every body: the configuration's (64 KB). */
const defaultBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit(c.var.deps.config.bodyLimitBytes, API_MESSAGES.http.bodyTooLarge)(c, next);

/**
 * A successful answer's Cache-Control (every other answer keeps the app's `no-store`; a 304 keeps
 * the header of the answer it stands for).
 */
const cacheHeader =
  (value: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status >= 200 && c.res.status < 300) c.header('Cache-Control', value);
  };

/** Object keys in one order, at every depth: `{ b, a }` and `{ a, b }` write the same JSON. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, canonical(object[key])]),
  );
}

/** The parameters a query schema names (zod's object shape). */
const namedBy = (schema: Schema): ReadonlySet<string> =>
  new Set(Object.keys((schema._zod.def as { shape?: object }).shape ?? {}));

/**
 * What identifies a catalogue read's answer: its route, its path parameters and query as checked
 * (defaults filled in, numbers clamped), and the query parameters its schema does not name, which
 * a handler may read itself (a listing's `field[…]` filters), each in one order; and the language
 * the answer's catalogue texts are in (content-lang.ts: the `lang` parameter or Accept-Language),
 * so that a Vietnamese answer never serves an English caller.
 */
function keyerOf(route: RouteDeclaration): (c: Context<AppEnv>, input: CheckedInput) => string {
  const schema = route.request?.query;
  const named = schema ? namedBy(schema) : null;
  return (c, input) => {
    const unnamed = named ? Object.entries(cleanQuery(c)).filter(([name]) => !named.has(name)) : [];
    return JSON.stringify(
      canonical([
        route.method,
        route.path,
        input.params,
        input.query,
        Object.fromEntries(unnamed),
        contentLang(c),
      ]),
    );
  };
}

const decoder = new TextDecoder();

/** The declared successes' statuses, lowest first. */
/** Each route's successes, read from its declaration once rather than on every call. */
const successesByRoute = new WeakMap<RouteDeclaration, number[]>();

const successesOf = (route: RouteDeclaration): number[] =>
  Object.keys(route.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);

/**
 * The handler's answer as a Response: its own, or its data checked against its one declared
 * success's schema (what the schema does not name is dropped) and sent with that status.
 */
async function handlerAnswer(
  c: Context<AppEnv>,
  route: RouteDeclaration,
  input: CheckedInput,
): Promise<Response> {
  const reply = await route.handler(c, input);
  if (reply instanceof Response) return reply;
  const successes = successesByRoute.get(route) ?? successesOf(route);
  successesByRoute.set(route, successes);
  if (successes.length !== 1)
    throw new Error(
      `${routeName(route)} has ${successes.length} successes: answer with a Response`,
    );
  const status = successes[0] as ContentfulStatusCode;
  const schema = route.responses[status]?.schema;
  return schema ? c.json(z.parse(schema, reply) as object, status) : c.body(null, status);
}

/**
 * A catalogue read's answer: the one kept for the same request, else the handler's (computed once
 * for everyone asking at the same time, kept when it succeeds). `X-Api-Cache` says which.
 */
async function keptAnswer(
  c: Context<AppEnv>,
  route: RouteDeclaration,
  input: CheckedInput,
  key: string,
): Promise<Response> {
  const answered = await c.var.deps.readCache.answer(key, async () => ({
    response: await handlerAnswer(c, route, input),
    tags: answerTagsOf(c),
  }));
  if (answered.state === 'PASS') return answered.response;
  const { answer } = answered;
  if (route.onEveryAnswer)
    await route.onEveryAnswer(c, input, JSON.parse(decoder.decode(answer.body)));
  return c.body(answer.body, answer.status as 200, {
    'Content-Type': answer.contentType,
    ETag: answer.etag,
    // The catalogue texts follow Accept-Language when no `lang` parameter names the language.
    Vary: 'Accept-Language',
    'X-Api-Cache': answered.state,
  });
}

/** The answers kept in memory: the catalogue reads. */
const keptInMemory = (route: RouteDeclaration): boolean => route.cache === 'catalogue';

/** Where a checked part of the request is kept for the handler (Hono's validated data). */
type Part = 'param' | 'query' | 'json';

const checkedPart = (c: Context, part: Part): unknown =>
  (c.req as unknown as { valid(target: Part): unknown }).valid(part);

/**
 * A middleware that reads `part` of the request with `read` (which throws the part's 4xx) and
 * keeps it for the handler; hono-openapi's mark on it documents `schema` as that part.
 */
function check(part: Part, schema: Schema, read: (c: Context<AppEnv>) => unknown) {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.req.addValidatedData(part, (await read(c)) as object);
    await next();
  };
  return Object.assign(middleware, { [uniqueSymbol]: { target: part, ...schemaOf(schema) } });
}

function stepsOf(route: RouteDeclaration): MiddlewareHandler<AppEnv>[] {
  const { request = {}, bodyLimit: own } = route;
  const pattern = `/api${route.path}`;
  const steps: (MiddlewareHandler<AppEnv> | null)[] = [
    describe(route),
    // The request's log line and counts name the route by its pattern (request-log.ts).
    (c, next) => {
      noteRoute(c, pattern);
      return next();
    },
    own ? null : defaultBodyLimit,
    route.csrf ? requireCsrfToken : null,
    guardOf(route.access),
    own ? (own.streamed ? streamedBodyLimit : bodyLimit)(own.bytes, own.message) : null,
    keptInMemory(route) ? etag() : null,
    route.cache === 'no-store' ? null : cacheHeader(CACHE_POLICIES[route.cache]),
  ];
  const { params, query, body, beforeBody } = request;
  if (params)
    steps.push(check('param', params.schema, (c) => readParams(c, params.schema, params.notFound)));
  if (query) steps.push(check('query', query, (c) => readQuery(c, query)));
  if (body)
    steps.push(
      check('json', body, async (c) => {
        const value = await readJsonValue(c);
        beforeBody?.(c, value);
        return parseBody(body, value, callerLang(c));
      }),
    );
  return steps.filter((step) => step !== null);
}

/**
 * Mounts every route of `routes` on `api` (the app under /api); throws, naming each, when a route
 * has no access rule or is declared twice. Routes are tried in the table's order: a fixed path
 * comes before a parameter's that would take it (`/product/variations` before `/product/:id`).
 */
export function mountRoutes(api: Hono<AppEnv>, routes: readonly RouteDeclaration[]): Hono<AppEnv> {
  const problems = tableProblems(routes);
  if (problems.length) throw new Error(problems.join('\n'));
  for (const route of routes) {
    const keyOf = keptInMemory(route) ? keyerOf(route) : null;
    api.on(route.method, [route.path], ...stepsOf(route), (c) => {
      const input: CheckedInput = {
        params: checkedPart(c, 'param'),
        query: checkedPart(c, 'query'),
        body: checkedPart(c, 'json'),
      };
      return keyOf ? keptAnswer(c, route, input, keyOf(c, input)) : handlerAnswer(c, route, input);
    });
  }
  // A body sent to no route is read no further than the default limit, as on any route.
  api.use('*', defaultBodyLimit);
  return api;
}
