// The shop's log: pino, one JSON object a line on stdout (time, level, message and fields), or
// readable lines through pino-pretty (a development dependency, loaded only when asked for:
// LOG_FORMAT=pretty, or auto outside production on a terminal). LOG_LEVEL sets the least severe
// line written. Nothing a shopper typed goes in: request lines (request-log.ts) carry the route's
// pattern, never a body or a query string, and the fields below are masked wherever they appear
// in a line's fields, as a last guard. docs/operations.md#logs says what an operator sees.
import { writeSync } from 'node:fs';
import pino, { type DestinationStream, type Logger } from 'pino';
import { setting, type ObservabilityConfig } from './config.ts';

/** Fields masked in any log line's fields (one level deep, and at the top). */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'csrfToken',
  'code',
  'email',
  'phone',
  'contact',
  'address',
  'shippingAddress',
  'street',
  'home',
  'fullName',
  'cardNumber',
  'cvv',
  'expiryDate',
  'cardHolder',
  'body',
  'query',
  'authorization',
  'cookie',
];

export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/** How often lines waiting for a full batch are written anyway. */
const FLUSH_MS = 500;
/** How many characters of lines make a batch. */
const BATCH_CHARS = 4096;

let stampedAt = 0;
let stamp = '';
let second = -1;
/** `,"time":"2026-11-28T19:00:00.` of the current second. */
let secondPrefix = '';
/**
 * pino's `"time"` as an ISO 8601 string, made once a millisecond from the second's part, made once a
 * second: the lines of one millisecond share it (a new Date and its string for each line were a
 * measurable share of a line's cost: docs/benchmarks/2026-11-28-observability.md).
 */
export function isoTime(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    const ms = now % 1000;
    if (now - ms !== second) {
      second = now - ms;
      secondPrefix = `,"time":"${new Date(second).toISOString().slice(0, 20)}`;
    }
    stamp = `${secondPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
  }
  return stamp;
}

export type LogLevel = ObservabilityConfig['logLevel'];
export type LogFormat = ObservabilityConfig['logFormat'];

export interface LogOptions {
  level?: LogLevel;
  format?: LogFormat;
  /** Where the lines go (tests capture them); stdout otherwise. */
  destination?: DestinationStream;
}

/** A variable's value, or `fallback` when it is refused (the start says so itself, config.ts). */
function settingOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Whether pino-pretty can be loaded (it is a development dependency). */
function prettyAvailable(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

function wantsPretty(format: LogFormat): boolean {
  if (format === 'json') return false;
  if (format === 'auto' && (setting('NODE_ENV') === 'production' || !process.stdout.isTTY))
    return false;
  return prettyAvailable();
}

/** A logger as LOG_LEVEL and LOG_FORMAT (or `options`) say. */
export function createLogger(options: LogOptions = {}): Logger {
  const level = options.level ?? settingOr(() => setting('LOG_LEVEL'), 'info');
  const format = options.format ?? settingOr(() => setting('LOG_FORMAT'), 'auto');
  const settings: pino.LoggerOptions = {
    level,
    timestamp: isoTime,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    base: { pid: process.pid },
  };
  if (options.destination) return pino(settings, options.destination);
  if (wantsPretty(format))
    return pino({
      ...settings,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid', singleLine: true },
      },
    });
  return pino(settings, new LineBatches(pino.destination({ dest: 1, sync: false })));
}

/** Where LineBatches hands its batches: sonic-boom, as pino.destination() makes it. */
interface BatchWriter {
  write(text: string): unknown;
  flushSync(): void;
  readonly destroyed?: boolean;
}

/**
 * The shop's stdout as pino writes to it: lines gathered in memory and handed to sonic-boom
 * (asynchronous writes) BATCH_CHARS at a time, so one write carries a few dozen requests' lines,
 * and whatever waits every FLUSH_MS, so a quiet shop's lines appear within a second. sonic-boom
 * measures the byte length of everything it holds on every write it is given: a line handed to
 * it alone cost 3–4 µs, a line gathered here under 1 µs
 * (docs/benchmarks/2026-11-28-observability.md). What waits when the process exits, also
 * through process.exit(), is written synchronously then (a batch sonic-boom is writing at that
 * moment is lost, as with sonic-boom alone).
 */
export class LineBatches implements DestinationStream {
  #lines: string[] = [];
  #chars = 0;
  readonly #out: BatchWriter;
  readonly #fd: number;

  /** `out` writes to the file descriptor `fd`; `timer: false` leaves flushing to the caller. */
  constructor(out: BatchWriter, { fd = 1, timer = true }: { fd?: number; timer?: boolean } = {}) {
    this.#out = out;
    this.#fd = fd;
    if (!timer) return;
    setInterval(() => this.flush(), FLUSH_MS).unref();
    process.on('exit', () => this.flushSync());
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= BATCH_CHARS) this.flush();
  }

  /** Hands what waits to the writer (which writes it asynchronously). */
  flush(): void {
    if (this.#lines.length === 0 || this.#out.destroyed) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.#out.write(text);
  }

  /**
   * Writes everything now, synchronously (the process is exiting): what the writer holds, then
   * what waits here. (Handed to the writer, it would start an asynchronous write that an exiting
   * process never finishes.)
   */
  flushSync(): void {
    if (this.#out.destroyed) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    try {
      this.#out.flushSync();
    } catch {
      // Not open yet (a process exiting within its first moments): it holds nothing.
    }
    if (text) writeSync(this.#fd, text);
  }
}

/** A logger for request lines only, at `level`, writing to `stream`: no redaction. */
export const requestLinesTo = (stream: DestinationStream, level: string): Logger =>
  pino({ level, timestamp: isoTime, base: { pid: process.pid } }, stream);

let current: Logger | undefined;
/** The request lines' logger, beside `current`: same level and stream, no redaction. */
let requests: { of: Logger; logger: Logger } | undefined;

/** The process's logger (made on first use from LOG_LEVEL and LOG_FORMAT). */
export function logger(): Logger {
  current ??= createLogger();
  return current;
}

/**
 * The logger of the request lines (request-log.ts): the process's logger's level and stream,
 * without its redaction, which costs about three times the line itself. A request line's fields
 * are fixed and hold nothing to mask (its id, method, route pattern, status, time, bytes).
 */
export function requestLogger(): Logger {
  const of = logger();
  if (requests?.of !== of) {
    const stream = (of as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
    requests = { of, logger: requestLinesTo(stream, of.level) };
  }
  return requests.logger;
}

/** Makes `next` the process's logger; returns the one it replaces (tests put it back). */
export function replaceLogger(next: Logger): Logger {
  const previous = logger();
  current = next;
  return previous;
}

/**
 * A `(line) => void` that writes each line at `level`: what the shop's parts take as their `log`
 * (startShop's option, the mail worker's, the builder's). Leading and trailing blank space goes.
 */
export const logLines =
  (level: 'error' | 'warn' | 'info' | 'debug' = 'info') =>
  (line: string): void => {
    logger()[level](line.trim());
  };
