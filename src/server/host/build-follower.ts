// Instances that share one SITE_DIR serve the build its `current` file names: the instance that
// builds swaps to its build itself (site-build.ts); the others look every two seconds and load it.
import path from 'node:path';
import { currentBuild } from './site-build.ts';

/** How often an instance looks for a build another instance made current. */
export const FOLLOW_BUILD_MS = 2_000;

export interface FollowBuildsOptions {
  siteDir: string;
  /** The build folder served now (absolute), '' when none. */
  served: () => string;
  /** Loads a build and serves it. */
  switchTo: (dir: string) => Promise<void>;
  /** True while this instance builds: it serves its new build before `current` names it. */
  building: () => boolean;
  log: (line: string) => void;
  intervalMs?: number;
}

/** Follows `current` until the returned function is called. */
export function followBuilds(options: FollowBuildsOptions): () => void {
  let switching = false;
  let failed = '';
  const look = () => {
    if (switching || options.building()) return;
    const latest = currentBuild(options.siteDir);
    if (latest === null) return;
    const dir = path.resolve(latest);
    if (dir === options.served() || dir === failed) return;
    switching = true;
    options
      .switchTo(dir)
      .then(
        () =>
          options.log(
            `Serving the storefront build ${path.basename(dir)} (made current elsewhere).`,
          ),
        (error: unknown) => {
          failed = dir;
          options.log(`Could not load the storefront build ${dir}: ${String(error)}`);
        },
      )
      .finally(() => {
        switching = false;
      });
  };
  const timer = setInterval(look, options.intervalMs ?? FOLLOW_BUILD_MS);
  timer.unref();
  return () => clearInterval(timer);
}
