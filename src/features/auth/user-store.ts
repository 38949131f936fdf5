// The signed-in user as the header shows it, kept in localStorage under 'user' so every page
// knows it before any call. Never holds a token: the access token lives in memory only
// (token-session.ts).
import type { User } from '../../api/schemas/user.ts';
import { storedAtom } from '../shell/stored-atom.ts';

export const USER_STORAGE_KEY = 'user';

/** Anything stored that is not a user (the contract's userSchema) means signed out. */
const stored = storedAtom<User | null>(USER_STORAGE_KEY, {
  what: 'user',
  initial: null,
  schema: async () => (await import('../../api/schemas/user.ts')).userSchema,
  holds: (data) => typeof data === 'object' && data !== null && !Array.isArray(data),
  encode: (user) => (user ? JSON.stringify(user) : undefined),
});

export const $user = stored.$value;
/** False while a stored user waits for its schema: until then "no user" may just not be read yet. */
export const $userLoaded = stored.$loaded;
export const whenUserLoaded = stored.whenLoaded;

/**
 * Remembers the signed-in user for the header, or forgets it (null). The user is one the contract
 * read (userSchema keeps its fields only, so a token never comes along).
 */
export function setUser(user: User | null): void {
  stored.update(() => user);
}
