// The policy pages' text: read by shoppers in their language, listed and edited by staff. An edit
// is sanitised, audited and recorded as a catalogue change with the page's tag in the same
// transaction, so the page (both languages) and the API's kept answer are dropped on every
// instance once it commits.
import { and, asc, eq } from 'drizzle-orm';
import type { AdminPolicy, Policy, PolicyWrite } from '../../../api/schemas/policies.ts';
import type { Lang } from '../../../lib/i18n/index.ts';
import { policyTag } from '../../../lib/page-tags.ts';
import { POLICY_MESSAGES, POLICY_SLUGS, type PolicySlug } from '../../../lib/policies.ts';
import { sanitizePolicyBody } from '../../../lib/policy-body.ts';
import { isBlank } from '../../../lib/text.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { policyPages } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { recordAudit, type AuditWho } from './audit.ts';

type Row = typeof policyPages.$inferSelect;

const toPolicy = (row: Row): Policy => ({
  slug: row.slug,
  lang: row.lang,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

const toAdminPolicy = (row: Row): AdminPolicy => ({ ...toPolicy(row), updatedBy: row.updatedBy });

/** The page `slug` in `lang`; 404 when it has no text (a database not seeded yet). */
export async function readPolicy(db: Db, slug: PolicySlug, lang: Lang): Promise<Policy> {
  const [row] = await db
    .select()
    .from(policyPages)
    .where(and(eq(policyPages.slug, slug), eq(policyPages.lang, lang)));
  if (!row) throw notFound(POLICY_MESSAGES.notFound);
  return toPolicy(row);
}

/** Every page in every language, in the footer's order, English first. */
export async function listPolicies(db: Db): Promise<AdminPolicy[]> {
  const rows = await db.select().from(policyPages).orderBy(asc(policyPages.lang));
  const order = (row: Row) => POLICY_SLUGS.indexOf(row.slug);
  return rows.sort((a, b) => order(a) - order(b)).map(toAdminPolicy);
}

/**
 * Writes the title and the (sanitised) body of `slug` in `lang`, audited with what it replaced,
 * and drops the page everywhere. An edit that changes nothing writes nothing.
 */
export async function updatePolicy(
  deps: Deps,
  slug: PolicySlug,
  lang: Lang,
  input: PolicyWrite,
  who: AuditWho,
): Promise<AdminPolicy> {
  const text = { title: input.title, body: sanitizePolicyBody(input.body) };
  // Markup that sanitising empties (a lone <script>) leaves no text to show.
  if (isBlank(text.body.replace(/<[^>]*>/g, '')))
    throw validationFailed({ body: POLICY_MESSAGES.bodyRequired });
  const actor = 'staff' in who ? who.staff.email : who.actor;
  const { row, change } = await inTransaction(deps.db, async (tx) => {
    const [before] = await tx
      .select()
      .from(policyPages)
      .where(and(eq(policyPages.slug, slug), eq(policyPages.lang, lang)))
      .for('update');
    if (before && before.title === text.title && before.body === text.body)
      return { row: before, change: null };
    const at = deps.now();
    const [written] = await tx
      .insert(policyPages)
      .values({ slug, lang, ...text, updatedAt: at, updatedBy: actor })
      .onConflictDoUpdate({
        target: [policyPages.slug, policyPages.lang],
        set: { ...text, updatedAt: at, updatedBy: actor },
      })
      .returning();
    await recordAudit(tx, {
      ...who,
      action: 'policy.update',
      targetId: `${slug}/${lang}`,
      before: before ? { title: before.title, body: before.body } : null,
      after: text,
      at,
    });
    return { row: written!, change: await deps.catalogChanges.record(tx, [policyTag(slug)]) };
  });
  if (change) deps.catalogChanges.apply(change);
  return toAdminPolicy(row);
}
