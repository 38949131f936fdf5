// Where the browser journeys' shop writes its e-mail (scripts/e2e-server.ts sets MAIL_OUTBOX_DIR to
// it), and reading a message from it the way a mail client would (mailparser).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

export const E2E_OUTBOX_DIR = path.resolve('test-results', 'e2e-outbox');

async function messagesTo(address: string): Promise<ParsedMail[]> {
  const files = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  const found: ParsedMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml')).sort()) {
    const mail = await simpleParser(await readFile(path.join(E2E_OUTBOX_DIR, file)));
    const to = [mail.to ?? []].flat().flatMap((entry) => entry.value.map((v) => v.address));
    if (to.includes(address)) found.push(mail);
  }
  return found;
}

/** Polls `find` until it finds something (failing the step after the poll's timeout), and returns it. */
export async function pollUntilFound<T>(
  find: () => Promise<T | undefined>,
  what: string,
): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => {
      found = await find();
      return found !== undefined;
    }, what)
    .toBe(true);
  return found!;
}

/** Waits until a message with `subject` reaches `address` in the outbox, and returns it. */
export function waitForMail(address: string, subject: string): Promise<ParsedMail> {
  return pollUntilFound(
    async () => (await messagesTo(address)).find((m) => m.subject === subject),
    `an e-mail "${subject}" to ${address} in ${E2E_OUTBOX_DIR}`,
  );
}
