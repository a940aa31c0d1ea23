import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses and host names a customer's callback may reach: public ones only, so that the
 * FTP integration's test callback cannot be pointed at the sandbox itself, the machine it runs on
 * or a network behind it (server-side request forgery). Used twice: on the URL when it is saved
 * (its host as written) and on every address its host resolves to when a callback is sent.
 *
 * IPv4: everything but the special-purpose ranges of RFC 6890 and its successors (this network
 * 0/8, private 10/8 172.16/12 192.168/16, shared CGNAT 100.64/10, loopback 127/8, link-local
 * 169.254/16, protocol assignments 192.0.0/24, documentation 192.0.2/24 198.51.100/24
 * 203.0.113/24, the 6to4 relay 192.88.99/24, benchmarking 198.18/15, multicast 224/4, reserved
 * 240/4 with the broadcast address). IPv6: global unicast (2000::/3) only, which leaves out `::`,
 * loopback, link-local fe80::/10, unique-local fc00::/7 and multicast ff00::/8, and there minus
 * documentation 2001:db8::/32, Teredo 2001::/32 and ORCHID 2001:10::/28; an IPv6 address that
 * carries an IPv4 one (IPv4-mapped ::ffff:0:0/96, IPv4-compatible ::/96, NAT64 64:ff9b::/96,
 * 6to4 2002::/16) is judged by that IPv4 address.
 */
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001:db8::', 32],
  ['2001::', 32],
  ['2001:10::', 28],
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted quad read); null when it is none. */
export function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase().split('%')[0] ?? '';
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (quad) {
    const bytes = quad.split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -quad.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

const dotted = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), or null. */
export function embeddedIPv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeros = (...values: (number | undefined)[]) => values.every((value) => value === 0);
  if (zeros(g0, g1, g2, g3, g4) && (g5 === 0xffff || g5 === 0)) return dotted(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return dotted(g6, g7);
  if (g0 === 0x2002 && g1 !== undefined && g2 !== undefined) return dotted(g1, g2);
  return null;
}

/** Whether an IP address (either family, without brackets) is a public unicast one a callback may reach. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !blockedV4.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  const carried = embeddedIPv4(address);
  if (carried !== null) return isPublicAddress(carried);
  const bare = address.split('%')[0] ?? address;
  return globalV6.check(bare, 'ipv6') && !blockedV6.check(bare, 'ipv6');
}

/**
 * Names that never lead to a public host: `localhost` and `*.localhost` (loopback, as browsers
 * resolve them), and the special-use and private-use suffixes (`.local` mDNS, `.internal`,
 * `.localdomain`, `.home.arpa`, `.invalid`).
 */
const localSuffixes = ['localhost', 'local', 'internal', 'localdomain', 'home.arpa', 'invalid'];

/** The host of a URL as the URL parser gives it, without IPv6 brackets and a trailing dot, lower-case. */
export const bareHost = (url: URL) =>
  url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * Why a callback URL's host can never be public, or null when it may be (then its addresses are
 * checked again when a callback is sent). The URL parser has already turned the other spellings
 * of an IPv4 address (`2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`) into dotted form.
 */
export function hostProblem(url: URL): string | null {
  const host = bareHost(url);
  if (isIPv4(host) || isIPv6(host)) return isPublicAddress(host) ? null : 'Must not point to a private, local or reserved address';
  if (localSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return 'Must not point to a local host name';
  if (!host.includes('.')) return 'Must be a public host name (with a domain)';
  return null;
}
