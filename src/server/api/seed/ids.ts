// Deterministic ids and pseudo-random numbers: reseeding yields the same catalogue every time.
import { createHash } from 'node:crypto';

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** A 24-hex id from a stable key (e.g. `stableId('product', sku)`), unchanged across reseeds. */
export function stableId(kind: string, key: string): string {
  return sha1(`${kind}:${key}`).slice(0, 24);
}

/** An integer in [0, modulo) derived from a key: stock levels, ratings and dates without Math.random. */
export function stableInt(key: string, modulo: number): number {
  return Number.parseInt(sha1(key).slice(0, 12), 16) % modulo;
}
