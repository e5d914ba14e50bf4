import type { LookupAddress } from 'node:dns';
import { BlockList, isIP, isIPv4, type LookupFunction } from 'node:net';
import { ToolsealError } from '../core/errors.js';

/**
 * How far inside a network an address points, from the outside in: a fetch may be redirected outward or
 * sideways, never further in (a public host must not steer a fetch to a private service, to the cloud
 * metadata service on a link-local address, or to this machine).
 */
export type AddressClass = 'public' | 'private' | 'link-local' | 'loopback' | 'unspecified';

const RANK: Readonly<Record<AddressClass, number>> = { public: 0, private: 1, 'link-local': 2, loopback: 3, unspecified: 3 };

/** Whether `to` lies further inside than `from` (a redirect from `from` to `to` must be refused). */
export function isMoreInternal(to: AddressClass, from: AddressClass): boolean {
  return RANK[to] > RANK[from];
}

function listOf(entries: Array<[string, number, 'ipv4' | 'ipv6']>): BlockList {
  const b = new BlockList();
  for (const [net, prefix, type] of entries) b.addSubnet(net, prefix, type);
  return b;
}

// 0.0.0.0/8 and :: reach this machine on Linux; 100.64/10 is carrier-grade NAT; 224/3 (multicast and
// reserved) is nobody's public host, so it counts as private.
const UNSPECIFIED = listOf([
  ['0.0.0.0', 8, 'ipv4'],
  ['::', 128, 'ipv6'],
]);
const LOOPBACK = listOf([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);
const LINK_LOCAL = listOf([
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);
const PRIVATE = listOf([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);

/** The 8 hextets of an IPv6 address (a dotted IPv4 tail included), or undefined if it is not one. */
function hextets(ip: string): number[] | undefined {
  if (isIP(ip) !== 6) return undefined;
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const h = head === '' ? [] : head.split(':');
  const t = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - h.length - t.length;
  return [...h, ...Array<string>(zeros).fill('0'), ...t].map((x) => parseInt(x, 16));
}

/**
 * The IPv4 address an IPv6 address carries, when it carries one: IPv4-mapped (`::ffff:127.0.0.1`, also
 * written `::ffff:7f00:1`), IPv4-compatible (`::127.0.0.1`) and NAT64 (`64:ff9b::/96`). Such an address
 * is classed by the IPv4 address it leads to.
 */
function embeddedIPv4(ip: string): string | undefined {
  const h = hextets(ip);
  if (!h) return undefined;
  const first5Zero = h.slice(0, 5).every((x) => x === 0);
  const mapped = first5Zero && h[5] === 0xffff;
  const compatible = first5Zero && h[5] === 0 && (h[6] !== 0 || h[7]! > 1); // not :: or ::1
  const nat64 = h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((x) => x === 0);
  if (!mapped && !compatible && !nat64) return undefined;
  return [h[6]! >> 8, h[6]! & 0xff, h[7]! >> 8, h[7]! & 0xff].join('.');
}

/**
 * The class of an IP address, in any of its spellings: an IPv6 literal with or without brackets, an
 * IPv4-mapped IPv6 address. (Decimal, hex and octal IPv4 forms such as `2130706433` or `0x7f.1` are
 * normalized by the URL parser before they get here.)
 */
export function addressClassOf(address: string): AddressClass {
  let ip = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  ip = embeddedIPv4(ip) ?? ip;
  const type = isIPv4(ip) ? 'ipv4' : isIP(ip) === 6 ? 'ipv6' : undefined;
  if (!type) throw new ToolsealError('INVALID_INPUT', `not an IP address: ${JSON.stringify(address.slice(0, 60))}`);
  if (UNSPECIFIED.check(ip, type)) return 'unspecified';
  if (LOOPBACK.check(ip, type)) return 'loopback';
  if (LINK_LOCAL.check(ip, type)) return 'link-local';
  if (PRIVATE.check(ip, type)) return 'private';
  return 'public';
}

/** The most internal of several classes. */
function innermost(classes: readonly AddressClass[]): AddressClass {
  return classes.reduce<AddressClass>((a, c) => (isMoreInternal(c, a) ? c : a), 'public');
}

/** The error of a fetch steered further inside than it began; `where` names the URL by origin only. */
export function tooInternal(where: string, to: AddressClass, from: AddressClass): ToolsealError {
  return new ToolsealError(
    'IO_ERROR',
    `cannot fetch ${where}: redirected to a ${to} address, further inside than where the fetch began (${from})`,
  );
}

/** node:dns's `lookup`, taken when a name is resolved, not when this module loads. */
function dnsLookup(): LookupFunction {
  return process.getBuiltinModule('node:dns').lookup as LookupFunction;
}

/**
 * A `lookup` for node:http(s) that resolves every address of a name (with `resolve`, default node:dns)
 * and refuses them all when any one is further inside than `limit`: a name that resolves to a public and a
 * loopback address must not reach this machine. The connection then uses exactly the addresses checked,
 * so a second resolution (DNS rebinding) cannot swap them.
 */
export function guardedLookup(
  limit: AddressClass | undefined,
  where: string,
  resolve: LookupFunction = dnsLookup(),
  classify: (address: string) => AddressClass = addressClassOf,
): LookupFunction {
  return ((
    hostname: string,
    options: { all?: boolean; family?: number },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, options.all ? [] : '', undefined);
      const list = (
        Array.isArray(addresses) ? addresses : [{ address: addresses as unknown as string, family: isIP(addresses as unknown as string) }]
      ) as LookupAddress[];
      if (limit !== undefined) {
        const inner = innermost(list.map((a) => classify(a.address)));
        if (isMoreInternal(inner, limit))
          return callback(tooInternal(where, inner, limit) as unknown as NodeJS.ErrnoException, options.all ? [] : '', undefined);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', undefined);
      callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}

/**
 * The innermost class of the addresses a URL's host resolves to (an IP literal, in any spelling, is its
 * own): for a URL that an answer named and that is contacted by other means than a fetch of ours (an MCP
 * server's endpoint, a package registry a launcher reads), checked before it is contacted.
 */
export function innermostClassOfHost(
  hostname: string,
  resolve: LookupFunction = dnsLookup(),
  classify: (address: string) => AddressClass = addressClassOf,
): Promise<AddressClass> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (isIP(host)) return Promise.resolve(classify(host));
  return new Promise((resolvePromise, reject) => {
    resolve(host, { all: true }, (err, addresses) => {
      if (err) return reject(err);
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses as unknown as string }]) as LookupAddress[];
      if (list.length === 0) return reject(Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' }));
      resolvePromise(innermost(list.map((a) => classify(a.address))));
    });
  });
}
