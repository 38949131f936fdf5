// Dockerfile and compose.yaml (the shop's set in containers) keep what running them taught
// (docs/operations.md, "A container image"): the image runs as `node`, who can write the caches a
// rebuild keeps in node_modules, and is checked by HEALTHCHECK; the instances keep fixed addresses
// inside the set's subnet, since nginx looks its upstreams' names up only when it starts; they
// share one storefront folder and one uploads folder; nginx's upstreams are those instances; and
// no variable is written with an empty default (`${X:-}`), which one compose implementation
// passes on as written.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string | null>;
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }> | string[];
  depends_on?: Record<string, { condition: string }>;
}
const text = readFileSync('compose.yaml', 'utf8');
const compose = parse(text, { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam: { config: { subnet: string }[] } }>;
  volumes: Record<string, unknown>;
};
const instances = ['shop1', 'shop2'] as const;

/** Whether `address` lies in `subnet` (IPv4, a.b.c.d/n). */
function inSubnet(address: string, subnet: string): boolean {
  const toNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const [base, bits] = subnet.split('/');
  const mask = 2 ** 32 - 2 ** (32 - Number(bits));
  return (toNumber(address) & mask) >>> 0 === (toNumber(base!) & mask) >>> 0;
}

describe('compose.yaml', () => {
  it('gives each instance a fixed address of its own inside the set’s subnet', () => {
    const subnet = compose.networks['shop']!.ipam.config[0]!.subnet;
    const addresses = instances.map((name) => {
      const networks = compose.services[name]!.networks as Record<string, { ipv4_address: string }>;
      return networks['shop']!.ipv4_address;
    });
    expect(new Set(addresses).size).toBe(instances.length);
    for (const address of addresses) expect(inSubnet(address, subnet), address).toBe(true);
    for (const name of ['postgres', 'nginx'])
      expect(compose.services[name]!.networks, name).toEqual(['shop']);
  });

  it('builds both instances from the repository and shares the storefront and the uploads', () => {
    for (const name of instances) {
      const service = compose.services[name]!;
      expect(service.build, name).toBe('.');
      expect(service.volumes, name).toEqual(
        expect.arrayContaining(['uploads:/shop/uploads', 'site:/shop/dist']),
      );
      expect(service.depends_on?.['postgres']?.condition, name).toBe('service_healthy');
    }
    expect(Object.keys(compose.volumes)).toEqual(
      expect.arrayContaining(['postgres', 'uploads', 'site']),
    );
  });

  it('puts exactly the instances behind nginx, started once both are healthy', () => {
    const nginx = compose.services['nginx']!;
    const servers = [...(nginx.environment!['SHOP_SERVERS'] ?? '').matchAll(/server (\w+):4321/g)];
    expect(servers.map((match) => match[1])).toEqual([...instances]);
    for (const name of instances)
      expect(nginx.depends_on?.[name]?.condition).toBe('service_healthy');
  });

  it('writes no variable with an empty default', () => {
    expect(text.match(/\$\{\w+:?-\}/g) ?? []).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs the shop as node, checked on /healthz', () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
  });

  it('lets node write what a rebuild writes: the build, and Astro’s and Vite’s caches', () => {
    const owned = [...finalStage.matchAll(/chown(?: -R)? node:node ([^\n]+)/g)].flatMap((m) =>
      m[1]!.split(/\s+/),
    );
    expect(owned).toEqual(expect.arrayContaining(['node_modules/.astro', 'node_modules/.vite']));
    expect(finalStage).toMatch(/COPY --chown=node:node --from=build \/shop\/dist \.\/dist/);
  });
});
