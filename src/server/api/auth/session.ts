// Sign-in sessions and their rotating refresh tokens, one way for customers and for staff: a
// session is one family of refresh tokens, of which only the SHA-256 hashes are stored; access
// tokens name the session they belong to. Each kind of account has its own tables
// (db/schema.ts sessionTables), access-token audience and refresh cookie, so a session of one
// kind never stands in for the other's.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../lib/constants.ts';
import type { AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { newId } from '../db/ids.ts';
import {
  refreshTokens,
  sessions,
  staff,
  staffRefreshTokens,
  staffSessions,
  users,
} from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { RefreshCookie } from './account-cookies.ts';
import { bearerToken } from './bearer.ts';
import {
  AUDIENCES,
  hashToken,
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
  type Audience,
} from './tokens.ts';
import { inTransaction } from '../db/transaction.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
}

/** What a refresh attempt came to: a new token in the same session, or the reason it failed. */
export type RotationResult =
  | { ok: true; ownerId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** The accounts of a kind: their table, id, and when one was closed (deleted, removed). */
interface Owners {
  table: PgTable;
  id: AnyPgColumn;
  closedAt: AnyPgColumn;
}

/** The values of selected columns, as a query answers them. */
type ColumnValues<Fields extends Record<string, AnyPgColumn>> = {
  [K in keyof Fields]: Fields[K]['_']['data'];
};

/** The sessions of one kind of account. */
export class SessionStore {
  private readonly sessions: typeof sessions;
  private readonly refreshTokens: typeof refreshTokens;
  private readonly owners: Owners;
  readonly audience: Audience;
  readonly cookie: RefreshCookie;

  constructor(kind: {
    sessions: typeof sessions;
    refreshTokens: typeof refreshTokens;
    owners: Owners;
    audience: Audience;
    cookie: RefreshCookie;
  }) {
    this.sessions = kind.sessions;
    this.refreshTokens = kind.refreshTokens;
    this.owners = kind.owners;
    this.audience = kind.audience;
    this.cookie = kind.cookie;
  }

  private async addRefreshToken(db: Db, sessionId: string, now: Date, ttlDays: number) {
    const refreshToken = newRefreshToken();
    await db.insert(this.refreshTokens).values({
      tokenHash: hashToken(refreshToken),
      sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
    });
    return refreshToken;
  }

  /** Opens a session for `ownerId` with its first refresh token (pass a transaction to join it). */
  async start(db: Db, ownerId: string, now: Date, ttlDays: number): Promise<IssuedSession> {
    const sessionId = newId();
    await db.insert(this.sessions).values({ id: sessionId, ownerId, createdAt: now });
    return { sessionId, refreshToken: await this.addRefreshToken(db, sessionId, now, ttlDays) };
  }

  /**
   * Exchanges a refresh token for a new one in the same session. The old token is marked rotated
   * by a conditional update, so of two concurrent uses only one wins; presenting a token that was
   * already rotated revokes the whole session (reuse detection).
   */
  async rotate(db: Db, token: string, now: Date, ttlDays: number): Promise<RotationResult> {
    const { sessions, refreshTokens, owners } = this;
    const tokenHash = hashToken(token);
    const [row] = await db
      .select({
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: sessions.revokedAt,
        ownerId: sessions.ownerId,
        closedAt: owners.closedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(owners.table, eq(owners.id, sessions.ownerId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt || row.closedAt) return { ok: false, reason: 'revoked' };
    if (row.rotatedAt) {
      await this.revoke(db, row.sessionId, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

    const refreshToken = await inTransaction(db, async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (claimed.length === 0) return null;
      return this.addRefreshToken(tx, row.sessionId, now, ttlDays);
    });
    if (refreshToken === null) {
      await this.revoke(db, row.sessionId, now);
      return { ok: false, reason: 'reused' };
    }
    return { ok: true, ownerId: row.ownerId, sessionId: row.sessionId, refreshToken };
  }

  /** The session a refresh token belongs to, whatever its state (for sign-out). */
  async sessionOfRefreshToken(db: Db, token: string): Promise<string | null> {
    const [row] = await db
      .select({ sessionId: this.refreshTokens.sessionId })
      .from(this.refreshTokens)
      .where(eq(this.refreshTokens.tokenHash, hashToken(token)))
      .limit(1);
    return row?.sessionId ?? null;
  }

  async revoke(db: Db, sessionId: string, now: Date): Promise<void> {
    await db
      .update(this.sessions)
      .set({ revokedAt: now })
      .where(and(eq(this.sessions.id, sessionId), isNull(this.sessions.revokedAt)));
  }

  /** Revokes every live session of an account, except `keepSessionId` when given. */
  async revokeAll(db: Db, ownerId: string, now: Date, keepSessionId?: string): Promise<void> {
    const conditions = [eq(this.sessions.ownerId, ownerId), isNull(this.sessions.revokedAt)];
    if (keepSessionId) conditions.push(ne(this.sessions.id, keepSessionId));
    await db
      .update(this.sessions)
      .set({ revokedAt: now })
      .where(and(...conditions));
  }

  /**
   * `fields` of the session `claims` name and of its account, when the session is live (not
   * revoked) and the account not closed; undefined otherwise.
   */
  async live<Fields extends Record<string, AnyPgColumn>>(
    db: Db,
    claims: AccessClaims,
    fields: Fields,
  ): Promise<ColumnValues<Fields> | undefined> {
    const { sessions, owners } = this;
    const selection: Record<string, AnyPgColumn> = fields;
    const [row] = await db
      .select(selection)
      .from(sessions)
      .innerJoin(owners.table, eq(owners.id, sessions.ownerId))
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.ownerId, claims.userId),
          isNull(sessions.revokedAt),
          isNull(owners.closedAt),
        ),
      )
      .limit(1);
    return row as ColumnValues<Fields> | undefined;
  }

  /** The access-token half of every response that signs someone in. */
  async accessTokenFor(
    jwtSecret: Uint8Array,
    ownerId: string,
    sessionId: string,
    now: Date,
  ): Promise<{ accessToken: string; expiresIn: number }> {
    const claims = { userId: ownerId, sessionId };
    const accessToken = await signAccessToken(jwtSecret, claims, now, this.audience);
    return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** Sets the refresh cookie of `session` and returns its new access token. */
  async signedIn(c: Context<AppEnv>, ownerId: string, session: IssuedSession) {
    const { config, now } = c.var.deps;
    this.cookie.set(c, session.refreshToken);
    return this.accessTokenFor(config.jwtSecret, ownerId, session.sessionId, now());
  }

  /**
   * POST refresh: rotates the refresh cookie's token and returns the new session with the account
   * `find` reads for it; else clears the cookie and answers 401 `message`.
   */
  async refresh<Row>(
    c: Context<AppEnv>,
    find: (db: Db, ownerId: string) => Promise<Row | undefined>,
    message: string,
  ): Promise<{ row: Row; session: IssuedSession }> {
    const { db, config, now } = c.var.deps;
    const token = this.cookie.read(c);
    const rotated = token ? await this.rotate(db, token, now(), config.refreshTokenTtlDays) : null;
    const row = rotated?.ok ? await find(db, rotated.ownerId) : undefined;
    if (!rotated?.ok || !row) {
      this.cookie.clear(c);
      throw unauthorized(message);
    }
    return { row, session: rotated };
  }

  /** POST sign-out: revokes the sessions of the refresh cookie and of the bearer token, if any. */
  async signOut(c: Context<AppEnv>): Promise<Response> {
    const { db, config, now } = c.var.deps;
    const at = now();
    const refresh = this.cookie.read(c);
    const bearer = bearerToken(c);
    const sessionIds = new Set<string>();
    const fromCookie = refresh ? await this.sessionOfRefreshToken(db, refresh) : null;
    if (fromCookie) sessionIds.add(fromCookie);
    const claims = bearer
      ? await verifyAccessToken(config.jwtSecret, bearer, at, this.audience)
      : null;
    if (claims) sessionIds.add(claims.sessionId);
    for (const sessionId of sessionIds) await this.revoke(db, sessionId, at);
    this.cookie.clear(c);
    return c.body(null, 204);
  }
}

/** Customers' sessions, their shop-api access tokens and refresh cookie. */
export const customerSessionStore = new SessionStore({
  sessions,
  refreshTokens,
  owners: { table: users, id: users.id, closedAt: users.deletedAt },
  audience: AUDIENCES.customer,
  cookie: new RefreshCookie('refresh_token', '/api/auth'),
});

/** Staff sessions, their shop-admin access tokens and refresh cookie. */
export const staffSessionStore = new SessionStore({
  sessions: staffSessions,
  refreshTokens: staffRefreshTokens,
  owners: { table: staff, id: staff.id, closedAt: staff.removedAt },
  audience: AUDIENCES.staff,
  cookie: new RefreshCookie('staff_refresh_token', '/api/admin/auth'),
});
