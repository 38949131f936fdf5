// How a queued message leaves the shop (nodemailer): through the SMTP server SMTP_URL names, or,
// without one, written to the outbox folder as an RFC 822 .eml file any mail client opens, its
// path logged (never its recipient: the server log holds no customer e-mail). A picture the
// message carries as a data: URL (the VietQR code) leaves as a PNG attached inline and named by
// its Content-ID: Gmail and Outlook show no data: URL picture, and few clients draw an SVG.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import sharp from 'sharp';
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

/** A picture attached inline, shown where the HTML names `cid:<cid>`. */
export interface InlinePicture {
  filename: string;
  content: Buffer;
  contentType: 'image/png';
  cid: string;
  contentDisposition: 'inline';
}

/** The width an inline picture is drawn at (twice the 200 px the e-mail shows it at). */
const INLINE_PICTURE_PX = 400;
const DATA_PICTURE = /src="data:image\/(svg\+xml|png);base64,([A-Za-z0-9+/=]+)"/g;

/**
 * The HTML with each data: URL picture replaced by `cid:` and the pictures as PNG attachments (an
 * SVG drawn at INLINE_PICTURE_PX wide by sharp).
 */
export async function inlinePictures(
  html: string,
  mailId: string,
  domain: string,
): Promise<{ html: string; attachments: InlinePicture[] }> {
  const found = [...html.matchAll(DATA_PICTURE)];
  if (found.length === 0) return { html, attachments: [] };
  const attachments = await Promise.all(
    found.map(async ([, type, data], i): Promise<InlinePicture> => {
      const bytes = Buffer.from(data!, 'base64');
      const content =
        type === 'png'
          ? bytes
          : await sharp(bytes, { density: 300 })
              .resize({ width: INLINE_PICTURE_PX })
              .png({ palette: true })
              .toBuffer();
      return {
        filename: `picture-${i + 1}.png`,
        content,
        contentType: 'image/png',
        cid: `picture-${i + 1}.${mailId}@${domain}`,
        contentDisposition: 'inline',
      };
    }),
  );
  let i = 0;
  const replaced = html.replace(DATA_PICTURE, () => `src="cid:${attachments[i++]!.cid}"`);
  return { html: replaced, attachments };
}

/** The message as nodemailer takes it; its Message-ID is the queue row's, so a resend is one message. */
export async function mailMessage(from: string, mail: OutgoingMail) {
  const domain = domainOf(from);
  const { html, attachments } = await inlinePictures(mail.html, mail.id, domain);
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html,
    attachments,
    messageId: `<${mail.id}@${domain}>`,
    headers: { 'X-Mail-Kind': mail.kind },
  };
}

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
      const info = await transport.sendMail(await mailMessage(from, mail));
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
      const info = await transport.sendMail(await mailMessage(from, mail));
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
