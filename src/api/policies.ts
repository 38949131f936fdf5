// The policy pages' read, for the page that shows one (server side): the page in `lang`, checked
// by the contract's schema.
import type { Lang } from '../lib/i18n/index.ts';
import type { PolicySlug } from '../lib/policies.ts';
import { request } from './http.ts';
import { policyResponseSchema, type Policy } from './schemas/policies.ts';

export const getPolicy = async (slug: PolicySlug, lang: Lang): Promise<Policy> =>
  (
    await request(`/policies/${slug}`, {
      query: lang === 'en' ? {} : { lang },
      schema: policyResponseSchema,
    })
  ).policy;
