// The policy pages (/api/policies, /api/admin/policies): a page as shoppers read it, as the back
// office lists it, and what an editor writes. The limits and messages are src/lib/policies.ts's.
import * as z from 'zod/mini';
import { LANGS } from '../../lib/i18n/browser.ts';
import {
  POLICY_BODY_MAX,
  POLICY_MESSAGES,
  POLICY_SLUGS,
  POLICY_TITLE_MAX,
  policyBodyIssue,
} from '../../lib/policies.ts';
import { isBlank } from '../../lib/text.ts';
import { isoDateSchema } from './common.ts';

export const policySlugSchema = z.enum(POLICY_SLUGS);
export const langSchema = z.enum(LANGS);

/** GET /policies/{slug}: the page's slug. */
export const policyParamsSchema = z.object({ slug: policySlugSchema });
/** PUT /admin/policies/{slug}/{lang}: the page and the language of its text. */
export const policyLangParamsSchema = z.object({ slug: policySlugSchema, lang: langSchema });

/** A policy page in one language, as the shop shows it: its body is sanitised HTML with {placeholders}. */
export const policySchema = z.object({
  slug: policySlugSchema,
  lang: langSchema,
  title: z.string(),
  body: z.string(),
  updatedAt: isoDateSchema,
});
export type Policy = z.infer<typeof policySchema>;
export const policyResponseSchema = z.object({ policy: policySchema });

/** The back office's view: who changed it last (null: the shop's default text). */
export const adminPolicySchema = z.object({
  ...policySchema.shape,
  updatedBy: z.nullable(z.string()),
});
export type AdminPolicy = z.infer<typeof adminPolicySchema>;
export const adminPoliciesResponseSchema = z.object({ policies: z.array(adminPolicySchema) });
export const adminPolicyResponseSchema = z.object({ policy: adminPolicySchema });

/** Trimmed text of 1 to `max` visible characters, with the messages of `required` and `tooLong`. */
const boundedText = (max: number, required: string, tooLong: string) =>
  z.string(required).check(
    z.trim(),
    z.maxLength(max, tooLong),
    z.refine((text) => !isBlank(text), required),
  );

/**
 * PUT /admin/policies/{slug}/{lang}: the title and the body (HTML, sanitised when stored). A body
 * stating a number of days in digits, or naming a placeholder the page does not fill, is refused:
 * the facts come from the shop's constants (src/lib/policies.ts).
 */
export const policyWriteSchema = z.strictObject({
  title: boundedText(POLICY_TITLE_MAX, POLICY_MESSAGES.titleRequired, POLICY_MESSAGES.titleTooLong),
  body: boundedText(
    POLICY_BODY_MAX,
    POLICY_MESSAGES.bodyRequired,
    POLICY_MESSAGES.bodyTooLong,
  ).check(
    z.superRefine((body, context) => {
      const issue = policyBodyIssue(body);
      if (issue) context.addIssue({ code: 'custom', message: issue, input: body });
    }),
  ),
});
export type PolicyWrite = z.output<typeof policyWriteSchema>;
