// The shop's identity (who sells), kept in shop_settings under `identity`: read through one
// in-process cache per app, written by an admin (audited). A write records an every-page change
// (EVERY_PAGE_TAG) in its transaction: every instance applies it within about a second, which
// drops this cache, the API's kept answers and every cached page, so every footer shows the
// new identity (catalog-changes.ts).
import { eq } from 'drizzle-orm';
import {
  adminShopIdentitySchema,
  shopIdentitySchema,
  type AdminShopIdentity,
  type PublicShopIdentity,
} from '../../../api/schemas/shop.ts';
import { EVERY_PAGE_TAG } from '../../../lib/page-tags.ts';
import {
  EMPTY_SHOP_IDENTITY,
  isConfigured,
  normaliseShopIdentity,
  shopIdentityErrors,
  shopToday,
  type ShopIdentity,
} from '../../../lib/shop-identity.ts';
import type { CatalogChanges, RecordedChange } from '../catalog-changes.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { shopSettings } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { validationFailed } from '../http/errors.ts';
import { recordAudit, type AuditWho } from './audit.ts';

const IDENTITY_KEY = 'identity';

/** The identity as the API answers it: every field, and whether anything is configured. */
const shown = (identity: ShopIdentity): PublicShopIdentity => ({
  ...identity,
  configured: isConfigured(identity),
});

/** The stored identity (checked by the contract, as every stored state is), with who last set it. */
async function readStored(db: Db): Promise<AdminShopIdentity> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, IDENTITY_KEY));
  if (!row) return { identity: shown(EMPTY_SHOP_IDENTITY), updatedAt: null, updatedBy: null };
  const stored = shopIdentitySchema.safeParse({
    ...EMPTY_SHOP_IDENTITY,
    ...(row.value as object),
    configured: false,
  });
  // A row this version cannot read (written by a later one) shows nothing rather than guesses.
  const identity = stored.success ? stored.data : shown(EMPTY_SHOP_IDENTITY);
  return adminShopIdentitySchema.parse({
    identity: shown(identity),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  });
}

/** Each app's kept identity, by its change feed, and the feeds whose changes drop it. */
const kept = new WeakMap<CatalogChanges, Promise<AdminShopIdentity>>();
const followed = new WeakSet<CatalogChanges>();

function follow(changes: CatalogChanges): void {
  if (followed.has(changes)) return;
  followed.add(changes);
  changes.onApply((tags) => {
    if (tags.includes(EVERY_PAGE_TAG)) kept.delete(changes);
  });
}

/** The identity with who set it last, from this app's cache (read once after each change). */
export function readShopIdentity(
  deps: Pick<Deps, 'db' | 'catalogChanges'>,
): Promise<AdminShopIdentity> {
  follow(deps.catalogChanges);
  let identity = kept.get(deps.catalogChanges);
  if (!identity) {
    identity = readStored(deps.db);
    kept.set(deps.catalogChanges, identity);
    // A failed read is not kept: the next ask reads again.
    identity.catch(() => kept.delete(deps.catalogChanges));
  }
  return identity;
}

/** The identity read in `db` (a transaction that queues a message): no cache, the row itself. */
export async function shopIdentityIn(db: Db): Promise<PublicShopIdentity> {
  return (await readStored(db)).identity;
}

/**
 * Sets the shop's identity (an admin's whole form): checked by the rules of lib/shop-identity.ts
 * (422 with each field's message), written with its audit entry and an every-page change, which
 * is applied here at once and on every other instance within about a second.
 */
export async function writeShopIdentity(
  deps: Pick<Deps, 'db' | 'catalogChanges' | 'now'>,
  input: ShopIdentity,
  who: AuditWho,
): Promise<AdminShopIdentity> {
  const identity = normaliseShopIdentity(input);
  const at = deps.now();
  const errors = shopIdentityErrors(identity, shopToday(at));
  if (Object.keys(errors).length > 0) throw validationFailed(errors as Record<string, string>);
  const actor = 'staff' in who ? who.staff.email : who.actor;
  const change: RecordedChange = await inTransaction(deps.db, async (tx) => {
    const [before] = await tx
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, IDENTITY_KEY))
      .for('update');
    await tx
      .insert(shopSettings)
      .values({ key: IDENTITY_KEY, value: identity, updatedAt: at, updatedBy: actor })
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value: identity, updatedAt: at, updatedBy: actor },
      });
    await recordAudit(tx, {
      ...who,
      action: 'shop.identity',
      targetId: IDENTITY_KEY,
      before: before?.value ?? null,
      after: identity,
      at,
    });
    return deps.catalogChanges.record(tx, [EVERY_PAGE_TAG]);
  });
  deps.catalogChanges.apply(change);
  return readShopIdentity(deps);
}
