// A real SMTP server in process (smtp-server) that keeps what arrives, parsed (mailparser), and
// the shop's queue drained into it on demand: the mail tests read what a mailbox would receive.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../src/server/api/db/connect.ts';
import { smtpSender } from '../../src/server/api/mail/sender.ts';
import { deliverDueMail, type DeliveryReport } from '../../src/server/api/mail/worker.ts';

export interface TestMailServer {
  url: string;
  /** Every message accepted so far, in order of arrival. */
  received: ParsedMail[];
  /** While true, every message is refused with a temporary 451. */
  refusing: boolean;
  /** The messages sent to `address` (case-insensitive). */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail): string[] =>
  [mail.to ?? []]
    .flat()
    .flatMap((to) => to.value.map((entry) => (entry.address ?? '').toLowerCase()));

export async function startMailServer(): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const state: TestMailServer = {
    url: '',
    received,
    refusing: false,
    to: (address) => received.filter((mail) => recipients(mail).includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          const refusal = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(refusal);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}

/** Sends every due message of the queue to `server`, as the worker would. */
export function deliverTo(
  db: Db,
  server: Pick<TestMailServer, 'url'>,
  now?: () => Date,
): Promise<DeliveryReport> {
  const sender = smtpSender(server.url, '"VietTech Store" <no-reply@viettech.example>');
  return deliverDueMail({ db, sender, log: () => {}, ...(now ? { now } : {}) }).finally(() =>
    sender.close(),
  );
}
