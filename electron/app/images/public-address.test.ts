import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicAddressesOf, resolveWithSystem } from './public-address.ts';

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT, top'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback, anywhere in /8'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private, top'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.10', 'documentation'],
    ['192.88.99.1', '6to4 relay'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.1', 'benchmarking, top'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback in brackets'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated), even of a public address'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::192.168.0.1', 'NAT64 of private'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of private'],
    ['fc00::1', 'unique local'],
    ['fdff:ffff::1', 'unique local, top'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['febf::1', 'link-local, top'],
    ['fec0::1', 'site-local (deprecated)'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only'],
    ['2001::1', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['localhost', 'not an address at all'],
    ['', 'empty'],
  ])('%s is not public (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '198.20.0.1',
    '223.255.255.254',
    '2606:4700::1111',
    '2a00:1450:4009:81f::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('publicAddressesOf', () => {
  it('keeps a host whose every address is public', async () => {
    expect(await publicAddressesOf('cdn.example', async () => ['93.184.215.14', '2606:4700::1111'])).toEqual(['93.184.215.14', '2606:4700::1111']);
  });

  it('refuses a host when any one address is private, or when it has none', async () => {
    expect(await publicAddressesOf('rebind.example', async () => ['93.184.215.14', '127.0.0.1'])).toBeNull();
    expect(await publicAddressesOf('inside.example', async () => ['10.0.0.7'])).toBeNull();
    expect(await publicAddressesOf('nothing.example', async () => [])).toBeNull();
  });

  it('judges a literal address itself, without asking the resolver', async () => {
    const never = async (): Promise<string[]> => {
      throw new Error('resolver called');
    };
    expect(await publicAddressesOf('[::ffff:7f00:1]', never)).toBeNull();
    expect(await publicAddressesOf('8.8.8.8', never)).toEqual(['8.8.8.8']);
  });

  it('refuses localhost through the system resolver', async () => {
    expect((await resolveWithSystem('localhost')).length).toBeGreaterThan(0);
    expect(await publicAddressesOf('localhost')).toBeNull();
  });
});
