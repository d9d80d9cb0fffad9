import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// IPv4 ranges that are not the public internet (IANA special-purpose registry): never an image host.
const BLOCKED_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", incl. the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
];

// IPv6 is public only inside global unicast 2000::/3, or as an IPv4 address carried in a mapped or NAT64 form.
const PUBLIC_V6_SPACE: ReadonlyArray<readonly [string, number]> = [
  ['2000::', 3],
  ['::ffff:0:0', 96], // IPv4-mapped: judged by the IPv4 inside
  ['64:ff9b::', 96], // NAT64 well-known prefix: judged by the IPv4 inside
];

// Inside that space, what is still not the public internet. (Everything outside 2000::/3 is refused anyway:
// ::, ::1, IPv4-compatible ::/96, fc00::/7 unique-local, fe80::/10 link-local, ff00::/8 multicast, 100::/64…)
const BLOCKED_V6: ReadonlyArray<readonly [string, number]> = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID…
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

const hexPair = (high: number, low: number): string => ((high << 8) | low).toString(16);

function buildLists(): { blocked: BlockList; publicV6: BlockList } {
  const blocked = new BlockList();
  const publicV6 = new BlockList();
  for (const [net, prefix] of PUBLIC_V6_SPACE) publicV6.addSubnet(net, prefix, 'ipv6');
  for (const [net, prefix] of BLOCKED_V6) blocked.addSubnet(net, prefix, 'ipv6');
  for (const [net, prefix] of BLOCKED_V4) {
    blocked.addSubnet(net, prefix, 'ipv4');
    const [a = 0, b = 0, c = 0, d = 0] = net.split('.').map(Number);
    const embedded = `${hexPair(a, b)}:${hexPair(c, d)}`;
    // The same range carried inside IPv6: mapped (BlockList also maps these itself), NAT64 and 6to4.
    blocked.addSubnet(`::ffff:${embedded}`, 96 + prefix, 'ipv6');
    blocked.addSubnet(`64:ff9b::${embedded}`, 96 + prefix, 'ipv6');
    blocked.addSubnet(`2002:${embedded}::`, 16 + prefix, 'ipv6');
  }
  return { blocked, publicV6 };
}

const lists = buildLists();

/** Whether an IP address (v4 or v6, brackets and zone allowed) is on the public internet; false for anything else. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !lists.blocked.check(bare, 'ipv4');
  if (family === 6) return lists.publicV6.check(bare, 'ipv6') && !lists.blocked.check(bare, 'ipv6');
  return false;
}

/** Resolves a host name to every address it has (a literal IP resolves to itself). */
export type ResolveHost = (host: string) => Promise<string[]>;

/** Every address of a host from the system resolver (the one a plain Node connection would use). */
export const resolveWithSystem: ResolveHost = async (host) => {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
};

/** The host's addresses when every one of them is public, else null (one private answer is enough to refuse). */
export async function publicAddressesOf(hostname: string, resolve: ResolveHost = resolveWithSystem): Promise<string[] | null> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) === 0 ? await resolve(host) : [host];
  return addresses.length > 0 && addresses.every(isPublicAddress) ? addresses : null;
}
