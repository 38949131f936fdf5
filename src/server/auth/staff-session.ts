// Staff sign-in sessions and their rotating refresh tokens, as session.ts for customers but in
// tables of their own (staff_sessions, staff_refresh_tokens) and with access tokens of the staff
// audience, so a staff session and a customer session never stand in for each other.
import { and, eq, isNull } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/constants.ts';
import type { Db } from '../db/connect.ts';
import { staff, staffRefreshTokens, staffSessions } from '../db/schema.ts';
import type { IssuedSession } from './session.ts';
import { newId } from '../db/ids.ts';
import { AUDIENCES, hashToken, newRefreshToken, signAccessToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type StaffRotationResult =
  | { ok: true; staffId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

async function addRefreshToken(db: Db, sessionId: string, now: Date, ttlDays: number) {
  const refreshToken = newRefreshToken();
  await db.insert(staffRefreshTokens).values({
    tokenHash: hashToken(refreshToken),
    sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return refreshToken;
}

/** Opens a staff session with its first refresh token (pass a transaction to join it). */
export async function startStaffSession(
  db: Db,
  staffId: string,
  now: Date,
  ttlDays: number,
): Promise<IssuedSession> {
  const sessionId = newId();
  await db.insert(staffSessions).values({ id: sessionId, staffId, createdAt: now });
  return { sessionId, refreshToken: await addRefreshToken(db, sessionId, now, ttlDays) };
}

export async function revokeStaffSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of a staff member (removal). */
export async function revokeAllStaffSessions(db: Db, staffId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/**
 * Exchanges a staff refresh token for a new one in the same session; a token presented after it
 * was rotated revokes the whole session (reuse detection), as for customers.
 */
export async function rotateStaffRefreshToken(
  db: Db,
  token: string,
  now: Date,
  ttlDays: number,
): Promise<StaffRotationResult> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      sessionId: staffRefreshTokens.sessionId,
      expiresAt: staffRefreshTokens.expiresAt,
      rotatedAt: staffRefreshTokens.rotatedAt,
      revokedAt: staffSessions.revokedAt,
      staffId: staffSessions.staffId,
      removedAt: staff.removedAt,
    })
    .from(staffRefreshTokens)
    .innerJoin(staffSessions, eq(staffSessions.id, staffRefreshTokens.sessionId))
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffRefreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt || row.removedAt) return { ok: false, reason: 'revoked' };
  if (row.rotatedAt) {
    await revokeStaffSession(db, row.sessionId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const refreshToken = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(staffRefreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(staffRefreshTokens.tokenHash, tokenHash), isNull(staffRefreshTokens.rotatedAt)))
      .returning({ sessionId: staffRefreshTokens.sessionId });
    if (claimed.length === 0) return null;
    return addRefreshToken(tx, row.sessionId, now, ttlDays);
  });
  if (refreshToken === null) {
    await revokeStaffSession(db, row.sessionId, now);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, staffId: row.staffId, sessionId: row.sessionId, refreshToken };
}

/** The session a staff refresh token belongs to, whatever its state (for sign-out). */
export async function staffSessionOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: staffRefreshTokens.sessionId })
    .from(staffRefreshTokens)
    .where(eq(staffRefreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.sessionId ?? null;
}

/** A staff access token (staff audience) and its lifetime. */
export async function staffAccessTokenFor(
  jwtSecret: Uint8Array,
  staffId: string,
  sessionId: string,
  now: Date,
): Promise<{ accessToken: string; expiresIn: number }> {
  const accessToken = await signAccessToken(
    jwtSecret,
    { userId: staffId, sessionId },
    now,
    AUDIENCES.staff,
  );
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}
