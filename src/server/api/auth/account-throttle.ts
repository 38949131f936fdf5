// Throttling of the account calls: guessing and probing stay slow, and no one can use a limit to
// shut a customer out. Numbers in config.ts (rateLimits), counters in the database (rate-limit.ts).
// - sign-in: wrong passwords per account at one address (blocks that pair only), per address over
//   all accounts (spraying) and per account over all addresses; the last two spare an address
//   the account signed in or registered from lately, so its owner still gets in there;
// - sign-up: attempts per address, and "already exists" answers per address;
// - profile: "already exists" answers per account and per address;
// - change-password: wrong current passwords per account;
// - forgot-password: requests per address and per e-mail or phone number, known or not;
// - order lookup: lookups that found nothing, per address and per order number, known or not.
// An account is counted by the e-mail or phone number it is named by, in its stored spelling, so
// writing a number another way ("+84 912...", "0912.345...") is the same account.
// A point is taken before the work, so parallel requests cannot slip past a limit together, and
// given back when the attempt turns out not to count; sign-in counts failures only, once checked,
// with the attempts in flight held apart (signInAttempt). A refusal counts nothing.
import type { Context } from 'hono';
import { api as API_MESSAGES } from '../../../lib/i18n/en/api.ts';
import { clientAddress } from './client-address.ts';
import type { Tally } from './rate-limit.ts';
import type { RateLimitRule } from '../../config.ts';
import type { AppEnv } from '../context.ts';
import { PASSWORD_RESET_MESSAGES } from '../../../lib/password-reset.ts';
import { HttpError } from '../http/errors.ts';
import { loginKey, readLogin } from '../../../lib/validation.ts';

/** The 429 messages, with Retry-After; a blocked caller cannot tell whether an account exists. */
export const THROTTLE_MESSAGES = {
  ...API_MESSAGES.throttle,
  passwordReset: PASSWORD_RESET_MESSAGES.tooMany,
} as const;

type Ctx = Context<AppEnv>;

interface Counter {
  key: string;
  rule: RateLimitRule;
}

const addressOf = (c: Ctx) => clientAddress(c, c.var.deps.config.trustProxy);
/** An account as its counters name it: the e-mail or the phone number, in its stored spelling. */
const accountKey = (login: string) => loginKey(readLogin(login));
/** Addresses hold no space, so "address account" keys cannot collide. */
const accountAt = (c: Ctx, login: string) => `${addressOf(c)} ${accountKey(login)}`;

function take(c: Ctx, counters: Counter[]): Promise<Tally[]> {
  const { rateLimiter } = c.var.deps;
  return Promise.all(counters.map(({ key, rule }) => rateLimiter.add(key, 1, rule.windowMs)));
}

async function giveBack(c: Ctx, counters: Counter[]): Promise<void> {
  const { rateLimiter } = c.var.deps;
  await Promise.all(counters.map(({ key, rule }) => rateLimiter.add(key, -1, rule.windowMs)));
}

/** The tallies (of `counters`, in order) that are over their counter's limit. */
const overLimit = (counters: Counter[], tallies: Tally[]) =>
  tallies.filter((tally, i) => tally.points > counters[i]!.rule.max);

/** 429 until the last blocking window ends (at least a second). */
function tooMany(blocking: Tally[], message: string): HttpError {
  const seconds = Math.max(1, ...blocking.map((tally) => Math.ceil(tally.msLeft / 1000)));
  return new HttpError(429, message, undefined, { 'Retry-After': String(seconds) });
}

/** Gives every point back and answers 429 until the last blocking window ends. */
async function refuse(c: Ctx, counters: Counter[], blocking: Tally[], message: string) {
  await giveBack(c, counters);
  return tooMany(blocking, message);
}

/** Takes a point on every counter, or answers 429 when that puts any over its limit. */
async function takeOrRefuse(c: Ctx, counters: Counter[], message: string): Promise<void> {
  const tallies = await take(c, counters);
  const blocking = overLimit(counters, tallies);
  if (blocking.length > 0) throw await refuse(c, counters, blocking, message);
}

/** Whose sign-ins are counted: customers' ("sign-in") or staff's ("staff-sign-in"), apart. */
export type SignInScope = 'sign-in' | 'staff-sign-in';

const knownAddressKey = (c: Ctx, email: string, scope: SignInScope) =>
  `${scope}:known:${accountAt(c, email)}`;

/** Spares this address the account's and the address's sign-in limits for a while (sign-in, sign-up). */
export async function rememberSignInAddress(
  c: Ctx,
  email: string,
  scope: SignInScope = 'sign-in',
): Promise<void> {
  const { rateLimiter, config } = c.var.deps;
  await rateLimiter.set(knownAddressKey(c, email, scope), 1, config.rateLimits.knownAddressMs);
}

/** What a sign-in's check found: the account signed in, or null for a wrong password (or code). */
export type SignInCheck<T> = () => Promise<T | null>;

// Sign-in counters hold failures only: a wrong password adds a point once it has been checked, a
// right one adds nothing. So that simultaneous guesses still cannot slip past a limit together,
// each attempt being checked holds an in-flight point on every counter (`in-flight:<key>`, taken
// before the counter is read, given back once the attempt is settled), and an attempt is checked
// only when the counter's failures and the attempts in flight, itself included, are within the
// limit. An attempt over the limit by failures alone is refused (429); one over it only because
// others are being checked waits for them (they settle within a password hash) and looks again,
// so several correct sign-ins at once all get in, and no guess runs ahead of the failures of the
// guesses before it (decision 38).
const inFlightKey = (key: string) => `in-flight:${key}`;

/** Pauses between looks at counters crowded by attempts in flight: about 10 s in all, then 429. */
const CROWDED_WAITS_MS = [10, 20, 40, 80, 160, 320, 500, ...Array<number>(18).fill(500)];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const inFlight = (counters: Counter[]): Counter[] =>
  counters.map(({ key, rule }) => ({ key: inFlightKey(key), rule }));

interface Admission {
  /** Counters over their limit by failures alone: the attempt is refused. */
  blocked: Tally[];
  /** Whether some counter is over its limit only with the attempts in flight: wait and ask again. */
  crowded: boolean;
}

/** Takes an in-flight point on every counter, then reads their failures. */
async function lookAt(c: Ctx, counters: Counter[], spared: (i: number) => Promise<boolean>) {
  const { rateLimiter } = c.var.deps;
  const checking = await take(c, inFlight(counters));
  const failures = await Promise.all(counters.map(({ key }) => rateLimiter.get(key)));
  const admission: Admission = { blocked: [], crowded: false };
  for (const [i, { rule }] of counters.entries()) {
    const failed = failures[i]?.points ?? 0;
    const over = failed >= rule.max || failed + checking[i]!.points > rule.max;
    if (!over || (await spared(i))) continue;
    if (failed >= rule.max) admission.blocked.push(failures[i]!);
    else admission.crowded = true;
  }
  return admission;
}

/**
 * One sign-in attempt for `email`, counted on its pair (account at this address), its address
 * and its account: 429 while any of them holds its limit of failures (the last two not at an
 * address the account used lately), else `check` runs (the password hash, and a two-factor code)
 * and its null is counted as a failure on every counter; a right password clears the pair's
 * failures. An unknown e-mail is counted exactly like a known one.
 */
export async function signInAttempt<T>(
  c: Ctx,
  email: string,
  scope: SignInScope,
  check: SignInCheck<T>,
): Promise<T | null> {
  const { rateLimits } = c.var.deps.config;
  const account = accountKey(email);
  const pair = { key: `${scope}:pair:${accountAt(c, email)}`, rule: rateLimits.signInPerPair };
  const counters = [
    pair,
    { key: `${scope}:address:${addressOf(c)}`, rule: rateLimits.signInPerAddress },
    { key: `${scope}:account:${account}`, rule: rateLimits.signInPerAccount },
  ];
  let known: Promise<boolean> | undefined;
  /** The address and account limits spare an address the account signed in from lately. */
  const spared = (i: number) =>
    i === 0
      ? Promise.resolve(false)
      : (known ??= c.var.deps.rateLimiter
          .get(knownAddressKey(c, email, scope))
          .then((tally) => tally !== null));
  for (const wait of [...CROWDED_WAITS_MS, null]) {
    const { blocked, crowded } = await lookAt(c, counters, spared);
    if (blocked.length === 0 && !crowded) break;
    await giveBack(c, inFlight(counters));
    if (blocked.length > 0 || wait === null) throw tooMany(blocked, THROTTLE_MESSAGES.signIn);
    await pause(wait);
  }
  try {
    const result = await check();
    if (result === null) await take(c, counters);
    else
      await Promise.all([
        c.var.deps.rateLimiter.delete(pair.key),
        rememberSignInAddress(c, email, scope),
      ]);
    return result;
  } finally {
    // After the failure is counted, so the counter never looks emptier than it is.
    await giveBack(c, inFlight(counters));
  }
}

export interface PasswordCheck {
  /** The current password was right: clears the account's failures. */
  passed(): Promise<void>;
}

/** Counts a current-password check as wrong until it passes; 429 once the account is over the limit. */
export async function takeCurrentPasswordCheck(c: Ctx, userId: string): Promise<PasswordCheck> {
  const counter = {
    key: `change-password:account:${userId}`,
    rule: c.var.deps.config.rateLimits.wrongCurrentPasswordPerAccount,
  };
  await takeOrRefuse(c, [counter], THROTTLE_MESSAGES.changePassword);
  return { passed: () => c.var.deps.rateLimiter.delete(counter.key) };
}

const conflictsAtAddress = (c: Ctx): Counter => ({
  key: `contact-conflict:address:${addressOf(c)}`,
  rule: c.var.deps.config.rateLimits.contactConflictsPerAddress,
});

/** Runs `check`, counting its 409 answers on `conflicts` (a point taken before, given back unless 409). */
async function countingConflicts<T>(
  c: Ctx,
  conflicts: Counter[],
  check: () => Promise<T>,
): Promise<T> {
  try {
    const result = await check();
    await giveBack(c, conflicts);
    return result;
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 409)) await giveBack(c, conflicts);
    throw error;
  }
}

/** Registers through `register`, within the address's limits on attempts and on "already exists" answers. */
export async function throttleSignUp<T>(c: Ctx, register: () => Promise<T>): Promise<T> {
  const attempts = {
    key: `sign-up:address:${addressOf(c)}`,
    rule: c.var.deps.config.rateLimits.signUpPerAddress,
  };
  const conflicts = [conflictsAtAddress(c)];
  await takeOrRefuse(c, [attempts, ...conflicts], THROTTLE_MESSAGES.signUp);
  return countingConflicts(c, conflicts, register);
}

/** Changes an e-mail or phone through `update`, within the account's and address's limits on "already exists" answers. */
export async function throttleContactChange<T>(
  c: Ctx,
  userId: string,
  update: () => Promise<T>,
): Promise<T> {
  const conflicts = [
    {
      key: `contact-conflict:account:${userId}`,
      rule: c.var.deps.config.rateLimits.contactConflictsPerAccount,
    },
    conflictsAtAddress(c),
  ];
  await takeOrRefuse(c, conflicts, THROTTLE_MESSAGES.contactChange);
  return countingConflicts(c, conflicts, update);
}

/**
 * Takes a password reset request on the address's and the e-mail's (or phone number's) counters,
 * or answers 429: a mailbox or a phone cannot be flooded with links or codes, nor addresses probed
 * in bulk. One without an account is counted exactly like one with, so a 429 tells nothing either.
 */
export async function throttlePasswordReset(c: Ctx, login: string): Promise<void> {
  const { rateLimits } = c.var.deps.config;
  await takeOrRefuse(
    c,
    [
      { key: `password-reset:address:${addressOf(c)}`, rule: rateLimits.passwordResetPerAddress },
      {
        key: `password-reset:login:${accountKey(login)}`,
        rule: rateLimits.passwordResetPerEmail,
      },
    ],
    THROTTLE_MESSAGES.passwordReset,
  );
}

/**
 * An order lookup through `find` (null: no order has that number and contact), within the
 * address's and the order number's limits on lookups that found nothing, or 429. A point is taken
 * on both before `find` and given back when it finds the order, so only misses count and parallel
 * guesses cannot slip past a limit together. An unknown number is counted exactly like a known
 * one with the wrong contact, so neither a 404 nor a 429 tells whether an order exists.
 */
export async function throttleOrderLookup<T>(
  c: Ctx,
  orderNumber: string,
  find: () => Promise<T | null>,
): Promise<T | null> {
  const { rateLimits } = c.var.deps.config;
  const counters = [
    { key: `order-lookup:address:${addressOf(c)}`, rule: rateLimits.orderLookupPerAddress },
    { key: `order-lookup:order:${orderNumber}`, rule: rateLimits.orderLookupPerOrder },
  ];
  await takeOrRefuse(c, counters, THROTTLE_MESSAGES.orderLookup);
  const found = await find();
  if (found !== null) await giveBack(c, counters);
  return found;
}
