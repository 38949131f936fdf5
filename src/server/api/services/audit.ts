// The audit log: who changed what in the back office, written in the same transaction as the
// change (pass the transaction handle), and read by admins newest first in keyset pages.
import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditPage, AuditQuery } from '../../../api/schemas/staff.ts';
import type { Db } from '../db/connect.ts';
import { auditLog } from '../db/schema.ts';

/** Who acted: a staff member, or a label for automation ("automation", "cli"). */
export type AuditWho = { staff: { id: string; email: string } } | { actor: string };

export type AuditInput = AuditWho & {
  /** `<target type>.<verb>`: staff.create, product.update, order.transition, ... */
  action: `${string}.${string}`;
  targetId?: string | null;
  /** The changed fields before and after (JSON; never a password hash or secret). */
  before?: unknown;
  after?: unknown;
  /** When it happened: the app's clock (deps.now()); the process's clock when left out. */
  at?: Date;
};

/** Appends one entry; call it with the transaction that makes the change. */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  await recordAudits(db, [input]);
}

/** Appends entries in one statement (an import's chunk of products); call it in their transaction. */
export async function recordAudits(db: Db, inputs: readonly AuditInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await db.insert(auditLog).values(
    inputs.map((input) => {
      const who =
        'staff' in input
          ? { staffId: input.staff.id, actor: input.staff.email }
          : { staffId: null, actor: input.actor };
      return {
        ...who,
        action: input.action,
        // The target type is the action's first part: it is written once, in the action.
        targetType: input.action.slice(0, input.action.indexOf('.')),
        targetId: input.targetId ?? null,
        before: input.before ?? null,
        after: input.after ?? null,
        // Always from JavaScript (millisecond precision), so page cursors match entries exactly.
        at: input.at ?? new Date(),
      };
    }),
  );
}

/** The page cursor of an entry: its time in milliseconds and its id. */
const cursorOf = (row: { at: Date; id: number }) => `${row.at.getTime()}.${row.id}`;

/** One page of the audit log matching `query`, newest first. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const conditions: (SQL | undefined)[] = [
    query.staffId ? eq(auditLog.staffId, query.staffId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
  ];
  if (query.cursor) {
    const [ms, id] = query.cursor.split('.').map(Number) as [number, number];
    const at = new Date(ms);
    conditions.push(or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id))));
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const entries: AuditEntry[] = page.map((row) => ({ ...row, at: row.at.toISOString() }));
  const last = page.at(-1);
  return { entries, nextCursor: rows.length > query.limit && last ? cursorOf(last) : null };
}
