// The catalogue file in the back office (editors and admins; operators, customers and the
// ADMIN_TOKEN are refused): import and export. The upload is written to a temporary file as it
// arrives (a limit of its own, kept while it streams), so nothing waits on a slow client, and the
// import reads it twice (count, check; the write pass reads what the check kept) without holding
// it in memory. Progress: with `Accept: application/x-ndjson` the
// answer streams one line per chunk of products and ends with the result, so it needs no job
// store and works on every engine and behind any load balancer; without it, the plain answer is
// 200, 422 (bad rows: nothing written), or 409/503 when the import stopped part-way.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
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
import { auditWho } from '../auth/staff.ts';
import { describeError } from '../http/error-log.ts';
import { HttpError } from '../http/errors.ts';
import { access, defineRoute } from '../http/route.ts';
import { catalogText, recordExport } from '../services/catalog-export.ts';
import { importCatalog, type ImportOutcome } from '../services/catalog-import.ts';
import { logger } from '../../log.ts';

/** The format the request's Content-Type names; 415 for anything else. */
function formatOf(contentType: string | undefined): CatalogFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = CATALOG_FORMATS.find((f) => CATALOG_CONTENT_TYPES[f] === type);
  if (!format) throw new HttpError(415, IMPORT_MESSAGES.formatRequired);
  return format;
}

/** The request body written to a temporary file (its limit is the route's, streamedBodyLimit). */
async function spool(
  body: ReadableStream<Uint8Array> | null,
): Promise<{ file: string; done: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'catalog-import-'));
  const done = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'upload');
  try {
    const input = body
      ? Readable.fromWeb(body as WebReadableStream<Uint8Array>)
      : Readable.from([]);
    await pipeline(input, createWriteStream(file));
  } catch (error) {
    await done();
    throw error instanceof HttpError ? error : new HttpError(400, 'The upload was cut short');
  }
  return { file, done };
}

const editors = { tag: 'Catalogue file', access: access.staff('editor') } as const;

/** One import, answered at its end, or line by line as it goes with the Accept of a stream. */
const importRoute = defineRoute({
  ...editors,
  method: 'POST',
  path: '/admin/catalog/import',
  summary:
    'Imports products from a CSV or JSON file: checked whole first (nothing written with a bad row), then written in chunks (audited).',
  description: `With \`Accept: ${IMPORT_STREAM_TYPE}\` the answer streams one line per chunk of products written and ends with the result, so a browser can show progress; without it, the answer comes at the end. \`dryRun=true\` checks the file and writes nothing.`,
  bodyLimit: { bytes: IMPORT_MAX_BYTES, message: IMPORT_MESSAGES.tooLarge, streamed: true },
  request: {
    query: importQuerySchema,
    file: { types: Object.values(CATALOG_CONTENT_TYPES), description: 'The catalogue file.' },
  },
  responses: {
    200: {
      description: 'What was (or, with dryRun, would be) created, changed and left alone.',
      schema: importSummarySchema,
      media: { [IMPORT_STREAM_TYPE]: importLineSchema },
    },
    409: {
      description: 'Stopped part-way by a concurrent edit: the chunks before it are written.',
      schema: importInterruptionSchema,
    },
    415: { description: `Neither CSV nor JSON ("${IMPORT_MESSAGES.formatRequired}").` },
    422: {
      description: 'Bad rows: nothing was written; each bad row and field is named.',
      schema: importRejectionSchema,
    },
    503: {
      description: 'Stopped part-way by the database: the chunks before it are written.',
      schema: importInterruptionSchema,
    },
  },
  handler: async (c, { query: { dryRun } }) => {
    const format = formatOf(c.req.header('Content-Type'));
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
        logger().error(
          `Catalogue import stopped after ${outcome.interruption.applied} of ${outcome.interruption.products} products: ${describeError(outcome.cause)}`,
        );
      return outcome;
    };

    if (!(c.req.header('Accept') ?? '').includes(IMPORT_STREAM_TYPE)) {
      const outcome = logged(await run());
      if ('summary' in outcome) return outcome.summary;
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
        logger().error(`Catalogue import failed: ${describeError(error)}`);
        last = { failed: { message: IMPORT_MESSAGES.failed } };
      }
      await send(last);
    });
  },
});

const exportRoute = defineRoute({
  ...editors,
  method: 'GET',
  path: '/admin/catalog/export',
  summary: 'Downloads the whole catalogue as a CSV or JSON file, archived products too (audited).',
  request: { query: exportQuerySchema },
  responses: {
    200: {
      description: 'The file, streamed as it is read.',
      media: Object.fromEntries(Object.values(CATALOG_CONTENT_TYPES).map((type) => [type, null])),
    },
  },
  handler: async (c, { query: { format } }) => {
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
      async (error) => logger().error(`Catalogue export failed: ${describeError(error)}`),
    );
  },
});

export const adminCatalogFileRoutes = [importRoute, exportRoute];
