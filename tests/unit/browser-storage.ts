// A browser window with localStorage for the stores kept in it (src/features/shell/stored-atom.ts,
// on @nanostores/persistent). Imported before a store, it stands in for the window the store
// finds at start-up.

/** What localStorage holds, by key. */
export const stored = new Map<string, string>();

const localStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

const events = new EventTarget();
/** The window as the stores use it: localStorage and its 'storage' and 'pageshow' events. */
export const fakeWindow = {
  localStorage,
  addEventListener: events.addEventListener.bind(events),
  removeEventListener: events.removeEventListener.bind(events),
};
Object.assign(globalThis, { window: fakeWindow });

/** The stored value of `key` as JSON (null when there is none). */
export const storedJson = (key: string): unknown => JSON.parse(stored.get(key) ?? 'null');

/** Another tab stores `value` under `key` (undefined removes it): this tab gets a 'storage' event. */
export function storeInOtherTab(key: string, value: string | undefined): void {
  if (value === undefined) stored.delete(key);
  else stored.set(key, value);
  events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value ?? null }));
}
