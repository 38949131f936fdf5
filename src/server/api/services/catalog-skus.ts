// The SKUs an import has read so far, each with the line it was first on: a SKU given twice in one
// file is refused, and the file is never held whole, so this is the one thing that grows with it.
// Kept compact: the SKUs' bytes in one growing buffer and an open-addressing table in typed
// arrays, 55 MB for 1,000,000 SKUs of 30 characters where a Map of strings takes 117 MB
// (decision 37); IMPORT_SKUS_MAX bounds it.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over `bytes[start, end)`: the table's slot. */
function hashOf(bytes: Uint8Array, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, FNV_PRIME);
  return hash >>> 0;
}

/** A set of SKUs (exact, case-sensitive, as the database's unique indexes compare them) with a line each. */
export class SkuLines {
  private bytes = Buffer.alloc(1 << 16);
  private used = 0;
  private starts = new Uint32Array(1 << 10);
  private lengths = new Uint16Array(1 << 10);
  private lines = new Uint32Array(1 << 10);
  private count = 0;
  /** Entry index + 1 per slot; 0 is an empty slot. Never more than half full. */
  private slots = new Uint32Array(1 << 11);

  /** How many SKUs it holds. */
  get size(): number {
    return this.count;
  }

  /** The line `sku` was first seen on; when it is new, undefined, and it is remembered at `line`. */
  firstLine(sku: string, line: number): number | undefined {
    const key = Buffer.from(sku, 'utf8');
    const mask = this.slots.length - 1;
    let slot = hashOf(key, 0, key.length) & mask;
    for (;;) {
      const entry = this.slots[slot]!;
      if (entry === 0) break;
      const at = entry - 1;
      const start = this.starts[at]!;
      if (
        this.lengths[at] === key.length &&
        key.compare(this.bytes, start, start + key.length) === 0
      )
        return this.lines[at];
      slot = (slot + 1) & mask;
    }
    this.add(key, line, slot);
    return undefined;
  }

  private add(key: Buffer, line: number, slot: number): void {
    if (this.used + key.length > this.bytes.length) {
      const bytes = Buffer.alloc(Math.max(this.bytes.length * 2, this.used + key.length));
      this.bytes.copy(bytes, 0, 0, this.used);
      this.bytes = bytes;
    }
    if (this.count === this.starts.length) {
      const grow = <T extends Uint32Array | Uint16Array>(array: T, make: (n: number) => T) => {
        const next = make(array.length * 2);
        next.set(array);
        return next;
      };
      this.starts = grow(this.starts, (n) => new Uint32Array(n));
      this.lengths = grow(this.lengths, (n) => new Uint16Array(n));
      this.lines = grow(this.lines, (n) => new Uint32Array(n));
    }
    key.copy(this.bytes, this.used);
    const at = this.count;
    this.starts[at] = this.used;
    this.lengths[at] = key.length;
    this.lines[at] = line;
    this.used += key.length;
    this.count += 1;
    this.slots[slot] = at + 1;
    if (this.count * 2 > this.slots.length) this.rehash(this.slots.length * 2);
  }

  private rehash(size: number): void {
    const slots = new Uint32Array(size);
    const mask = size - 1;
    for (let at = 0; at < this.count; at++) {
      const start = this.starts[at]!;
      let slot = hashOf(this.bytes, start, start + this.lengths[at]!) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = at + 1;
    }
    this.slots = slots;
  }
}
