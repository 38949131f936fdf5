// `npm run orders -- advance ORDER_NUMBER [--to STATUS] [--note TEXT]`: moves an order to its next
// status (pending → processing → shipped → delivered), or to STATUS (`--to cancelled` cancels:
// stock back, a card refunded), in the database DATABASE_URL names (default ./data/shop). The same
// service and rules as the back office; recorded in the order's history and the audit log as "cli".
import { parseArgs } from 'node:util';
import { ORDER_STATUSES, type OrderStatus } from '../src/lib/constants.ts';
import { statusLabel } from '../src/lib/order-display.ts';
import { ORDER_ADMIN_MESSAGES, TRANSITION_NOTE_MAX } from '../src/lib/order-status.ts';
import { HttpError } from '../src/server/api/http/errors.ts';
import { findOrderRow, transitionOrder } from '../src/server/api/services/order-admin.ts';
import { createTestPaymentGateway } from '../src/server/api/services/payments.ts';
import { withCommandDatabase } from './lib/command-database.ts';

const USAGE = `Usage: npm run orders -- advance ORDER_NUMBER [--to ${ORDER_STATUSES.join('|')}] [--note TEXT]`;

class UsageError extends Error {}

function parseCommand() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { to: { type: 'string' }, note: { type: 'string' } },
    });
  } catch {
    throw new UsageError(USAGE);
  }
  const { values, positionals } = parsed;
  const [command, orderNumber, ...extra] = positionals;
  if (command !== 'advance' || !orderNumber || extra.length > 0) throw new UsageError(USAGE);
  const to = values.to as OrderStatus | undefined;
  if (to !== undefined && !ORDER_STATUSES.includes(to))
    throw new UsageError(ORDER_ADMIN_MESSAGES.statusInvalid);
  const note = values.note?.trim() || undefined;
  if (note && note.length > TRANSITION_NOTE_MAX)
    throw new UsageError(ORDER_ADMIN_MESSAGES.noteTooLong);
  return { orderNumber: orderNumber.trim(), to, note };
}

async function main(): Promise<void> {
  const { orderNumber, to, note } = parseCommand();
  await withCommandDatabase(
    'Stop the shop and run this command again, or move the order in the back office at /admin/orders.',
    async (database) => {
      const deps = { db: database.db, payments: createTestPaymentGateway(), now: () => new Date() };
      const row = await findOrderRow(database.db, { orderNumber }).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404)
          throw new UsageError(`There is no order ${orderNumber}.`);
        throw error;
      });
      const moved = await transitionOrder(deps, { row, to, note, who: { actor: 'cli' } }).catch(
        (error: unknown) => {
          if (error instanceof HttpError)
            throw new UsageError(`Order ${row.orderNumber}: ${error.message}`);
          throw error;
        },
      );
      // A cancel that returned refunded the card charge in its transaction (or it would have thrown).
      const refunded =
        moved.status === 'cancelled' && row.paymentReference && !row.refundedAt
          ? ' The card payment was refunded.'
          : '';
      console.log(
        `Order ${moved.orderNumber}: ${statusLabel(row.status)} → ${statusLabel(moved.status)}.${refunded}`,
      );
    },
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
