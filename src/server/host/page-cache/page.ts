// A rendered page as the page cache keeps it, in memory (provider.ts) and on disk (disk.ts).

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  /** The cache key: the path without a trailing slash. */
  path: string;
  headers: [string, string][];
  tags: string[];
  /** When the page is no longer served, in milliseconds since the epoch. */
  expiresAt: number;
  bodies: Record<Encoding, Uint8Array>;
  etag: string;
  /** The three bodies' bytes. */
  bytes: number;
}

/** What the memory cache needs of the disk copy (host-side; disk.ts is the one kind). */
export interface PageDiskTier {
  /** The catalogue-change feed position a render starting now has seen (recorded with it). */
  position(): number;
  /** The page kept on disk for this build, or null (none, expired, dropped, unreadable). */
  read(path: string): Promise<CachedPage | null>;
  /** Keeps a page, off the request path: resolves once written (or refused), never rejects. */
  write(page: CachedPage, position: number): Promise<void>;
  /** Drops the pages carrying one of the tags (EVERY_PAGE_TAG: all). */
  invalidate(tags: readonly string[]): void;
  /** Drops one page. */
  forget(path: string): void;
}
