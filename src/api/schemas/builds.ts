// GET /admin/builds: the state of the storefront for the back office's Builds screen: the build
// running now, the last one this instance made, the one being served, and the pages waiting to
// be rendered again after catalogue changes.
import * as z from 'zod/mini';
import { isoDateSchema } from './common.ts';

/** What a build came to: live (swapped in) or failed (the old site kept serving). */
export const BUILD_RESULTS = ['live', 'failed'] as const;

/** A build: its id is its folder under SITE_DIR/builds. */
export const buildRunSchema = z.object({
  id: z.string(),
  startedAt: isoDateSchema,
});

/** A finished build: when, how long, and how it ended (the error when it failed). */
export const finishedBuildSchema = z.object({
  ...buildRunSchema.shape,
  finishedAt: isoDateSchema,
  durationMs: z.int().check(z.minimum(0)),
  result: z.enum(BUILD_RESULTS),
  error: z.nullable(z.string()),
});
export type FinishedBuild = z.infer<typeof finishedBuildSchema>;

/** The build shoppers are served; its times are null when it does not record them. */
export const servedBuildSchema = z.object({
  id: z.string(),
  startedAt: z.nullable(isoDateSchema),
  durationMs: z.nullable(z.int().check(z.minimum(0))),
});
export type ServedBuild = z.infer<typeof servedBuildSchema>;

export const buildsStatusSchema = z.object({
  /** The build running now on this instance, else null. */
  running: z.nullable(buildRunSchema),
  /** The last build this instance finished since it started, else null. */
  last: z.nullable(finishedBuildSchema),
  /** The build the storefront serves now, else null (no build yet). */
  served: z.nullable(servedBuildSchema),
  /** Pages waiting to refresh: catalogue changes not yet applied to this instance's page cache,
   * and pages dropped by changes and queued to render again. */
  waiting: z.object({
    changes: z.int().check(z.minimum(0)),
    pages: z.int().check(z.minimum(0)),
  }),
});
export type BuildsStatus = z.infer<typeof buildsStatusSchema>;
