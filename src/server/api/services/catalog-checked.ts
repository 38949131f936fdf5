// The products an import's check pass found good, kept for its write pass so that the file is not
// read, parsed and checked a second time: each chunk as one line of JSON in a temporary file, in
// the order checked. Memory holds one chunk while it is written and one while it is read back, so
// a file of any size costs its checked products' size on disk (about the CSV's), never in memory.
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ProductWrite } from '../../../api/schemas/admin-products.ts';

export class CheckedChunks {
  private readonly dir: string;
  private readonly file: string;
  private readonly handle: FileHandle;

  private constructor(dir: string, file: string, handle: FileHandle) {
    this.dir = dir;
    this.file = file;
    this.handle = handle;
  }

  /** An empty store in a folder of its own under the system's temporary folder. */
  static async create(): Promise<CheckedChunks> {
    const dir = await mkdtemp(path.join(tmpdir(), 'catalog-import-checked-'));
    const file = path.join(dir, 'checked.ndjson');
    try {
      return new CheckedChunks(dir, file, await open(file, 'w'));
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Keeps one chunk's checked products (already through the contract's schema). */
  async append(chunk: readonly ProductWrite[]): Promise<void> {
    if (chunk.length > 0) await this.handle.write(`${JSON.stringify(chunk)}\n`);
  }

  /** The chunks in the order they were kept, read back one at a time. */
  async *chunks(): AsyncGenerator<ProductWrite[]> {
    const lines = createInterface({ input: createReadStream(this.file), crlfDelay: Infinity });
    try {
      for await (const line of lines) yield JSON.parse(line) as ProductWrite[];
    } finally {
      lines.close();
    }
  }

  /** Removes the file (whatever happened to the import). */
  async dispose(): Promise<void> {
    await this.handle.close().catch(() => {});
    await rm(this.dir, { recursive: true, force: true });
  }
}
