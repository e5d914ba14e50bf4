import type { LookupFunction } from '../external-types.js';
import { ToolsealError } from '../core/errors.js';
/**
 * How far inside a network an address points, from the outside in: a fetch may be redirected outward or
 * sideways, never further in (a public host must not steer a fetch to a private service, to the cloud
 * metadata service on a link-local address, or to this machine).
 */
export type AddressClass = 'public' | 'private' | 'link-local' | 'loopback' | 'unspecified';
/** Whether `to` lies further inside than `from` (a redirect from `from` to `to` must be refused). */
export declare function isMoreInternal(to: AddressClass, from: AddressClass): boolean;
/**
 * The class of an IP address, in any of its spellings: an IPv6 literal with or without brackets, an
 * IPv4-mapped IPv6 address. (Decimal, hex and octal IPv4 forms such as `2130706433` or `0x7f.1` are
 * normalized by the URL parser before they get here.)
 */
export declare function addressClassOf(address: string): AddressClass;
/** The error of a fetch steered further inside than it began; `where` names the URL by origin only. */
export declare function tooInternal(where: string, to: AddressClass, from: AddressClass): ToolsealError;
/**
 * A `lookup` for node:http(s) that resolves every address of a name (with `resolve`, default node:dns)
 * and refuses them all when any one is further inside than `limit`: a name that resolves to a public and a
 * loopback address must not reach this machine. The connection then uses exactly the addresses checked,
 * so a second resolution (DNS rebinding) cannot swap them.
 */
export declare function guardedLookup(limit: AddressClass | undefined, where: string, resolve?: LookupFunction, classify?: (address: string) => AddressClass): LookupFunction;
/**
 * The innermost class of the addresses a URL's host resolves to (an IP literal, in any spelling, is its
 * own): for a URL that an answer named and that is contacted by other means than a fetch of ours (an MCP
 * server's endpoint, a package registry a launcher reads), checked before it is contacted.
 */
export declare function innermostClassOfHost(hostname: string, resolve?: LookupFunction, classify?: (address: string) => AddressClass): Promise<AddressClass>;
