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

/** Waits until a message with `subject` reaches `address` in the outbox, and returns it. */
export async function waitForMail(address: string, subject: string): Promise<ParsedMail> {
  let mail: ParsedMail | undefined;
  await expect
    .poll(async () => {
      mail = (await messagesTo(address)).find((m) => m.subject === subject);
      return mail !== undefined;
    }, `an e-mail "${subject}" to ${address} in ${E2E_OUTBOX_DIR}`)
    .toBe(true);
  return mail!;
}
