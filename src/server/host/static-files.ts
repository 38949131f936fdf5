// Serves the files of a build folder per RFC 9110: the precompressed twin the client accepts,
// a strong ETag per representation, 304 to conditional requests, single byte ranges and If-Range.
// Freshness and Range parsing come from `fresh` and `range-parser`.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createStreamBody } from '@hono/node-server/utils/stream';
import fresh from 'fresh';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { getMimeType } from 'hono/utils/mime';
import rangeParser from 'range-parser';

// Twins written by precompress, in order of preference.
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

// As strict as serveStatic: no dot segments, backslashes, empty segments or undecoded escapes.
const UNSAFE_PATH = /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|%|\0/;

interface Representation {
  file: string;
  stats: Stats;
  encoding?: string;
  /** True when the file has compressed twins, so caches must key on Accept-Encoding. */
  varies: boolean;
}

const statOf = (file: string): Promise<Stats | undefined> => stat(file).catch(() => undefined);

async function findFile(root: string, urlPath: string): Promise<[string, Stats] | undefined> {
  if (UNSAFE_PATH.test(urlPath)) return undefined;
  let file = path.join(root, urlPath);
  let stats = await statOf(file);
  if (stats?.isDirectory()) {
    file = path.join(file, 'index.html');
    stats = await statOf(file);
  }
  return stats?.isFile() ? [file, stats] : undefined;
}

async function negotiate(file: string, stats: Stats, acceptEncoding = ''): Promise<Representation> {
  const accepted = new Set(
    parseAccept(acceptEncoding)
      .filter((coding) => coding.q > 0)
      .map((coding) => coding.type.toLowerCase()),
  );
  let varies = false;
  for (const { encoding, suffix } of TWINS) {
    const twin = await statOf(file + suffix);
    if (!twin?.isFile()) continue;
    if (accepted.has(encoding)) return { file: file + suffix, stats: twin, encoding, varies: true };
    varies = true;
  }
  return { file, stats, varies };
}

function etagOf({ stats, encoding }: Representation): string {
  const version = `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}`;
  return `"${version}${encoding ? `-${encoding}` : ''}"`;
}

// If-Range compares strongly: the exact ETag, or a date equal to Last-Modified (RFC 9110 13.1.5).
function ifRangeHolds(ifRange: string | undefined, etag: string, lastModified: string): boolean {
  if (ifRange === undefined || ifRange === etag) return true;
  return !ifRange.includes('"') && Date.parse(ifRange) === Date.parse(lastModified);
}

// Only a single bytes range is honoured; anything else is ignored, as RFC 9110 14.2 allows.
function byteRange(
  range: string | undefined,
  size: number,
): rangeParser.Range | 'unsatisfiable' | undefined {
  if (range === undefined || !/^bytes=[^,]*$/i.test(range)) return undefined;
  const ranges = rangeParser(size, range);
  if (ranges === -1) return 'unsatisfiable';
  return ranges === -2 ? undefined : ranges[0];
}

/**
 * Answers GET and HEAD with the file under root() that the path names; the rest goes to next.
 * `headersFor` adds headers of a file's own (a page's Content-Security-Policy).
 */
export function staticFiles(
  root: () => string,
  cacheControl: (urlPath: string) => string,
  headersFor: (file: string) => Readonly<Record<string, string>> = () => ({}),
): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const found = await findFile(root(), c.req.path);
    if (!found) return next();
    const [file, stats] = found;
    const chosen = await negotiate(file, stats, c.req.header('Accept-Encoding'));
    const { size, mtime } = chosen.stats;
    const etag = etagOf(chosen);
    const lastModified = mtime.toUTCString();
    c.header('ETag', etag);
    c.header('Cache-Control', cacheControl(c.req.path));
    if (chosen.varies) c.header('Vary', 'Accept-Encoding');
    const request = {
      'if-none-match': c.req.header('If-None-Match'),
      'if-modified-since': c.req.header('If-Modified-Since'),
      'cache-control': c.req.header('Cache-Control'),
    };
    if (fresh(request, { etag, 'last-modified': lastModified })) return c.body(null, 304);

    c.header('Last-Modified', lastModified);
    c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
    for (const [name, value] of Object.entries(headersFor(file))) c.header(name, value);
    if (chosen.encoding) c.header('Content-Encoding', chosen.encoding);
    c.header('Accept-Ranges', 'bytes');
    // Range is defined for GET only (RFC 9110 14.2), so HEAD describes the whole file.
    const range =
      method === 'GET' && ifRangeHolds(c.req.header('If-Range'), etag, lastModified)
        ? byteRange(c.req.header('Range'), size)
        : undefined;
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    c.header('Content-Length', String(range ? range.end - range.start + 1 : size));
    if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    const status = range ? 206 : 200;
    if (method === 'HEAD') return c.body(null, status);
    return c.body(createStreamBody(createReadStream(chosen.file, range)), status);
  };
}
