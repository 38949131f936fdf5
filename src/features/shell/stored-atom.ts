// State kept in localStorage by @nanostores/persistent, shared by a page's islands and by the
// shop's open tabs (the cart, the signed-in user). Its decode hook reads a stored value through
// the value's contract schema. The library decodes synchronously, and the schema library is not on
// the catalogue pages (their JavaScript budget), so the schema is imported the first time something
// stored is read: until then the parsed value stands in the store if it is the right container
// (a list of objects, an object: nothing derived from it can throw), the store is not `loaded`, and
// changes wait; once the schema has read it, the store holds what the contract made of it, or the
// initial value (with a warning) when the contract refuses it. From then on every value another
// tab stores is decoded by the schema at once. A read or write the browser refuses is logged,
// never thrown. docs/decisions/0040-ofetch-and-persistent-stores-back.md tells why.
import {
  persistentAtom,
  setPersistentEngine,
  windowPersistentEvents,
} from '@nanostores/persistent';
import { atom, type ReadableAtom } from 'nanostores';

export interface StoredAtom<T> {
  readonly $value: ReadableAtom<T>;
  /** False while a stored value waits for its schema. */
  readonly $loaded: ReadableAtom<boolean>;
  /** Resolves once no stored value waits for its schema. */
  whenLoaded(): Promise<void>;
  /**
   * Changes the value and stores it (nothing happens when `change` returns the value it was given);
   * while a stored value waits for its schema, the change waits and is applied to what it reads.
   */
  update(change: (current: T) => T): void;
}

interface Options<T> {
  /** What the warning calls a stored value that is not one, e.g. 'cart'. */
  what: string;
  initial: T;
  /** The contract schema of a stored value, imported when one is first read. */
  schema: () => Promise<{ parse(data: unknown): T }>;
  /** True when parsed JSON is the schema's container, so that it may stand in while the schema loads. */
  holds: (data: unknown) => boolean;
  /** The text to store; undefined removes the key. */
  encode: (value: T) => string | undefined;
}

function warn(action: string, key: PropertyKey, error: unknown): void {
  console.warn(`Browser storage ${action} failed for "${String(key)}"`, error);
}

/** Runs a storage call; one the browser refuses is logged and answers `fallback`. */
function guard<R>(action: string, key: PropertyKey, call: () => R, fallback: R): R {
  try {
    return call();
  } catch (error) {
    warn(action, key, error);
    return fallback;
  }
}

/** localStorage as the plain record @nanostores/persistent expects, with failures logged. */
function guardedStorage(storage: Storage): Record<string, string> {
  return new Proxy(storage as unknown as Record<string, string>, {
    get: (_target, key) =>
      typeof key === 'string'
        ? guard('read', key, () => storage.getItem(key) ?? undefined, undefined)
        : undefined,
    has: (_target, key) =>
      typeof key === 'string' && guard('read', key, () => storage.getItem(key) !== null, false),
    set(_target, key, value) {
      guard('write', key, () => storage.setItem(String(key), String(value)), undefined);
      return true;
    },
    deleteProperty(_target, key) {
      guard('write', key, () => storage.removeItem(String(key)), undefined);
      return true;
    },
  });
}

if (typeof window !== 'undefined') {
  guard(
    'access',
    'localStorage',
    () => setPersistentEngine(guardedStorage(window.localStorage), windowPersistentEvents),
    undefined,
  );
}

/** An atom kept in localStorage under `key`, in step with the other tabs. */
export function storedAtom<T>(key: string, options: Options<T>): StoredAtom<T> {
  const { what, initial, schema, holds, encode } = options;
  const $loaded = atom(true);
  /** The schema, once imported: stored values are then decoded by it at once. */
  let contract: { parse(data: unknown): T } | undefined;
  /** Changes made while a stored value waits for its schema. */
  let pending: ((current: T) => T)[] = [];
  /** Counts the values sent to the schema, so that one overtaken by a later one is dropped. */
  let checks = 0;

  const ignore = (error: unknown): T => {
    console.warn(`Ignoring the stored ${what} ("${key}")`, error);
    return initial;
  };

  const read = (data: unknown): T => {
    try {
      return contract!.parse(data);
    } catch (error) {
      return ignore(error);
    }
  };

  async function check(data: unknown, current: number): Promise<void> {
    let value: T;
    try {
      contract = await schema();
      value = read(data);
    } catch (error) {
      value = ignore(error);
    }
    // A later stored value went to the schema after this one: that check settles the store.
    if (current !== checks) return;
    // Another tab removed the value meanwhile: the store holds the initial value, not this one.
    const base = $value.get() === data ? value : $value.get();
    const changes = pending;
    pending = [];
    $value.set(changes.reduce((next, change) => change(next), base));
    $loaded.set(true);
  }

  function decode(encoded: string): T {
    let data: unknown;
    try {
      data = JSON.parse(encoded);
    } catch (error) {
      return ignore(error);
    }
    if (contract) return read(data);
    if (!holds(data)) return ignore(new TypeError(`Not a stored ${what}`));
    $loaded.set(false);
    void check(data, (checks += 1));
    return data as T;
  }

  const $value = persistentAtom<T>(key, initial, { encode, decode });

  return {
    $value,
    $loaded,
    whenLoaded: () =>
      new Promise((resolve) => {
        if ($loaded.get()) return resolve();
        const stop = $loaded.listen((loaded) => {
          if (!loaded) return;
          stop();
          resolve();
        });
      }),
    update(change) {
      if (!$loaded.get()) {
        pending.push(change);
        return;
      }
      const current = $value.get();
      const next = change(current);
      if (next !== current) $value.set(next);
    },
  };
}
