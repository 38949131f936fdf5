// Catalogue changes reaching every instance's caches. A change records the tags it invalidates in
// `catalog_changes`, in the transaction that makes the change; the instance that made it applies
// them at once after commit, and every instance reads the rows it has not seen yet every second,
// so a change is live everywhere within about a second and a half. Applying a change drops the
// API's answers with its tags (the listeners, onApply: the app's read cache), then hands the tags
// to the storefront host (the callback main.ts gives catalogChangesFor), whose pages are rendered
// again from those answers: the API never reaches into the host's page cache itself.
import { desc, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './db/connect.ts';
import { catalogChanges } from './db/schema.ts';

/** How often each instance looks for changes made elsewhere. */
const POLL_MS = 1000;
/** Rows older than this are deleted (every 10 minutes): every live instance has long applied them. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const CLEAN_EVERY_POLLS = 600;
/** Ids this instance applied, so that reading them again does not drop pages twice. */
const REMEMBERED_IDS = 10_000;
/**
 * Each poll reads again this many ids below the newest it saw: on PostgreSQL a transaction that
 * took a lower id can commit after a higher one was read, and must not be missed.
 */
const LOOKBACK_IDS = 1000;

/** A recorded change: apply it after its transaction commits. */
export interface RecordedChange {
  id: number;
  tags: string[];
}

export interface CatalogChanges {
  /** Records the tags a change invalidates, in the transaction that makes the change. */
  record(tx: Db, tags: readonly string[]): Promise<RecordedChange>;
  /** Drops this instance's cached answers and pages with the change's tags (call after commit). */
  apply(change: RecordedChange): void;
  /** `listener` hears the tags of every change applied here, before the pages are dropped. */
  onApply(listener: (tags: readonly string[]) => void): void;
  /** True once this instance applied the change. */
  applied(id: number): boolean;
}

/**
 * `dropPages` hears the tags (and the id) of every change applied here, to drop the cached pages
 * that carry them (and render them again); without it (scripts, tests of the API alone) nothing
 * is cached.
 */
export function catalogChangesFor(
  dropPages: (tags: readonly string[], id: number) => void = () => {},
): CatalogChanges {
  const appliedIds = new Set<number>();
  const listeners: ((tags: readonly string[]) => void)[] = [];
  return {
    async record(tx, tags) {
      const unique = [...new Set(tags)];
      const [row] = await tx
        .insert(catalogChanges)
        .values({ tags: unique })
        .returning({ id: catalogChanges.id });
      return { id: row!.id, tags: unique };
    },
    apply({ id, tags }) {
      appliedIds.add(id);
      if (appliedIds.size > REMEMBERED_IDS) appliedIds.delete(appliedIds.values().next().value!);
      for (const listener of listeners) listener(tags);
      dropPages(tags, id);
    },
    onApply: (listener) => void listeners.push(listener),
    applied: (id) => appliedIds.has(id),
  };
}

export interface FollowedChanges {
  stop(): void;
  /** Reads the feed once now, as the next poll would (stopped or not). */
  readNow(): Promise<void>;
  /** How many changes recorded since this instance started it has not applied yet. */
  waiting(): Promise<number>;
}

/** Applies changes other instances record, until stopped. */
export async function followCatalogChanges(
  db: Db,
  changes: CatalogChanges,
  log: (line: string) => void,
): Promise<FollowedChanges> {
  // This instance's cache starts empty: only changes from now on matter.
  let seen = await newestId(db);
  const before = seen;
  let stopped = false;
  let polls = 0;
  let timer: NodeJS.Timeout | undefined;
  const read = async () => {
    const rows = await db
      .select({ id: catalogChanges.id, tags: catalogChanges.tags })
      .from(catalogChanges)
      .where(gt(catalogChanges.id, seen - LOOKBACK_IDS))
      .orderBy(catalogChanges.id)
      .limit(LOOKBACK_IDS * 2);
    for (const row of rows) {
      if (row.id > before && !changes.applied(row.id)) changes.apply(row);
      seen = Math.max(seen, row.id);
    }
    if (++polls % CLEAN_EVERY_POLLS === 0)
      await db
        .delete(catalogChanges)
        .where(lt(catalogChanges.createdAt, new Date(Date.now() - KEEP_MS)));
  };
  const poll = async () => {
    try {
      await read();
    } catch (error) {
      log(`Reading catalogue changes failed: ${error instanceof Error ? error.message : error}`);
    }
    if (!stopped) timer = setTimeout(() => void poll(), POLL_MS).unref();
  };
  timer = setTimeout(() => void poll(), POLL_MS).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    readNow: read,
    async waiting() {
      const rows = await db
        .select({ id: catalogChanges.id })
        .from(catalogChanges)
        .where(gt(catalogChanges.id, Math.max(before, seen - LOOKBACK_IDS)))
        .limit(LOOKBACK_IDS * 2);
      return rows.filter((row) => !changes.applied(row.id)).length;
    },
  };
}

/**
 * The changes recorded after `afterId` (what the shop missed while it was down, for the pages it
 * kept on disk), at most `limit`, and the highest id the feed has given; `complete` is false when
 * there were more.
 */
export async function catalogChangesAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ changes: RecordedChange[]; newest: number; complete: boolean }> {
  const newest = await highestIssuedId(db);
  const rows = await db
    .select({ id: catalogChanges.id, tags: catalogChanges.tags })
    .from(catalogChanges)
    .where(gt(catalogChanges.id, afterId))
    .orderBy(catalogChanges.id)
    .limit(limit + 1);
  return { changes: rows.slice(0, limit), newest, complete: rows.length <= limit };
}

/**
 * The highest id the feed has ever given (its sequence): unlike the newest row, it outlives the
 * cleanup of old rows, and it is lower only in another database or one restored from a backup.
 */
async function highestIssuedId(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select (case when is_called then last_value else 0 end)::text as issued from catalog_changes_id_seq`,
  );
  const [row] = (result as unknown as { rows: { issued: string }[] }).rows;
  return Number(row?.issued ?? 0);
}

async function newestId(db: Db): Promise<number> {
  const rows = await db
    .select({ id: catalogChanges.id })
    .from(catalogChanges)
    .orderBy(desc(catalogChanges.id))
    .limit(1);
  return rows[0]?.id ?? 0;
}
