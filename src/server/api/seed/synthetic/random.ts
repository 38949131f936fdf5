// A small seeded generator for the synthetic catalogue: the same seed always draws the same numbers.

/** Draws from one seeded stream (mulberry32): fast, and plenty for shop data. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1), like Math.random. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  }

  /** `count` different items in their original order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(this.int(0, items.length - 1));
    return items.filter((_, i) => chosen.has(i));
  }

  /** An index drawn with the given relative weights. */
  weighted(weights: readonly number[]): number {
    let left = this.next() * weights.reduce((sum, w) => sum + w, 0);
    for (const [i, weight] of weights.entries()) {
      left -= weight;
      if (left < 0) return i;
    }
    return weights.length - 1;
  }
}

/** A 32-bit seed from text (FNV-1a), so every product draws from a stream of its own. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
