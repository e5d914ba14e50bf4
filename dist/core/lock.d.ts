import { type CarrierDigests, type Carriers } from './carriers.js';
import { type EffectiveHints } from './hints.js';
import { type PackagePin } from './package-launch.js';
import { type Digest, type RawTool, type SurfaceDigests, type SurfaceField, type ToolPinBytes } from './surface.js';
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
    /**
     * The package a launcher (`npx`, `uvx`, `docker run`…) starts the server from, as `lock` resolved it:
     * name, exact version, and the registry's integrity (or the image digest) when it could be resolved.
     */
    package?: PackagePin;
    /**
     * The same server's pins for other client capabilities than this entry's (a server may list another
     * surface to a host that declares more): by profile (`roots,sampling`, or `none`), each a whole entry
     * whose `clientCapabilities` is that profile, without `profiles` of its own.
     */
    profiles?: Record<string, LockedServer>;
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
 * The pin of one server's complete tool list: digests per tool and field, and effective hints. `digests`:
 * `digestTools(tools, { fields: true })` when the caller has it already (reading a snapshot computes it),
 * so the tools are not canonicalized and hashed a second time.
 */
export declare function lockEntryOf(tools: readonly RawTool[], digests?: SurfaceDigests): LockedServer;
/**
 * The pin of a tool list from its digests, field digests and hints included (`digestTools(tools, { fields:
 * true })`), and of its carriers when the surface has them: every member in the order the lock is written
 * in, so that writing it (and comparing a lock with it, {@link lockIfWrittenFor}) takes the native writer.
 * `carriers` are those of the same surface as `d` (their digests are taken from `d.carriers` when there).
 */
export declare function lockEntryOfDigests(d: SurfaceDigests, carriers?: Carriers, clientCapabilities?: readonly string[]): LockedServer;
/** The tools of `pin` as the lock's bytes, when {@link lockEntryOfDigests} kept them so (lock-text writes the pin with them). */
export declare function toolsTextOf(pin: LockedServer): ToolPinBytes | undefined;
/** Whether `record` is a tools record made by {@link lockEntryOfDigests} whose keys and values are in the lock's order. */
export declare function writtenInOrder(record: object): boolean;
/** The names of a pin's tools, in the order of `Object.keys(pin.tools)`, without making the record when it need not be. */
export declare function pinnedToolNames(pin: LockedServer): string[];
/** The carrier pins of a lock entry, from a server's carriers (none when its surface did not carry them). */
export declare function carrierPinsOf(carriers: Carriers | undefined): Partial<CarrierDigests>;
/** A pin's carrier digests, or undefined when the lock entry pins the tools only (an older lock). */
export declare function pinnedCarriers(locked: LockedServer): CarrierDigests | undefined;
/**
 * A server's pin for the surface listed for these client capabilities (absent: none): the entry itself
 * when it was recorded for them, else the one of its `profiles` that was; undefined when none was.
 */
export declare function entryForProfile(entry: LockedServer | undefined, profile: readonly string[] | undefined): LockedServer | undefined;
/** The profiles a server is pinned for, the entry's own first: `none`, `roots,sampling`. */
export declare function pinnedProfiles(entry: LockedServer): string[];
/**
 * The pin of another profile than the host's to compare a surface with when the host's is not pinned:
 * the one whose capabilities are the most of the host's and no others, else the entry itself.
 */
export declare function nearestProfileEntry(entry: LockedServer, profile: readonly string[] | undefined): LockedServer;
/**
 * A server's entry with `pin` (a pin made by {@link lockEntryOfDigests}, without profiles) set for its
 * profile: it replaces the entry itself when the two are of one profile (the entry's other profiles kept),
 * else it is added to (or replaces the one in) `profiles`. Neither input is changed.
 */
export declare function withProfilePin(entry: LockedServer | undefined, pin: LockedServer): LockedServer;
/**
 * A pin with its `package` set (or removed, `undefined`), its members kept in the lock's order (so the
 * native writer still serves it) and its tools kept as they are (as bytes, when they were).
 */
export declare function withPackagePin(pin: LockedServer, pkg: PackagePin | undefined): LockedServer;
/** A lock with one server's pin set (added or replaced); the input is not changed. */
export declare function withServer(lock: Lockfile, serverId: string, entry: LockedServer): Lockfile;
/**
 * Whether `v` is a digest as the lock writes it: `sha256:` and 64 lowercase hex digits, nothing else
 * (what `/^sha256:[0-9a-f]{64}$/` says, checked by character codes: a lock pins thousands of digests, and
 * this check runs on every one each time a lock is read).
 */
export declare function isSha256Digest(v: unknown): v is string;
/** Parses lock text strictly (duplicate members refused) and asserts its shape. */
export declare function parseLock(text: string, source: string): Lockfile;
/**
 * Asserts a parsed lock document (`INVALID_LOCK`, naming the place): version, digests, a tool count that
 * is the number of tools, field names from the seven surface fields, and four boolean hints per tool.
 */
export declare function assertLock(doc: unknown, source?: string): asserts doc is Lockfile;
