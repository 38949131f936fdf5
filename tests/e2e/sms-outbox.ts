// Where the browser journeys' shop writes its text messages (scripts/e2e-server.ts sets
// SMS_OUTBOX_DIR to it), and reading one: each is a JSON file of what an SMS provider would get.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pollUntilFound } from './mail-outbox.ts';

export const E2E_SMS_OUTBOX_DIR = path.resolve('test-results', 'e2e-sms-outbox');

interface TextMessage {
  to: string;
  text: string;
  kind: string;
}

async function textsTo(phone: string): Promise<TextMessage[]> {
  const files = await readdir(E2E_SMS_OUTBOX_DIR).catch(() => [] as string[]);
  const texts = await Promise.all(
    files
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(E2E_SMS_OUTBOX_DIR, name), 'utf8'))),
  );
  return (texts as TextMessage[]).filter((sms) => sms.to === phone);
}

/** Waits until a text of `kind` reaches `phone` (international form, +84...), and returns it. */
export function waitForText(phone: string, kind: string): Promise<TextMessage> {
  return pollUntilFound(
    async () => (await textsTo(phone)).find((sms) => sms.kind === kind),
    `a text message ${kind} to ${phone} in ${E2E_SMS_OUTBOX_DIR}`,
  );
}
