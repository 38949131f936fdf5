// Encryption at rest for the checkout draft (the address and payment holder never lie in clear):
// AES-GCM under a non-extractable key that lives in IndexedDB as a CryptoKey object, so the page
// can use it but never read it out; localStorage only ever holds the IV and ciphertext.

/** Where the AES key comes from: IndexedDB in the browser, memory in tests. */
export interface KeyProvider {
  getKey(): Promise<CryptoKey>;
}

/** The part of localStorage the vault uses. */
export interface TextStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DraftVault {
  /** Encrypts and stores the value; writes land in call order. Failures are only logged. */
  save(value: unknown): Promise<void>;
  /** The stored value, or null when there is none; a corrupt or undecryptable one is dropped. */
  load(): Promise<unknown>;
  /** Removes the stored value once earlier saves have landed. */
  clear(): Promise<void>;
}

export interface VaultOptions {
  storage: TextStorage;
  keys: KeyProvider;
  storageKey: string;
  subtle?: SubtleCrypto;
  randomBytes?: (length: number) => Uint8Array<ArrayBuffer>;
}

const ALGORITHM = 'AES-GCM';
const IV_BYTES = 12;
const FORMAT_VERSION = 1;

interface Sealed {
  v: typeof FORMAT_VERSION;
  iv: string;
  data: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function readSealed(stored: string): Sealed {
  const parsed: unknown = JSON.parse(stored);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
  const { v, iv, data } = parsed as Record<string, unknown>;
  if (v !== FORMAT_VERSION || typeof iv !== 'string' || typeof data !== 'string') {
    throw new Error('unknown format');
  }
  return { v, iv, data };
}

/** A fresh non-extractable AES-GCM key that can only encrypt and decrypt. */
export const generateDraftKey = (subtle: SubtleCrypto = globalThis.crypto.subtle) =>
  subtle.generateKey({ name: ALGORITHM, length: 256 }, false, ['encrypt', 'decrypt']);

export function createDraftVault(options: VaultOptions): DraftVault {
  const { storage, keys, storageKey } = options;
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  const randomBytes =
    options.randomBytes ?? ((length) => globalThis.crypto.getRandomValues(new Uint8Array(length)));
  // The ciphertext is bound to its storage slot: moved elsewhere, it no longer decrypts.
  const additionalData = new TextEncoder().encode(storageKey);
  let queue: Promise<void> = Promise.resolve();

  async function write(value: unknown): Promise<void> {
    const key = await keys.getKey();
    const iv = randomBytes(IV_BYTES);
    const plain = new TextEncoder().encode(JSON.stringify(value));
    const cipher = await subtle.encrypt({ name: ALGORITHM, iv, additionalData }, key, plain);
    const sealed: Sealed = {
      v: FORMAT_VERSION,
      iv: toBase64(iv),
      data: toBase64(new Uint8Array(cipher)),
    };
    storage.setItem(storageKey, JSON.stringify(sealed));
  }

  function remove(): void {
    try {
      storage.removeItem(storageKey);
    } catch (error) {
      console.warn('Could not remove the checkout draft', error);
    }
  }

  return {
    save(value) {
      queue = queue
        .then(() => write(value))
        .catch((error: unknown) => console.warn('Could not save the checkout draft', error));
      return queue;
    },
    async load() {
      await queue;
      let stored: string | null;
      try {
        stored = storage.getItem(storageKey);
      } catch (error) {
        console.warn('Could not read the checkout draft', error);
        return null;
      }
      if (stored === null) return null;
      try {
        const sealed = readSealed(stored);
        const key = await keys.getKey();
        const plain = await subtle.decrypt(
          { name: ALGORITHM, iv: fromBase64(sealed.iv), additionalData },
          key,
          fromBase64(sealed.data),
        );
        return JSON.parse(new TextDecoder().decode(plain)) as unknown;
      } catch (error) {
        console.warn('Discarding an unreadable checkout draft', error);
        remove();
        return null;
      }
    },
    clear() {
      queue = queue.then(remove);
      return queue;
    },
  };
}

const KEY_DATABASE = 'checkout-keys';
const KEY_STORE = 'keys';
const KEY_ID = 'checkout-draft';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openKeyDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(KEY_DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(KEY_STORE);
  return settle(request);
}

async function storedKey(db: IDBDatabase): Promise<CryptoKey | null> {
  const found: unknown = await settle(db.transaction(KEY_STORE).objectStore(KEY_STORE).get(KEY_ID));
  return found instanceof CryptoKey ? found : null;
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const db = await openKeyDatabase();
  try {
    const existing = await storedKey(db);
    if (existing) return existing;
    const fresh = await generateDraftKey();
    try {
      const store = db.transaction(KEY_STORE, 'readwrite').objectStore(KEY_STORE);
      await settle(store.add(fresh, KEY_ID));
      return fresh;
    } catch (error) {
      // Another tab stored its key first: share that one.
      const theirs = await storedKey(db);
      if (theirs) return theirs;
      throw error;
    }
  } finally {
    db.close();
  }
}

/** The browser's key: generated once, kept in IndexedDB as the CryptoKey object itself. */
export function indexedDbKeyProvider(): KeyProvider {
  let key: Promise<CryptoKey> | undefined;
  return {
    getKey() {
      key ??= loadOrCreateKey().catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
  };
}
