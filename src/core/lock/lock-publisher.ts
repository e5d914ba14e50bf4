// A lock entry's `publisher` (docs/formats.md): the signer policy `lock` was given, as the verify options
// name it, and what a verified statement of the pinned surface said of it (its revision and server name).
// A change of that surface is then accepted as a signed upgrade only under this same policy.
import { isJsonObject } from '../json/json-object.js';
import { isRegistryServerName } from '../origin/registry-name.js';
import { entryMembers, isServerPin, type LockEntry } from './lock.js';

/** The publisher of a pinned surface: one of `certificateIdentity`, `certificateIdentityRegexp` or `repo`, and the issuer. */
export interface LockPublisher {
  allowReusableCallers?: true;
  certificateIdentity?: string;
  certificateIdentityRegexp?: string;
  certificateOidcIssuer: string;
  repo?: string;
  /** The revision of the verified statement of the pinned surface (`lock --bundle`, `--accept-signed`). */
  revision?: number;
  /** That statement's server name: every later statement must be for it. */
  server?: string;
  signerRef?: string;
  signerWorkflow?: string;
  sourceRepo?: string;
}

const STRING_MEMBERS = [
  'certificateIdentity',
  'certificateIdentityRegexp',
  'certificateOidcIssuer',
  'repo',
  'signerRef',
  'signerWorkflow',
  'sourceRepo',
] as const;
const MEMBERS: ReadonlySet<string> = new Set([...STRING_MEMBERS, 'allowReusableCallers', 'revision', 'server']);

/**
 * Asserts a lock entry's `publisher` shape (through `bad`, naming the member): known members, non-empty
 * strings, exactly one way of naming the signer, a positive revision, a server name in the registry's format.
 * Whether the policy itself holds (a pattern that compiles, a repository GitHub could hold) is checked where it is used.
 */
export function assertLockPublisher(p: unknown, bad: (what: string) => never): asserts p is LockPublisher {
  if (!isJsonObject(p)) bad('publisher is not an object');
  const o = p as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!MEMBERS.has(key)) bad(`publisher has an unknown member ${JSON.stringify(key)}`);
  for (const key of STRING_MEMBERS)
    if (o[key] !== undefined && (typeof o[key] !== 'string' || o[key] === '')) bad(`publisher.${key} is not a non-empty string`);
  if (typeof o.certificateOidcIssuer !== 'string') bad('publisher.certificateOidcIssuer is missing');
  const ways = ['certificateIdentity', 'certificateIdentityRegexp', 'repo'].filter((k) => o[k] !== undefined);
  if (ways.length !== 1) bad('publisher names its signer by exactly one of certificateIdentity, certificateIdentityRegexp and repo');
  if (o.allowReusableCallers !== undefined && o.allowReusableCallers !== true) bad('publisher.allowReusableCallers is not true');
  if (o.revision !== undefined && (typeof o.revision !== 'number' || !Number.isSafeInteger(o.revision) || o.revision < 1))
    bad('publisher.revision is not a positive integer');
  if (o.server !== undefined && (typeof o.server !== 'string' || !isRegistryServerName(o.server)))
    bad("publisher.server is not a server name in the MCP registry's format");
}

/** A publisher with its members in the lock's (sorted) order, undefined ones left out. */
export function publisherInLockOrder(p: LockPublisher): LockPublisher {
  const members = p as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(members).sort()) if (members[key] !== undefined) out[key] = members[key];
  return out as unknown as LockPublisher;
}

/**
 * An entry with its `publisher` set (or removed, `undefined`), its members kept in the lock's order and its
 * tools kept as they are (as bytes, when they were), as `withPackagePin` keeps them.
 */
export function withPublisherPin<E extends LockEntry>(pin: E, publisher: LockPublisher | undefined): E {
  const members = { ...entryMembers(pin) } as Record<string, unknown>;
  delete members.publisher;
  if (publisher !== undefined) members.publisher = publisherInLockOrder(publisher);
  const entry = {} as Record<string, unknown>;
  for (const key of Object.keys(members).sort()) entry[key] = members[key];
  return (isServerPin(pin) ? { entry, toolPins: pin.toolPins } : entry) as unknown as E;
}

/** Whether two publishers are the same (both absent, or every member equal). */
export function samePublisher(a: LockPublisher | undefined, b: LockPublisher | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return JSON.stringify(publisherInLockOrder(a)) === JSON.stringify(publisherInLockOrder(b));
}
