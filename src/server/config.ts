// Server configuration from the environment. Secrets for the embedded database are generated
// once and kept beside the data folder (never committed, never logged).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { folderBesideData, isPostgresUrl } from './api/db/connect.ts';
import { loadMailConfig, type MailConfig } from './api/mail/config.ts';

/** At most `max` counted events in a fixed window of `windowMs` that opens with the first one. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Every throttling limit (README, "Rate limits", gives the reasons for the numbers). */
export interface RateLimits {
  /** Wrong passwords for one account from one address: blocks that pair only. */
  signInPerPair: RateLimitRule;
  /** Wrong passwords from one address over all accounts (spraying), sized for a carrier-grade NAT. */
  signInPerAddress: RateLimitRule;
  /** Wrong passwords for one account from all addresses (guessing from many addresses). */
  signInPerAccount: RateLimitRule;
  /** How long an address an account signed in (or registered) from is spared the two limits above. */
  knownAddressMs: number;
  /** Registration attempts per address (SIGN_UP_LIMIT_PER_HOUR). */
  signUpPerAddress: RateLimitRule;
  /** "Already exists" answers (sign-up and profile) per address, and per account (profile). */
  contactConflictsPerAddress: RateLimitRule;
  contactConflictsPerAccount: RateLimitRule;
  /** Wrong current passwords at change-password, per account. */
  wrongCurrentPasswordPerAccount: RateLimitRule;
  /** Password reset requests per address, and per e-mail (known or not: each may mail a link). */
  passwordResetPerAddress: RateLimitRule;
  passwordResetPerEmail: RateLimitRule;
}

export interface Config {
  databaseUrl: string;
  port: number;
  jwtSecret: Uint8Array;
  csrfSecret: Uint8Array;
  /** Bearer token for operator calls (catalogue rebuild). */
  adminToken: string;
  /** Browser origins allowed to call the API with credentials, besides same-origin. */
  corsOrigins: string[];
  /** Cookies get `Secure` (and SameSite=None when the API is cross-site). */
  secureCookies: boolean;
  crossSiteCookies: boolean;
  /** How many proxies in front of the app append to X-Forwarded-For (TRUST_PROXY; 0: none). */
  trustProxy: number;
  bodyLimitBytes: number;
  /** Where uploaded product pictures are stored (UPLOADS_DIR; see uploadsDirFor). */
  uploadsDir: string;
  /** How many bytes the uploaded pictures may take in all (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  refreshTokenTtlDays: number;
  rateLimits: RateLimits;
  /** SMTP server or outbox folder, sender and worker poll (src/server/api/mail/config.ts). */
  mail: MailConfig;
}

interface Secrets {
  jwtSecret: string;
  csrfSecret: string;
  adminToken: string;
}

const newSecret = () => randomBytes(32).toString('base64url');

function generatedSecrets(): Secrets {
  return { jwtSecret: newSecret(), csrfSecret: newSecret(), adminToken: newSecret() };
}

/** Secrets file beside an embedded data folder: created once with mode 0600. */
function folderSecrets(dataFolder: string): Secrets {
  const file = path.join(path.dirname(path.resolve(dataFolder)), 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const secrets = generatedSecrets();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

function resolveSecrets(env: NodeJS.ProcessEnv, databaseUrl: string): Secrets {
  const fromEnv = env['JWT_SECRET'] && env['CSRF_SECRET'] && env['ADMIN_TOKEN'];
  if (fromEnv) {
    return {
      jwtSecret: env['JWT_SECRET']!,
      csrfSecret: env['CSRF_SECRET']!,
      adminToken: env['ADMIN_TOKEN']!,
    };
  }
  if (env['NODE_ENV'] === 'production' && isPostgresUrl(databaseUrl)) {
    throw new Error('JWT_SECRET, CSRF_SECRET and ADMIN_TOKEN must be set in production.');
  }
  if (databaseUrl === 'memory://' || isPostgresUrl(databaseUrl)) return generatedSecrets();
  return folderSecrets(databaseUrl);
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An optional whole-number setting, at least `min`; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${value}".`);
  return Number(value);
}

/** TRUST_PROXY: "false" (default) or 0, "true" (one proxy), or the number of proxies. */
function trustedProxies(env: NodeJS.ProcessEnv): number {
  const value = env['TRUST_PROXY']?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY must be false, true or a number of proxies, not "${value}".`);
}

/**
 * Where uploaded pictures go: UPLOADS_DIR, else `uploads` beside an embedded data folder
 * (./data/uploads for ./data/shop); for PostgreSQL ./data/uploads (instances on several machines
 * set UPLOADS_DIR to storage they share); for memory:// a temporary folder.
 */
export const uploadsDirFor = (env: NodeJS.ProcessEnv, databaseUrl: string): string =>
  folderBesideData(env['UPLOADS_DIR'], databaseUrl, 'uploads');

/**
 * UPLOAD_QUOTA_MB: 20,480 (20 GB) by default, room for 100,000 products with four pictures of
 * 50 KB each (a product photo as WebP); at least 1.
 */
export const DEFAULT_UPLOAD_QUOTA_MB = 20_480;
const MB = 1024 * 1024;

/** The throttling limits; only the sign-up limit comes from the environment. */
export function loadRateLimits(env: NodeJS.ProcessEnv = process.env): RateLimits {
  return {
    signInPerPair: { max: 5, windowMs: 15 * MINUTE },
    signInPerAddress: { max: 100, windowMs: 15 * MINUTE },
    signInPerAccount: { max: 100, windowMs: DAY },
    knownAddressMs: 30 * DAY,
    signUpPerAddress: { max: wholeNumber(env, 'SIGN_UP_LIMIT_PER_HOUR', 100, 1), windowMs: HOUR },
    contactConflictsPerAddress: { max: 20, windowMs: HOUR },
    contactConflictsPerAccount: { max: 5, windowMs: HOUR },
    wrongCurrentPasswordPerAccount: { max: 5, windowMs: 15 * MINUTE },
    passwordResetPerAddress: { max: 30, windowMs: HOUR },
    passwordResetPerEmail: { max: 3, windowMs: HOUR },
  };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const databaseUrl = overrides.databaseUrl ?? env['DATABASE_URL'] ?? './data/shop';
  const port = Number(env['PORT'] ?? 4321);
  const secrets = resolveSecrets(env, databaseUrl);
  const encoder = new TextEncoder();
  return {
    databaseUrl,
    port,
    jwtSecret: encoder.encode(secrets.jwtSecret),
    csrfSecret: encoder.encode(secrets.csrfSecret),
    adminToken: secrets.adminToken,
    corsOrigins: list(env['CORS_ORIGINS']),
    secureCookies: env['SECURE_COOKIES'] === 'true',
    crossSiteCookies: env['CROSS_SITE_COOKIES'] === 'true',
    trustProxy: trustedProxies(env),
    bodyLimitBytes: 64 * 1024,
    uploadsDir: uploadsDirFor(env, databaseUrl),
    uploadQuotaBytes: wholeNumber(env, 'UPLOAD_QUOTA_MB', DEFAULT_UPLOAD_QUOTA_MB, 1) * MB,
    refreshTokenTtlDays: 30,
    rateLimits: loadRateLimits(env),
    mail: loadMailConfig(env, databaseUrl),
    ...overrides,
  };
}
