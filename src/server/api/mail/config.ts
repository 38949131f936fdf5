// Mail settings from the environment: an SMTP server (SMTP_URL), else the outbox folder that
// every message is written to as an .eml file; the sender; how often the worker looks for mail;
// and the storefront's public address, which the links in a message lead to.
import { SHOP } from '../../../lib/shop.ts';
import { folderBesideData } from '../db/connect.ts';

export interface MailConfig {
  /** smtp:// or smtps:// URL of the server to send through; null writes to `outboxDir`. */
  smtpUrl: string | null;
  /** Where messages are written when there is no SMTP server. */
  outboxDir: string;
  /** The From header. */
  from: string;
  /** How often the worker looks for due mail, in milliseconds. */
  pollMs: number;
}

/**
 * The outbox: MAIL_OUTBOX_DIR, else `outbox` in the data folder (./data/outbox beside ./data/shop;
 * ./data/outbox for PostgreSQL), or a temporary folder for memory://.
 */
export const outboxDirFor = (env: NodeJS.ProcessEnv, databaseUrl: string): string =>
  folderBesideData(env['MAIL_OUTBOX_DIR'], databaseUrl, 'outbox');

export function loadMailConfig(env: NodeJS.ProcessEnv, databaseUrl: string): MailConfig {
  const pollMs = env['MAIL_POLL_MS']?.trim() || '5000';
  if (!/^\d+$/.test(pollMs) || Number(pollMs) < 50)
    throw new Error(`MAIL_POLL_MS must be a whole number of at least 50, not "${pollMs}".`);
  return {
    smtpUrl: env['SMTP_URL']?.trim() || null,
    outboxDir: outboxDirFor(env, databaseUrl),
    from: env['MAIL_FROM']?.trim() || `"${SHOP.name}" <${SHOP.noReplyEmail}>`,
    pollMs: Number(pollMs),
  };
}

/** The storefront's public address (SITE_URL, as the build uses it): links in e-mail lead there. */
export const publicSiteUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  (env['SITE_URL']?.trim() || `http://localhost:${env['PORT'] ?? 4321}`).replace(/\/+$/, '');
