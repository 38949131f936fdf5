// The catalogue file in the back office (editors and admins; operators, customers and the
// ADMIN_TOKEN are refused): POST /admin/catalog/import and GET /admin/catalog/export. The upload
// is written to a temporary file as it arrives (its own size limit: the app's JSON limit does not
// apply here), so nothing waits on a slow client, and the import reads it three times (count,
// check, write) without holding it in memory. Progress: with `Accept: application/x-ndjson` the
// answer streams one line per chunk of products and ends with the result, so it needs no job
// store and works on every engine and behind any load balancer; without it, the plain answer is
// 200, 422 (bad rows: nothing written), or 409/503 when the import stopped part-way.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import {
  IMPORT_STREAM_TYPE,
  exportQuerySchema,
  importInterruptionSchema,
  importLineSchema,
  importQuerySchema,
  importRejectionSchema,
  importSummarySchema,
  type ImportLine,
} from '../../../api/schemas/catalog-import.ts';
import {
  CATALOG_CONTENT_TYPES,
  CATALOG_FORMATS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type CatalogFormat,
} from '../../../lib/catalog-import.ts';
import { auditWho, requireStaff } from '../auth/staff.ts';
import type { AppEnv } from '../context.ts';
import { describeError } from '../http/error-log.ts';
import { HttpError } from '../http/errors.ts';
import { readQuery } from '../http/validate.ts';
import { catalogText, recordExport } from '../services/catalog-export.ts';
import { importCatalog, type ImportOutcome } from '../services/catalog-import.ts';

/** Where imports are uploaded: the app's JSON body limit does not apply there (see app.ts). */
export const CATALOG_IMPORT_PATH = '/api/admin/catalog/import';

const tooLarge = () =>
  new HttpError(413, IMPORT_MESSAGES.tooLarge, undefined, { Connection: 'close' });

/** The format the request's Content-Type names; 415 for anything else. */
function formatOf(contentType: string | undefined): CatalogFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = CATALOG_FORMATS.find((f) => CATALOG_CONTENT_TYPES[f] === type);
  if (!format) throw new HttpError(415, IMPORT_MESSAGES.formatRequired);
  return format;
}

/** The request body written to a temporary file, refused past IMPORT_MAX_BYTES. */
async function spool(
  body: ReadableStream<Uint8Array> | null,
): Promise<{ file: string; done: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'catalog-import-'));
  const done = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'upload');
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > IMPORT_MAX_BYTES ? tooLarge() : null, chunk);
    },
  });
  try {
    const input = body
      ? Readable.fromWeb(body as WebReadableStream<Uint8Array>)
      : Readable.from([]);
    await pipeline(input, limit, createWriteStream(file));
  } catch (error) {
    await done();
    throw error instanceof HttpError ? error : new HttpError(400, 'The upload was cut short');
  }
  return { file, done };
}

const editors = requireStaff('editor');
export const adminCatalogFileRoutes = new Hono<AppEnv>();
adminCatalogFileRoutes.use('/catalog/import', editors);
adminCatalogFileRoutes.use('/catalog/export', editors);

adminCatalogFileRoutes.post('/catalog/import', async (c) => {
  const { dryRun } = readQuery(c, importQuerySchema);
  const format = formatOf(c.req.header('Content-Type'));
  if (Number(c.req.header('Content-Length') ?? 0) > IMPORT_MAX_BYTES) throw tooLarge();
  const upload = await spool(c.req.raw.body);
  const run = (onProgress?: (line: ImportLine) => void): Promise<ImportOutcome> =>
    importCatalog(
      c.var.deps,
      { format, open: () => createReadStream(upload.file) },
      {
        dryRun,
        who: auditWho(c),
        ...(onProgress ? { onProgress: (progress) => onProgress({ progress }) } : {}),
      },
    ).finally(upload.done);

  /** An import that stopped part-way is logged with its cause (a concurrent edit, the database). */
  const logged = (outcome: ImportOutcome): ImportOutcome => {
    if ('interruption' in outcome)
      console.error(
        `Catalogue import stopped after ${outcome.interruption.applied} of ${outcome.interruption.products} products: ${describeError(outcome.cause)}`,
      );
    return outcome;
  };

  if (!(c.req.header('Accept') ?? '').includes(IMPORT_STREAM_TYPE)) {
    const outcome = logged(await run());
    if ('summary' in outcome) return c.json(importSummarySchema.parse(outcome.summary));
    if ('interruption' in outcome)
      return c.json(
        importInterruptionSchema.parse(outcome.interruption),
        outcome.conflict ? 409 : 503,
      );
    return c.json(importRejectionSchema.parse(outcome.rejection), 422);
  }
  c.header('Content-Type', `${IMPORT_STREAM_TYPE}; charset=utf-8`);
  return stream(c, async (out) => {
    // A browser that went away does not stop the import: it goes on to its end.
    const send = async (line: ImportLine) => {
      if (out.aborted) return;
      await out.write(`${JSON.stringify(importLineSchema.parse(line))}\n`).catch(() => {});
    };
    let last: ImportLine;
    try {
      const outcome = logged(await run((line) => void send(line)));
      last =
        'summary' in outcome
          ? { summary: outcome.summary }
          : 'interruption' in outcome
            ? { interrupted: outcome.interruption }
            : { rejected: outcome.rejection };
    } catch (error) {
      console.error(`Catalogue import failed: ${describeError(error)}`);
      last = { failed: { message: IMPORT_MESSAGES.failed } };
    }
    await send(last);
  });
});

adminCatalogFileRoutes.get('/catalog/export', async (c) => {
  const { format } = readQuery(c, exportQuerySchema);
  const { db, now } = c.var.deps;
  const at = now();
  await recordExport(db, auditWho(c), format, at);
  const name = `catalog-${at.toISOString().slice(0, 10)}.${format}`;
  c.header('Content-Type', `${CATALOG_CONTENT_TYPES[format]}; charset=utf-8`);
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  return stream(
    c,
    async (out) => {
      for await (const chunk of catalogText(db, format)) {
        if (out.aborted) return;
        await out.write(chunk);
      }
    },
    async (error) => console.error(`Catalogue export failed: ${describeError(error)}`),
  );
});
