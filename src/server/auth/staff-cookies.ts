// The staff refresh cookie: a name and a path of its own (/api/admin/auth), so the browser never
// sends it with a customer call nor a customer's refresh cookie with a staff call.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { baseOptions } from './account-cookies.ts';

export const STAFF_REFRESH_COOKIE = 'staff_refresh_token';
export const STAFF_REFRESH_COOKIE_PATH = '/api/admin/auth';
const DAY_SECONDS = 24 * 60 * 60;

export function readStaffRefreshCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, STAFF_REFRESH_COOKIE) || undefined;
}

export function setStaffRefreshCookie(c: Context<AppEnv>, token: string): void {
  const { config } = c.var.deps;
  setCookie(c, STAFF_REFRESH_COOKIE, token, {
    ...baseOptions(config, STAFF_REFRESH_COOKIE_PATH),
    maxAge: config.refreshTokenTtlDays * DAY_SECONDS,
  });
}

export function clearStaffRefreshCookie(c: Context<AppEnv>): void {
  deleteCookie(c, STAFF_REFRESH_COOKIE, baseOptions(c.var.deps.config, STAFF_REFRESH_COOKIE_PATH));
}
