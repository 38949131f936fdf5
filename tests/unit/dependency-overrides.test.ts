// npm 10 (the one the Node 22 image ships) refuses `npm ci` when a locked package asks for another
// version of a package the project installs as a peer, unless package.json overrides that peer for
// it (npm 11 resolves the override of the package that brought it in). PGlite's extension packages
// each ask for an exact PGlite version: each needs its own override (docs/operations.md, "A
// container image"). This finds a locked package whose peer disagrees with the installed version
// and has no override, as an upgrade of @electric-sql/pglite-socket would bring. Only exact peer
// versions are compared (what those packages ask for); a range is left to npm's own check.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Locked {
  version?: string;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, Locked>;
};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  overrides?: Record<string, Record<string, string> | string>;
};

describe('dependency overrides', () => {
  it('every locked peer that disagrees with the installed version is overridden', () => {
    const installed = (name: string) => lock.packages[`node_modules/${name}`]?.version;
    const missing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      if (!where.startsWith('node_modules/') || where.lastIndexOf('node_modules/') !== 0) continue;
      const name = where.slice('node_modules/'.length);
      for (const [peer, range] of Object.entries(entry.peerDependencies ?? {})) {
        const version = installed(peer);
        if (!version || !/^\d+\.\d+\.\d+$/.test(range) || range === version) continue;
        const override = manifest.overrides?.[name];
        if (typeof override === 'object' && override[peer]) continue;
        missing.push(`${name} asks for ${peer}@${range}, ${version} is installed`);
      }
    }
    expect(missing).toEqual([]);
  });
});
