// The signed-in user as the header shows it, kept in localStorage under 'user' so every page
// knows it before any call. Never holds a token (DESIGN.md: the access token lives in memory).
import '../shell/persistent-engine.ts';
import { persistentAtom } from '@nanostores/persistent';
import type { Address, NotificationSettings, User } from '../../api/schemas/user.ts';

export const USER_STORAGE_KEY = 'user';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function readAddress(value: unknown): Address | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { street, home, city, state, zipCode, country } = value;
  if (![street, city, state, zipCode, country].every(isText)) return undefined;
  if (home !== undefined && !isText(home)) return undefined;
  const address: Address = {
    street: street as string,
    city: city as string,
    state: state as string,
    zipCode: zipCode as string,
    country: country as string,
  };
  if (home !== undefined) address.home = home;
  return address;
}

function readNotificationSettings(value: unknown): NotificationSettings | undefined {
  if (!isRecord(value)) return undefined;
  const settings = {
    emailPromotions: value.emailPromotions,
    emailOrderUpdates: value.emailOrderUpdates,
    emailNewsletter: value.emailNewsletter,
    pushOrderUpdates: value.pushOrderUpdates,
    pushPromotions: value.pushPromotions,
  };
  const valid = Object.values(settings).every((flag) => typeof flag === 'boolean');
  return valid ? (settings as NotificationSettings) : undefined;
}

/** The stored user rebuilt with the fields of `User`, or null when it has another shape. */
function readUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const { _id, name, email, phone, createdAt } = value;
  const address = readAddress(value.address);
  const notificationSettings = readNotificationSettings(value.notificationSettings);
  if (!isText(_id) || _id === '' || !isText(name) || !isText(createdAt)) return null;
  if (!isTextOrNull(email) || !isTextOrNull(phone)) return null;
  if (address === undefined || notificationSettings === undefined) return null;
  return { _id, name, email, phone, address, notificationSettings, createdAt };
}

/** Parses the stored user; anything corrupt or foreign means signed out, with a warning. */
function decodeUser(encoded: string): User | null {
  try {
    const user = readUser(JSON.parse(encoded));
    if (!user) throw new Error('not a user');
    return user;
  } catch (error) {
    console.warn(`Ignoring the stored user ("${USER_STORAGE_KEY}")`, error);
    return null;
  }
}

/** Only the fields of `User` are written (never a token that came along); null removes the key. */
function encodeUser(user: User | null): string | undefined {
  const clean = user && readUser(user);
  return clean ? JSON.stringify(clean) : undefined;
}

export const $user = persistentAtom<User | null>(USER_STORAGE_KEY, null, {
  encode: encodeUser,
  decode: decodeUser,
});

/** Remembers the signed-in user for the header (extra fields such as tokens are dropped). */
export function setUser(user: User | null): void {
  $user.set(user && readUser(user));
}
