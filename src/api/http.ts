// The one HTTP core of every API call, at build time (Astro pages, server renders) and in the
// browser (islands): the base URL, the query string, a JSON or raw body, errors normalised to
// ApiError, and the answer checked by a contract schema when the caller passes one. Plain fetch,
// and the schema is called through its Standard Schema interface (`~standard`), so this module
// loads neither an HTTP library nor zod: an island that passes no schema carries neither (the
// 90 KB pages of DESIGN.md's budgets).
import type * as z from 'zod/mini';
import { ApiError, readErrorBody } from './api-error.ts';

export { ApiError };

export type Query = Record<string, string | number | boolean | undefined>;

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface RequestOptions<S extends z.core.$ZodType | null = null> {
  method?: string;
  /** Parameters of the query string; undefined and '' are left out. */
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (a File, Blob or FormData), instead of a JSON body. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** The contract schema of the answer; without one the answer is trusted as it came. */
  schema?: S | undefined;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch keepalive). */
  keepalive?: boolean;
  /** The Response itself, unread (a download, a stream), instead of its JSON. */
  raw?: boolean;
  baseURL?: string;
  fetch?: FetchFn;
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

/** `?a=1&b=x` from the parameters that have a value; '' when none has. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The answer's JSON; undefined when it has none (204) or is not JSON. */
const readJsonBody = (response: Response): Promise<unknown> =>
  response.json().catch(() => undefined);

/** Calls the API; any failure becomes an ApiError (status 0 when the network failed). */
export async function request<S extends z.core.$ZodType | null = null>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.core.$ZodType ? z.output<S> : unknown> {
  const { body, schema } = options;
  const json = body !== undefined;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  let response: Response;
  try {
    response = await (options.fetch ?? defaultFetch())(
      `${options.baseURL ?? apiBaseUrl()}${path}${queryString(options.query)}`,
      {
        method: options.method ?? 'GET',
        headers,
        credentials: 'include',
        body: json ? JSON.stringify(body) : (options.rawBody ?? null),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      },
    );
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const { message, errors } = readErrorBody(await readJsonBody(response));
    throw new ApiError(
      response.status,
      message ?? `Request failed with status ${response.status}`,
      message,
      errors,
    );
  }
  if (options.raw) return response as never;
  const answer = await readJsonBody(response);
  return (schema ? await checkAnswer(schema, answer) : answer) as never;
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
