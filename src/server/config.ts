// Server configuration from the environment. Secrets for the embedded database are generated
// once and kept beside the data folder (never committed, never logged).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isPostgresUrl } from './db/connect.ts';

export interface RateLimitRule {
  max: number;
  windowMs: number;
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
  /** Read the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  bodyLimitBytes: number;
  refreshTokenTtlDays: number;
  rateLimits: {
    signInPerAccount: RateLimitRule;
    signInPerAddress: RateLimitRule;
    signUpPerAddress: RateLimitRule;
  };
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
    trustProxy: env['TRUST_PROXY'] === 'true',
    bodyLimitBytes: 64 * 1024,
    refreshTokenTtlDays: 30,
    rateLimits: {
      signInPerAccount: { max: 5, windowMs: 15 * 60 * 1000 },
      signInPerAddress: { max: 30, windowMs: 15 * 60 * 1000 },
      signUpPerAddress: {
        max: Number(env['SIGN_UP_LIMIT_PER_HOUR'] ?? 10),
        windowMs: 60 * 60 * 1000,
      },
    },
    ...overrides,
  };
}
