// State kept in localStorage, shared by a page's islands and by the shop's open tabs (the cart,
// the signed-in user). A stored value is read through its contract schema, which is imported only
// when there is something to read: a first visit never downloads the schema library (docs/
// decisions/0032). Until that read is done the atom holds its initial value and is not `loaded`;
// changes made meanwhile are applied on top of the stored value, never instead of it. A read or
// write that the browser refuses is logged, never thrown (SPEC.md section 4).
import { atom, type ReadableAtom } from 'nanostores';

export interface StoredAtom<T> {
  readonly $value: ReadableAtom<T>;
  /** False until the value stored at start-up has been read. */
  readonly $loaded: ReadableAtom<boolean>;
  /** Resolves once the value stored at start-up has been read. */
  whenLoaded(): Promise<void>;
  /**
   * Changes the value and stores it (nothing happens when `change` returns the value it was given);
   * while the stored value is being read, the change waits and is applied to it.
   */
  update(change: (current: T) => T): void;
}

interface Options<T> {
  /** What the warning calls a stored value that is not one, e.g. 'cart'. */
  what: string;
  initial: T;
  /** The schema of a stored value, imported when one is read. */
  schema: () => Promise<{ parse(data: unknown): T }>;
  /** The text to store; null removes the key. */
  encode: (value: T) => string | null;
}

function warn(action: string, key: string, error: unknown): void {
  console.warn(`Browser storage ${action} failed for "${key}"`, error);
}

/** An atom kept in localStorage under `key`, in step with the other tabs. */
export function storedAtom<T>(key: string, options: Options<T>): StoredAtom<T> {
  const { what, initial, schema, encode } = options;
  const $value = atom(initial);
  const $loaded = atom(false);
  /** Changes waiting for the read in flight; null when no read is in flight. */
  let pending: ((current: T) => T)[] | null = [];
  /** The stored text that $value stands for; undefined before the first read. */
  let known: string | null | undefined;
  /** Counts the reads, so that a read overtaken by a later one is dropped. */
  let reads = 0;
  let loaded!: () => void;
  const whenLoaded = new Promise<void>((resolve) => (loaded = resolve));

  function write(value: T): void {
    known = encode(value);
    try {
      if (known === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, known);
    } catch (error) {
      warn('write', key, error);
    }
  }

  function settle(value: T): void {
    const changes = pending ?? [];
    pending = null;
    const next = changes.reduce((current, change) => change(current), value);
    if (changes.length > 0) write(next);
    $value.set(next);
    $loaded.set(true);
    loaded();
  }

  async function decode(encoded: string): Promise<T> {
    try {
      return (await schema()).parse(JSON.parse(encoded));
    } catch (error) {
      console.warn(`Ignoring the stored ${what} ("${key}")`, error);
      return initial;
    }
  }

  /** Takes up the stored value when it is not the one $value stands for. */
  async function read(): Promise<void> {
    let encoded: string | null = null;
    try {
      encoded = window.localStorage.getItem(key);
    } catch (error) {
      warn('read', key, error);
    }
    if (encoded === known) return;
    known = encoded;
    const current = (reads += 1);
    if (encoded === null) return settle(initial);
    pending ??= [];
    const value = await decode(encoded);
    if (current === reads) settle(value);
  }

  if (typeof window === 'undefined') settle(initial);
  else {
    void read();
    // Another tab changed the storage, or the page came back from the back-forward cache.
    for (const event of ['storage', 'pageshow']) window.addEventListener(event, () => void read());
  }

  return {
    $value,
    $loaded,
    whenLoaded: () => whenLoaded,
    update(change) {
      if (pending) {
        pending.push(change);
        return;
      }
      const current = $value.get();
      const next = change(current);
      if (next === current) return;
      write(next);
      $value.set(next);
    },
  };
}
