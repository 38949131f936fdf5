// The back office's calls on storefront builds, parsed by their contract schema
// (src/api/schemas/builds.ts).
import { buildsStatusSchema, type BuildsStatus } from '../../api/schemas/builds.ts';
import { adminCall } from './session.ts';

export const fetchBuilds = (): Promise<BuildsStatus> =>
  adminCall('GET', '/admin/builds', buildsStatusSchema);

/** Starts a rebuild of the storefront's shells; a 409 when one is running already. */
export async function startRebuild(): Promise<void> {
  await adminCall('POST', '/admin/rebuild', null, { body: {} });
}
