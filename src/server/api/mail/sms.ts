// Text messages: written here, queued on the mail queue (channel 'sms', queueText in queue.ts) and
// sent by the mail worker through the SMS sender: an SMS provider's HTTP API when SMS_PROVIDER_URL
// is set (a JSON POST with a bearer token), else a JSON file in the SMS outbox folder holding
// what the provider would have received. A message stays within one SMS: 160 GSM-7 characters.
// The words are the catalogue's `mail.sms`, in the account's language.
import { fill, messages, type Lang } from '../../../lib/i18n/index.ts';
import { RESET_CODE_TTL_MINUTES } from '../../../lib/password-reset.ts';
import { internationalPhone } from '../../../lib/phone.ts';
import { SHOP } from '../../../lib/shop.ts';
import type { SmsConfig } from '../../config.ts';
import { writeOutboxFile, type MailSender, type OutgoingMail } from './sender.ts';

/** The longest text of one SMS in the GSM-7 alphabet (no accents: Vietnamese is written without them here). */
export const SMS_MAX_CHARS = 160;

export const SMS_KINDS = ['password-reset-code', 'password-changed'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** A text message, ready for the queue. */
export interface SmsContent {
  kind: SmsKind;
  text: string;
}

export function passwordResetCodeSms(code: string, lang: Lang = 'en'): SmsContent {
  return {
    kind: 'password-reset-code',
    text: fill(messages(lang).mail.sms.resetCode, {
      shop: SHOP.name,
      code,
      minutes: RESET_CODE_TTL_MINUTES,
    }),
  };
}

/** "Password changed", to an account without an e-mail (one with gets the e-mail instead). */
export function passwordChangedSms(change: { reset: boolean }, lang: Lang = 'en'): SmsContent {
  const t = messages(lang).mail.sms;
  return {
    kind: 'password-changed',
    text: fill(t.passwordChanged, { shop: SHOP.name, how: change.reset ? t.withResetCode : '' }),
  };
}

/** What the provider receives, and what an outbox file holds. */
const payload = (sms: OutgoingMail) => ({
  id: sms.id,
  to: internationalPhone(sms.to),
  text: sms.text,
  kind: sms.kind,
});

/** A provider's refusal: a 4xx other than 408 and 429 will not change on a retry. */
class ProviderRefusal extends Error {
  readonly permanent: boolean;
  constructor(status: number, body: string) {
    super(`The SMS provider answered ${status}: ${body.slice(0, 200)}`);
    this.permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  }
}

/** How long the provider may take to answer before the try counts as failed. */
const PROVIDER_TIMEOUT_MS = 30_000;

/**
 * Through the provider's HTTP API: POST `url` with `Authorization: Bearer <token>`, the
 * message's id also as Idempotency-Key (a retry after a lost answer is the same message), and the
 * JSON body { id, to (E.164), text, kind }. Any 2xx is sent.
 */
export function httpSmsSender(provider: { url: string; token: string }): MailSender {
  return {
    send: async (sms) => {
      const response = await fetch(provider.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${provider.token}`,
          'content-type': 'application/json',
          'idempotency-key': sms.id,
        },
        body: JSON.stringify(payload(sms)),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const body = await response.text();
      if (!response.ok) throw new ProviderRefusal(response.status, body);
      return `SMS provider: ${response.status}`;
    },
    close: () => {},
  };
}

/** Into `dir` as a .json file (writeOutboxFile) of what the provider would have received. */
export function outboxSmsSender(dir: string, log: (line: string) => void): MailSender {
  return {
    send: async (sms) => {
      const file = await writeOutboxFile(
        dir,
        sms,
        'json',
        `${JSON.stringify(payload(sms), null, 2)}\n`,
      );
      log(`Text message ${sms.kind} written to ${file}`);
      return file;
    },
    close: () => {},
  };
}

export function createSmsSender(config: SmsConfig, log: (line: string) => void): MailSender {
  return config.provider ? httpSmsSender(config.provider) : outboxSmsSender(config.outboxDir, log);
}
