// The bytes in an uploads folder, for the upload quota (UPLOAD_QUOTA_MB): the folder is counted
// once per process, when the app is made, and from then on the count is a running total of what
// this process stores, so no upload walks the folder (docs/decisions/0036). Pictures are never
// deleted by the shop, so the total only grows; a restart counts the folder again.
import { opendir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface UploadUsage {
  /** Takes `bytes` of `quota` for a file about to be written; false (nothing taken) when they do not fit. */
  reserve(bytes: number, quota: number): Promise<boolean>;
  /** Gives back what a write that failed had reserved. */
  release(bytes: number): void;
}

/** Files counted at once while the folder is walked. */
const STAT_BATCH = 64;

/** The sizes of the files directly in `dir` (0 when it does not exist yet). */
async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  let batch: Promise<number>[] = [];
  const flush = async () => {
    for (const size of await Promise.all(batch)) total += size;
    batch = [];
  };
  try {
    for await (const entry of await opendir(dir)) {
      if (!entry.isFile()) continue;
      batch.push(
        stat(path.join(dir, entry.name)).then(
          (s) => s.size,
          () => 0,
        ),
      );
      if (batch.length >= STAT_BATCH) await flush();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await flush();
  return total;
}

function countedUsage(dir: string): UploadUsage {
  let total = 0;
  const counted = folderBytes(dir).then((bytes) => {
    total += bytes;
  });
  // Until an upload asks, a failed count is not an unhandled rejection; that upload gets it.
  counted.catch(() => {});
  return {
    reserve: async (bytes, quota) => {
      await counted;
      if (total + bytes > quota) return false;
      total += bytes;
      return true;
    },
    release: (bytes) => {
      total -= bytes;
    },
  };
}

/** One count per folder and process: every app of the process on that folder shares it. */
const usages = new Map<string, UploadUsage>();
export function uploadUsage(dir: string): UploadUsage {
  const key = path.resolve(dir);
  let usage = usages.get(key);
  if (!usage) {
    usage = countedUsage(key);
    usages.set(key, usage);
  }
  return usage;
}
