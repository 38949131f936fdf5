// Timed requests and latency summaries for the benchmarks: one GET as a browser sends it (brotli or
// gzip accepted, the whole body read), percentiles by nearest rank, and the price a product page's
// JSON-LD offers.

export const BROWSER_HEADERS = { 'Accept-Encoding': 'br, gzip' };
const REQUEST_TIMEOUT_MS = 30_000;

export interface Timed {
  status: number;
  ms: number;
  /** The X-Page-Cache header (MISS, HIT) or ''. */
  cache: string;
  body: string;
  /** The error's message when the request failed without an answer. */
  error?: string;
}

/** GETs `url`, reading the whole body; never throws (a failure has status 0 and an error). */
export async function timedGet(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      ...init,
      headers: { ...BROWSER_HEADERS, ...init.headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await res.text();
    return {
      status: res.status,
      ms: performance.now() - started,
      cache: res.headers.get('X-Page-Cache') ?? '',
      body,
    };
  } catch (error) {
    return {
      status: 0,
      ms: performance.now() - started,
      cache: '',
      body: '',
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** GETs a JSON answer of the API; throws unless it is a 200. */
export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The p-th percentile (0 < p <= 100) by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export const summarize = (values: readonly number[]): Summary => ({
  n: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
  max: percentile(values, 100),
});

const LD_JSON = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

/** `offers.price` of the Product in a page's JSON-LD, or null when there is none. */
export function offeredPrice(html: string): number | null {
  for (const [, text] of html.matchAll(LD_JSON)) {
    let data: unknown;
    try {
      data = JSON.parse(text!);
    } catch {
      continue;
    }
    const items: unknown[] = Array.isArray(data) ? data : [data];
    for (const item of items) {
      const node = item as { '@type'?: string; offers?: { price?: unknown } };
      if (node['@type'] === 'Product' && typeof node.offers?.price === 'number')
        return node.offers.price;
    }
  }
  return null;
}

/** Failed requests: how many, and the first few of them. */
export interface Failures {
  count: number;
  examples: string[];
}

const EXAMPLES = 20;

export const noFailures = (): Failures => ({ count: 0, examples: [] });

export function addFailure(failures: Failures, what: string): void {
  failures.count += 1;
  if (failures.examples.length < EXAMPLES) failures.examples.push(what);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
