// `npm run lock:complete`: adds to package-lock.json the platform builds of Astro's compiler
// binding that `npm install` leaves out when the registry it talks to lacks them (as the mirror
// of our build machines does). Without them `npm ci` refuses the lock on every machine.
// Run it after any `npm install` that rewrote the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS: Record<string, { os?: string[]; cpu: string[]; libc?: string[] }> = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

interface LockEntry {
  version: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
/** os, cpu and libc of a platform build from its name's tail ("linux-arm64-musl", "win32-x64-msvc"). */
function platformOf(tail: string): { os?: string[]; cpu: string[]; libc?: string[] } | undefined {
  if (PLATFORMS[tail]) return PLATFORMS[tail];
  const match =
    /^(android|darwin|freebsd|linux|openharmony|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-(gnu|musl)?\w*)?$/.exec(
      tail,
    );
  if (!match) return undefined;
  const [, os, cpu, libc] = match;
  return { os: [os!], cpu: [cpu!], ...(libc ? { libc: [libc === 'gnu' ? 'glibc' : 'musl'] } : {}) };
}

/** Packages whose platform builds the lock must list: Astro's compiler, and eslint-plugin-import-x's resolver. */
const BINDINGS = [
  { owner: '@astrojs/compiler-binding', prefix: '@astrojs/compiler-binding-' },
  { owner: 'unrs-resolver', prefix: '@unrs/resolver-binding-' },
];
const added: string[] = [];
for (const { owner, prefix } of BINDINGS) {
  const binding = lock.packages[`node_modules/${owner}`];
  for (const [name, version] of Object.entries(binding?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name.replace(prefix, ''));
    if (lock.packages[key] || !platform) continue;
    lock.packages[key] = {
      version,
      license: 'MIT',
      ...(binding?.['dev'] ? { dev: true } : {}),
      optional: true,
      ...platform,
      ...(owner === 'unrs-resolver' ? {} : { engines: { node: '^20.19.0 || >=22.12.0' } }),
    };
    added.push(`${name}@${version}`);
  }
}
const entries = Object.entries(lock.packages).sort(([a], [b]) =>
  a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
);
lock.packages = Object.fromEntries(entries);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.join(', ')}` : 'The lock already lists every platform build.',
);
