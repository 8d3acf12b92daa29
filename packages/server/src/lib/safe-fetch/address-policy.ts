import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

const ranges = (cidrs: readonly string[]): Range[] => cidrs.map((cidr) => ipaddr.parseCIDR(cidr));

/**
 * IPv4 ranges that are not the public internet (IANA special-purpose registry): this network,
 * private, CGNAT, loopback, link-local, IETF protocol assignments, documentation, 6to4 relay,
 * AS112, AMT, benchmarking, multicast, reserved and broadcast.
 */
const BLOCKED_V4 = ranges([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.31.196.0/24',
  '192.52.193.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '192.175.48.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
]);

/** Only global unicast IPv6 reaches the internet; everything outside 2000::/3 is refused. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Special blocks inside 2000::/3: IETF protocol assignments (Teredo, benchmarking, ORCHID,
 * AMT, AS112 all live in 2001::/23), documentation, the AS112 delegation, and 6to4, which
 * hides an IPv4 address and is judged by that address instead.
 */
const BLOCKED_V6 = ranges(['2001::/23', '2001:db8::/32', '3fff::/20', '2620:4f:8000::/48']);
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');

/** Forms that carry an IPv4 address in their last 32 bits: IPv4-mapped and well-known NAT64. */
const EMBEDS_V4_LOW = ranges(['::ffff:0:0/96', '64:ff9b::/96']);

function inAny(address: Address, list: readonly Range[]): boolean {
  return list.some((range) => address.kind() === range[0].kind() && address.match(range));
}

function v4FromBytes(bytes: readonly number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4([bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!]);
}

function isPublicV4(address: ipaddr.IPv4): boolean {
  return !inAny(address, BLOCKED_V4);
}

function isPublicV6(address: ipaddr.IPv6): boolean {
  const bytes = address.toByteArray();
  // A connection to ::ffff:a.b.c.d goes to a.b.c.d; NAT64 translates 64:ff9b::a.b.c.d to it.
  if (inAny(address, EMBEDS_V4_LOW)) return isPublicV4(v4FromBytes(bytes.slice(12)));
  if (address.match(SIX_TO_FOUR)) return isPublicV4(v4FromBytes(bytes.slice(2, 6)));
  if (!address.match(GLOBAL_UNICAST_V6)) return false;
  return !inAny(address, BLOCKED_V6);
}

/**
 * An IP address written in any notation the URL parser, `inet_aton` or an IPv6 literal
 * allows (decimal `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short `127.1`, `[::1]`,
 * zone ids), or null when `host` is a name that needs DNS.
 */
export function parseIpLiteral(host: string): Address | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  // A trailing dot is still the same address to the resolver.
  const text = bare.endsWith('.') ? bare.slice(0, -1) : bare;
  if (!ipaddr.isValid(text)) return null;
  try {
    return ipaddr.parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether connecting to `address` reaches the public internet: false for loopback, private,
 * link-local, CGNAT, multicast, broadcast, unspecified, reserved, documentation and
 * benchmarking ranges, also when written as IPv4-mapped, IPv4-compatible, NAT64 or 6to4
 * IPv6, and false for anything that is not an IP address at all.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseIpLiteral(address);
  if (!parsed) return false;
  return parsed.kind() === 'ipv4'
    ? isPublicV4(parsed as ipaddr.IPv4)
    : isPublicV6(parsed as ipaddr.IPv6);
}

/**
 * Whether `host` (a URL's hostname as the URL parser left it, IPv6 with or without brackets)
 * on `port` (the port actually used, e.g. '443') is on the allow-list: an item without a port
 * allows every port of the host, `host:port` only that port.
 */
export function isAllowListed(
  allowHosts: readonly string[] | undefined,
  host: string,
  port: string,
): boolean {
  if (!allowHosts || allowHosts.length === 0) return false;
  const name = bracketed(host.toLowerCase());
  return allowHosts.some((item) => {
    // Items are `host`, `host:port`, `[v6]` or `[v6]:port` (the configuration checks this).
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(item.trim().toLowerCase());
    if (!match) return false;
    return bracketed(match[1]!) === name && (match[2] === undefined || match[2] === port);
  });
}

/** IPv6 literals in one form, with brackets, so `::1` and `[::1]` compare equal. */
function bracketed(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
