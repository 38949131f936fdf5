// The shop's configuration, read from the environment in this module alone: ENVIRONMENT below is
// the one schema of every variable the server and its scripts read, with its default and what it
// accepts. A value it refuses stops the start with one line per variable, naming it and what it
// accepts (ConfigError). Secrets for the embedded database are generated once and kept beside the
// data folder (never committed, never logged). Both programs of src/server (the API and the
// storefront host) and the scripts read their settings from here; nothing else reads process.env.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as z from 'zod/mini';
import { SHOP } from '../lib/shop.ts';

/** A setting the environment holds that the shop cannot use; the message names each variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** What a variable accepts, said in the message that refuses another value. */
const accepts = z.registry<{ accepts: string }>();

const text = z.string();
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.pipe(
    z.string().check(z.regex(/^\d+$/)),
    z.pipe(z.transform(Number), z.number().check(z.gte(min), z.lte(max))),
  );
/** A whole number of at least `min`, `byDefault` when unset; `what` says what it accepts. */
const whole = (min: number, byDefault: number, what: string) =>
  z._default(wholeNumber(min), byDefault).register(accepts, { accepts: what });
const webUrl = z.url({ protocol: /^https?$/ });
const trueOrFalse = z.stringbool({ truthy: ['true'], falsy: ['false'] });
/** An origin as browsers send it: scheme, host and port, nothing after. */
const origin = z
  .string()
  .check(z.refine((value) => URL.canParse(value) && new URL(value).origin === value));

/** TRUST_PROXY: "false" (0) or "true" (1), or the number of proxies. */
const proxies = z.union([
  z.pipe(
    trueOrFalse,
    z.transform((trusted) => (trusted ? 1 : 0)),
  ),
  wholeNumber(0),
]);

/**
 * The demo bank account of a shop that has not configured its own: DEMO values, not an account
 * anyone can pay into. In production on PostgreSQL the shop refuses to start with them.
 */
const DEMO_BANK = {
  bin: '970436',
  name: 'Vietcombank',
  accountNumber: '0000000000',
  accountName: 'VIETTECH DEMO',
  webhookSecret: 'demo-bank-webhook-secret',
} as const;

/**
 * The built-in VNPay test gateway's merchant code and hash secret: a shop without VNPay
 * credentials sends shoppers to its own test gateway (/payment/vnpay-test-gateway), which signs
 * with these. In production on PostgreSQL the shop refuses to start with them unless
 * VNPAY_TEST_GATEWAY=true says a throw-away shop means it.
 */
export const TEST_VNPAY = {
  tmnCode: 'VTTEST01',
  hashSecret: 'viettech-vnpay-test-gateway-secret',
} as const;
/** VNPay's sandbox payment page: where a shop with credentials sends shoppers unless VNPAY_URL says. */
const VNPAY_SANDBOX_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';

/**
 * Every environment variable the shop reads. Unset and blank are the same: the default (or none).
 * The comments say what each one does; README's Configuration table says it for operators.
 */
const ENVIRONMENT = z.object({
  /** memory:// (tests), a folder path (embedded PGlite), or a postgres:// URL (node-postgres). */
  DATABASE_URL: z._default(text, './data/shop'),
  /** The one port the shop serves the API and the storefront on. */
  PORT: z
    ._default(wholeNumber(1, 65_535), 4321)
    .register(accepts, { accepts: 'a port number from 1 to 65535' }),
  /** Where the storefront's pages read the API (default: this process, on PORT). */
  API_URL: z.optional(webUrl).register(accepts, { accepts: 'an http:// or https:// URL' }),
  /** The storefront's public address: canonical URLs, the sitemap, the links in e-mail. */
  SITE_URL: z.optional(webUrl).register(accepts, { accepts: 'an http:// or https:// URL' }),
  /** Where the operator scripts find the running shop (default http://localhost:PORT). */
  SHOP_URL: z.optional(webUrl).register(accepts, { accepts: 'an http:// or https:// URL' }),
  /** Required in production on PostgreSQL; generated beside an embedded data folder otherwise. */
  JWT_SECRET: z.optional(text),
  CSRF_SECRET: z.optional(text),
  ADMIN_TOKEN: z.optional(text),
  /** Browser origins allowed to call the API with credentials, besides the shop's own. */
  CORS_ORIGINS: z
    ._default(
      z.pipe(
        z.pipe(
          text,
          z.transform((list) =>
            list
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
          ),
        ),
        z.array(origin),
      ),
      [],
    )
    .register(accepts, {
      accepts: 'origins separated by commas, each a scheme and a host such as https://shop.example',
    }),
  SECURE_COOKIES: z._default(trueOrFalse, false).register(accepts, { accepts: 'true or false' }),
  CROSS_SITE_COOKIES: z
    ._default(trueOrFalse, false)
    .register(accepts, { accepts: 'true or false' }),
  /** How many proxies in front of the shop append to X-Forwarded-For. */
  TRUST_PROXY: z
    ._default(proxies, 0)
    .register(accepts, { accepts: 'false, true or a whole number of proxies' }),
  SIGN_UP_LIMIT_PER_HOUR: whole(1, 100, 'a whole number of registrations, at least 1'),
  /** Where the storefront's builds live (builds/<id>, current). */
  SITE_DIR: z._default(text, 'dist'),
  /** Where uploaded pictures are stored (default: uploadsDir below). */
  UPLOADS_DIR: z.optional(text),
  UPLOAD_QUOTA_MB: whole(1, 20_480, 'a whole number of megabytes, at least 1'),
  /** Memory for rendered catalogue pages, all three encodings of each. */
  PAGE_CACHE_MB: whole(1, 256, 'a whole number of megabytes, at least 1'),
  /**
   * How many processes serve the shop on its one port (processes.ts): auto is one per core on
   * PostgreSQL and one on PGlite, whose data folder one process owns.
   */
  SHOP_PROCESSES: z
    ._default(z.union([z.literal('auto'), wholeNumber(1, 64)]), 'auto')
    .register(accepts, { accepts: 'auto, or a whole number of processes from 1 to 64' }),
  /**
   * Where the embedded database (PGlite) runs: on a worker thread of its own, so that its statements
   * never hold the thread that serves (the default for a data folder), or on that thread (the
   * default for memory://, whose databases are the tests' own).
   */
  PGLITE_THREAD: z
    .optional(z.enum(['worker', 'main']))
    .register(accepts, { accepts: 'worker or main' }),
  /** Where rendered pages are also kept on disk (default: `pages` beside the data, as uploads). */
  PAGE_DISK_DIR: z.optional(text),
  /** Disk for rendered pages, all three encodings of each; 0 keeps none on disk. */
  PAGE_DISK_MB: whole(0, 2048, 'a whole number of megabytes, 0 for none'),
  /** Memory for the API's catalogue answers kept to answer again (http/read-cache.ts). */
  API_CACHE_MB: whole(1, 64, 'a whole number of megabytes, at least 1'),
  /** Requests served at once (pages and API); 0 turns admission control off (admission.ts). */
  MAX_IN_FLIGHT: whole(0, 32, 'a whole number of requests (0: no limit)'),
  /** Requests that may wait for a free place; beyond them a request is refused 503 at once. */
  MAX_QUEUE: whole(0, 512, 'a whole number of requests (0: none waits)'),
  /** How long a request may wait for a free place before it is refused 503. */
  MAX_WAIT_MS: whole(0, 1000, 'a whole number of milliseconds (0: no bound)'),
  /** An event loop lagging more than this refuses a share of new requests (all at twice it). */
  MAX_EVENT_LOOP_DELAY_MS: whole(0, 500, 'a whole number of milliseconds (0: not watched)'),
  /** Whether a start builds the storefront: when there is none, at every start, or never. */
  STOREFRONT_BUILD: z
    ._default(z.enum(['if-missing', 'always', 'never']), 'if-missing')
    .register(accepts, { accepts: 'if-missing, always or never' }),
  /** The SMTP server the shop's e-mail goes through; unset: written to MAIL_OUTBOX_DIR. */
  SMTP_URL: z
    .optional(z.url({ protocol: /^smtps?$/ }))
    .register(accepts, { accepts: 'an smtp:// or smtps:// URL' }),
  MAIL_OUTBOX_DIR: z.optional(text),
  MAIL_FROM: z._default(text, `"${SHOP.name}" <${SHOP.noReplyEmail}>`),
  MAIL_POLL_MS: whole(50, 5000, 'a whole number of milliseconds, at least 50'),
  /** The SMS provider's HTTP API (a JSON POST) text messages go through; unset: SMS_OUTBOX_DIR. */
  SMS_PROVIDER_URL: z.optional(webUrl).register(accepts, { accepts: 'an http:// or https:// URL' }),
  /** The bearer token sent to SMS_PROVIDER_URL; required with it. */
  SMS_PROVIDER_TOKEN: z.optional(text),
  SMS_OUTBOX_DIR: z.optional(text),
  /**
   * The shop's bank account that bank transfers (VietQR) go to. The defaults are a demo account
   * that receives nothing: a shop taking real transfers sets its own.
   */
  BANK_BIN: z
    ._default(z.string().check(z.regex(/^\d{6}$/)), DEMO_BANK.bin)
    .register(accepts, { accepts: "the bank's six-digit NAPAS BIN (970436 is Vietcombank)" }),
  BANK_NAME: z._default(text, DEMO_BANK.name),
  BANK_ACCOUNT_NUMBER: z
    ._default(z.string().check(z.regex(/^[0-9A-Za-z]{1,19}$/)), DEMO_BANK.accountNumber)
    .register(accepts, { accepts: 'an account number of 1 to 19 letters or digits' }),
  BANK_ACCOUNT_NAME: z._default(text, DEMO_BANK.accountName),
  /** The secret the bank's notifications are signed with (HMAC-SHA256 of the body). */
  BANK_WEBHOOK_SECRET: z._default(text, DEMO_BANK.webhookSecret),
  /** How long a bank-transfer order waits for its money before it cancels itself. */
  BANK_TRANSFER_UNPAID_HOURS: whole(1, 24, 'a whole number of hours, at least 1'),
  /** The merchant's terminal code and hash secret VNPay issued; both or neither. */
  VNPAY_TMN_CODE: z
    .optional(z.string().check(z.regex(/^[0-9A-Za-z]{1,20}$/)))
    .register(accepts, { accepts: 'the terminal code VNPay issued (letters and digits)' }),
  VNPAY_HASH_SECRET: z.optional(text),
  /** VNPay's payment page (default: the sandbox with credentials, the shop's test gateway without). */
  VNPAY_URL: z.optional(webUrl).register(accepts, { accepts: 'an http:// or https:// URL' }),
  /** How long a VNPay order waits for its payment before it cancels itself. */
  VNPAY_UNPAID_MINUTES: whole(15, 60, 'a whole number of minutes, at least 15'),
  /** "true": a production shop on PostgreSQL may use the test gateway (throw-away shops only). */
  VNPAY_TEST_GATEWAY: z
    ._default(trueOrFalse, false)
    .register(accepts, { accepts: 'true or false' }),
  /** The least severe log line written (pino's levels); silent writes none. */
  LOG_LEVEL: z
    ._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info')
    .register(accepts, { accepts: 'fatal, error, warn, info, debug, trace or silent' }),
  /**
   * How log lines are written: one JSON object a line, or readable lines (pino-pretty, a
   * development dependency); auto is readable only outside production on a terminal.
   */
  LOG_FORMAT: z
    ._default(z.enum(['auto', 'json', 'pretty']), 'auto')
    .register(accepts, { accepts: 'auto, json or pretty' }),
  /** Whether the shop counts what it does for GET /metrics (off: not counted, /metrics is 404). */
  METRICS: z._default(z.enum(['on', 'off']), 'on').register(accepts, { accepts: 'on or off' }),
  /**
   * How long a stop (SIGTERM, SIGINT) may take: requests in flight get half of it to finish, and a
   * stop not done by then ends the process with code 1.
   */
  SHUTDOWN_TIMEOUT_MS: whole(1000, 30_000, 'a whole number of milliseconds, at least 1000'),
  /** 'production' makes the secrets required on PostgreSQL and React render in its fast build. */
  NODE_ENV: z.optional(text),
});

export type Environment = z.output<typeof ENVIRONMENT>;
type Name = keyof Environment;
const NAMES = Object.keys(ENVIRONMENT.shape) as Name[];

/** The values of the variables the schema knows, trimmed; a blank one counts as unset. */
function given(env: NodeJS.ProcessEnv, names: readonly Name[]): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) values[name] = value;
  }
  return values;
}

/** One line per refused variable: its name, what it accepts, and the value it got. */
function refusal(names: readonly Name[], values: Partial<Record<Name, string>>): ConfigError {
  return new ConfigError(
    names
      .map((name) => {
        const wanted = accepts.get(ENVIRONMENT.shape[name])?.accepts ?? 'set';
        return `${name} must be ${wanted} (got ${JSON.stringify(values[name])})`;
      })
      .join('\n'),
  );
}

/** Every variable, parsed and checked; throws ConfigError naming each one refused. */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const values = given(env, NAMES);
  const parsed = ENVIRONMENT.safeParse(values);
  if (!parsed.success)
    throw refusal([...new Set(parsed.error.issues.map((issue) => issue.path[0] as Name))], values);
  return parsed.data;
}

/** One variable, parsed and checked alone (a script that needs no other); throws ConfigError. */
export function setting<N extends Name>(
  name: N,
  env: NodeJS.ProcessEnv = process.env,
): Environment[N] {
  const values = given(env, [name]);
  const parsed = ENVIRONMENT.shape[name].safeParse(values[name]);
  if (!parsed.success) throw refusal([name], values);
  return parsed.data as Environment[N];
}

/** At most `max` counted events in a fixed window of `windowMs` that opens with the first one. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Every throttling limit (decision 0007 gives the reasons for the numbers). */
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
  /** Password reset requests per address, and per e-mail or phone number (known or not: each may send a link or a code). */
  passwordResetPerAddress: RateLimitRule;
  passwordResetPerEmail: RateLimitRule;
  /** Order lookups that found nothing, per address and per order number (known or not). */
  orderLookupPerAddress: RateLimitRule;
  orderLookupPerOrder: RateLimitRule;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL of the server to send through; null writes to `outboxDir`. */
  smtpUrl: string | null;
  /** Where messages are written when there is no SMTP server (MAIL_OUTBOX_DIR). */
  outboxDir: string;
  /** The From header. */
  from: string;
  /** How often the worker looks for due mail, in milliseconds. */
  pollMs: number;
}

/** Where text messages go: an SMS provider's HTTP API, or files in a folder. */
export interface SmsConfig {
  /** The provider's endpoint and bearer token (SMS_PROVIDER_URL, _TOKEN); null writes to `outboxDir`. */
  provider: { url: string; token: string } | null;
  /** Where messages are written when there is no provider (SMS_OUTBOX_DIR). */
  outboxDir: string;
}

/** How many requests the shop serves at once and how many may wait (admission.ts; 0: off). */
export interface AdmissionLimits {
  /** Requests served at once (MAX_IN_FLIGHT); 0 admits every request at once, as before. */
  maxInFlight: number;
  /** Requests waiting for a place (MAX_QUEUE); 0: a request finding no place is refused at once. */
  maxQueue: number;
  /** How long one may wait (MAX_WAIT_MS); 0: as long as it takes. */
  maxWaitMs: number;
  /** A mean lag of the event loop past this refuses a share of requests, all at twice it (0: off). */
  maxEventLoopDelayMs: number;
}

/** The storefront's builds: `if-missing` builds when there is none, `always` at every start. */
export type StorefrontBuild = Environment['STOREFRONT_BUILD'];

/** Where PGlite runs: on a worker thread of its own, or on the thread that serves. */
export type PgliteThread = NonNullable<Environment['PGLITE_THREAD']>;

/** Bank transfers by VietQR: the shop's account, the webhook's secret, the wait for the money. */
export interface BankTransferConfig {
  /** The bank's NAPAS BIN (BANK_BIN), its name as shoppers know it (BANK_NAME). */
  bin: string;
  bankName: string;
  /** The account number and holder's name (BANK_ACCOUNT_NUMBER, BANK_ACCOUNT_NAME). */
  accountNumber: string;
  accountName: string;
  /** HMAC-SHA256 key of the bank's notifications (BANK_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** How long an order waits for its transfer before it cancels itself (BANK_TRANSFER_UNPAID_HOURS). */
  unpaidMs: number;
}

/** VNPay: the merchant's credentials, the payment page, the wait for the payment. */
export interface VnpayConfig {
  /** VNPAY_TMN_CODE and VNPAY_HASH_SECRET, or the test gateway's (TEST_VNPAY). */
  tmnCode: string;
  hashSecret: string;
  /** Where shoppers pay (VNPAY_URL, else VNPay's sandbox, else the shop's test gateway). */
  payUrl: string;
  /** Whether the shop plays VNPay itself (no credentials): its test gateway answers. */
  testGateway: boolean;
  /** The storefront's public address: the return page is under it (SITE_URL). */
  siteUrl: string;
  /** How long an order waits for its payment before it cancels itself (VNPAY_UNPAID_MINUTES). */
  unpaidMs: number;
}

export interface Config {
  databaseUrl: string;
  /** Where PGlite runs (PGLITE_THREAD); PostgreSQL runs in processes of its own anyway. */
  pgliteThread: PgliteThread;
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
  /** Where uploaded product pictures are stored (UPLOADS_DIR; see uploadsDir below). */
  uploadsDir: string;
  /** How many bytes the uploaded pictures may take in all (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  refreshTokenTtlDays: number;
  rateLimits: RateLimits;
  /** SMTP server or outbox folder, sender and worker poll. */
  mail: MailConfig;
  /** SMS provider or outbox folder (the mail worker sends text messages too, at its poll). */
  sms: SmsConfig;
  /** Where the storefront's builds live (SITE_DIR). */
  siteDir: string;
  /** Where the storefront's pages read the API (API_URL, else this process on PORT). */
  apiUrl: string;
  /** Memory for rendered catalogue pages, in MB (PAGE_CACHE_MB). */
  pageCacheMb: number;
  /**
   * Where rendered pages are also kept on disk, and how much they may take (PAGE_DISK_DIR,
   * PAGE_DISK_MB); null keeps them in memory only (PAGE_DISK_MB=0, or a memory:// database, whose
   * catalogue does not outlive the process).
   */
  pageDisk: { dir: string; maxMb: number } | null;
  /** Memory for the API's catalogue answers, in MB (API_CACHE_MB). */
  apiCacheMb: number;
  /** Whether a start builds the storefront (STOREFRONT_BUILD). */
  storefrontBuild: StorefrontBuild;
  /** Requests served at once, waiting, and for how long (MAX_IN_FLIGHT, MAX_QUEUE, MAX_WAIT_MS). */
  admission: AdmissionLimits;
  bankTransfer: BankTransferConfig;
  vnpay: VnpayConfig;
  /** Logging (LOG_LEVEL, LOG_FORMAT) and metrics (METRICS): observability.md. */
  observability: ObservabilityConfig;
  /** How long a stop may take in all (SHUTDOWN_TIMEOUT_MS); requests in flight get half. */
  shutdownTimeoutMs: number;
}

/** What the shop writes to its log and whether it counts for /metrics. */
export interface ObservabilityConfig {
  logLevel: Environment['LOG_LEVEL'];
  logFormat: Environment['LOG_FORMAT'];
  metrics: boolean;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * A folder the shop keeps files in beside the database `databaseUrl` names: `configured` (its
 * environment setting) when set, else `name` beside an embedded data folder (./data/<name> for
 * ./data/shop), ./data/<name> for PostgreSQL, or a temporary folder for memory://.
 */
function folderBesideData(configured: string | undefined, databaseUrl: string, name: string) {
  if (configured) return path.resolve(configured);
  if (databaseUrl === 'memory://') return path.join(tmpdir(), `viettech-${name}`);
  if (isPostgresUrl(databaseUrl)) return path.resolve('data', name);
  return path.join(path.dirname(path.resolve(databaseUrl)), name);
}

/** The SMS provider SMS_PROVIDER_URL and _TOKEN name, or null; one without the other is refused. */
function smsProvider(environment: Environment): SmsConfig['provider'] {
  const { SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: token } = environment;
  if (!url && !token) return null;
  if (!url || !token)
    throw new ConfigError(
      'SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN are set together or not at all.',
    );
  return { url, token };
}

export interface Secrets {
  jwtSecret: string;
  csrfSecret: string;
  adminToken: string;
}

const newSecret = () => randomBytes(32).toString('base64url');

/** A new set of secrets (a process's own, or given by processes.ts to every process). */
export function newSecrets(): Secrets {
  return { jwtSecret: newSecret(), csrfSecret: newSecret(), adminToken: newSecret() };
}

/** The secrets file beside an embedded data folder. */
const secretsFile = (dataFolder: string) =>
  path.join(path.dirname(path.resolve(dataFolder)), 'secrets.json');

/** Secrets file beside an embedded data folder: created once with mode 0600. */
function folderSecrets(dataFolder: string): Secrets {
  const file = secretsFile(dataFolder);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const secrets = newSecrets();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

function resolveSecrets(environment: Environment, databaseUrl: string): Secrets {
  const { JWT_SECRET, CSRF_SECRET, ADMIN_TOKEN } = environment;
  if (JWT_SECRET && CSRF_SECRET && ADMIN_TOKEN)
    return { jwtSecret: JWT_SECRET, csrfSecret: CSRF_SECRET, adminToken: ADMIN_TOKEN };
  if (environment.NODE_ENV === 'production' && isPostgresUrl(databaseUrl)) {
    throw new ConfigError('JWT_SECRET, CSRF_SECRET and ADMIN_TOKEN must be set in production.');
  }
  if (databaseUrl === 'memory://' || isPostgresUrl(databaseUrl)) return newSecrets();
  return folderSecrets(databaseUrl);
}

/**
 * The token the operator scripts call a running shop with: ADMIN_TOKEN, else the one kept beside
 * the embedded data folder DATABASE_URL names; undefined when there is neither.
 */
export function operatorToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = setting('ADMIN_TOKEN', env);
  if (token) return token;
  const databaseUrl = setting('DATABASE_URL', env);
  if (databaseUrl === 'memory://' || isPostgresUrl(databaseUrl)) return undefined;
  try {
    const file = secretsFile(databaseUrl);
    return (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>).adminToken;
  } catch {
    return undefined;
  }
}

/** Where the operator scripts find the running shop: SHOP_URL, else http://localhost:PORT. */
export const shopUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  setting('SHOP_URL', env) ?? `http://localhost:${setting('PORT', env)}`;

/** The storefront's public address (SITE_URL, as the build uses it): links in e-mail lead there. */
export const publicSiteUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  (setting('SITE_URL', env) ?? `http://localhost:${setting('PORT', env)}`).replace(/\/+$/, '');

/** The bank account of bank transfers; the demo one is refused in production on PostgreSQL. */
function bankTransferOf(environment: Environment, databaseUrl: string): BankTransferConfig {
  const config: BankTransferConfig = {
    bin: environment.BANK_BIN,
    bankName: environment.BANK_NAME,
    accountNumber: environment.BANK_ACCOUNT_NUMBER,
    accountName: environment.BANK_ACCOUNT_NAME,
    webhookSecret: environment.BANK_WEBHOOK_SECRET,
    unpaidMs: environment.BANK_TRANSFER_UNPAID_HOURS * HOUR,
  };
  const demo =
    config.accountNumber === DEMO_BANK.accountNumber ||
    config.webhookSecret === DEMO_BANK.webhookSecret;
  if (demo && environment.NODE_ENV === 'production' && isPostgresUrl(databaseUrl))
    throw new ConfigError(
      'BANK_ACCOUNT_NUMBER and BANK_WEBHOOK_SECRET must be set in production (the defaults are a demo account).',
    );
  return config;
}

/**
 * VNPay's settings; without credentials the shop's own test gateway, which a production shop on
 * PostgreSQL refuses unless VNPAY_TEST_GATEWAY=true (a throw-away shop) says otherwise.
 */
function vnpayOf(environment: Environment, databaseUrl: string): VnpayConfig {
  const siteUrl = (environment.SITE_URL ?? `http://localhost:${environment.PORT}`).replace(
    /\/+$/,
    '',
  );
  const code = environment.VNPAY_TMN_CODE;
  const secret = environment.VNPAY_HASH_SECRET;
  if ((code === undefined) !== (secret === undefined))
    throw new ConfigError('VNPAY_TMN_CODE and VNPAY_HASH_SECRET: set both or neither.');
  const testGateway = code === undefined;
  if (
    testGateway &&
    !environment.VNPAY_TEST_GATEWAY &&
    environment.NODE_ENV === 'production' &&
    isPostgresUrl(databaseUrl)
  )
    throw new ConfigError(
      'VNPAY_TMN_CODE and VNPAY_HASH_SECRET must be set in production (without them the shop would take VNPay payments on its test gateway).',
    );
  return {
    tmnCode: code ?? TEST_VNPAY.tmnCode,
    hashSecret: secret ?? TEST_VNPAY.hashSecret,
    payUrl:
      environment.VNPAY_URL ??
      (testGateway ? `${siteUrl}/payment/vnpay-test-gateway` : VNPAY_SANDBOX_URL),
    testGateway,
    siteUrl,
    unpaidMs: environment.VNPAY_UNPAID_MINUTES * MINUTE,
  };
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;

function rateLimitsWith(signUpsPerHour: number): RateLimits {
  return {
    signInPerPair: { max: 5, windowMs: 15 * MINUTE },
    signInPerAddress: { max: 100, windowMs: 15 * MINUTE },
    signInPerAccount: { max: 100, windowMs: DAY },
    knownAddressMs: 30 * DAY,
    signUpPerAddress: { max: signUpsPerHour, windowMs: HOUR },
    contactConflictsPerAddress: { max: 20, windowMs: HOUR },
    contactConflictsPerAccount: { max: 5, windowMs: HOUR },
    wrongCurrentPasswordPerAccount: { max: 5, windowMs: 15 * MINUTE },
    passwordResetPerAddress: { max: 30, windowMs: HOUR },
    passwordResetPerEmail: { max: 3, windowMs: HOUR },
    orderLookupPerAddress: { max: 30, windowMs: 15 * MINUTE },
    orderLookupPerOrder: { max: 5, windowMs: 15 * MINUTE },
  };
}

/** The throttling limits; only the sign-up limit comes from the environment. */
export const loadRateLimits = (env: NodeJS.ProcessEnv = process.env): RateLimits =>
  rateLimitsWith(setting('SIGN_UP_LIMIT_PER_HOUR', env));

/** The configuration of a shop; throws ConfigError naming every variable it refuses. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const environment = readEnvironment(env);
  const databaseUrl = overrides.databaseUrl ?? environment.DATABASE_URL;
  const secrets = resolveSecrets(environment, databaseUrl);
  const encoder = new TextEncoder();
  return {
    databaseUrl,
    pgliteThread: environment.PGLITE_THREAD ?? (databaseUrl === 'memory://' ? 'main' : 'worker'),
    port: environment.PORT,
    jwtSecret: encoder.encode(secrets.jwtSecret),
    csrfSecret: encoder.encode(secrets.csrfSecret),
    adminToken: secrets.adminToken,
    corsOrigins: environment.CORS_ORIGINS,
    secureCookies: environment.SECURE_COOKIES,
    crossSiteCookies: environment.CROSS_SITE_COOKIES,
    trustProxy: environment.TRUST_PROXY,
    bodyLimitBytes: 64 * 1024,
    // UPLOADS_DIR, else `uploads` beside an embedded data folder (./data/uploads for ./data/shop);
    // for PostgreSQL ./data/uploads (instances on several machines set UPLOADS_DIR to storage they
    // share); for memory:// a temporary folder.
    uploadsDir: folderBesideData(environment.UPLOADS_DIR, databaseUrl, 'uploads'),
    // 20 GB by default: room for 100,000 products with four pictures of 50 KB each (WebP).
    uploadQuotaBytes: environment.UPLOAD_QUOTA_MB * MB,
    refreshTokenTtlDays: 30,
    rateLimits: rateLimitsWith(environment.SIGN_UP_LIMIT_PER_HOUR),
    mail: {
      smtpUrl: environment.SMTP_URL ?? null,
      // MAIL_OUTBOX_DIR, else `outbox` beside the data as for the uploads.
      outboxDir: folderBesideData(environment.MAIL_OUTBOX_DIR, databaseUrl, 'outbox'),
      from: environment.MAIL_FROM,
      pollMs: environment.MAIL_POLL_MS,
    },
    sms: {
      provider: smsProvider(environment),
      // SMS_OUTBOX_DIR, else `sms-outbox` beside the data as for the e-mail.
      outboxDir: folderBesideData(environment.SMS_OUTBOX_DIR, databaseUrl, 'sms-outbox'),
    },
    siteDir: environment.SITE_DIR,
    apiUrl: environment.API_URL ?? `http://127.0.0.1:${environment.PORT}/api`,
    pageCacheMb: environment.PAGE_CACHE_MB,
    pageDisk:
      environment.PAGE_DISK_MB === 0 || databaseUrl === 'memory://'
        ? null
        : {
            dir: folderBesideData(environment.PAGE_DISK_DIR, databaseUrl, 'pages'),
            maxMb: environment.PAGE_DISK_MB,
          },
    apiCacheMb: environment.API_CACHE_MB,
    storefrontBuild: environment.STOREFRONT_BUILD,
    admission: {
      maxInFlight: environment.MAX_IN_FLIGHT,
      maxQueue: environment.MAX_QUEUE,
      maxWaitMs: environment.MAX_WAIT_MS,
      maxEventLoopDelayMs: environment.MAX_EVENT_LOOP_DELAY_MS,
    },
    bankTransfer: bankTransferOf(environment, databaseUrl),
    vnpay: vnpayOf(environment, databaseUrl),
    observability: {
      logLevel: environment.LOG_LEVEL,
      logFormat: environment.LOG_FORMAT,
      metrics: environment.METRICS === 'on',
    },
    shutdownTimeoutMs: environment.SHUTDOWN_TIMEOUT_MS,
    ...overrides,
  };
}

/**
 * The environment of a process the shop starts (the storefront build): this one's, with `extra`.
 */
export const childEnvironment = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
});

/**
 * Makes the API address the one the storefront's pages read: its server bundle, loaded into this
 * process, and the build's child process find it in the environment (src/api/http.ts), not here.
 */
export function shareApiUrl(apiUrl: string): void {
  process.env['API_URL'] = apiUrl;
}

/**
 * A shop that serves shoppers runs as production unless told otherwise: React's server renderer
 * (loaded with the storefront build, after this) picks its production build from NODE_ENV, and
 * renders a product page in about two thirds of the development build's time (decision 0034).
 * Tests that start the shop in their own process keep their NODE_ENV ('test').
 */
export function servingShoppers(env: NodeJS.ProcessEnv = process.env): void {
  env['NODE_ENV'] ??= 'production';
}
