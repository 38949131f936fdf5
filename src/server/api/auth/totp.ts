// Two-factor sign-in codes (RFC 6238 TOTP, as authenticator apps make them) through otplib:
// 30-second steps, 6 digits, one step of clock drift either way, and no code accepted twice.
import { generate, generateSecret, generateURI, verify } from 'otplib';
import { TOTP_CODE_PATTERN } from '../../../lib/staff.ts';

const ISSUER = 'VietTech Store';
/** One 30-second step either side of the server's clock. */
const DRIFT_SECONDS = 30;

/** A new base32 secret of 20 random bytes. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads (as a QR code or typed in). */
export const totpUri = (email: string, secret: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step `code` matches at `now`, or null when it does not match or was already used
 * (`afterStep`, the last step accepted): store the step returned, so the code cannot be replayed.
 */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!TOTP_CODE_PATTERN.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: DRIFT_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** The code an authenticator app shows at `now` (tests and the CLI's checks). */
export const totpCodeAt = (secret: string, now: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
