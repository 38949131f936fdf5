// The back office's calls on the policy pages, each parsed by its contract schema
// (src/api/schemas/policies.ts), through the shop's one client core (adminCall).
import {
  adminPoliciesResponseSchema,
  adminPolicyResponseSchema,
  type AdminPolicy,
  type PolicyWrite,
} from '../../api/schemas/policies.ts';
import type { Lang } from '../../lib/i18n/browser.ts';
import type { PolicySlug } from '../../lib/policies.ts';
import { adminCall } from './session.ts';

export const listPolicies = async (): Promise<AdminPolicy[]> =>
  (await adminCall('GET', '/admin/policies', adminPoliciesResponseSchema)).policies;

export const updatePolicy = async (
  slug: PolicySlug,
  lang: Lang,
  body: PolicyWrite,
): Promise<AdminPolicy> =>
  (await adminCall('PUT', `/admin/policies/${slug}/${lang}`, adminPolicyResponseSchema, { body }))
    .policy;
