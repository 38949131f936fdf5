// The browser's API client for calls that change state (SPEC.md sections 7 and 8): cookies
// always sent, X-CSRF-Token on every non-GET from a token reused for 25 minutes, a forced
// token refresh at most once a minute, one retry on a 403 mentioning CSRF, the bearer token
// when signed in, and every response parsed by its contract schema (or, when asked, read as the
// bytes of a download or as a stream of JSON lines).
import type * as z from 'zod/mini';
import { CSRF_FORCED_REFRESH_MIN_INTERVAL_MS, CSRF_TOKEN_REUSE_MS } from '../lib/constants.ts';
import { ApiError, checkAnswer, request, type Query, type RequestOptions } from './http.ts';

export interface ClientOptions {
  baseURL?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** The in-memory access token, read at each call. */
  getAccessToken?: () => string | null;
}

export interface CallOptions {
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  /** Send the bearer token (default true when one exists). */
  auth?: boolean;
  /** Let the request outlive the page (fetch keepalive), for calls whose answer sets a cookie. */
  keepalive?: boolean;
  /** The answer's bytes as they are (a download), not parsed. */
  blob?: boolean;
  /** A streamed answer of JSON lines (NDJSON): each line is given here as it arrives; the last is the call's answer. */
  onLine?: (line: unknown) => void;
}

export interface ApiClient {
  call<S extends z.core.$ZodType>(
    method: string,
    path: string,
    schema: S | null,
    options?: CallOptions,
  ): Promise<z.output<S>>;
  /** The cached CSRF token, fetched when missing or older than 25 minutes; null when the fetch failed. */
  csrfToken(force?: boolean): Promise<string | null>;
  setAccessTokenGetter(getter: () => string | null): void;
}

/** Reads JSON lines as they arrive, handing each to `onLine`; resolves to the last. */
async function readLines(
  body: ReadableStream<Uint8Array>,
  onLine: (line: unknown) => void,
): Promise<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  let last: unknown;
  for (;;) {
    const { done, value } = await reader.read();
    const lines = (rest + decoder.decode(value, { stream: !done })).split('\n');
    rest = done ? '' : lines.pop()!;
    for (const line of lines.filter((l) => l.trim())) onLine((last = JSON.parse(line)));
    if (done) return last;
  }
}

const mentionsCsrf = (error: ApiError) =>
  error.status === 403 && /csrf/i.test(error.serverMessage ?? error.message);

export function createApiClient(options: ClientOptions = {}): ApiClient {
  const now = options.now ?? Date.now;
  let getAccessToken = options.getAccessToken ?? (() => null);
  let cached: { token: string; at: number } | null = null;
  let lastForcedAt = -Infinity;
  let inflight: Promise<string | null> | null = null;
  const base: Pick<RequestOptions, 'baseURL' | 'fetch'> = {
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };

  async function fetchCsrf(): Promise<string | null> {
    try {
      const body = (await request('/auth/csrf-token', base)) as { csrfToken?: unknown } | undefined;
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

  async function send(
    method: string,
    path: string,
    options: CallOptions,
    csrf: string | null,
  ): Promise<unknown> {
    const headers: Record<string, string> = { ...options.headers };
    if (csrf) headers['X-CSRF-Token'] = csrf;
    const token = getAccessToken();
    if ((options.auth ?? true) && token) headers['Authorization'] = `Bearer ${token}`;
    const { body, onLine } = options;
    const raw = body instanceof Blob || body instanceof FormData;
    const answer = await request(path, {
      ...base,
      method,
      headers,
      ...(raw ? { rawBody: body } : { body }),
      ...(options.query ? { query: options.query } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(onLine || options.blob ? { raw: true } : {}),
    });
    if (onLine) return readLines((answer as Response).body!, onLine);
    return options.blob ? (answer as Response).blob() : answer;
  }

  return {
    async call(method, path, schema, callOptions = {}) {
      const safe = method === 'GET' || method === 'HEAD';
      let body: unknown;
      try {
        body = await send(method, path, callOptions, safe ? null : await csrfToken());
      } catch (error) {
        if (safe || !(error instanceof ApiError) || !mentionsCsrf(error)) throw error;
        body = await send(method, path, callOptions, await csrfToken(true));
      }
      return schema ? checkAnswer(schema, body) : (undefined as never);
    },
    csrfToken,
    setAccessTokenGetter(getter) {
      getAccessToken = getter;
    },
  };
}

/** The one client every island shares. */
export const apiClient: ApiClient = createApiClient();
