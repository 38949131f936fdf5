// Access tokens (short-lived HS256 JWTs naming their session) and opaque refresh tokens.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../lib/constants.ts';

const ISSUER = 'vn-electronics-shop';
const AUDIENCE = 'shop-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

/** Returns the claims of a valid access token, or null for anything else (alg none, forged, expired...). */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
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
export const newId = (): string => randomBytes(12).toString('hex');
