// The caller's language: the `lang` query parameter first (en or vi), else the first of
// Accept-Language the shop speaks, else English. Set on the context for every API call; the error
// handler answers in it (translate.ts), and an account or an order made in the call keeps it.
import type { Context, MiddlewareHandler } from 'hono';
import { LANG_PARAM, requestLang, type Lang } from '../../../lib/i18n/index.ts';
import type { AppEnv } from '../context.ts';

/** The language a request asks for (see requestLang). */
export const langOfRequest = (c: Context): Lang =>
  requestLang(c.req.query(LANG_PARAM), c.req.header('Accept-Language'));

/** The caller's language as the middleware set it, else read from the request. */
export const callerLang = (c: Context<AppEnv>): Lang => c.get('lang') ?? langOfRequest(c);

export const callerLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('lang', langOfRequest(c));
  await next();
};
