import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FORM } from '../../src/features/checkout/checkout-form.ts';
import {
  fromDraft,
  loadDraft,
  readDraft,
  toDraft,
  type CheckoutState,
} from '../../src/features/checkout/draft.ts';
import {
  createDraftVault,
  generateDraftKey,
  type KeyProvider,
  type TextStorage,
} from '../../src/features/checkout/draft-crypto.ts';

const STORAGE_KEY = 'checkout-data';

function memoryStorage(): TextStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** Stands in for IndexedDB: one non-extractable key, made on first use. */
function memoryKeys(): KeyProvider {
  let key: Promise<CryptoKey> | undefined;
  return { getKey: () => (key ??= generateDraftKey()) };
}

const state: CheckoutState = {
  form: {
    ...EMPTY_FORM,
    fullName: 'Lê Minh Châu',
    email: 'chau@example.vn',
    address: '8 Trần Phú',
    home: 'Tầng 3',
    city: 'Đà Nẵng',
    state: 'Hải Châu',
    zipCode: '550000',
    phone: '0905 111 222',
    cardNumber: '4242 4242 4242 4242',
    cardHolder: 'LE MINH CHAU',
    expiryDate: '11/28',
    cvv: '987',
  },
  step: 'review',
  shippingMethod: 'express',
  paymentMethod: 'card',
};

afterEach(() => vi.restoreAllMocks());

describe('the checkout draft', () => {
  it('keeps the form, step and methods but never the card number or CVV', () => {
    const draft = toDraft(state);
    expect(draft.step).toBe('review');
    expect(draft.shippingMethod).toBe('express');
    expect(draft.paymentMethod).toBe('card');
    expect(draft.form.cardHolder).toBe('LE MINH CHAU');
    expect(draft.form.expiryDate).toBe('11/28');
    expect(draft.form).not.toHaveProperty('cardNumber');
    expect(draft.form).not.toHaveProperty('cvv');
  });

  it('restores everything it kept, with card number and CVV empty', () => {
    const restored = fromDraft(toDraft(state));
    expect(restored).toEqual({ ...state, form: { ...state.form, cardNumber: '', cvv: '' } });
  });

  it('rejects a stored value of the wrong shape', () => {
    const draft = toDraft(state);
    expect(readDraft(draft)).toEqual(draft);
    expect(readDraft(null)).toBeNull();
    expect(readDraft({ ...draft, step: 'confirmation' })).toBeNull();
    expect(readDraft({ ...draft, shippingMethod: 'drone' })).toBeNull();
    expect(readDraft({ ...draft, paymentMethod: 'bitcoin' })).toBeNull();
    expect(readDraft({ ...draft, form: { ...draft.form, city: 42 } })).toBeNull();
  });

  it('drops extra keys a tampered draft carries', () => {
    const tampered = {
      ...toDraft(state),
      form: { ...toDraft(state).form, cardNumber: '4242424242424242' },
    };
    expect(readDraft(tampered)?.form).not.toHaveProperty('cardNumber');
  });
});

describe('the encrypted draft vault', () => {
  it('round-trips a draft through AES-GCM encryption', async () => {
    const storage = memoryStorage();
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    await vault.save(toDraft(state));
    expect(await vault.load()).toEqual(toDraft(state));
    expect(await loadDraft(vault)).toEqual(toDraft(state));
  });

  it('stores only ciphertext: no card number, name or address in the stored string', async () => {
    const storage = memoryStorage();
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    await vault.save(toDraft(state));
    const stored = storage.entries.get(STORAGE_KEY) ?? '';
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual(['data', 'iv', 'v']);
    for (const secret of [
      '4242',
      '4242424242424242',
      '987',
      'Châu',
      'Trần Phú',
      'chau@example.vn',
    ]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('uses a fresh IV for every save', async () => {
    const storage = memoryStorage();
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    await vault.save(toDraft(state));
    const first = storage.entries.get(STORAGE_KEY);
    await vault.save(toDraft(state));
    expect(storage.entries.get(STORAGE_KEY)).not.toBe(first);
  });

  it('keeps the key non-extractable', async () => {
    const key = await generateDraftKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('lands saves in call order, the last one winning', async () => {
    const storage = memoryStorage();
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    void vault.save(toDraft({ ...state, step: 'shipping' }));
    void vault.save(toDraft({ ...state, step: 'payment' }));
    await vault.save(toDraft(state));
    expect(readDraft(await vault.load())?.step).toBe('review');
  });

  it('discards a corrupt draft silently, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, '{not json');
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    expect(await loadDraft(vault)).toBeNull();
    expect(storage.entries.has(STORAGE_KEY)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('discards a draft encrypted under another key (the key store was cleared)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    await createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY }).save(
      toDraft(state),
    );
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    expect(await vault.load()).toBeNull();
    expect(storage.entries.has(STORAGE_KEY)).toBe(false);
  });

  it('discards a draft whose ciphertext was altered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    await vault.save(toDraft(state));
    const sealed = JSON.parse(storage.entries.get(STORAGE_KEY) ?? '{}') as { data: string };
    const flipped = sealed.data.startsWith('A')
      ? `B${sealed.data.slice(1)}`
      : `A${sealed.data.slice(1)}`;
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...sealed, data: flipped }));
    expect(await vault.load()).toBeNull();
  });

  it('discards a decryptable value that is not a draft', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    await vault.save({ hello: 'world' });
    expect(await loadDraft(vault)).toBeNull();
    expect(storage.entries.has(STORAGE_KEY)).toBe(false);
  });

  it('removes the draft on clear, after pending saves', async () => {
    const storage = memoryStorage();
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    void vault.save(toDraft(state));
    await vault.clear();
    expect(storage.entries.has(STORAGE_KEY)).toBe(false);
    expect(await vault.load()).toBeNull();
  });

  it('only logs when storage refuses to write', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const vault = createDraftVault({ storage, keys: memoryKeys(), storageKey: STORAGE_KEY });
    await expect(vault.save(toDraft(state))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
