import { nearestProfile, profileText, sameProfile } from '../surface/client-capabilities.js';
import { digestNonTool, type NonToolDigests, type NonToolSurface } from '../surface/non-tool-surface.js';
import { ToolsealError } from '../errors.js';
import type { EffectiveHints } from '../surface/hints.js';
import type { PackagePin } from '../origin/package-launch.js';
import type { LockPublisher } from './lock-publisher.js';
import {
  digestTools,
  isArrayIndex,
  type Digest,
  type RawTool,
  type SurfaceDigests,
  type SurfaceField,
  type ToolDigests,
  type ToolPinBytes,
  toolDigestsOf,
} from '../surface/surface.js';
import { nonToolInteropHashes, type InteropSetHashes } from '../surface/interop-hashes.js';

/** The lock format version written in `lockfileVersion`. */
export const LOCKFILE_VERSION = 1;

/** The default lock file name. */
export const DEFAULT_LOCK_FILE = 'mcp-tools.lock';

/** One pinned tool: digests and effective hints only, never text. */
export interface LockedTool {
  digest: Digest;
  /** field → fieldDigest, for the surface fields the tool has. */
  fields: Partial<Record<SurfaceField, Digest>>;
  hints: EffectiveHints;
}

/** One pinned server (docs/formats.md, lock file). */
export interface LockedServer {
  /** The client capabilities the surface was listed for (`--client-capabilities`), sorted; absent: none. */
  clientCapabilities?: string[];
  manifestDigest: Digest;
  toolCount: number;
  /** name → pin; a null-prototype record (`__proto__` is an ordinary tool name). */
  tools: Record<string, LockedTool>;
  /**
   * The rest of what the model reads, pinned together (all three, or none in a lock written before they
   * were pinned: such a pin checks the tools only): the instructions' digest (null: the server sent none),
   * and the digest of each prompt (by name) and resource template (by uriTemplate).
   */
  instructionsDigest?: Digest | null;
  promptDigests?: Record<string, Digest>;
  resourceTemplateDigests?: Record<string, Digest>;
  /** The package a launcher (`npx`, `uvx`, `docker run`…) starts the server from, as `lock` resolved it (name, version, integrity). */
  package?: PackagePin;
  /** Who publishes the pinned surface (`lock --certificate-identity`, `--repo`…): a change they sign is a signed upgrade. */
  publisher?: LockPublisher;
  /**
   * The same server's pins for other client capabilities than this entry's (a server may list another
   * surface to a host that declares more): by profile (`roots,sampling`, or `none`), each a whole entry
   * whose `clientCapabilities` is that profile, without `profiles` of its own.
   */
  profiles?: Record<string, LockedServer>;
  /** JSON Pointers (`/tools/NAME/FIELD/…`, sorted) whose values vary by start: digested as their JSON type only (volatile.ts). */
  volatile?: string[];
  /** The tool definition hash v1's set hashes (absent in entries written before toolseal computed them). */
  interop?: InteropSetHashes;
  /** `rounded`: pinned with `--round-inexact-numbers`; checked only with it (an entry without it is never rounded). */
  numbers?: 'rounded';
}

/** The lock document `mcp-tools.lock`. */
export interface Lockfile {
  lockfileVersion: typeof LOCKFILE_VERSION;
  /** server id → pin; a null-prototype record. */
  servers: Record<string, LockedServer>;
}

/** An empty lock (no server pinned). */
export function emptyLock(): Lockfile {
  return { lockfileVersion: LOCKFILE_VERSION, servers: Object.create(null) as Record<string, LockedServer> };
}

/**
 * A pin made from a surface's digests: the entry's members but `tools` (in the lock's order), and the tools
 * apart (as the lock's bytes when kept so; a copy keeps them).
 */
export interface ServerPin {
  entry: Omit<LockedServer, 'tools'>;
  toolPins: ToolPins;
}

/** A pin's tools: the lock's bytes of its `tools` record, or the record (`inKeyOrder`: its keys enumerate in the lock's order). */
export type ToolPins = { bytes: ToolPinBytes } | { record: Record<string, LockedTool>; inKeyOrder: boolean };

/** A lock entry as read from a lock file, or a pin made from digests (see {@link ServerPin}). */
export type LockEntry = LockedServer | ServerPin;

/** A lock being written (or checked against): entries read from a lock file beside pins made now (a null-prototype record). */
export interface LockDraft {
  lockfileVersion: typeof LOCKFILE_VERSION;
  servers: Record<string, LockEntry>;
}

/** Whether `e` is a pin made from digests (an entry read from a lock file always has `tools`). */
export function isServerPin(e: LockEntry): e is ServerPin {
  return !Object.hasOwn(e, 'tools');
}

/** The members of an entry but its tools (which a pin keeps apart). */
export function entryMembers(e: LockEntry): Omit<LockedServer, 'tools'> {
  return isServerPin(e) ? e.entry : e;
}

/** The pin of one server's complete tool list; `digests`: `digestTools(tools, { fields: true })` when the caller has it (not hashed again). */
export function lockEntryOf(tools: readonly RawTool[], digests?: SurfaceDigests): LockedServer {
  return lockEntryOfDigests(digests?.withFields ? digests : digestTools(tools, { fields: true }));
}

/** {@link serverPinOf} as a lock entry, its tools a record (made from the pins' bytes when they were kept so). */
export function lockEntryOfDigests(d: SurfaceDigests, nonTool?: NonToolSurface, clientCapabilities?: readonly string[]): LockedServer {
  return entryOfPin(serverPinOf(d, nonTool, clientCapabilities));
}

/**
 * The pin of a tool list from its digests, field digests and hints included (`digestTools(tools, { fields:
 * true })`), and of its non-tool parts when the surface has them: every member in the order the lock is written
 * in, the tools as the lock's bytes when the digests kept them so (then they are written, and a lock
 * compared with them, byte for byte: {@link lockIfWrittenFor}). `nonTool` are those of the same surface
 * as `d` (their digests are taken from `d.nonTool` when there).
 */
export function serverPinOf(d: SurfaceDigests, nonTool?: NonToolSurface, clientCapabilities?: readonly string[]): ServerPin {
  if (!d.withFields) throw new ToolsealError('INVALID_INPUT', 'a pin needs the field digests and hints of every tool');
  const pinBytes = d.pinBytes;
  const toolCount = pinBytes ? pinBytes.names.length : toolDigestsOf(d).size;
  // The non-tool parts' digests computed with the tools' (the same snapshot's), when they were.
  const c = nonTool === undefined ? undefined : (d.nonTool ?? digestNonTool(nonTool));
  const entry: Omit<LockedServer, 'tools'> =
    c === undefined
      ? { manifestDigest: d.manifestDigest, toolCount }
      : {
          instructionsDigest: c.instructionsDigest,
          manifestDigest: d.manifestDigest,
          promptDigests: c.promptDigests,
          resourceTemplateDigests: c.resourceTemplateDigests,
          toolCount,
        };
  // First in the lock's order (RFC 8785: "clientCapabilities" sorts before every other member).
  const interop = d.interop && { interop: { toolSetHash: d.interop.toolSetHash, ...nonToolInteropHashes(nonTool ?? {}) } };
  const members = { ...entry, ...interop, ...(d.numbers && { numbers: d.numbers }) };
  const all = Object.entries(members).sort(([a], [b]) => (a < b ? -1 : 1));
  const e = Object.fromEntries(all) as Omit<LockedServer, 'tools'>;
  const profiled =
    clientCapabilities !== undefined && clientCapabilities.length > 0 ? { clientCapabilities: [...clientCapabilities], ...e } : e;
  return { entry: profiled, toolPins: pinBytes ? { bytes: pinBytes } : toolRecordOf(toolDigestsOf(d)) };
}

/** A pin's tools as a record (made from their bytes when they were kept so). */
export function toolRecordOfPins(toolPins: ToolPins): Record<string, LockedTool> {
  return 'record' in toolPins ? toolPins.record : toolRecordOf(toolPins.bytes.toolDigests()).record;
}

/** A pin as a lock entry (its tools a record), its members in the lock's order. */
export function entryOfPin(pin: ServerPin): LockedServer {
  const out = {} as Record<string, unknown>;
  const members = pin.entry as Record<string, unknown>;
  for (const key of [...Object.keys(members), 'tools'].sort()) {
    out[key] = key === 'tools' ? toolRecordOfPins(pin.toolPins) : members[key];
  }
  return out as unknown as LockedServer;
}

/** An entry as a pin: itself, or a lock entry's members with its tools record apart. */
export function serverPinOfEntry(e: LockEntry): ServerPin {
  if (isServerPin(e)) return e;
  const { tools, ...entry } = e;
  return { entry, toolPins: { record: tools, inKeyOrder: false } };
}

/** A lock entry whatever it is: itself, or a pin as one (see {@link entryOfPin}). */
export function lockedServerOf(e: LockEntry): LockedServer {
  return isServerPin(e) ? entryOfPin(e) : e;
}

/** The tools of a pin, a null-prototype record of the digests' entries (which are a tool's pin as they are). */
function toolRecordOf(tools: ReadonlyMap<string, ToolDigests>): { record: Record<string, LockedTool>; inKeyOrder: boolean } {
  const record = Object.create(null) as Record<string, LockedTool>;
  let indexLike = false;
  // A tool's digests are its pin as they are: `digest`, `fields` (in key order) and `hints` (in key order).
  for (const [name, t] of tools) {
    record[name] = t as LockedTool;
    indexLike ||= isArrayIndex(name);
  }
  // Names come in RFC 8785 order, which is the lock's; an index-like name is enumerated first by JavaScript.
  return { record, inKeyOrder: !indexLike };
}

/** The names of a pin's tools, in the order of `Object.keys` of its tools record, without making the record when it need not be. */
export function pinnedToolNames(pin: ServerPin): string[] {
  const t = pin.toolPins;
  if ('record' in t) return Object.keys(t.record);
  return t.bytes.indexLike ? Object.keys(toolRecordOfPins(t)) : [...t.bytes.names];
}

/** The non-tool pins of a lock entry, from a server's non-tool parts (none when its surface did not carry them). */
export function nonToolPinsOf(nonTool: NonToolSurface | undefined): Partial<NonToolDigests> {
  return nonTool === undefined ? {} : digestNonTool(nonTool);
}

/** A pin's non-tool digests, or undefined when the lock entry pins the tools only (an older lock). */
export function pinnedNonTool(locked: Omit<LockedServer, 'tools'>): NonToolDigests | undefined {
  if (locked.promptDigests === undefined || locked.resourceTemplateDigests === undefined || locked.instructionsDigest === undefined)
    return undefined;
  return {
    instructionsDigest: locked.instructionsDigest,
    promptDigests: locked.promptDigests,
    resourceTemplateDigests: locked.resourceTemplateDigests,
  };
}

/**
 * A server's pin for the surface listed for these client capabilities (absent: none): the entry itself
 * when it was recorded for them, else the one of its `profiles` that was; undefined when none was.
 */
export function entryForProfile<E extends LockEntry>(
  entry: E | undefined,
  profile: readonly string[] | undefined,
): E | LockedServer | undefined {
  if (entry === undefined) return undefined;
  const members = entryMembers(entry);
  if (sameProfile(members.clientCapabilities, profile)) return entry;
  const others = members.profiles;
  const key = profileText(profile);
  return others !== undefined && Object.hasOwn(others, key) ? others[key] : undefined;
}

/** The profiles a server is pinned for, the entry's own first: `none`, `roots,sampling`. */
export function pinnedProfiles(e: LockEntry): string[] {
  const entry = entryMembers(e);
  return [profileText(entry.clientCapabilities), ...Object.keys(entry.profiles ?? {}).sort()];
}

/**
 * The pin of another profile than the host's to compare a surface with when the host's is not pinned:
 * the one whose capabilities are the most of the host's and no others, else the entry itself.
 */
export function nearestProfileEntry(entry: LockedServer, profile: readonly string[] | undefined): LockedServer {
  const others = Object.keys(entry.profiles ?? {})
    .sort()
    .map((key) => entry.profiles![key]!);
  return nearestProfile(entry, others, (e) => e.clientCapabilities, profile);
}

/**
 * A server's entry with `pin` (without profiles) set for its profile: it replaces the entry itself when
 * the two are of one profile (the entry's other profiles kept), else it is added to (or replaces the one
 * in) `profiles`. Neither input is changed; a pin's tools kept as bytes stay so.
 */
export function withProfilePin(entry: LockedServer | undefined, pin: LockedServer): LockedServer;
export function withProfilePin(entry: LockEntry | undefined, pin: LockEntry): LockEntry;
export function withProfilePin(entry: LockEntry | undefined, pin: LockEntry): LockEntry {
  if (entry === undefined) return pin;
  const members = entryMembers(entry);
  const pinned = entryMembers(pin);
  if (sameProfile(members.clientCapabilities, pinned.clientCapabilities))
    return members.profiles === undefined ? pin : withProfiles(pin, members.profiles);
  const profiles = Object.create(null) as Record<string, LockedServer>;
  const key = profileText(pinned.clientCapabilities);
  for (const k of [...Object.keys(members.profiles ?? {}).filter((k) => k !== key), key].sort())
    profiles[k] = k === key ? lockedServerOf(pin) : members.profiles![k]!;
  return withProfiles(entry, profiles);
}

/** A copy of an entry (its tools as they are: a pin's bytes stay bytes) with these `profiles`. */
function withProfiles(e: LockEntry, profiles: Record<string, LockedServer>): LockEntry {
  const { profiles: _old, ...rest } = entryMembers(e);
  if (isServerPin(e)) return { entry: { ...rest, profiles }, toolPins: e.toolPins };
  return { ...rest, tools: e.tools, profiles } as LockedServer;
}

/** An entry with its `package` set (or removed: `undefined`), its members in the lock's order, its tools as they are (bytes stay bytes). */
export function withPackagePin(pin: LockedServer, pkg: PackagePin | undefined): LockedServer;
export function withPackagePin(pin: ServerPin, pkg: PackagePin | undefined): ServerPin;
export function withPackagePin(pin: LockEntry, pkg: PackagePin | undefined): LockEntry {
  const members = { ...(isServerPin(pin) ? pin.entry : pin) } as Record<string, unknown>;
  delete members.package;
  if (pkg !== undefined) {
    // Members in the order the lock writes: dependencies, ecosystem, integrity, name, version.
    members.package = {
      ...(pkg.dependencies === undefined ? {} : { dependencies: pkg.dependencies }),
      ecosystem: pkg.ecosystem,
      ...(pkg.integrity === undefined ? {} : { integrity: pkg.integrity }),
      name: pkg.name,
      version: pkg.version,
    } as PackagePin;
  }
  const entry = {} as Record<string, unknown>;
  for (const key of Object.keys(members).sort()) entry[key] = members[key];
  if (isServerPin(pin)) return { entry: entry as Omit<LockedServer, 'tools'>, toolPins: pin.toolPins };
  return entry as unknown as LockedServer;
}

/** A lock with one server's entry set (added or replaced); the input is not changed. */
export function withServer(lock: Lockfile, serverId: string, entry: LockedServer): Lockfile;
export function withServer(lock: Lockfile | LockDraft, serverId: string, entry: LockEntry): LockDraft;
export function withServer(lock: Lockfile | LockDraft, serverId: string, entry: LockEntry): LockDraft {
  const servers = Object.create(null) as Record<string, LockEntry>;
  // In sorted order, as the lock is written.
  const ids = [...Object.keys(lock.servers).filter((id) => id !== serverId), serverId].sort();
  for (const id of ids) servers[id] = id === serverId ? entry : lock.servers[id]!;
  return { lockfileVersion: LOCKFILE_VERSION, servers };
}
