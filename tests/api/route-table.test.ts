// The route table, read by the tests rather than listed by hand: the app mounts exactly the
// table; every route of it, called by every kind of caller (nobody, a customer, each staff role,
// the automation token), refuses the callers its access rule refuses with an access message and
// lets the others past (what they get then, a 400, 404 or 422 for a made-up id or an empty body,
// is the call's own answer); every route that takes the CSRF token refuses a cookie call without
// it, and the bearer-only ones do not ask for it. A route added to the table is in all of these
// at once. Runs on the engine under test (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/api/schemas/user.ts';
import { roleAllows, STAFF_ROLES, type StaffRole } from '../../src/lib/staff.ts';
import { createApp } from '../../src/server/api/app.ts';
import { ACCESS_MESSAGES } from '../../src/server/api/auth/middleware.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/server/api/auth/csrf.ts';
import { customerSessionStore, staffSessionStore } from '../../src/server/api/auth/session.ts';
import { idleRebuildStatus } from '../../src/server/api/context.ts';
import {
  access,
  routeName,
  type Access,
  type RouteDeclaration,
} from '../../src/server/api/http/route.ts';
import { apiDocument } from '../../src/server/api/http/openapi.ts';
import { API_ROUTES } from '../../src/server/api/routes/index.ts';
import { insertUser } from '../../src/server/api/services/accounts.ts';
import { createTestContext, TestClient, type TestContext } from './harness.ts';
import { addStaff } from './staff-fixtures.ts';
import { routeWithoutAccess, testRoute } from './test-routes.ts';

let ctx: TestContext;
/** A CSRF cookie and its token, good for every client of the run. */
let csrf: { cookie: string; token: string };
const staffIds = new Map<StaffRole, string>();

/** A builder whose rebuilds start and are remembered, nothing more. */
function idleBuilder() {
  const status = idleRebuildStatus();
  return { status: () => status, start: async () => true };
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, builder: idleBuilder() });
  const anonymous = ctx.client();
  const token = await anonymous.fetchCsrf();
  csrf = { cookie: anonymous.cookies.get(CSRF_COOKIE)!, token };
  for (const role of STAFF_ROLES) staffIds.set(role, (await addStaff(ctx, role)).id);
});
afterAll(async () => {
  await ctx?.close();
});

type Caller = 'anonymous' | 'customer' | StaffRole | 'automation';
const CALLERS: readonly Caller[] = ['anonymous', 'customer', ...STAFF_ROLES, 'automation'];
const isStaff = (caller: Caller): caller is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(caller);

/** Whether `rule` lets `caller` in: what the access rules promise. */
function allows(rule: Access, caller: Caller): boolean {
  switch (rule.kind) {
    case 'public':
      return true;
    case 'customer':
      return caller === 'customer';
    case 'refresh-cookie':
      return rule.account === 'customer' ? caller === 'customer' : isStaff(caller);
    case 'staff':
      return isStaff(caller) && (rule.roles.length === 0 || roleAllows(caller, rule.roles));
    case 'automation':
      return caller === 'automation';
    case 'automation-or-staff':
      return caller === 'automation' || (isStaff(caller) && roleAllows(caller, rule.roles));
  }
}

let accounts = 0;

/**
 * A browser of `caller` holding the CSRF cookie and, when signed in, a session of its own (its
 * bearer token and refresh cookie): a customer is a new account, so a call that ends a session
 * or deletes the account leaves every other call's caller as it was.
 */
async function clientOf(caller: Caller): Promise<TestClient> {
  const client = ctx.client();
  client.cookies.set(CSRF_COOKIE, csrf.cookie);
  client.csrfToken = csrf.token;
  const { config } = ctx;
  const { db } = ctx.database;
  const at = new Date();
  if (caller === 'automation') client.accessToken = config.adminToken;
  const store = caller === 'customer' ? customerSessionStore : staffSessionStore;
  let ownerId: string | undefined;
  if (caller === 'customer') {
    accounts += 1;
    const account = await insertUser(
      db,
      {
        name: 'Matrix Customer',
        email: `matrix-${accounts}-${Date.now()}@example.com`,
        phone: null,
        passwordHash: 'not a hash: this account never signs in with a password',
        address: null,
        notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
      },
      at,
    );
    ownerId = account.id;
  } else if (isStaff(caller)) ownerId = staffIds.get(caller)!;
  if (ownerId) {
    const session = await store.start(db, ownerId, at, config.refreshTokenTtlDays);
    client.cookies.set(store.cookie.name, session.refreshToken);
    client.accessToken = (
      await store.accessTokenFor(config.jwtSecret, ownerId, session.sessionId, at)
    ).accessToken;
  }
  return client;
}

/** The route's address with a made-up id (or name): well formed, naming nothing. */
const urlOf = (route: RouteDeclaration) =>
  `/api${route.path.replace(':id', 'matrix-none').replace(':name', 'Nothing')}`;

/** One call of `route` by `client`: an empty JSON body where one may be sent. */
const call = (route: RouteDeclaration, client: TestClient, options: { csrf?: boolean } = {}) =>
  client.request(route.method, urlOf(route), {
    ...(route.method === 'GET' ? {} : { body: {} }),
    ...options,
  });

const ACCESS_REFUSALS: readonly string[] = Object.values(ACCESS_MESSAGES);
const refusedByAccess = (res: { status: number; body: { message?: unknown } | null }) =>
  (res.status === 401 || res.status === 403) &&
  ACCESS_REFUSALS.includes(String(res.body?.message)) &&
  res.body?.message !== ACCESS_MESSAGES.csrf;

describe('the route table', () => {
  it('is what the app mounts: every route of it, and nothing else under /api', () => {
    const mounted = new Set(
      ctx.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...mounted].sort()).toEqual(API_ROUTES.map(routeName).sort());
  });

  it('is served as its OpenAPI 3.1 document at GET /api/openapi.json, cached a while', async () => {
    const res = await ctx.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(await apiDocument(API_ROUTES))));
    expect(res.body.openapi).toBe('3.1.0');
    const operations = Object.values(res.body.paths as Record<string, object>).flatMap((item) =>
      Object.keys(item),
    );
    expect(operations).toHaveLength(API_ROUTES.length);
  });

  it('gives every route an access rule, a section and a summary in words', () => {
    for (const route of API_ROUTES) {
      expect(route.access, routeName(route)).toBeDefined();
      expect(route.summary.split(' ').length, routeName(route)).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('who may call each route (every route × every kind of caller)', () => {
  for (const route of API_ROUTES) {
    it(`${routeName(route)}: ${CALLERS.map((c) => `${c} ${allows(route.access, c) ? 'in' : 'out'}`).join(', ')}`, async () => {
      for (const caller of CALLERS) {
        const res = await call(route, await clientOf(caller));
        const said = `${caller}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`;
        expect(res.status, said).toBeLessThan(500);
        if (allows(route.access, caller)) {
          expect(refusedByAccess(res), said).toBe(false);
        } else {
          expect(refusedByAccess(res), said).toBe(true);
          if (caller === 'anonymous') expect(res.status, said).toBe(401);
        }
      }
    });
  }
});

describe('the CSRF token', () => {
  /** A caller the route lets in, for calls that should get past its access rule. */
  const allowedCaller = (route: RouteDeclaration) =>
    CALLERS.find((caller) => allows(route.access, caller))!;

  it('is refused when missing on every route that takes it, with its cookie and session sent', async () => {
    const routes = API_ROUTES.filter((route) => route.csrf);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const res = await call(route, await clientOf(allowedCaller(route)), { csrf: false });
      expect([res.status, res.body?.message], routeName(route)).toEqual([
        403,
        ACCESS_MESSAGES.csrf,
      ]);
    }
  });

  it('is not asked of the bearer-only routes, nor of any GET', async () => {
    const routes = API_ROUTES.filter((route) => !route.csrf);
    for (const route of routes) {
      const client = await clientOf(allowedCaller(route));
      client.cookies.clear();
      const res = await call(route, client, { csrf: false });
      expect(res.body?.message, `${routeName(route)}: ${res.status}`).not.toBe(
        ACCESS_MESSAGES.csrf,
      );
      expect(refusedByAccess(res), routeName(route)).toBe(false);
    }
  });
});

describe('a route that declares no access rule', () => {
  const open = routeWithoutAccess('/test/left-open', 'Would answer anyone, had it said so.');

  it('stops the app from being made, naming the route', () => {
    expect(() => createApp({ db: ctx.database.db, config: ctx.config, routes: [open] })).toThrow(
      /POST \/api\/test\/left-open declares no access rule/,
    );
  });

  it('refuses, as a route declared twice, naming it', () => {
    const twice = API_ROUTES[0]!;
    expect(() => createApp({ db: ctx.database.db, config: ctx.config, routes: [twice] })).toThrow(
      `${routeName(twice)} is declared twice`,
    );
  });
});

describe('a route for automation alone', () => {
  const automationOnly = testRoute(
    '/test/automation-only',
    'Answers the automation token and no one else.',
    access.automation,
  );

  it('lets the automation token in and refuses every other caller with an access message', async () => {
    const app = createApp({ db: ctx.database.db, config: ctx.config, routes: [automationOnly] });
    for (const caller of CALLERS) {
      const client = await clientOf(caller);
      const res = await new TestClient(app).request('POST', '/api/test/automation-only', {
        body: {},
        headers: {
          ...(client.accessToken ? { Authorization: `Bearer ${client.accessToken}` } : {}),
          [CSRF_HEADER]: csrf.token,
        },
      });
      if (caller === 'automation') expect(res.status, caller).toBe(204);
      else {
        expect(res.status, caller).toBe(caller === 'anonymous' ? 401 : 403);
        expect(res.body.message, caller).toBe(ACCESS_MESSAGES.automationOnly);
      }
    }
  });
});
