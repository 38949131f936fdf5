// The page cache's second tier: rendered pages kept on disk as well as in memory, so a restart or
// a full memory cache does not send the catalogue back to first renders. One file a page (its
// three encodings, headers, tags, the build it was rendered by and the catalogue-change feed
// position it had seen), written atomically off the request path, bounded by bytes with the least
// recently used out first. An index in memory (path → file, tag → paths) is rebuilt at start from
// the files' small headers; a file that is torn, corrupt or of another format is deleted, never
// served. main.ts drops at start the pages that changes recorded while the shop was down touched
// (dropChanged), and every change while it runs (invalidate, through the registry).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, unlink } from 'node:fs/promises';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import writeFileAtomic from 'write-file-atomic';
import * as z from 'zod/mini';
import { EVERY_PAGE_TAG } from '../../../lib/page-tags.ts';
import type { CachedPage, Encoding, PageDiskTier } from './page.ts';

/** The first bytes of a page file: its format. A file that does not start so is not read. */
const MAGIC = Buffer.from('VNPAGE1\n');
/** The magic, then the header's length (32 bits, big-endian), then the header (JSON). */
const PREFIX_BYTES = MAGIC.length + 4;
/** A header is a few hundred bytes; a longer length is a corrupt file. */
const MAX_HEADER_BYTES = 64 * 1024;
const ENCODINGS: readonly Encoding[] = ['identity', 'br', 'gzip'];
/** `<hash of the path>-<random>.page`: a new name each write, so two writes never share a file. */
const FILE_NAME = /^[0-9a-f]{32}-[0-9a-f]{16}\.page$/;
/** Files whose headers are read at once at start. */
const SCAN_CONCURRENCY = 16;

const size = z.number().check(z.int(), z.gte(0));
const HEADER = z.object({
  path: z.string(),
  build: z.string(),
  position: size,
  expiresAt: z.number(),
  headers: z.array(z.tuple([z.string(), z.string()])),
  tags: z.array(z.string()),
  etag: z.string(),
  sizes: z.object({ identity: size, br: size, gzip: size }),
  /** SHA-1 of the three bodies as written: a file whose bodies differ is corrupt. */
  digest: z.string(),
});
type Header = z.infer<typeof HEADER>;

/** What the index keeps of a file. */
interface Kept {
  path: string;
  file: string;
  build: string;
  position: number;
  expiresAt: number;
  tags: string[];
  /** The file's size. */
  bytes: number;
}

export interface PageDiskOptions {
  dir: string;
  /** What the files may take in all (PAGE_DISK_MB). */
  maxBytes: number;
  log: (line: string) => void;
}

const digestOf = (bodies: readonly Uint8Array[]): string => {
  const hash = createHash('sha1');
  for (const body of bodies) hash.update(body);
  return hash.digest('base64url');
};

const fileNameFor = (pagePath: string): string =>
  `${createHash('sha1').update(pagePath).digest('hex').slice(0, 32)}-${randomBytes(8).toString('hex')}.page`;

function serialize(page: CachedPage, build: string, position: number): Buffer {
  const bodies = ENCODINGS.map((encoding) => page.bodies[encoding]);
  const header: Header = {
    path: page.path,
    build,
    position,
    expiresAt: page.expiresAt,
    headers: page.headers,
    tags: page.tags,
    etag: page.etag,
    sizes: {
      identity: bodies[0]!.byteLength,
      br: bodies[1]!.byteLength,
      gzip: bodies[2]!.byteLength,
    },
    digest: digestOf(bodies),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.byteLength);
  return Buffer.concat([MAGIC, length, json, ...bodies]);
}

/** The header's length a file's first bytes give, or null when they are not a page file's. */
function headerLength(prefix: Buffer): number | null {
  if (prefix.byteLength < PREFIX_BYTES || !prefix.subarray(0, MAGIC.length).equals(MAGIC))
    return null;
  const length = prefix.readUInt32BE(MAGIC.length);
  return length <= MAX_HEADER_BYTES ? length : null;
}

function headerFrom(json: Buffer): Header | null {
  try {
    const parsed = HEADER.safeParse(JSON.parse(json.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a whole file with this header takes: a file of another size is torn. */
const fileBytes = (headerBytes: number, { sizes }: Header): number =>
  PREFIX_BYTES + headerBytes + sizes.identity + sizes.br + sizes.gzip;

/** A whole page file read back, or null when it is torn or corrupt. */
function parse(file: Buffer): { header: Header; page: CachedPage } | null {
  const length = headerLength(file);
  const header =
    length === null ? null : headerFrom(file.subarray(PREFIX_BYTES, PREFIX_BYTES + length));
  if (length === null || !header || file.byteLength !== fileBytes(length, header)) return null;
  let offset = PREFIX_BYTES + length;
  const bodies = {} as Record<Encoding, Uint8Array>;
  for (const encoding of ENCODINGS) {
    // A copy: the page outlives the file's buffer in the memory cache, which counts its bytes.
    bodies[encoding] = new Uint8Array(file.subarray(offset, offset + header.sizes[encoding]));
    offset += header.sizes[encoding];
  }
  if (digestOf(ENCODINGS.map((encoding) => bodies[encoding])) !== header.digest) return null;
  const page: CachedPage = {
    path: header.path,
    headers: header.headers,
    tags: header.tags,
    expiresAt: header.expiresAt,
    bodies,
    etag: header.etag,
    bytes: header.sizes.identity + header.sizes.br + header.sizes.gzip,
  };
  return { header, page };
}

/** Reads the header of one file at start; null for anything but a whole page file. */
async function readHeader(
  file: string,
): Promise<{ header: Header; bytes: number; mtimeMs: number } | null> {
  const handle = await open(file, 'r');
  try {
    const prefix = Buffer.alloc(PREFIX_BYTES);
    const { bytesRead } = await handle.read(prefix, 0, PREFIX_BYTES, 0);
    const length = headerLength(prefix.subarray(0, bytesRead));
    if (length === null) return null;
    const json = Buffer.alloc(length);
    const read = await handle.read(json, 0, length, PREFIX_BYTES);
    const header = read.bytesRead === length ? headerFrom(json) : null;
    const { size: bytes, mtimeMs } = await handle.stat();
    if (!header || bytes !== fileBytes(length, header)) return null;
    return { header, bytes, mtimeMs };
  } finally {
    await handle.close();
  }
}

/** The disk tier of one shop: open it with `PageDisk.open`. */
export class PageDisk implements PageDiskTier {
  readonly #dir: string;
  readonly #maxBytes: number;
  readonly #log: (line: string) => void;
  /**
   * Pages by path within the byte bound, least recently used out first (lru-cache, as the API's
   * read cache); a page leaving it, evicted or dropped, leaves the tag index and its file goes.
   */
  readonly #kept: LRUCache<string, Kept>;
  readonly #byTag = new Map<string, Set<string>>();
  /** The newest catalogue change applied here (advance). */
  #position = 0;
  /** The build whose pages are served; another build's are deleted (useBuild). */
  #build: string | null = null;
  /** Bumped by every invalidation: a write started before a bump of one of its tags is not kept. */
  #epoch = 0;
  readonly #tagEpochs = new Map<string, number>();
  #clearedAt = 0;
  /** The newest write under way of each path: an older write that finishes later is not kept. */
  readonly #latestWrite = new Map<string, number>();
  #writes = 0;
  readonly #pending = new Set<Promise<void>>();

  private constructor({ dir, maxBytes, log }: PageDiskOptions) {
    this.#dir = dir;
    this.#maxBytes = maxBytes;
    this.#log = log;
    this.#kept = new LRUCache<string, Kept>({
      maxSize: maxBytes,
      sizeCalculation: (kept) => kept.bytes,
      dispose: (kept) => this.#discard(kept),
    });
  }

  /** Opens the folder (creating it) and indexes the pages in it; deletes what is no page. */
  static async open(options: PageDiskOptions): Promise<PageDisk> {
    const disk = new PageDisk(options);
    await mkdir(options.dir, { recursive: true });
    await disk.#scan();
    return disk;
  }

  async #scan(): Promise<void> {
    const names = await readdir(this.#dir);
    const found: { header: Header; file: string; bytes: number; mtimeMs: number }[] = [];
    const now = Date.now();
    let next = 0;
    const worker = async () => {
      while (next < names.length) {
        const name = names[next++]!;
        const file = path.join(this.#dir, name);
        // Anything else in the folder is a write that a stop cut short, or no page of ours.
        const read = FILE_NAME.test(name) ? await readHeader(file).catch(() => null) : null;
        if (read && read.header.expiresAt > now) found.push({ ...read, file });
        else await this.#remove(file);
      }
    };
    await Promise.all(Array.from({ length: SCAN_CONCURRENCY }, worker));
    // The most recently written last, as if they were the most recently used.
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { header, file, bytes } of found)
      this.#add({
        path: header.path,
        file,
        build: header.build,
        position: header.position,
        expiresAt: header.expiresAt,
        tags: header.tags,
        bytes,
      });
  }

  position(): number {
    return this.#position;
  }

  /** A catalogue change was applied here: renders starting from now have seen it. */
  advance(id: number): void {
    this.#position = Math.max(this.#position, id);
  }

  /** The lowest feed position a kept page records: the changes after it are the ones to check. */
  oldestPosition(): number | null {
    let oldest: number | null = null;
    for (const kept of this.#kept.values())
      oldest = oldest === null ? kept.position : Math.min(oldest, kept.position);
    return oldest;
  }

  /**
   * Drops the pages that a change after their position touched (one of their tags, or every
   * page), and every page whose position is past `newest`, the feed's newest change: such a page
   * was rendered against another database (or one restored from a backup). Returns how many.
   */
  dropChanged(changes: readonly { id: number; tags: readonly string[] }[], newest: number): number {
    const lastChange = new Map<string, number>();
    for (const { id, tags } of changes)
      for (const tag of tags) lastChange.set(tag, Math.max(lastChange.get(tag) ?? 0, id));
    const everyPage = lastChange.get(EVERY_PAGE_TAG) ?? 0;
    let dropped = 0;
    for (const kept of [...this.#kept.values()]) {
      const changed = Math.max(everyPage, ...kept.tags.map((tag) => lastChange.get(tag) ?? 0));
      if (changed > kept.position || kept.position > newest) {
        this.#kept.delete(kept.path);
        dropped += 1;
      }
    }
    this.advance(newest);
    return dropped;
  }

  /** Serves the pages of this build from now on and deletes every other build's. */
  useBuild(build: string): void {
    if (this.#build === build) return;
    this.#build = build;
    this.#bump();
    for (const kept of [...this.#kept.values()])
      if (kept.build !== build) this.#kept.delete(kept.path);
  }

  async read(pagePath: string): Promise<CachedPage | null> {
    // get: the page becomes the most recently used.
    const kept = this.#kept.get(pagePath);
    if (!kept || kept.build !== this.#build) return null;
    if (kept.expiresAt <= Date.now()) {
      this.#kept.delete(pagePath);
      return null;
    }
    const file = await readFile(kept.file).catch((error: NodeJS.ErrnoException) => {
      // Another shop on the same folder, or an operator, may have deleted it: not worth a line.
      if (error.code !== 'ENOENT')
        this.#log(`Reading the page kept for ${pagePath} failed: ${error.message}`);
      return null;
    });
    const parsed = file ? parse(file) : null;
    if (!parsed || parsed.header.path !== pagePath || parsed.header.build !== kept.build) {
      if (file)
        this.#log(`The page kept for ${pagePath} on disk is damaged; it is rendered again.`);
      if (this.#kept.peek(pagePath) === kept) this.#kept.delete(pagePath);
      return null;
    }
    return parsed.page;
  }

  write(page: CachedPage, position: number): Promise<void> {
    const writing = this.#write(page, position);
    this.#pending.add(writing);
    void writing.finally(() => this.#pending.delete(writing));
    return writing;
  }

  /** Resolves when the writes and deletions under way now have finished (a stopping shop waits). */
  async flush(): Promise<void> {
    // A write that finishes may evict a page and start its deletion: wait until none is left.
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  async #write(page: CachedPage, position: number): Promise<void> {
    const build = this.#build;
    if (build === null) return;
    const startedAt = this.#epoch;
    const mine = ++this.#writes;
    this.#latestWrite.set(page.path, mine);
    const file = path.join(this.#dir, fileNameFor(page.path));
    let bytes: number;
    try {
      // After the answer that rendered the page has gone out: the copy and its digest wait.
      await setImmediatePromise();
      const data = serialize(page, build, position);
      bytes = data.byteLength;
      // Without fsync: a file that a power cut tears fails its size or digest and is deleted. A
      // page larger than the whole bound stays in memory only.
      if (bytes <= this.#maxBytes) await writeFileAtomic(file, data, { fsync: false });
    } catch (error) {
      if (this.#latestWrite.get(page.path) === mine) this.#latestWrite.delete(page.path);
      this.#log(
        `Keeping ${page.path} on disk failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    const newest = this.#latestWrite.get(page.path) === mine;
    if (newest) this.#latestWrite.delete(page.path);
    if (bytes > this.#maxBytes) return;
    const overtaken =
      !newest ||
      this.#build !== build ||
      this.#clearedAt > startedAt ||
      page.tags.some((tag) => (this.#tagEpochs.get(tag) ?? 0) > startedAt);
    if (overtaken) {
      void this.#remove(file);
      return;
    }
    this.#add({
      path: page.path,
      file,
      build,
      position,
      expiresAt: page.expiresAt,
      tags: page.tags,
      bytes,
    });
  }

  invalidate(tags: readonly string[]): void {
    if (tags.includes(EVERY_PAGE_TAG)) {
      this.clear();
      return;
    }
    this.#epoch += 1;
    for (const tag of tags) {
      this.#tagEpochs.set(tag, this.#epoch);
      for (const pagePath of [...(this.#byTag.get(tag) ?? [])]) this.#kept.delete(pagePath);
    }
  }

  forget(pagePath: string): void {
    this.#bump();
    this.#kept.delete(pagePath);
  }

  /** Deletes every page kept. */
  clear(): void {
    this.#bump();
    this.#clearedAt = this.#epoch;
    for (const pagePath of [...this.#kept.keys()]) this.#kept.delete(pagePath);
  }

  stats(): { pages: number; bytes: number } {
    return { pages: this.#kept.size, bytes: this.#kept.calculatedSize };
  }

  #bump(): void {
    this.#epoch += 1;
  }

  #add(kept: Kept): void {
    // A page larger than the whole bound (PAGE_DISK_MB lowered since it was written) goes.
    if (kept.bytes > this.#maxBytes) {
      void this.#remove(kept.file);
      return;
    }
    // Replacing a page disposes of the old one (its tags and file) before the new one's tags go in.
    this.#kept.set(kept.path, kept);
    for (const tag of kept.tags) {
      const paths = this.#byTag.get(tag) ?? new Set<string>();
      paths.add(kept.path);
      this.#byTag.set(tag, paths);
    }
  }

  /** A page left the index (dropped, replaced or evicted): out of the tag index, its file deleted. */
  #discard(kept: Kept): void {
    for (const tag of kept.tags) {
      const paths = this.#byTag.get(tag);
      paths?.delete(kept.path);
      if (paths?.size === 0) this.#byTag.delete(tag);
    }
    void this.#remove(kept.file);
  }

  /** Deletes a file in the background (flush waits for it); one already gone is fine. */
  #remove(file: string): Promise<void> {
    const removing = unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') this.#log(`Deleting ${file} failed: ${error.message}`);
    });
    this.#pending.add(removing);
    void removing.finally(() => this.#pending.delete(removing));
    return removing;
  }
}
