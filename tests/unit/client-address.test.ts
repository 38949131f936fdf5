import { describe, expect, it } from 'vitest';
import { addressGroup, clientAddress } from '../../src/server/api/auth/client-address.ts';

/** A request as Hono's node server gives it: headers and the socket's peer address. */
const request = (forwardedFor: string | undefined, remoteAddress = '10.0.0.1') => ({
  req: { header: (name: string) => (name === 'X-Forwarded-For' ? forwardedFor : undefined) },
  env: { incoming: { socket: { remoteAddress } } },
});

describe('clientAddress', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('198.51.100.7'), 0)).toBe('10.0.0.1');
  });

  it('is the entry the trusted proxy appended, not the ones the client wrote before it', () => {
    expect(clientAddress(request('1.1.1.1, 2.2.2.2, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('1.1.1.1,203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
  });

  it('is the left-most entry when fewer proxies appended than are trusted', () => {
    expect(clientAddress(request('203.0.113.9'), 2)).toBe('203.0.113.9');
  });

  it('is the socket’s peer behind a trusted proxy that sent no X-Forwarded-For', () => {
    expect(clientAddress(request(undefined), 1)).toBe('10.0.0.1');
    expect(clientAddress(request(' , '), 1)).toBe('10.0.0.1');
  });

  it('is "local" for a request with no socket (in-process calls)', () => {
    expect(clientAddress({ req: { header: () => undefined }, env: undefined }, 0)).toBe('local');
  });
});

describe('addressGroup', () => {
  it('keeps an IPv4 address, without a port', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('203.0.113.9:51234')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by /64, however they are written', () => {
    const group = '2001:db8:a:b::/64';
    for (const address of [
      '2001:db8:a:b::1',
      '2001:0DB8:000A:000B:ffff:1:2:3',
      '[2001:db8:a:b::99]:443',
      '2001:db8:a:b:0:0:0:1%eth0',
      '2001:db8:a:b:1:2:1.2.3.4',
    ])
      expect(addressGroup(address)).toBe(group);
    expect(addressGroup('2001:db8:a:c::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('keeps anything else as a short token without spaces', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('a b')).toBe('ab');
    expect(addressGroup('x'.repeat(500))).toHaveLength(64);
  });
});
