// The one HTTP core of every API call, at build time (Astro pages, server renders) and in the
// browser (islands): an ofetch instance whose hooks add what a call needs. Cookies are always
// sent; a call that changes state carries X-CSRF-Token from a token reused for 25 minutes (a
// forced refresh at most once a minute), and is sent once more with a forced new token when the
// server refuses it for CSRF; the bearer token of the signed-in session goes with the calls that
// ask for it. Every failure becomes an ApiError with the server's message and field errors, and an
// answer is checked by its contract schema when the caller passes one, through the schema's
// Standard Schema interface (`~standard`): this module loads no zod, so an island that passes no
// schema carries none (the catalogue pages' JavaScript budget, tests/e2e/budgets.spec.ts).
import { FetchError, ofetch, type FetchContext, type ResponseType } from 'ofetch';
import type * as z from 'zod/mini';
import { CSRF_FORCED_REFRESH_MIN_INTERVAL_MS, CSRF_TOKEN_REUSE_MS } from '../lib/constants.ts';
import { ApiError, readErrorBody } from './api-error.ts';

export { ApiError };

declare module 'ofetch' {
  // The same type parameters as ofetch's own declaration, as an augmentation requires.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface FetchOptions<R extends ResponseType = ResponseType, T = any> {
    /** Send the session's bearer token (read by the onRequest hook). */
    auth?: boolean;
  }
}

export type Query = Record<string, string | number | boolean | undefined>;

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface RequestOptions<S extends z.core.$ZodType | null = null> {
  method?: string;
  /** Parameters of the query string; undefined and '' are left out. */
  query?: Query;
  /** Sent as JSON; a File, Blob or FormData is sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The contract schema of the answer; without one the answer is trusted as it came. */
  schema?: S | undefined;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch keepalive). */
  keepalive?: boolean;
  /** The answer's bytes (a download) or its unread body (a stream), instead of its JSON. */
  responseType?: 'blob' | 'stream';
  /** Send the bearer token of the session when there is one (default: no). */
  auth?: boolean;
}

export interface HttpOptions {
  baseURL?: string;
  fetch?: FetchFn;
  now?: () => number;
  /** The in-memory access token, read at each call that sends it. */
  getAccessToken?: () => string | null;
}

export interface Http {
  /** Calls the API; any failure becomes an ApiError (status 0 when the network failed). */
  request<S extends z.core.$ZodType | null = null>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<S extends z.core.$ZodType ? z.output<S> : unknown>;
  /** The cached CSRF token, fetched when missing or older than 25 minutes; null when the fetch failed. */
  csrfToken(force?: boolean): Promise<string | null>;
  setAccessTokenGetter(getter: () => string | null): void;
}

/** Where the API is: API_URL at build time (default the local server), PUBLIC_API_URL in the browser. */
export function apiBaseUrl(): string {
  // Vite (the build, server renders, vitest) replaces import.meta.env.SSR, so browser bundles
  // drop the server's branch.
  if (import.meta.env.SSR)
    return process.env['API_URL'] ?? `http://localhost:${process.env['PORT'] ?? 4321}/api`;
  return import.meta.env.PUBLIC_API_URL || '/api';
}

/** Where the shop process puts its own API, so the pages it renders ask it without the network. */
const IN_PROCESS_API = Symbol.for('vn-electronics-shop.in-process-api');

/** The server's half: called once by the process that serves both the API and the pages. */
export function answerApiInProcess(fetchFn: FetchFn): void {
  (globalThis as Record<symbol, unknown>)[IN_PROCESS_API] = fetchFn;
}

/** The in-process API when this process serves it (server renders), else the network. */
const defaultFetch = (): FetchFn =>
  ((globalThis as Record<symbol, unknown>)[IN_PROCESS_API] as FetchFn | undefined) ?? fetch;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * ofetch sends a request again only when a hook asks: `retry` is false on a first try, set to 1
 * by onResponseError when the server refused the call for CSRF, and counted down to 0 by ofetch
 * for the one retry.
 */
const isCsrfRetry = (context: FetchContext): boolean => context.options.retry === 0;

/** A download's or a stream's error answer read as the JSON it is. */
async function errorData(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob || data instanceof ReadableStream)) return data;
  return new Response(data).json().catch(() => undefined);
}

/** An ofetch failure as the ApiError the screens read. */
function toApiError(error: unknown): unknown {
  if (!(error instanceof FetchError)) return error;
  const status = error.response?.status;
  if (status === undefined) {
    const cause = error.cause instanceof Error ? error.cause : error;
    return new ApiError(0, cause.message);
  }
  const { message, errors } = readErrorBody(error.data);
  return new ApiError(status, message ?? `Request failed with status ${status}`, message, errors);
}

/** The answer as its contract schema reads it; one that does not match is a 500 ApiError. */
export async function checkAnswer<S extends z.core.$ZodType>(
  schema: S,
  answer: unknown,
): Promise<z.output<S>> {
  const checked = await schema['~standard'].validate(answer);
  if (checked.issues) throw new ApiError(500, 'The server sent an unexpected response.');
  return checked.value;
}

export function createHttp(options: HttpOptions = {}): Http {
  const now = options.now ?? Date.now;
  let getAccessToken = options.getAccessToken ?? (() => null);
  let cached: { token: string; at: number } | null = null;
  let lastForcedAt = -Infinity;
  let inflight: Promise<string | null> | null = null;

  const $api = ofetch.create(
    {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      retry: false,
      retryStatusCodes: [403],
      async onRequest(context) {
        const { headers, method = 'GET' } = context.options;
        if (!SAFE_METHODS.has(method)) {
          const token = await csrfToken(isCsrfRetry(context));
          if (token) headers.set('X-CSRF-Token', token);
          else headers.delete('X-CSRF-Token');
        }
        const bearer = context.options.auth ? getAccessToken() : null;
        if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
        // In the browser the API answers in the page's language (`<html lang>`): its messages
        // then reach the screen as they come. A caller's own Accept-Language wins.
        const pageLang = typeof document === 'undefined' ? '' : document.documentElement.lang;
        if (pageLang && !headers.has('Accept-Language')) headers.set('Accept-Language', pageLang);
      },
      async onResponseError(context) {
        const { response, options: sent } = context;
        response._data = await errorData(response._data);
        const { message } = readErrorBody(response._data);
        const refusedForCsrf = response.status === 403 && /csrf/i.test(message ?? '');
        if (refusedForCsrf && sent.retry === false && !SAFE_METHODS.has(sent.method ?? 'GET'))
          sent.retry = 1;
      },
    },
    { fetch: (input, init) => (options.fetch ?? defaultFetch())(input, init) },
  );

  async function fetchCsrf(): Promise<string | null> {
    try {
      const body = (await request('/auth/csrf-token')) as { csrfToken?: unknown } | undefined;
      if (typeof body?.csrfToken !== 'string') return null;
      cached = { token: body.csrfToken, at: now() };
      return cached.token;
    } catch (error) {
      console.warn('Could not fetch a CSRF token', error);
      return null;
    }
  }

  async function csrfToken(force = false): Promise<string | null> {
    const fresh = cached && now() - cached.at < CSRF_TOKEN_REUSE_MS;
    if (force) {
      if (now() - lastForcedAt < CSRF_FORCED_REFRESH_MIN_INTERVAL_MS) return cached?.token ?? null;
      lastForcedAt = now();
    } else if (fresh) {
      return cached!.token;
    }
    inflight ??= fetchCsrf().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  async function request<S extends z.core.$ZodType | null = null>(
    path: string,
    call: RequestOptions<S> = {},
  ): Promise<S extends z.core.$ZodType ? z.output<S> : unknown> {
    const query = Object.fromEntries(
      Object.entries(call.query ?? {}).filter(([, value]) => value !== undefined && value !== ''),
    );
    let answer: unknown;
    try {
      answer = await $api(path, {
        baseURL: options.baseURL ?? apiBaseUrl(),
        method: call.method ?? 'GET',
        ...(Object.keys(query).length > 0 ? { query } : {}),
        ...(call.body !== undefined ? { body: call.body as BodyInit } : {}),
        ...(call.headers ? { headers: call.headers } : {}),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.keepalive ? { keepalive: true } : {}),
        ...(call.responseType ? { responseType: call.responseType } : {}),
        ...(call.auth ? { auth: true } : {}),
      });
    } catch (error) {
      throw toApiError(error);
    }
    return (call.schema ? await checkAnswer(call.schema, answer) : answer) as never;
  }

  return {
    request,
    csrfToken,
    setAccessTokenGetter(getter) {
      getAccessToken = getter;
    },
  };
}

/** The shop's one HTTP core: the catalogue's reads and the shop's API client share it. */
export const http: Http = createHttp();

/** Calls the API through the shop's core (see Http.request). */
export const request: Http['request'] = (path, options) => http.request(path, options);
