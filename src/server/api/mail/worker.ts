// The mail worker: sends due rows of mail_queue, in the shop's process, never in a request: an
// e-mail through the mail sender, a text message (channel 'sms') through the SMS sender.
// Rows are claimed with one conditional update (FOR UPDATE SKIP LOCKED in its subquery), which
// also pushes their next attempt past a lease: several instances on one PostgreSQL never take
// the same row, and a row whose sender died mid-send is taken again once the lease ends. A
// failure is retried with backoff (30 s doubling to an hour) until MAIL_MAX_ATTEMPTS; a server
// that refuses a message for good (5xx) ends it at once. A mail server outage therefore loses no
// mail, and a restart resumes where the queue stands.
import { and, asc, count, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { countMailFailure } from '../../metrics.ts';
import type { Db } from '../db/connect.ts';
import { mailQueue } from '../db/schema.ts';
import { isPermanentFailure, type MailSender } from './sender.ts';
import { logLines } from '../../log.ts';

/** Tries per message: with the backoff capped at an hour, about two days of trying. */
export const MAIL_MAX_ATTEMPTS = 50;
/** How long a claimed message is left to its sender before another run may take it. */
const CLAIM_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const BATCH = 20;
const ERROR_MAX_CHARS = 500;
/** Kinds whose body is wiped once sent: a reset link or code must not outlive its purpose in the database. */
const WIPED_AFTER_SENDING = new Set(['password-reset', 'password-reset-code']);
const WIPED_BODY = '(removed once sent)';

/** The wait after the `attempts`-th failed try: 30 s, 1 min, 2 min, ... at most an hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface MailDeliveryDeps {
  db: Db;
  sender: MailSender;
  /** The text messages' sender; without one, text messages stay queued. */
  smsSender?: MailSender;
  now?: () => Date;
  log?: (line: string) => void;
  /**
   * Aborted when the shop stops: the messages claimed and not yet tried are given back at once
   * (due again now, their try not counted), so another instance sends them without waiting out
   * the lease.
   */
  signal?: AbortSignal;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_CHARS);

/** An error as the server log may hold it: a server's answer can quote the recipient's address or number. */
const loggable = (error: unknown) =>
  errorText(error)
    .replace(/[^\s<>"'@]+@[^\s<>"']+/g, '<address>')
    .replace(/\+?\d{9,12}/g, '<number>');

/**
 * Claims up to BATCH due messages for this run. The locking select is a CTE, run once: as a
 * subquery of the UPDATE, PostgreSQL may run it again while rechecking a row another worker just
 * changed, and two workers then claimed the same message (seen on PostgreSQL, never on PGlite).
 */
async function claimDue(db: Db, now: Date, channels: string[]) {
  const due = db.$with('due').as(
    db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          isNull(mailQueue.sentAt),
          lte(mailQueue.nextAttemptAt, now),
          lt(mailQueue.attempts, MAIL_MAX_ATTEMPTS),
          inArray(mailQueue.channel, channels),
        ),
      )
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(
      and(
        inArray(mailQueue.id, db.select({ id: due.id }).from(due)),
        isNull(mailQueue.sentAt),
        lte(mailQueue.nextAttemptAt, now),
      ),
    )
    .returning();
}

/**
 * Sends every message due now, one claimed batch after another until none is left; resolves to
 * how many went out and how many failed (to be retried, or given up). Tests call it to drain the
 * queue deterministically; the worker calls it on every tick.
 */
export async function deliverDueMail(deps: MailDeliveryDeps): Promise<DeliveryReport> {
  const { db, sender } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? logLines('info');
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const senders = new Map([['email', sender]]);
  if (deps.smsSender) senders.set('sms', deps.smsSender);
  for (;;) {
    if (deps.signal?.aborted) return report;
    const claimed = await claimDue(db, now(), [...senders.keys()]);
    for (const [index, row] of claimed.entries()) {
      if (deps.signal?.aborted) {
        await releaseClaims(db, claimed.slice(index), now());
        return report;
      }
      try {
        await senders.get(row.channel)!.send(row);
        const wipe = WIPED_AFTER_SENDING.has(row.kind);
        await db
          .update(mailQueue)
          .set({
            sentAt: now(),
            lastError: null,
            ...(wipe ? { text: WIPED_BODY, html: WIPED_BODY } : {}),
          })
          .where(eq(mailQueue.id, row.id));
        report.sent += 1;
      } catch (error) {
        const final = isPermanentFailure(error) || row.attempts >= MAIL_MAX_ATTEMPTS;
        await db
          .update(mailQueue)
          .set({
            lastError: errorText(error),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
            ...(final ? { attempts: MAIL_MAX_ATTEMPTS } : {}),
          })
          .where(eq(mailQueue.id, row.id));
        report.failed += 1;
        countMailFailure(row.channel);
        log(
          `${row.channel === 'sms' ? 'Text message' : 'E-mail'} ${row.kind} ${row.id}: try ${row.attempts} failed (${loggable(error)}); ${final ? 'given up' : 'will retry'}.`,
        );
      }
    }
    if (claimed.length < BATCH) return report;
  }
}

/** Gives claimed messages back untried: due now, the claim's try taken off their count. */
async function releaseClaims(db: Db, rows: readonly { id: string }[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(mailQueue)
    .set({ attempts: sql`greatest(${mailQueue.attempts} - 1, 0)`, nextAttemptAt: now })
    .where(
      and(
        inArray(
          mailQueue.id,
          rows.map((row) => row.id),
        ),
        isNull(mailQueue.sentAt),
      ),
    );
}

/** Messages queued and not yet sent nor given up (the queue's depth, for /metrics). */
export async function queuedMail(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), lt(mailQueue.attempts, MAIL_MAX_ATTEMPTS)));
  return row?.n ?? 0;
}

export interface MailWorker {
  /** Stops polling and waits for the run under way. */
  stop(): Promise<void>;
}

/** Runs deliverDueMail every `pollMs` until stopped; a failed run is logged and the next one tries again. */
export function startMailWorker(deps: MailDeliveryDeps & { pollMs: number }): MailWorker {
  const log = deps.log ?? logLines('info');
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const stopping = new AbortController();
  const tick = () => {
    running = deliverDueMail({ ...deps, signal: stopping.signal }).then(
      () => undefined,
      (error: unknown) => log(`The mail worker could not read the queue: ${loggable(error)}`),
    );
    void running.then(() => {
      if (stopped) return;
      timer = setTimeout(tick, deps.pollMs);
      timer.unref();
    });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      // The message being sent finishes; those claimed after it are given back.
      stopping.abort();
      await running;
      deps.sender.close();
      deps.smsSender?.close();
    },
  };
}
