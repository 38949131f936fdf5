// The caller's address as the rate limits count it. Behind TRUST_PROXY = N proxies it is the
// address the outermost of them saw: the N-th X-Forwarded-For entry from the right, since each
// proxy appends the address it was called from and anything further left is whatever the client
// wrote. IPv6 addresses count by their /64, the network one subscriber is given.
import { isIPv4, isIPv6 } from 'node:net';

interface RequestLike {
  req: { header(name: string): string | undefined };
  env: unknown;
}

export function clientAddress(c: RequestLike, trustedProxies: number): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress;
  const forwarded = trustedProxies > 0 ? (c.req.header('X-Forwarded-For') ?? '').split(',') : [];
  const nearestFirst = [
    socket ?? 'local',
    ...forwarded
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse(),
  ];
  return addressGroup(nearestFirst[Math.min(trustedProxies, nearestFirst.length - 1)]!);
}

/** An IPv4 address as is, an IPv6 address as its /64 (IPv4-mapped ones as IPv4), anything else as a bounded token. */
export function addressGroup(entry: string): string {
  const address = hostOf(entry);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return entry.replace(/\s+/g, '').slice(0, 64) || 'unknown';
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** "[2001:db8::1]:443" → "2001:db8::1", "203.0.113.9:80" → "203.0.113.9"; a zone index is dropped. */
function hostOf(entry: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(entry);
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  const host = bracketed?.[1] ?? ipv4WithPort?.[1] ?? entry;
  return host.split('%')[0]!;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : address;
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}
