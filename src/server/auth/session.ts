// Sign-in sessions and their rotating refresh tokens: a session is one family of refresh
// tokens; only their SHA-256 hashes are stored. Access tokens name the session they belong to.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/constants.ts';
import type { Db } from '../db/connect.ts';
import { refreshTokens, sessions, users } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { hashToken, newRefreshToken, signAccessToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
}

/** What a refresh attempt came to: a new token in the same session, or the reason it failed. */
export type RotationResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

async function addRefreshToken(
  db: Db,
  sessionId: string,
  now: Date,
  ttlDays: number,
): Promise<string> {
  const refreshToken = newRefreshToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refreshToken),
    sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return refreshToken;
}

/** Opens a session for `userId` with its first refresh token (pass a transaction to join it). */
export async function startSession(
  db: Db,
  userId: string,
  now: Date,
  ttlDays: number,
): Promise<IssuedSession> {
  const sessionId = newId();
  await db.insert(sessions).values({ id: sessionId, userId, createdAt: now });
  return { sessionId, refreshToken: await addRefreshToken(db, sessionId, now, ttlDays) };
}

/**
 * Exchanges a refresh token for a new one in the same session. The old token is marked rotated
 * by a conditional update, so of two concurrent uses only one wins; presenting a token that was
 * already rotated revokes the whole session (reuse detection).
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now: Date,
  ttlDays: number,
): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: sessions.revokedAt,
      userId: sessions.userId,
      deletedAt: users.deletedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt || row.deletedAt) return { ok: false, reason: 'revoked' };
  if (row.rotatedAt) {
    await revokeSession(db, row.sessionId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const refreshToken = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (claimed.length === 0) return null;
    return addRefreshToken(tx, row.sessionId, now, ttlDays);
  });
  if (refreshToken === null) {
    await revokeSession(db, row.sessionId, now);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, userId: row.userId, sessionId: row.sessionId, refreshToken };
}

/** The session a refresh token belongs to, whatever its state (for sign-out). */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.sessionId ?? null;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/** The access-token half of every response that signs someone in. */
export async function accessTokenFor(
  jwtSecret: Uint8Array,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<{ accessToken: string; expiresIn: number }> {
  const accessToken = await signAccessToken(jwtSecret, { userId, sessionId }, now);
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}
