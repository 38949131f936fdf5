// The back office's calls on the catalogue file (src/api/schemas/catalog-import.ts), through the
// shop's one client core (adminCall): the import read as a stream of progress lines ending with
// its result, and the export as a download.
import * as z from 'zod/mini';
import { ApiError } from '../../api/http.ts';
import {
  IMPORT_STREAM_TYPE,
  importLineSchema,
  type ImportProgress,
  type ImportRejection,
  type ImportSummary,
} from '../../api/schemas/catalog-import.ts';
import {
  CATALOG_CONTENT_TYPES,
  IMPORT_MESSAGES,
  type CatalogFormat,
} from '../../lib/catalog-import.ts';
import { adminCall } from './session.ts';

export type ImportResult = { summary: ImportSummary } | { rejected: ImportRejection };

/** Sends the file to be checked (dry run) or imported; `onProgress` hears each batch as it is done. */
export async function importCatalogFile(
  file: Blob,
  format: CatalogFormat,
  dryRun: boolean,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  const last = await adminCall('POST', '/admin/catalog/import', importLineSchema, {
    body: file,
    headers: { 'Content-Type': CATALOG_CONTENT_TYPES[format], Accept: IMPORT_STREAM_TYPE },
    query: dryRun ? { dryRun: 'true' } : {},
    onLine: (line) => {
      const parsed = z.safeParse(importLineSchema, line);
      if (parsed.success && 'progress' in parsed.data) onProgress(parsed.data.progress);
    },
  });
  if ('summary' in last || 'rejected' in last) return last;
  // Stopped part-way: its message says how many products are in the shop, and how to finish.
  const message =
    'interrupted' in last
      ? last.interrupted.message
      : 'failed' in last
        ? last.failed.message
        : IMPORT_MESSAGES.failed;
  throw new ApiError(500, message, message);
}

const blobSchema = z.instanceof(Blob);

/** The catalogue as a file, saved by the browser under `catalog-YYYY-MM-DD.csv` (or .json). */
export async function downloadCatalog(format: CatalogFormat): Promise<void> {
  const blob = await adminCall('GET', '/admin/catalog/export', blobSchema, {
    query: { format },
    blob: true,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  const today = new Date();
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  link.href = url;
  link.download = `catalog-${day}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
