import { BlockList, isIP } from 'node:net';
import { isPublicAddress, resolveWithSystem } from '../images/public-address.ts';
import type { ResolveHost } from '../images/public-address.ts';

/** Where an address leads: the internet, this computer, a private network, or somewhere a service never is. */
export type AddressKind = 'public' | 'loopback' | 'private' | 'forbidden';

// Never a service's address: link-local (cloud metadata answers at 169.254.169.254), the metadata endpoints
// of clouds outside it (AWS IPv6, Alibaba), "this network", multicast and reserved space.
const FORBIDDEN: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']> = [
  ['169.254.0.0', 16, 'ipv4'],
  ['100.100.100.200', 32, 'ipv4'],
  ['0.0.0.0', 8, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
  ['fd00:ec2::254', 128, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  ['::', 128, 'ipv6'],
];
const LOOPBACK: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
];
/** Host names of cloud metadata services, refused before any lookup. */
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

function listOf(ranges: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']>): BlockList {
  const list = new BlockList();
  for (const [net, prefix, family] of ranges) list.addSubnet(net, prefix, family);
  return list;
}
const forbidden = listOf(FORBIDDEN);
const loopback = listOf(LOOPBACK);

/** What one IP address is (IPv4-mapped IPv6 judged by the IPv4 inside). */
export function addressKind(ip: string): AddressKind {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const address = mapped ?? bare;
  const family = isIP(address) === 4 ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : null;
  if (family === null) return 'forbidden';
  if (forbidden.check(address, family)) return 'forbidden';
  if (loopback.check(address, family)) return 'loopback';
  return isPublicAddress(address) ? 'public' : 'private';
}

/** The verdict on a profile's address: fine, needs the user's confirmation (a private network), or refused. */
export type AddressVerdict = { verdict: 'ok' } | { verdict: 'confirm'; addresses: string[]; message: string } | { verdict: 'refused'; message: string };

/**
 * Checks where a (checked) base URL leads, by every address its host resolves to: a link-local or cloud
 * metadata address is refused outright (a key sent there, or an answer read back, is an SSRF); a private
 * network address needs the user's word that the service really runs there; loopback and public pass.
 */
export async function checkProfileAddress(baseUrl: string, resolve: ResolveHost = resolveWithSystem): Promise<AddressVerdict> {
  const host = new URL(baseUrl).hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  const refused = (detail: string): AddressVerdict => ({
    verdict: 'refused',
    message: `${host} ${detail}: a link-local or cloud metadata address is never a collection service. Check the address.`,
  });
  if (METADATA_NAMES.has(host)) return refused('is a cloud metadata name');
  let addresses: string[];
  try {
    addresses = isIP(host) === 0 ? await resolve(host) : [host];
  } catch {
    // Not found now (offline, or a name only a VPN knows): nothing to judge; the key check or sign-in says
    // whether it can be reached.
    return { verdict: 'ok' };
  }
  const kinds = addresses.map(addressKind);
  const bad = addresses.find((_, i) => kinds[i] === 'forbidden');
  if (bad !== undefined) return refused(bad === host ? 'is not allowed' : `resolves to ${bad}`);
  const privateOnes = addresses.filter((_, i) => kinds[i] === 'private');
  if (privateOnes.length > 0) {
    return {
      verdict: 'confirm',
      addresses: privateOnes,
      message: `${host} is on a private network (${privateOnes.join(', ')}). Add it only if you run the service there.`,
    };
  }
  return { verdict: 'ok' };
}
