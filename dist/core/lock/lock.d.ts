import { type NonToolDigests, type NonToolSurface } from '../surface/non-tool-surface.js';
import type { EffectiveHints } from '../surface/hints.js';
import type { PackagePin } from '../origin/package-launch.js';
import type { LockPublisher } from './lock-publisher.js';
import { type Digest, type RawTool, type SurfaceDigests, type SurfaceField, type ToolPinBytes } from '../surface/surface.js';
import { type InteropSetHashes } from '../surface/interop-hashes.js';
/** The lock format version written in `lockfileVersion`. */
export declare const LOCKFILE_VERSION = 1;
/** The default lock file name. */
export declare const DEFAULT_LOCK_FILE = "mcp-tools.lock";
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
export declare function emptyLock(): Lockfile;
/**
 * A pin made from a surface's digests: the entry's members but `tools` (in the lock's order), and the tools
 * apart (as the lock's bytes when kept so; a copy keeps them).
 */
export interface ServerPin {
    entry: Omit<LockedServer, 'tools'>;
    toolPins: ToolPins;
}
/** A pin's tools: the lock's bytes of its `tools` record, or the record (`inKeyOrder`: its keys enumerate in the lock's order). */
export type ToolPins = {
    bytes: ToolPinBytes;
} | {
    record: Record<string, LockedTool>;
    inKeyOrder: boolean;
};
/** A lock entry as read from a lock file, or a pin made from digests (see {@link ServerPin}). */
export type LockEntry = LockedServer | ServerPin;
/** A lock being written (or checked against): entries read from a lock file beside pins made now (a null-prototype record). */
export interface LockDraft {
    lockfileVersion: typeof LOCKFILE_VERSION;
    servers: Record<string, LockEntry>;
}
/** Whether `e` is a pin made from digests (an entry read from a lock file always has `tools`). */
export declare function isServerPin(e: LockEntry): e is ServerPin;
/** The members of an entry but its tools (which a pin keeps apart). */
export declare function entryMembers(e: LockEntry): Omit<LockedServer, 'tools'>;
/** The pin of one server's complete tool list; `digests`: `digestTools(tools, { fields: true })` when the caller has it (not hashed again). */
export declare function lockEntryOf(tools: readonly RawTool[], digests?: SurfaceDigests): LockedServer;
/** {@link serverPinOf} as a lock entry, its tools a record (made from the pins' bytes when they were kept so). */
export declare function lockEntryOfDigests(d: SurfaceDigests, nonTool?: NonToolSurface, clientCapabilities?: readonly string[]): LockedServer;
/**
 * The pin of a tool list from its digests, field digests and hints included (`digestTools(tools, { fields:
 * true })`), and of its non-tool parts when the surface has them: every member in the order the lock is written
 * in, the tools as the lock's bytes when the digests kept them so (then they are written, and a lock
 * compared with them, byte for byte: {@link lockIfWrittenFor}). `nonTool` are those of the same surface
 * as `d` (their digests are taken from `d.nonTool` when there).
 */
export declare function serverPinOf(d: SurfaceDigests, nonTool?: NonToolSurface, clientCapabilities?: readonly string[]): ServerPin;
/** A pin's tools as a record (made from their bytes when they were kept so). */
export declare function toolRecordOfPins(toolPins: ToolPins): Record<string, LockedTool>;
/** A pin as a lock entry (its tools a record), its members in the lock's order. */
export declare function entryOfPin(pin: ServerPin): LockedServer;
/** An entry as a pin: itself, or a lock entry's members with its tools record apart. */
export declare function serverPinOfEntry(e: LockEntry): ServerPin;
/** A lock entry whatever it is: itself, or a pin as one (see {@link entryOfPin}). */
export declare function lockedServerOf(e: LockEntry): LockedServer;
/** The names of a pin's tools, in the order of `Object.keys` of its tools record, without making the record when it need not be. */
export declare function pinnedToolNames(pin: ServerPin): string[];
/** The non-tool pins of a lock entry, from a server's non-tool parts (none when its surface did not carry them). */
export declare function nonToolPinsOf(nonTool: NonToolSurface | undefined): Partial<NonToolDigests>;
/** A pin's non-tool digests, or undefined when the lock entry pins the tools only (an older lock). */
export declare function pinnedNonTool(locked: Omit<LockedServer, 'tools'>): NonToolDigests | undefined;
/**
 * A server's pin for the surface listed for these client capabilities (absent: none): the entry itself
 * when it was recorded for them, else the one of its `profiles` that was; undefined when none was.
 */
export declare function entryForProfile<E extends LockEntry>(entry: E | undefined, profile: readonly string[] | undefined): E | LockedServer | undefined;
/** The profiles a server is pinned for, the entry's own first: `none`, `roots,sampling`. */
export declare function pinnedProfiles(e: LockEntry): string[];
/**
 * The pin of another profile than the host's to compare a surface with when the host's is not pinned:
 * the one whose capabilities are the most of the host's and no others, else the entry itself.
 */
export declare function nearestProfileEntry(entry: LockedServer, profile: readonly string[] | undefined): LockedServer;
/**
 * A server's entry with `pin` (without profiles) set for its profile: it replaces the entry itself when
 * the two are of one profile (the entry's other profiles kept), else it is added to (or replaces the one
 * in) `profiles`. Neither input is changed; a pin's tools kept as bytes stay so.
 */
export declare function withProfilePin(entry: LockedServer | undefined, pin: LockedServer): LockedServer;
export declare function withProfilePin(entry: LockEntry | undefined, pin: LockEntry): LockEntry;
/** An entry with its `package` set (or removed: `undefined`), its members in the lock's order, its tools as they are (bytes stay bytes). */
export declare function withPackagePin(pin: LockedServer, pkg: PackagePin | undefined): LockedServer;
export declare function withPackagePin(pin: ServerPin, pkg: PackagePin | undefined): ServerPin;
/** A lock with one server's entry set (added or replaced); the input is not changed. */
export declare function withServer(lock: Lockfile, serverId: string, entry: LockedServer): Lockfile;
export declare function withServer(lock: Lockfile | LockDraft, serverId: string, entry: LockEntry): LockDraft;
