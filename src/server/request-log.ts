// One log line and one count per request, the request id, and the route pattern each is counted
// under. The id comes from the proxy in front (X-Request-Id, when short and of safe characters)
// or is made here (crypto.randomUUID); it goes back in the answer's X-Request-Id header, into the
// request's log line and into every 5xx JSON body (app.ts). The line and the counts are taken when
// Node has sent the answer, so that pages written straight to the socket by Astro (site-render.ts)
// count like the rest. A line carries the route's pattern (`/api/order/:id`, `/product/:id`), never
// the path as asked nor its query string, which can hold an e-mail address or a phone number.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { PICTURES_URL } from '../lib/picture-paths.ts';
import { UPLOADS_URL } from '../lib/product-admin.ts';
import { countPage, countRequest, metricsOn, type ResponseKind } from './metrics.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a proxy may hand over: short, and of characters that never need escaping. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

interface RequestNote {
  id: string;
  /** The pattern of the route that answered, as the API's route table declares it. */
  route?: string;
}

const notes = new WeakMap<object, RequestNote>();

/** A request's log line. */
interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  bytes: number;
  cache?: string;
  aborted?: true;
}

const incomingOf = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** The id a proxy sent, when it is one the shop accepts. */
export function acceptedRequestId(header: string | undefined): string | undefined {
  return header !== undefined && SAFE_ID.test(header) ? header : undefined;
}

/**
 * The request's id: the one the request-log middleware gave it, else (the API called in process,
 * in tests) the proxy's when acceptable, else a new one.
 */
export function requestIdOf(c: Context): string {
  const incoming = incomingOf(c);
  const noted = incoming ? notes.get(incoming) : undefined;
  if (noted) return noted.id;
  return acceptedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? randomUUID();
}

/** Records the pattern of the route answering this request (the API's mount.ts calls it). */
export function noteRoute(c: Context, pattern: string): void {
  const incoming = incomingOf(c);
  const noted = incoming ? notes.get(incoming) : undefined;
  if (noted) noted.route = pattern;
}

/** Pages and files whose paths carry an id: counted and logged under their pattern. */
const PAGE_PATTERNS: readonly [RegExp, string][] = [
  [/^\/_astro\//, '/_astro/*'],
  [new RegExp(`^${PICTURES_URL}/`), `${PICTURES_URL}/*`],
  [new RegExp(`^${UPLOADS_URL}/`), `${UPLOADS_URL}/*`],
  [/^(\/vi)?\/product\/[^/]+\/?$/, '$1/product/:id'],
  [/^(\/vi)?\/products\/[^/]+\/[^/]+\/[^/]+\/?$/, '$1/products/:category/:facet/:value'],
  [/^(\/vi)?\/products\/[^/]+\/?$/, '$1/products/:category'],
  [/^(\/vi)?\/orders\/[^/]+\/invoice\/?$/, '$1/orders/:id/invoice'],
  [/^(\/vi)?\/review\/order\/[^/]+\/?$/, '$1/review/order/:id'],
  [/^\/sitemap-products-[^/]+\.xml$/, '/sitemap-products-:file.xml'],
];

/** What a path not in the API's table is counted as. */
function pagePattern(path: string, status: number): string {
  for (const [pattern, name] of PAGE_PATTERNS) {
    const found = pattern.exec(path);
    // The pattern's name alone (with the /vi prefix when asked for): nothing of the path after it.
    if (found) return name.replace('$1', found[1] ?? '');
  }
  // Any other page or file the build holds is a pattern of its own (there are as many as the build
  // has files); anything else would let a caller make up labels without end.
  if (path.startsWith('/api/') || path === '/api') return '/api/(unmatched)';
  return status < 400 ? path : '(unmatched)';
}

const kindOf = (route: string): ResponseKind =>
  route.startsWith('/api')
    ? 'api'
    : route.startsWith('/_astro') || route.includes('/*')
      ? 'file'
      : 'page';

export interface RequestLogOptions {
  logger: () => Logger;
  /** Paths answered for load balancers and scrapers: logged at debug (a 503 too), under their own
   * names. */
  quiet?: ReadonlySet<string>;
}

/**
 * The first middleware of the shop's server: gives the request its id and, once Node has sent the
 * answer, writes its log line and counts it. Without Node's objects (app.request() in tests) it
 * only sets the id header.
 */
export function requestLog({ logger, quiet = new Set() }: RequestLogOptions): MiddlewareHandler {
  const counting = metricsOn();
  return async (c, next) => {
    const { incoming, outgoing } = (c.env ?? {}) as {
      incoming?: IncomingMessage;
      outgoing?: ServerResponse;
    };
    const id = acceptedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? randomUUID();
    if (!incoming || !outgoing) {
      await next();
      c.header(REQUEST_ID_HEADER, id);
      return;
    }
    const started = performance.now();
    const note: RequestNote = { id };
    notes.set(incoming, note);
    // Set on Node's response, so that the answers Astro writes itself carry it too.
    outgoing.setHeader(REQUEST_ID_HEADER, id);
    const socket = outgoing.socket;
    const before = socket?.bytesWritten ?? 0;
    const done = () => {
      const ms = performance.now() - started;
      const status = outgoing.statusCode;
      const length = Number(outgoing.getHeader('content-length'));
      const bytes = Number.isFinite(length) ? length : (socket?.bytesWritten ?? before) - before;
      const probe = quiet.has(c.req.path);
      const route = note.route ?? (probe ? c.req.path : pagePattern(c.req.path, status));
      const cache = outgoing.getHeader('x-page-cache');
      const log = logger();
      // A probe's 503 (not ready yet, or stopping) is an answer, not a fault: debug as the rest.
      const level = probe && status !== 500 ? 'debug' : status >= 500 ? 'error' : 'info';
      if (log.isLevelEnabled(level)) {
        // One object, no spreads: under load a line's garbage costs more than its writing.
        const line: RequestLine = {
          reqId: id,
          method: c.req.method,
          route,
          status,
          ms: Math.round(ms * 10) / 10,
          bytes,
        };
        if (typeof cache === 'string') line.cache = cache;
        if (!outgoing.writableFinished) line.aborted = true;
        log[level](line, 'request');
      }
      if (!counting) return;
      countRequest(c.req.method, route, status, ms / 1000, bytes, kindOf(route));
      if (typeof cache === 'string') countPage(cache, bytes);
    };
    outgoing.once('close', done);
    await next();
    c.header(REQUEST_ID_HEADER, id);
  };
}
