// `npm run staff -- create EMAIL --role ROLE [--name NAME]`: creates a back-office staff member
// (the first admin, typically) in the database DATABASE_URL names (default ./data/shop). The
// password is asked for with hidden input on a terminal, or read from the first line of stdin
// when piped. Checked like the API checks it; recorded in the audit log as "cli".
import { parseArgs } from 'node:util';
import { STAFF_ROLES, validateNewStaff, type StaffRole } from '../src/lib/staff.ts';
import { createStaff, isStaffInputError } from '../src/server/api/services/staff.ts';
import { withCommandDatabase } from './lib/command-database.ts';

const USAGE = `Usage: npm run staff -- create EMAIL --role ${STAFF_ROLES.join('|')} [--name NAME]`;

class UsageError extends Error {}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of piped stdin. */
async function readPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const password = await promptHidden('Password: ');
  if ((await promptHidden('Repeat the password: ')) !== password)
    throw new UsageError('The passwords do not match.');
  return password;
}

function parseCommand() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' } },
  });
  const [command, email, ...extra] = positionals;
  if (command !== 'create' || !email || extra.length > 0) throw new UsageError(USAGE);
  const role = values.role as StaffRole | undefined;
  if (!role || !STAFF_ROLES.includes(role)) throw new UsageError(USAGE);
  return { email, role, name: values.name ?? email.split('@')[0] ?? email };
}

async function main(): Promise<void> {
  const { email, role, name } = parseCommand();
  const fieldErrors = validateNewStaff({ email, name, password: 'x'.repeat(1000) });
  if (Object.keys(fieldErrors).length > 0) throw new UsageError(Object.values(fieldErrors)[0]);
  const password = await readPassword();
  const passwordError = validateNewStaff({ email, name, password }).password;
  if (passwordError) throw new UsageError(passwordError);

  await withCommandDatabase(
    'Stop the shop, run this command again, then start the shop; or sign in at /admin/login as an admin and add staff there.',
    async (database) => {
      const row = await createStaff(database.db, { email, name, role, password }, { actor: 'cli' });
      console.log(`Created ${row.role} ${row.email}. Sign in at /admin/login.`);
    },
  );
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError) console.error(error.message);
  else if (isStaffInputError(error)) {
    const details = Object.values(error.errors ?? {}).filter((m) => m !== error.message);
    console.error([error.message, ...details].join(': '));
  } else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
