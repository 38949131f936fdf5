// The httpOnly cookies of the sign-in calls: the CSRF secret (path /api) and each kind of
// account's refresh token, with a name and a path of its own (customers' /api/auth, staff's
// /api/admin/auth), so the browser never sends one kind's with the other's calls. SameSite=Lax
// by default; None+Secure when the API is on another site.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { CSRF_COOKIE, isIssuedCsrfSecret, newCsrfSecret } from './csrf.ts';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../context.ts';

const CSRF_COOKIE_PATH = '/api';
const DAY_SECONDS = 24 * 60 * 60;

/** httpOnly, Lax (None+Secure cross-site) at `path`: every cookie the API sets. */
export function baseOptions(config: Config, path: string): CookieOptions {
  const crossSite = config.crossSiteCookies;
  return {
    path,
    httpOnly: true,
    secure: crossSite || config.secureCookies,
    sameSite: crossSite ? 'None' : 'Lax',
  };
}

/**
 * Keeps the caller's CSRF secret when this server issued it (other tabs' tokens stay valid);
 * anything else, planted or forged, is replaced by a new signed one.
 */
export function ensureCsrfSecret(c: Context<AppEnv>): string {
  const { csrfSecret } = c.var.deps.config;
  const existing = getCookie(c, CSRF_COOKIE);
  const secret =
    existing && isIssuedCsrfSecret(csrfSecret, existing) ? existing : newCsrfSecret(csrfSecret);
  setCookie(c, CSRF_COOKIE, secret, baseOptions(c.var.deps.config, CSRF_COOKIE_PATH));
  return secret;
}

/** A refresh-token cookie named `name` at `path`, kept as long as a refresh token lives. */
export class RefreshCookie {
  readonly name: string;
  readonly path: string;

  constructor(name: string, path: string) {
    this.name = name;
    this.path = path;
  }

  read(c: Context<AppEnv>): string | undefined {
    return getCookie(c, this.name) || undefined;
  }

  set(c: Context<AppEnv>, token: string): void {
    const { config } = c.var.deps;
    setCookie(c, this.name, token, {
      ...baseOptions(config, this.path),
      maxAge: config.refreshTokenTtlDays * DAY_SECONDS,
    });
  }

  clear(c: Context<AppEnv>): void {
    deleteCookie(c, this.name, baseOptions(c.var.deps.config, this.path));
  }
}
