// The policy pages (warranty, returns, shipping, privacy, terms): shoppers read a page in their
// language; editors (and admins) list every page and language and change one's title and text.
import { contentLang } from '../http/content-lang.ts';
import {
  adminPoliciesResponseSchema,
  adminPolicyResponseSchema,
  policyLangParamsSchema,
  policyParamsSchema,
  policyResponseSchema,
  policyWriteSchema,
} from '../../../api/schemas/policies.ts';
import { policyTag } from '../../../lib/page-tags.ts';
import { POLICY_MESSAGES } from '../../../lib/policies.ts';
import { auditWho } from '../auth/staff.ts';
import { tagAnswer } from '../http/read-cache.ts';
import { access, defineRoute } from '../http/route.ts';
import { listPolicies, readPolicy, updatePolicy } from '../services/policies.ts';

export const policyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/policies/:slug',
    tag: 'Policies',
    summary:
      'Gives a policy page (warranty, returns, shipping, privacy, terms) in the caller’s language (?lang= or Accept-Language).',
    access: access.public,
    cache: 'catalogue',
    request: { params: { schema: policyParamsSchema, notFound: POLICY_MESSAGES.notFound } },
    responses: {
      200: {
        description: 'The page: its title, and its body as sanitised HTML with {placeholders}.',
        schema: policyResponseSchema,
      },
    },
    handler: async (c, { params }) => {
      const policy = await readPolicy(c.var.deps.db, params.slug, contentLang(c));
      tagAnswer(c, [policyTag(params.slug)]);
      return { policy };
    },
  }),
];

export const adminPolicyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/policies',
    tag: 'Policies',
    summary: 'Lists every policy page in every language, with when and by whom it last changed.',
    access: access.staff('editor'),
    responses: {
      200: { description: 'Every page and language.', schema: adminPoliciesResponseSchema },
    },
    handler: async (c) => ({ policies: await listPolicies(c.var.deps.db) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/policies/:slug/:lang',
    tag: 'Policies',
    summary:
      "Changes a policy page's title and text in one language (audited); the page is live again within seconds.",
    access: access.staff('editor'),
    request: {
      params: { schema: policyLangParamsSchema, notFound: POLICY_MESSAGES.notFound },
      body: policyWriteSchema,
    },
    responses: { 200: { description: 'The page as stored.', schema: adminPolicyResponseSchema } },
    handler: async (c, { params, body }) => {
      const policy = await updatePolicy(c.var.deps, params.slug, params.lang, body, auditWho(c));
      return { policy };
    },
  }),
];
