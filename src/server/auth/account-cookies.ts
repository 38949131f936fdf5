// The two httpOnly cookies of the account calls: the CSRF secret (path /api) and the refresh
// token (path /api/auth). SameSite=Lax by default; None+Secure when the API is on another site.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { CSRF_COOKIE, isIssuedCsrfSecret, newCsrfSecret } from './csrf.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_PATH = '/api/auth';
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

export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

export function setRefreshCookie(c: Context<AppEnv>, token: string): void {
  const { config } = c.var.deps;
  setCookie(c, REFRESH_COOKIE, token, {
    ...baseOptions(config, REFRESH_COOKIE_PATH),
    maxAge: config.refreshTokenTtlDays * DAY_SECONDS,
  });
}

export function clearRefreshCookie(c: Context<AppEnv>): void {
  deleteCookie(c, REFRESH_COOKIE, baseOptions(c.var.deps.config, REFRESH_COOKIE_PATH));
}
