// How an API endpoint is declared: once, in its domain's file under routes/, as a RouteDeclaration
// that says what it is (method, path, summary, tag), what it takes and answers (the contract's
// schemas), who may call it (its access rule), whether the CSRF token applies, its cache policy
// and its body limit. mount.ts turns the table of declarations into the API, and openapi.ts into
// its reference (GET /api/openapi.json, docs/api.md). docs/guides/add-an-endpoint.md walks
// through adding one.
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { idSchema } from '../../../api/schemas/common.ts';
import type { StaffRole } from '../../../lib/staff.ts';
import type { AppEnv } from '../context.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Schema = z.core.$ZodType;

/**
 * Who may call an endpoint. There is no default: a declaration without one is refused when the
 * app is made (mount.ts), and the shop does not start.
 */
export type Access =
  /** Anyone, signed in or not. */
  | { readonly kind: 'public' }
  /** A signed-in customer: a customer's access token (Authorization: Bearer). */
  | { readonly kind: 'customer' }
  /** The holder of a sign-in session's refresh cookie (customer's or staff member's). */
  | { readonly kind: 'refresh-cookie'; readonly account: 'customer' | 'staff' }
  /** A staff member's access token, of one of `roles` (admin may do everything; none: any role). */
  | { readonly kind: 'staff'; readonly roles: readonly StaffRole[] }
  /** The automation token, ADMIN_TOKEN, only. */
  | { readonly kind: 'automation' }
  /** The automation token, or a staff member of one of `roles` (admin may do everything). */
  | { readonly kind: 'automation-or-staff'; readonly roles: readonly StaffRole[] };

/** The sections of the reference, in its order, with what each holds. */
export const API_TAGS = [
  { name: 'Accounts', description: "Customers' sign-up, sign-in, sessions and password reset." },
  {
    name: 'Catalogue',
    description: 'Products, categories, variations and reviews, as shoppers see them.',
  },
  { name: 'Search', description: 'Product search and suggestions.' },
  {
    name: 'Addresses',
    description: "Vietnam's provinces and their wards, communes and special zones (since 2025).",
  },
  {
    name: 'Orders',
    description: 'Placing, reading and cancelling orders; reviewing what was bought.',
  },
  { name: 'Profile', description: "The signed-in customer's own account." },
  {
    name: 'Staff sign-in',
    description: "Staff members' sign-in, sessions and two-factor sign-in.",
  },
  { name: 'Staff', description: 'Staff management and the audit log (admins).' },
  {
    name: 'Shop',
    description: "Who sells: the shop's identity as shoppers see it and as admins keep it.",
  },
  { name: 'Products', description: 'Catalogue editing in the back office.' },
  { name: 'Catalogue file', description: 'Importing and exporting the catalogue as a file.' },
  {
    name: 'Order handling',
    description: 'Moving orders through processing, shipping and delivery.',
  },
  { name: 'Moderation', description: 'Hiding and showing reviews.' },
  {
    name: 'Policies',
    description: 'The policy pages (warranty, returns, shipping, privacy, terms): read and edited.',
  },
  {
    name: 'Automation',
    description: 'Calls for scripts and webhooks: catalogue changes, search misses.',
  },
  {
    name: 'Storefront builds',
    description: 'Rebuilding the static storefront and following its builds.',
  },
  { name: 'Operations', description: 'Backups of the running shop, and this reference.' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

export type AccessKind = Access['kind'];

/** The access rules, as declarations write them: `access.staff('editor')`. */
export const access = {
  public: { kind: 'public' },
  customer: { kind: 'customer' },
  refreshCookie: (account: 'customer' | 'staff'): Access => ({ kind: 'refresh-cookie', account }),
  staff: (...roles: StaffRole[]): Access => ({ kind: 'staff', roles }),
  automation: { kind: 'automation' },
  automationOrStaff: (...roles: StaffRole[]): Access => ({ kind: 'automation-or-staff', roles }),
} as const satisfies Record<string, Access | ((...args: never[]) => Access)>;

const ACCESS_KINDS: ReadonlySet<string> = new Set<AccessKind>([
  'public',
  'customer',
  'refresh-cookie',
  'staff',
  'automation',
  'automation-or-staff',
]);

/** True for an access rule as `access` writes them (anything else, undefined included, is not). */
export function isAccess(value: unknown): value is Access {
  return (
    typeof value === 'object' &&
    value !== null &&
    ACCESS_KINDS.has((value as { kind?: unknown }).kind as string)
  );
}

/**
 * Whether a call needs the CSRF token unless its declaration says otherwise: a call that changes
 * something and that a browser makes with the shop's cookies (anyone's, a customer's: the
 * storefront sends its cookies with them, and some set or clear the refresh cookie; a refresh
 * cookie's). Staff and automation calls authenticate with a bearer header alone, which a page of
 * another site cannot make a browser send, so the token adds nothing there.
 */
export function csrfByDefault(method: Method, rule: Access): boolean {
  if (method === 'GET') return false;
  return rule.kind === 'public' || rule.kind === 'customer' || rule.kind === 'refresh-cookie';
}

/** Cache-Control of a successful answer; every other answer is `no-store`. */
export const CACHE_POLICIES = {
  'no-store': 'no-store',
  /**
   * Catalogue reads: the same for everyone, kept in the shop's memory (read-cache.ts) and for a
   * few seconds by a browser or CDN, which may then show it once more while it asks again. A
   * change is live in seconds (pages are rendered again at once), so an island never shows a price
   * older than the page around it by more than that.
   */
  catalogue: 'public, max-age=5, stale-while-revalidate=30',
  /** The API's own reference: changes only with a new version of the shop. */
  reference: 'public, max-age=300',
  /**
   * The register of administrative units: it changes only with a new version of the shop (and the
   * law), so a browser keeps it a day and may show it a week longer while it asks again.
   */
  register: 'public, max-age=86400, stale-while-revalidate=604800',
} as const;
export type CachePolicy = keyof typeof CACHE_POLICIES;

/** A body limit of the endpoint's own, checked once the caller is known (the default's is first). */
export interface OwnBodyLimit {
  bytes: number;
  /** The 413 answer's message. */
  message: string;
  /**
   * The handler reads the body as a stream (to a file) rather than in memory: the limit is kept
   * while it reads, not by reading it whole first.
   */
  streamed?: boolean;
}

/** The path's parameters: their schema, and the 404 message of a value it refuses. */
export interface ParamsSpec<S extends Schema = Schema> {
  schema: S;
  /** A value that is not one the schema takes names nothing: 404 with this message. */
  notFound: string;
}

/** A path whose one parameter is an `:id` of the contract; any other value is 404 `notFound`. */
export const idParam = (notFound: string) => ({ schema: z.object({ id: idSchema }), notFound });

/** A body the handler reads itself, as it arrives (a file): its media types. */
export interface FileBody {
  types: readonly string[];
  description: string;
}

export interface Answer {
  description: string;
  /** The JSON body's contract schema. */
  schema?: Schema;
  /** Other media types it may come as: a schema of each line or document, or null for bytes. */
  media?: Readonly<Record<string, Schema | null>>;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;

/** The answers a declaration gives, by status. */
export type Answers = Readonly<Record<number, Answer>>;

/** The statuses of a success the mount sends for a handler that answers with its data. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * What a handler answers with: the data of its success (the JSON its schema takes, nothing for one
 * without a body), which the mount checks against that schema (dropping whatever it does not
 * name) and sends with that status; or a Response of its own (a file, a stream, a choice between
 * two successes).
 */
export type Reply<R> =
  | Response
  | {
      [K in keyof R & SuccessStatus]: R[K] extends { schema: infer S extends Schema }
        ? z.input<S>
        : undefined | void;
    }[keyof R & SuccessStatus];

/** What the mount has read and checked before the handler runs. */
export interface RouteInput<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

export interface RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B,
  R extends Answers = Answers,
> {
  method: Method;
  /** Under /api, in Hono's syntax (`/product/:id`). */
  path: string;
  /** The reference's section. */
  tag: ApiTag;
  /** What the call does, in plain words (one line). */
  summary: string;
  description?: string;
  access: Access;
  /** Whether the CSRF token is needed: csrfByDefault unless said here. */
  csrf?: boolean;
  cache?: CachePolicy;
  bodyLimit?: OwnBodyLimit;
  request?: {
    params?: ParamsSpec<Exclude<P, undefined>>;
    query?: Q;
    /** The JSON body's schema (an empty body reads as `{}`). */
    body?: B;
    /**
     * Runs on the parsed body before its schema: a refusal that comes first whatever else the
     * body holds (guest checkout's card payment).
     */
    beforeBody?: (c: Context<AppEnv>, body: unknown) => void;
    file?: FileBody;
  };
  /**
   * The answers it gives, by status: its successes and the failures of its own. A handler that
   * answers with data has one success.
   */
  responses: R;
  handler: (c: Context<AppEnv>, input: RouteInput<P, Q, B>) => Reply<R> | Promise<Reply<R>>;
  /**
   * What every successful call does besides its answer, which may come from memory without the
   * handler (the `catalogue` policy): given the answer's JSON (counting a search without an exact
   * match).
   */
  onEveryAnswer?: (
    c: Context<AppEnv>,
    input: RouteInput<P, Q, B>,
    answer: unknown,
  ) => Promise<void>;
}

/** A declaration as the table holds it: the CSRF and cache choices stated. */
export interface RouteDeclaration extends Omit<
  RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>,
  'handler' | 'csrf' | 'cache' | 'onEveryAnswer'
> {
  csrf: boolean;
  cache: CachePolicy;
  handler: (c: Context<AppEnv>, input: CheckedInput) => unknown;
  onEveryAnswer?: (c: Context<AppEnv>, input: CheckedInput, answer: unknown) => Promise<void>;
}

/** A request's parts as the mount read and checked them, for any route. */
export interface CheckedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * One endpoint's declaration, with its CSRF choice (csrfByDefault unless given) and cache policy
 * (`no-store` unless given) written out. The access rule is checked when the app is made.
 */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  const R extends Answers = Answers,
>(spec: RouteSpec<P, Q, B, R>): RouteDeclaration {
  const csrf = spec.csrf ?? (isAccess(spec.access) && csrfByDefault(spec.method, spec.access));
  return { ...spec, csrf, cache: spec.cache ?? 'no-store' } as RouteDeclaration;
}

/** "POST /api/order/:id/cancel": how errors and tests name a route. */
export const routeName = (route: Pick<RouteDeclaration, 'method' | 'path'>): string =>
  `${route.method} /api${route.path}`;
