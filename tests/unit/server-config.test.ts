// The shop's configuration (src/server/config.ts): every environment variable's default, the
// values it takes and the ones it refuses, each refusal naming the variable and what it accepts;
// and a start with a refused value, which stops before it opens anything, saying so in one message.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  operatorToken,
  publicSiteUrl,
  readEnvironment,
  setting,
  shopUrl,
} from '../../src/server/config.ts';

const work = mkdtempSync(path.join(tmpdir(), 'server-config-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The refusal `env` gets, or null when it is taken. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    readEnvironment(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe('the environment a shop reads', () => {
  it('gives every variable its default when none is set', () => {
    expect(readEnvironment({})).toEqual({
      DATABASE_URL: './data/shop',
      PORT: 4321,
      CORS_ORIGINS: [],
      SECURE_COOKIES: false,
      CROSS_SITE_COOKIES: false,
      TRUST_PROXY: 0,
      SIGN_UP_LIMIT_PER_HOUR: 100,
      SITE_DIR: 'dist',
      UPLOAD_QUOTA_MB: 20_480,
      PAGE_CACHE_MB: 256,
      SHOP_PROCESSES: 'auto',
      PAGE_DISK_MB: 2048,
      API_CACHE_MB: 64,
      // A demo account, refused in production on PostgreSQL (below).
      BANK_BIN: '970436',
      BANK_NAME: 'Vietcombank',
      BANK_ACCOUNT_NUMBER: '0000000000',
      BANK_ACCOUNT_NAME: 'VIETTECH DEMO',
      BANK_WEBHOOK_SECRET: 'demo-bank-webhook-secret',
      BANK_TRANSFER_UNPAID_HOURS: 24,
      VNPAY_UNPAID_MINUTES: 60,
      VNPAY_TEST_GATEWAY: false,
      MAX_IN_FLIGHT: 32,
      MAX_QUEUE: 512,
      MAX_WAIT_MS: 1000,
      MAX_EVENT_LOOP_DELAY_MS: 500,
      STOREFRONT_BUILD: 'if-missing',
      MAIL_FROM: '"VietTech Store" <no-reply@viettech.example>',
      MAIL_POLL_MS: 5000,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'auto',
      METRICS: 'on',
      SHUTDOWN_TIMEOUT_MS: 30_000,
    });
  });

  it('takes a blank value as unset, and trims the others', () => {
    expect(readEnvironment({ PORT: '  ', SITE_DIR: ' dist-e2e ', SMTP_URL: '' })).toMatchObject({
      PORT: 4321,
      SITE_DIR: 'dist-e2e',
    });
    expect(readEnvironment({ SMTP_URL: '' })).not.toHaveProperty('SMTP_URL');
  });

  /** A variable, a value it takes, and what the shop makes of it. */
  const taken: [string, string, unknown][] = [
    ['DATABASE_URL', 'memory://', 'memory://'],
    ['DATABASE_URL', 'postgres://shop@db:5432/shop', 'postgres://shop@db:5432/shop'],
    ['PORT', '8080', 8080],
    ['PORT', '65535', 65_535],
    ['API_URL', 'http://127.0.0.1:4321/api', 'http://127.0.0.1:4321/api'],
    ['SITE_URL', 'https://viettech.example', 'https://viettech.example'],
    ['SHOP_URL', 'http://localhost:4400', 'http://localhost:4400'],
    ['JWT_SECRET', 'a secret', 'a secret'],
    [
      'CORS_ORIGINS',
      'https://a.example, http://localhost:4322',
      ['https://a.example', 'http://localhost:4322'],
    ],
    ['CORS_ORIGINS', 'https://a.example,,', ['https://a.example']],
    ['SECURE_COOKIES', 'true', true],
    ['SECURE_COOKIES', 'FALSE', false],
    ['CROSS_SITE_COOKIES', 'true', true],
    ['TRUST_PROXY', 'false', 0],
    ['TRUST_PROXY', 'true', 1],
    ['TRUST_PROXY', 'True', 1],
    ['TRUST_PROXY', '0', 0],
    ['TRUST_PROXY', '2', 2],
    ['SIGN_UP_LIMIT_PER_HOUR', '10000', 10_000],
    ['SITE_DIR', 'dist-e2e', 'dist-e2e'],
    ['UPLOADS_DIR', '/srv/shop/uploads', '/srv/shop/uploads'],
    ['UPLOAD_QUOTA_MB', '512', 512],
    ['PAGE_CACHE_MB', '1', 1],
    ['PAGE_CACHE_MB', '1024', 1024],
    ['PAGE_DISK_DIR', '/srv/shop/pages', '/srv/shop/pages'],
    ['PAGE_DISK_MB', '0', 0],
    ['PAGE_DISK_MB', '4096', 4096],
    ['API_CACHE_MB', '8', 8],
    ['MAX_IN_FLIGHT', '0', 0],
    ['MAX_IN_FLIGHT', '4', 4],
    ['MAX_QUEUE', '0', 0],
    ['MAX_WAIT_MS', '0', 0],
    ['MAX_WAIT_MS', '250', 250],
    ['MAX_EVENT_LOOP_DELAY_MS', '0', 0],
    ['PGLITE_THREAD', 'main', 'main'],
    ['PGLITE_THREAD', 'worker', 'worker'],
    ['STOREFRONT_BUILD', 'never', 'never'],
    ['STOREFRONT_BUILD', 'always', 'always'],
    ['SMTP_URL', 'smtp://user:password@mail.example:587', 'smtp://user:password@mail.example:587'],
    ['SMTP_URL', 'smtps://mail.example:465', 'smtps://mail.example:465'],
    ['MAIL_OUTBOX_DIR', 'data/outbox', 'data/outbox'],
    ['MAIL_FROM', 'Shop <shop@example.com>', 'Shop <shop@example.com>'],
    ['MAIL_POLL_MS', '50', 50],
    ['SMS_PROVIDER_URL', 'https://sms.example/v1/messages', 'https://sms.example/v1/messages'],
    ['SMS_PROVIDER_TOKEN', 'sms-token', 'sms-token'],
    ['SMS_OUTBOX_DIR', 'data/sms-outbox', 'data/sms-outbox'],
    ['NODE_ENV', 'production', 'production'],
  ];

  it.each(taken)('takes %s=%j', (name, value, expected) => {
    expect(readEnvironment({ [name]: value })).toHaveProperty(name, expected);
    expect(setting(name as Parameters<typeof setting>[0], { [name]: value })).toEqual(expected);
  });

  /** A variable, what it accepts as its refusal says it, and values it refuses. */
  const refused: [string, string, string[]][] = [
    ['PORT', 'a port number from 1 to 65535', ['0', '70000', 'http']],
    ['API_URL', 'an http:// or https:// URL', ['localhost:4321/api']],
    ['SITE_URL', 'an http:// or https:// URL', ['ftp://viettech.example']],
    ['SHOP_URL', 'an http:// or https:// URL', ['shop']],
    [
      'CORS_ORIGINS',
      'origins separated by commas, each a scheme and a host such as https://shop.example',
      ['https://a.example/', 'https://a.example, *'],
    ],
    ['SECURE_COOKIES', 'true or false', ['yes']],
    ['CROSS_SITE_COOKIES', 'true or false', ['1']],
    ['TRUST_PROXY', 'false, true or a whole number of proxies', ['yes', '-1', '10.0.0.0/8']],
    ['SIGN_UP_LIMIT_PER_HOUR', 'a whole number of registrations, at least 1', ['0']],
    ['UPLOAD_QUOTA_MB', 'a whole number of megabytes, at least 1', ['0', '1.5', '-1']],
    ['PAGE_CACHE_MB', 'a whole number of megabytes, at least 1', ['lots', '0', '256MB']],
    ['PAGE_DISK_MB', 'a whole number of megabytes, 0 for none', ['-1', '2GB', 'off']],
    ['API_CACHE_MB', 'a whole number of megabytes, at least 1', ['0', '64MB']],
    ['MAX_IN_FLIGHT', 'a whole number of requests (0: no limit)', ['-1', 'many', '1.5']],
    ['MAX_QUEUE', 'a whole number of requests (0: none waits)', ['-1']],
    ['MAX_WAIT_MS', 'a whole number of milliseconds (0: no bound)', ['1s']],
    ['MAX_EVENT_LOOP_DELAY_MS', 'a whole number of milliseconds (0: not watched)', ['off']],
    ['PGLITE_THREAD', 'worker or main', ['both', 'thread']],
    ['STOREFRONT_BUILD', 'if-missing, always or never', ['sometimes']],
    ['SMTP_URL', 'an smtp:// or smtps:// URL', ['mail.example:587', 'https://mail.example']],
    ['MAIL_POLL_MS', 'a whole number of milliseconds, at least 50', ['49', 'often']],
    ['SMS_PROVIDER_URL', 'an http:// or https:// URL', ['sms.example/v1', 'smtp://sms.example']],
  ];

  it.each(
    refused.flatMap(([name, accepts, values]) => values.map((value) => [name, value, accepts])),
  )('refuses %s=%j, naming it and what it accepts', (name, value, accepts) => {
    const message = `${name} must be ${accepts} (got ${JSON.stringify(value)})`;
    expect(refusal({ [name]: value })).toBe(message);
    expect(() => setting(name as Parameters<typeof setting>[0], { [name]: value })).toThrow(
      new ConfigError(message),
    );
  });

  it('names every refused variable at once, one line each', () => {
    expect(refusal({ PAGE_CACHE_MB: 'lots', PORT: '4321', MAIL_POLL_MS: '1' })).toBe(
      [
        'PAGE_CACHE_MB must be a whole number of megabytes, at least 1 (got "lots")',
        'MAIL_POLL_MS must be a whole number of milliseconds, at least 50 (got "1")',
      ].join('\n'),
    );
  });
});

describe('the configuration a shop runs with', () => {
  const memory = { databaseUrl: 'memory://' };

  it('turns the environment into settings: megabytes to bytes, the sign-up limit, the mail', () => {
    const config = loadConfig(
      {
        UPLOAD_QUOTA_MB: '512',
        SIGN_UP_LIMIT_PER_HOUR: '7',
        SMTP_URL: 'smtp://mail.example:587',
        MAIL_POLL_MS: '200',
        PAGE_CACHE_MB: '64',
        STOREFRONT_BUILD: 'never',
      },
      memory,
    );
    expect(config.uploadQuotaBytes).toBe(512 * 1024 * 1024);
    expect(config.rateLimits.signUpPerAddress).toEqual({ max: 7, windowMs: 60 * 60 * 1000 });
    expect(config.mail).toMatchObject({ smtpUrl: 'smtp://mail.example:587', pollMs: 200 });
    expect(config.pageCacheMb).toBe(64);
    expect(config.storefrontBuild).toBe('never');
  });

  it('gathers the admission limits, a shop that sets none serving 32 at once and letting 512 wait 1 s', () => {
    expect(loadConfig({}, memory).admission).toEqual({
      maxInFlight: 32,
      maxQueue: 512,
      maxWaitMs: 1000,
      maxEventLoopDelayMs: 500,
    });
    const env = {
      MAX_IN_FLIGHT: '2',
      MAX_QUEUE: '0',
      MAX_WAIT_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    expect(loadConfig(env, memory).admission).toEqual({
      maxInFlight: 2,
      maxQueue: 0,
      maxWaitMs: 0,
      maxEventLoopDelayMs: 0,
    });
  });

  it('reads the API from its own port unless API_URL says otherwise', () => {
    expect(loadConfig({ PORT: '4400' }, memory).apiUrl).toBe('http://127.0.0.1:4400/api');
    expect(loadConfig({ API_URL: 'https://api.example/api' }, memory).apiUrl).toBe(
      'https://api.example/api',
    );
  });

  it('keeps uploads and the outbox beside an embedded data folder unless told where', () => {
    const data = path.join(work, 'beside', 'shop');
    const config = loadConfig({ DATABASE_URL: data });
    expect(config.uploadsDir).toBe(path.join(work, 'beside', 'uploads'));
    expect(config.mail.outboxDir).toBe(path.join(work, 'beside', 'outbox'));
    const elsewhere = path.join(work, 'pictures');
    expect(loadConfig({ DATABASE_URL: data, UPLOADS_DIR: elsewhere }).uploadsDir).toBe(elsewhere);
  });

  it('runs an embedded data folder on a thread of its own unless PGLITE_THREAD says main; memory:// on this one', () => {
    const data = path.join(work, 'beside', 'shop');
    expect(loadConfig({ DATABASE_URL: data }).pgliteThread).toBe('worker');
    expect(loadConfig({ DATABASE_URL: data, PGLITE_THREAD: 'main' }).pgliteThread).toBe('main');
    expect(loadConfig({}, memory).pgliteThread).toBe('main');
  });

  it('keeps rendered pages on disk beside the data within PAGE_DISK_MB; none for 0 or memory://', () => {
    const data = path.join(work, 'beside', 'shop');
    expect(loadConfig({ DATABASE_URL: data }).pageDisk).toEqual({
      dir: path.join(work, 'beside', 'pages'),
      maxMb: 2048,
    });
    const elsewhere = path.join(work, 'kept-pages');
    expect(
      loadConfig({ DATABASE_URL: data, PAGE_DISK_DIR: elsewhere, PAGE_DISK_MB: '10' }).pageDisk,
    ).toEqual({ dir: elsewhere, maxMb: 10 });
    expect(loadConfig({ DATABASE_URL: data, PAGE_DISK_MB: '0' }).pageDisk).toBeNull();
    expect(loadConfig({}, memory).pageDisk).toBeNull();
  });

  it('generates the secrets of an embedded data folder once, and keeps them', () => {
    const data = path.join(work, 'secrets', 'shop');
    const first = loadConfig({ DATABASE_URL: data });
    expect(existsSync(path.join(work, 'secrets', 'secrets.json'))).toBe(true);
    expect(loadConfig({ DATABASE_URL: data }).adminToken).toBe(first.adminToken);
    expect(operatorToken({ DATABASE_URL: data })).toBe(first.adminToken);
    expect(operatorToken({ DATABASE_URL: data, ADMIN_TOKEN: 'given' })).toBe('given');
    expect(operatorToken({ DATABASE_URL: 'memory://' })).toBeUndefined();
  });

  it('refuses to run in production on PostgreSQL without the three secrets and a real bank account', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://shop@db/shop' };
    expect(() => loadConfig(env)).toThrow(
      new ConfigError('JWT_SECRET, CSRF_SECRET and ADMIN_TOKEN must be set in production.'),
    );
    const secrets = { JWT_SECRET: 'j', CSRF_SECRET: 'c', ADMIN_TOKEN: 'a' };
    // With the secrets but the demo bank account: refused too, naming what to set.
    expect(() => loadConfig({ ...env, ...secrets })).toThrow(
      new ConfigError(
        'BANK_ACCOUNT_NUMBER and BANK_WEBHOOK_SECRET must be set in production (the defaults are a demo account).',
      ),
    );
    const bank = { BANK_ACCOUNT_NUMBER: '1234567890', BANK_WEBHOOK_SECRET: 'w' };
    // With a bank account but no VNPay credentials: refused, not the test gateway in silence.
    expect(() => loadConfig({ ...env, ...secrets, ...bank })).toThrow(
      new ConfigError(
        'VNPAY_TMN_CODE and VNPAY_HASH_SECRET must be set in production (without them the shop would take VNPay payments on its test gateway).',
      ),
    );
    const vnpay = { VNPAY_TMN_CODE: 'SHOP0001', VNPAY_HASH_SECRET: 's' };
    const real = loadConfig({ ...env, ...secrets, ...bank, ...vnpay });
    expect(real.adminToken).toBe('a');
    expect(real.vnpay).toMatchObject({
      tmnCode: 'SHOP0001',
      testGateway: false,
      payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    });
    // A throw-away shop opts in to the test gateway.
    const throwaway = loadConfig({ ...env, ...secrets, ...bank, VNPAY_TEST_GATEWAY: 'true' });
    expect(throwaway.vnpay.testGateway).toBe(true);
  });

  it("uses the shop's own VNPay test gateway without credentials, and wants both credentials or neither", () => {
    const test = loadConfig({ SITE_URL: 'https://shop.example/' }, memory).vnpay;
    expect(test).toMatchObject({
      testGateway: true,
      payUrl: 'https://shop.example/payment/vnpay-test-gateway',
      siteUrl: 'https://shop.example',
      unpaidMs: 60 * 60 * 1000,
    });
    expect(() => loadConfig({ VNPAY_TMN_CODE: 'SHOP0001' }, memory)).toThrow(
      new ConfigError('VNPAY_TMN_CODE and VNPAY_HASH_SECRET: set both or neither.'),
    );
    expect(
      loadConfig(
        {
          VNPAY_TMN_CODE: 'A1',
          VNPAY_HASH_SECRET: 's',
          VNPAY_URL: 'https://pay.vnpay.vn/vpcpay.html',
        },
        memory,
      ).vnpay.payUrl,
    ).toBe('https://pay.vnpay.vn/vpcpay.html');
  });

  it('sends text messages to the outbox beside the data, or to a provider named with its token', () => {
    const data = path.join(work, 'sms', 'shop');
    expect(loadConfig({ DATABASE_URL: data }).sms).toEqual({
      provider: null,
      outboxDir: path.join(work, 'sms', 'sms-outbox'),
    });
    const provider = { SMS_PROVIDER_URL: 'https://sms.example/v1', SMS_PROVIDER_TOKEN: 't' };
    expect(loadConfig(provider, memory).sms.provider).toEqual({
      url: 'https://sms.example/v1',
      token: 't',
    });
    for (const half of [
      { SMS_PROVIDER_URL: 'https://sms.example/v1' },
      { SMS_PROVIDER_TOKEN: 't' },
    ])
      expect(() => loadConfig(half, memory)).toThrow(
        new ConfigError('SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN are set together or not at all.'),
      );
  });

  it('links e-mail to SITE_URL without its trailing slash, else to this port', () => {
    expect(publicSiteUrl({ SITE_URL: 'https://viettech.example/' })).toBe(
      'https://viettech.example',
    );
    expect(publicSiteUrl({ PORT: '4400' })).toBe('http://localhost:4400');
    expect(shopUrl({ PORT: '4400' })).toBe('http://localhost:4400');
    expect(shopUrl({ SHOP_URL: 'https://shop.example' })).toBe('https://shop.example');
  });
});

describe('a start with a setting the shop cannot use', () => {
  it('stops before opening the database, naming the variable, with no stack', async () => {
    const data = path.join(work, 'never-opened', 'shop');
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, DATABASE_URL: data, PAGE_CACHE_MB: 'lots', STOREFRONT_BUILD: 'never' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(1);
    // One fatal line of the shop's log (pino's JSON), its message the refusal alone.
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 60,
      msg: 'The shop could not start: PAGE_CACHE_MB must be a whole number of megabytes, at least 1 (got "lots")',
    });
    expect(existsSync(path.dirname(data))).toBe(false);
  }, 60_000);
});
