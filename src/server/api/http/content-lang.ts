// The language a catalogue read answers in: the `lang` query parameter first (the storefront's
// server renders send it), else the caller's Accept-Language (the browser's calls), else English.
// The answers kept in memory are keyed by it (mount.ts), so a Vietnamese answer never reaches an
// English caller.
import type { Context } from 'hono';
import { LANG_PARAM, requestLang, type Lang } from '../../../lib/i18n/index.ts';

export const contentLang = (c: Context): Lang =>
  requestLang(c.req.query(LANG_PARAM), c.req.header('Accept-Language'));
