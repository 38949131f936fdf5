// The browser's API client for the calls of the account, checkout and back-office screens: the
// one HTTP core (http.ts: cookies, the CSRF token and its one retry, the bearer token when signed
// in, ApiError) with every answer parsed by its contract schema, or, when asked, read as the bytes
// of a download or as a stream of JSON lines.
import type * as z from 'zod/mini';
import { checkAnswer, createHttp, http, type Http, type HttpOptions, type Query } from './http.ts';

export type ClientOptions = HttpOptions;

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

export interface ApiClient extends Pick<Http, 'csrfToken' | 'setAccessTokenGetter'> {
  call<S extends z.core.$ZodType>(
    method: string,
    path: string,
    schema: S | null,
    options?: CallOptions,
  ): Promise<z.output<S>>;
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

/** A client on an HTTP core: the shop's own, or one with its own token and CSRF cache. */
function clientOn(core: Http): ApiClient {
  return {
    async call(method, path, schema, options = {}) {
      const { onLine } = options;
      const answer = await core.request(path, {
        method,
        auth: options.auth ?? true,
        ...(options.body !== undefined ? { body: options.body } : {}),
        ...(options.query ? { query: options.query } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
        ...(onLine
          ? { responseType: 'stream' as const }
          : options.blob
            ? { responseType: 'blob' as const }
            : {}),
      });
      const body = onLine ? await readLines(answer as ReadableStream<Uint8Array>, onLine) : answer;
      return schema ? checkAnswer(schema, body) : (undefined as never);
    },
    csrfToken: core.csrfToken,
    setAccessTokenGetter: core.setAccessTokenGetter,
  };
}

/** A client with its own token getter and CSRF cache (the back office's, a test's server). */
export const createApiClient = (options: ClientOptions = {}): ApiClient =>
  clientOn(createHttp(options));

/** The one client every island shares, on the same core as the catalogue's reads. */
export const apiClient: ApiClient = clientOn(http);
