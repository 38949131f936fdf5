// Importing this module points @nanostores/persistent at localStorage through a guard: a read or
// write that the browser refuses (quota exceeded, storage blocked) is logged, never thrown, so
// the in-memory state keeps working (SPEC.md section 4: "read/write failures only logged").
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

function warn(action: string, key: PropertyKey, error: unknown): void {
  console.warn(`Browser storage ${action} failed for "${String(key)}"`, error);
}

/** localStorage seen as the plain record @nanostores/persistent expects, with failures logged. */
function guardedStorage(storage: Storage): Record<string, string> {
  return new Proxy(storage as unknown as Record<string, string>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      try {
        return storage.getItem(key) ?? undefined;
      } catch (error) {
        warn('read', key, error);
        return undefined;
      }
    },
    has(_target, key) {
      try {
        return typeof key === 'string' && storage.getItem(key) !== null;
      } catch (error) {
        warn('read', key, error);
        return false;
      }
    },
    set(_target, key, value) {
      try {
        storage.setItem(String(key), String(value));
      } catch (error) {
        warn('write', key, error);
      }
      return true;
    },
    deleteProperty(_target, key) {
      try {
        storage.removeItem(String(key));
      } catch (error) {
        warn('write', key, error);
      }
      return true;
    },
  });
}

function install(): void {
  if (typeof window === 'undefined') return;
  try {
    setPersistentEngine(guardedStorage(window.localStorage), windowPersistentEvents);
  } catch (error) {
    warn('access', 'localStorage', error);
  }
}

install();
