// Request input checked before any handler or schema sees it: JSON nesting bounded in one pass
// over the text (no recursion, so no depth can overflow the stack), and every string of a parsed
// body or query walked with an explicit stack: NUL characters and unpaired surrogates refused
// with the field named (PostgreSQL can store neither), everything else normalised to NFC so
// one spelling of "Nguyễn" is stored, compared and searched.
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { fill } from '../../../lib/i18n/index.ts';

/** Deepest nesting a request body may have; the deepest real body (an order) has five levels. */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  tooDeep: fill(API_MESSAGES.http.jsonTooDeep, { levels: MAX_JSON_DEPTH }),
  nul: API_MESSAGES.http.nul,
  unicode: API_MESSAGES.http.unicode,
} as const;

/** True when JSON text opens more than `limit` arrays or objects inside each other. */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

export interface InputProblem {
  /** Where the bad string is, as field names and array indexes. */
  path: string[];
  message: string;
}

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nul;
  if (!text.isWellFormed()) return INPUT_MESSAGES.unicode;
  return null;
}

/** A field's place, linked to its parent's, so each step of the walk costs the same at any depth. */
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null): string[] {
  const path: string[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

interface Frame {
  source: unknown;
  place: Place | null;
  assign: (value: unknown) => void;
}

/**
 * A copy of parsed JSON (or a query object) with every string and key in NFC, or the first string
 * that cannot be accepted. Walks with an explicit stack, whatever the depth.
 */
export function cleanInput(input: unknown): { value: unknown } | { problem: InputProblem } {
  let result: unknown;
  const stack: Frame[] = [{ source: input, place: null, assign: (v) => (result = v) }];
  while (stack.length > 0) {
    const { source, place, assign } = stack.pop()!;
    if (typeof source === 'string') {
      const message = problemOf(source);
      if (message) return { problem: { path: pathOf(place), message } };
      assign(source.normalize('NFC'));
    } else if (Array.isArray(source)) {
      const copy: unknown[] = new Array<unknown>(source.length);
      assign(copy);
      source.forEach((item, i) =>
        stack.push({
          source: item,
          place: { key: String(i), parent: place },
          assign: (v) => (copy[i] = v),
        }),
      );
    } else if (source !== null && typeof source === 'object') {
      const copy: Record<string, unknown> = {};
      assign(copy);
      for (const [rawKey, item] of Object.entries(source)) {
        const message = problemOf(rawKey);
        if (message) {
          const shown = rawKey.replace(/[^\x20-\x7e]/g, '?');
          return { problem: { path: pathOf({ key: shown, parent: place }), message } };
        }
        const key = rawKey.normalize('NFC');
        // defineProperty, not assignment: a "__proto__" key stays a plain field.
        const assignField = (v: unknown) =>
          Object.defineProperty(copy, key, {
            value: v,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        stack.push({ source: item, place: { key, parent: place }, assign: assignField });
      }
    } else {
      assign(source);
    }
  }
  return { value: result };
}

/**
 * cleanInput of a flat record of strings (a CSV row's cells), the same answer without the walk:
 * the first bad key, else the first bad value in the order cleanInput finds it (the last field
 * first), else a copy with every key and value in NFC, its keys in cleanInput's order. `known`
 * holds texts already found good, each with its NFC form, and learns the new ones: the cells a
 * product repeats on each of its rows are checked and normalised once.
 */
export function cleanTextRecord(
  source: Readonly<Record<string, string>>,
  known: Map<string, string> = new Map(),
): { value: Record<string, string> } | { problem: InputProblem } {
  const entries = Object.entries(source);
  const keys: string[] = [];
  for (const [rawKey] of entries) {
    const message = problemOf(rawKey);
    if (message) return { problem: { path: [rawKey.replace(/[^\x20-\x7e]/g, '?')], message } };
    keys.push(rawKey.normalize('NFC'));
  }
  const value: Record<string, string> = {};
  for (let i = entries.length - 1; i >= 0; i--) {
    const text = entries[i]![1];
    const key = keys[i]!;
    let clean = known.get(text);
    if (clean === undefined) {
      const message = problemOf(text);
      if (message) return { problem: { path: [key], message } };
      clean = text.normalize('NFC');
      known.set(text, clean);
    }
    // defineProperty, not assignment: a "__proto__" key stays a plain field.
    if (key === '__proto__')
      Object.defineProperty(value, key, {
        value: clean,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else value[key] = clean;
  }
  return { value };
}
