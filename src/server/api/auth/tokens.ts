// Access tokens (short-lived HS256 JWTs naming their session) and opaque refresh tokens. A
// customer's and a staff member's access tokens have different audiences: neither is ever
// accepted as the other.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../lib/constants.ts';

const ISSUER = 'vn-electronics-shop';
/** Who an access token is for: the shop's customers, or the back office's staff. */
export const AUDIENCES = { customer: 'shop-api', staff: 'shop-admin' } as const;
export type Audience = (typeof AUDIENCES)[keyof typeof AUDIENCES];

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now: Date,
  audience: Audience = AUDIENCES.customer,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

/** Returns the claims of a valid access token, or null for anything else (alg none, forged, expired...). */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
  audience: Audience = AUDIENCES.customer,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'sid'],
    });
    if (payload['typ'] !== 'access' || typeof payload['sid'] !== 'string' || !payload.sub)
      return null;
    return { userId: payload.sub, sessionId: payload['sid'] };
  } catch {
    return null;
  }
}

export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
