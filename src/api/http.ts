// The HTTP core shared by the build (Astro pages at build time) and the browser (islands):
// base URL selection, JSON parsing through the contract schemas, and error normalisation.
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import * as z from 'zod/mini';
import { ApiError, readErrorBody } from './api-error.ts';
import type { Query } from './catalog-params.ts';

export { ApiError };
export type { Query };

/** Where the API is: API_URL at build time (default the local server), PUBLIC_API_URL in the browser. */
export function apiBaseUrl(): string {
  if (import.meta.env?.SSR || typeof window === 'undefined') {
    const env = typeof process === 'undefined' ? {} : process.env;
    return env['API_URL'] ?? `http://localhost:${env['PORT'] ?? 4321}/api`;
  }
  return (import.meta.env?.['PUBLIC_API_URL'] as string | undefined) ?? '/api';
}

/** Where the shop process puts its own API, so the pages it renders ask it without the network. */
const IN_PROCESS_API = Symbol.for('vn-electronics-shop.in-process-api');

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The server's half: called once by the process that serves both the API and the pages. */
export function answerApiInProcess(fetchFn: FetchFn): void {
  (globalThis as Record<symbol, unknown>)[IN_PROCESS_API] = ofetch.create({}, { fetch: fetchFn });
}

/** The in-process client when this process serves the API (server renders), else the network. */
const client = (): typeof ofetch =>
  ((globalThis as Record<symbol, unknown>)[IN_PROCESS_API] as typeof ofetch | undefined) ?? ofetch;

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const { message: serverMessage, errors } = readErrorBody(error.data);
    const status = error.response?.status ?? 0;
    return new ApiError(status, serverMessage ?? error.message, serverMessage, errors);
  }
  if (error instanceof Error) return new ApiError(0, error.message);
  return new ApiError(0, String(error));
}

/** GET a path and parse the body with its contract schema. */
export async function getJson<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  query?: Query,
  options: Omit<FetchOptions<'json'>, 'query' | 'method'> = {},
): Promise<z.output<S>> {
  try {
    const body = await client()(path, {
      baseURL: apiBaseUrl(),
      credentials: 'include',
      retry: 0,
      ...options,
      ...(query ? { query: dropUndefined(query) } : {}),
    });
    return z.parse(schema, body);
  } catch (error) {
    throw toApiError(error);
  }
}

function dropUndefined(query: Query): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') out[key] = value;
  return out;
}
