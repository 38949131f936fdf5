// How a queued message leaves the shop (nodemailer): through the SMTP server SMTP_URL names, or,
// without one, written to the outbox folder as an RFC 822 .eml file any mail client opens, its
// path logged (never its recipient: the server log holds no customer e-mail).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config.ts';

/** A message taken from the queue (a text message's subject and html are empty). */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  createdAt: Date;
}

export interface MailSender {
  /** Sends one message; resolves to where it went (the server's answer, or the file written). */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/**
 * A failure no retry can mend: the mail server refused the message or its recipient for good
 * (5xx), or a sender said so (`permanent`: the SMS provider's 4xx).
 */
export function isPermanentFailure(error: unknown): boolean {
  const failure = error as { responseCode?: unknown; permanent?: unknown } | null;
  const code = failure?.responseCode;
  return failure?.permanent === true || (typeof code === 'number' && code >= 500 && code < 600);
}

const domainOf = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

/** The message as nodemailer takes it; its Message-ID is the queue row's, so a resend is one message. */
const message = (from: string, mail: OutgoingMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: `<${mail.id}@${domainOf(from)}>`,
  headers: { 'X-Mail-Kind': mail.kind },
});

/** Through an SMTP server (smtp:// or smtps:// URL with optional user:password@). */
export function smtpSender(url: string, from: string): MailSender {
  // The URL's own settings win; these bound how long a silent server holds a message back.
  const transport = createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(message(from, mail));
      return `SMTP: ${info.response}`;
    },
    close: () => transport.close(),
  };
}

/** "2026-11-22T14-05-09-123Z": an instant as a file-name part that sorts in time order. */
const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * Writes a message into the outbox folder `dir` as `<timestamp>-<kind>-<id>.<extension>`, whole
 * or not at all (a rename); resolves to the file's path.
 */
export async function writeOutboxFile(
  dir: string,
  mail: OutgoingMail,
  extension: string,
  content: string | Buffer,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${stamp(mail.createdAt)}-${mail.kind}-${mail.id}.${extension}`);
  await writeFile(`${file}.partial`, content);
  await rename(`${file}.partial`, file);
  return file;
}

/** Into `dir` as an .eml file (writeOutboxFile). */
export function outboxSender(dir: string, from: string, log: (line: string) => void): MailSender {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(message(from, mail));
      const file = await writeOutboxFile(dir, mail, 'eml', info.message as Buffer);
      log(`E-mail ${mail.kind} written to ${file}`);
      return file;
    },
    close: () => transport.close(),
  };
}

export function createMailSender(config: MailConfig, log: (line: string) => void): MailSender {
  return config.smtpUrl
    ? smtpSender(config.smtpUrl, config.from)
    : outboxSender(config.outboxDir, config.from, log);
}
