import { CLIENT_CAPABILITY_NAMES, isClientCapabilityList, profileText, sameProfile } from './client-capabilities.js';
import { carrierDigestsIn, digestCarriers, type CarrierDigests, type Carriers } from './carriers.js';
import { ToolsealError } from './errors.js';
import { HINT_NAMES, type EffectiveHints } from './hints.js';
import { parseJsonStrict } from './json-text.js';
import { assertPackagePin, type PackagePin } from './package-launch.js';
import {
  SURFACE_FIELDS,
  digestTools,
  isArrayIndex,
  type Digest,
  type RawTool,
  type SurfaceDigests,
  type SurfaceField,
  type ToolPinBytes,
} from './surface.js';
import { isJsonObject as isObject } from './json-object.js';

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
export function emptyLock(): Lockfile {
  return { lockfileVersion: LOCKFILE_VERSION, servers: Object.create(null) as Record<string, LockedServer> };
}

/**
 * The pin of one server's complete tool list: digests per tool and field, and effective hints. `digests`:
 * `digestTools(tools, { fields: true })` when the caller has it already (reading a snapshot computes it),
 * so the tools are not canonicalized and hashed a second time.
 */
export function lockEntryOf(tools: readonly RawTool[], digests?: SurfaceDigests): LockedServer {
  return lockEntryOfDigests(digests?.withFields ? digests : digestTools(tools, { fields: true }));
}

/**
 * The pin of a tool list from its digests, field digests and hints included (`digestTools(tools, { fields:
 * true })`), and of its carriers when the surface has them: every member in the order the lock is written
 * in, so that writing it (and comparing a lock with it, {@link lockIfWrittenFor}) takes the native writer.
 * `carriers` are those of the same surface as `d` (their digests are taken from `d.carriers` when there).
 */
export function lockEntryOfDigests(d: SurfaceDigests, carriers?: Carriers, clientCapabilities?: readonly string[]): LockedServer {
  if (!d.withFields) throw new ToolsealError('INVALID_INPUT', 'a pin needs the field digests and hints of every tool');
  const pinBytes = d.pinBytes;
  const toolCount = pinBytes ? pinBytes.names.length : d.tools.size;
  // The carriers' digests computed with the tools' (the same snapshot's), when they were.
  const c = carriers === undefined ? undefined : (d.carriers ?? digestCarriers(carriers));
  const pin = (
    c === undefined
      ? { manifestDigest: d.manifestDigest, toolCount }
      : {
          instructionsDigest: c.instructionsDigest,
          manifestDigest: d.manifestDigest,
          promptDigests: c.promptDigests,
          resourceTemplateDigests: c.resourceTemplateDigests,
          toolCount,
        }
  ) as LockedServer;
  // First in the lock's order (RFC 8785: "clientCapabilities" sorts before every other member).
  const profiled =
    clientCapabilities !== undefined && clientCapabilities.length > 0
      ? ({ clientCapabilities: [...clientCapabilities], ...pin } as LockedServer)
      : pin;
  return withTools(profiled, d, pinBytes);
}

function withTools(pin: LockedServer, d: SurfaceDigests, pinBytes: SurfaceDigests['pinBytes']): LockedServer {
  if (!pinBytes) {
    pin.tools = toolRecordOf(d);
    return pin;
  }
  // The tool pins are already written as the lock has them: the record of objects is made only if read.
  let tools: Record<string, LockedTool> | undefined;
  Object.defineProperty(pin, 'tools', { enumerable: true, get: () => (tools ??= toolRecordOf(d)) });
  PIN_BYTES.set(pin, pinBytes);
  return pin;
}

/** The tools of a pin, a null-prototype record of the digests' entries (which are a tool's pin as they are). */
function toolRecordOf(d: SurfaceDigests): Record<string, LockedTool> {
  const locked = Object.create(null) as Record<string, LockedTool>;
  let indexLike = false;
  // A tool's digests are its pin as they are: `digest`, `fields` (in key order) and `hints` (in key order).
  for (const [name, t] of d.tools) {
    locked[name] = t as LockedTool;
    indexLike ||= isArrayIndex(name);
  }
  // Names come in RFC 8785 order, which is the lock's; an index-like name is enumerated first by JavaScript.
  if (!indexLike) WRITTEN_IN_ORDER.add(locked);
  return locked;
}

/**
 * Tool records made by {@link lockEntryOfDigests} whose every key and value is already in the lock's order
 * (they are never changed after): {@link stableJson} does not walk their ten thousand entries to find out.
 */
const WRITTEN_IN_ORDER = new WeakSet<object>();

/** Pins made by {@link lockEntryOfDigests} from tool pins kept as the lock's bytes: written with those bytes. */
const PIN_BYTES = new WeakMap<LockedServer, ToolPinBytes>();

/** The tools of `pin` as the lock's bytes, when {@link lockEntryOfDigests} kept them so (lock-text writes the pin with them). */
export function toolsTextOf(pin: LockedServer): ToolPinBytes | undefined {
  return PIN_BYTES.get(pin);
}

/** Whether `record` is a tools record made by {@link lockEntryOfDigests} whose keys and values are in the lock's order. */
export function writtenInOrder(record: object): boolean {
  return WRITTEN_IN_ORDER.has(record);
}

/** The names of a pin's tools, in the order of `Object.keys(pin.tools)`, without making the record when it need not be. */
export function pinnedToolNames(pin: LockedServer): string[] {
  const bytes = PIN_BYTES.get(pin);
  return bytes && !bytes.indexLike ? [...bytes.names] : Object.keys(pin.tools);
}

/** The carrier pins of a lock entry, from a server's carriers (none when its surface did not carry them). */
export function carrierPinsOf(carriers: Carriers | undefined): Partial<CarrierDigests> {
  return carriers === undefined ? {} : digestCarriers(carriers);
}

/** A pin's carrier digests, or undefined when the lock entry pins the tools only (an older lock). */
export function pinnedCarriers(locked: LockedServer): CarrierDigests | undefined {
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
export function entryForProfile(entry: LockedServer | undefined, profile: readonly string[] | undefined): LockedServer | undefined {
  if (entry === undefined) return undefined;
  if (sameProfile(entry.clientCapabilities, profile)) return entry;
  const others = entry.profiles;
  const key = profileText(profile);
  return others !== undefined && Object.hasOwn(others, key) ? others[key] : undefined;
}

/** The profiles a server is pinned for, the entry's own first: `none`, `roots,sampling`. */
export function pinnedProfiles(entry: LockedServer): string[] {
  return [profileText(entry.clientCapabilities), ...Object.keys(entry.profiles ?? {}).sort()];
}

/**
 * The pin of another profile than the host's to compare a surface with when the host's is not pinned:
 * the one whose capabilities are the most of the host's and no others, else the entry itself.
 */
export function nearestProfileEntry(entry: LockedServer, profile: readonly string[] | undefined): LockedServer {
  const wanted = new Set(profile ?? []);
  let best = entry;
  let bestSize = (entry.clientCapabilities ?? []).every((n) => wanted.has(n)) ? (entry.clientCapabilities ?? []).length : -1;
  for (const key of Object.keys(entry.profiles ?? {}).sort()) {
    const caps = entry.profiles![key]!.clientCapabilities ?? [];
    if (caps.every((n) => wanted.has(n)) && caps.length > bestSize) {
      best = entry.profiles![key]!;
      bestSize = caps.length;
    }
  }
  return best;
}

/**
 * A server's entry with `pin` (a pin made by {@link lockEntryOfDigests}, without profiles) set for its
 * profile: it replaces the entry itself when the two are of one profile (the entry's other profiles kept),
 * else it is added to (or replaces the one in) `profiles`. Neither input is changed.
 */
export function withProfilePin(entry: LockedServer | undefined, pin: LockedServer): LockedServer {
  if (entry === undefined) return pin;
  if (sameProfile(entry.clientCapabilities, pin.clientCapabilities))
    return entry.profiles === undefined ? pin : withProfiles(pin, entry.profiles);
  const profiles = Object.create(null) as Record<string, LockedServer>;
  const key = profileText(pin.clientCapabilities);
  for (const k of [...Object.keys(entry.profiles ?? {}).filter((k) => k !== key), key].sort())
    profiles[k] = k === key ? pin : entry.profiles![k]!;
  return withProfiles(entry, profiles);
}

/** A copy of `pin` (its members as they are: a `tools` getter over the lock's bytes stays one) with these `profiles`. */
function withProfiles(pin: LockedServer, profiles: Record<string, LockedServer>): LockedServer {
  const out = {} as Record<string, unknown>;
  for (const k of Object.keys(pin))
    if (k !== 'profiles')
      Object.defineProperty(out, k, { ...Object.getOwnPropertyDescriptor(pin, k)!, enumerable: true, configurable: true });
  out.profiles = profiles;
  const entry = out as unknown as LockedServer;
  const bytes = PIN_BYTES.get(pin);
  if (bytes) PIN_BYTES.set(entry, bytes);
  return entry;
}

/**
 * A pin with its `package` set (or removed, `undefined`), its members kept in the lock's order (so the
 * native writer still serves it) and its tools kept as they are (as bytes, when they were).
 */
export function withPackagePin(pin: LockedServer, pkg: PackagePin | undefined): LockedServer {
  const descriptors = Object.getOwnPropertyDescriptors(pin) as Record<string, PropertyDescriptor>;
  delete descriptors.package;
  if (pkg !== undefined) {
    // Members in the order the lock writes: ecosystem, integrity, name, version.
    const ordered = {
      ecosystem: pkg.ecosystem,
      ...(pkg.integrity === undefined ? {} : { integrity: pkg.integrity }),
      name: pkg.name,
      version: pkg.version,
    } as PackagePin;
    descriptors.package = { value: ordered, enumerable: true, writable: true, configurable: true };
  }
  const out = {} as LockedServer;
  for (const key of Object.keys(descriptors).sort()) Object.defineProperty(out, key, descriptors[key]!);
  const bytes = PIN_BYTES.get(pin);
  if (bytes) PIN_BYTES.set(out, bytes);
  return out;
}

/** A lock with one server's pin set (added or replaced); the input is not changed. */
export function withServer(lock: Lockfile, serverId: string, entry: LockedServer): Lockfile {
  const servers = Object.create(null) as Record<string, LockedServer>;
  // In sorted order, as the lock is written (which lets serializeLock take its fast path).
  const ids = [...Object.keys(lock.servers).filter((id) => id !== serverId), serverId].sort();
  for (const id of ids) servers[id] = id === serverId ? entry : lock.servers[id]!;
  return { lockfileVersion: LOCKFILE_VERSION, servers };
}

/**
 * Whether `v` is a digest as the lock writes it: `sha256:` and 64 lowercase hex digits, nothing else
 * (what `/^sha256:[0-9a-f]{64}$/` says, checked by character codes: a lock pins thousands of digests, and
 * this check runs on every one each time a lock is read).
 */
export function isSha256Digest(v: unknown): v is string {
  if (typeof v !== 'string' || v.length !== 71 || !v.startsWith('sha256:')) return false;
  for (let i = 7; i < 71; i++) {
    const c = v.charCodeAt(i);
    // 0-9 or a-f
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

const SURFACE_FIELD_SET: ReadonlySet<string> = new Set(SURFACE_FIELDS);

/** Parses lock text strictly (duplicate members refused) and asserts its shape. */
export function parseLock(text: string, source: string): Lockfile {
  let doc: unknown;
  try {
    doc = parseJsonStrict(text, source);
  } catch (e) {
    if (e instanceof ToolsealError) throw new ToolsealError('INVALID_LOCK', e.message, { cause: e });
    throw e;
  }
  assertLock(doc, source);
  return doc;
}

/**
 * Asserts a parsed lock document (`INVALID_LOCK`, naming the place): version, digests, a tool count that
 * is the number of tools, field names from the seven surface fields, and four boolean hints per tool.
 */
export function assertLock(doc: unknown, source = 'lock'): asserts doc is Lockfile {
  const bad = (where: string, what: string): never => {
    throw new ToolsealError('INVALID_LOCK', `${source}: ${where}: ${what}`);
  };
  if (!isObject(doc)) bad('$', 'not a JSON object');
  const l = doc as Record<string, unknown>;
  if (l.lockfileVersion !== LOCKFILE_VERSION)
    bad('$.lockfileVersion', `expected ${LOCKFILE_VERSION}, got ${JSON.stringify(l.lockfileVersion)}`);
  if (!isObject(l.servers)) bad('$.servers', 'not an object');
  for (const key of Object.keys(l)) if (key !== 'lockfileVersion' && key !== 'servers') bad('$', `unknown member ${JSON.stringify(key)}`);
  const servers = l.servers as Record<string, unknown>;
  for (const id of Object.keys(servers)) {
    const at = `servers[${JSON.stringify(id)}]`;
    const s = servers[id];
    assertEntry(s, at, bad);
    const srv = s as Record<string, unknown>;
    if (srv.profiles === undefined) continue;
    if (!isObject(srv.profiles)) bad(at, 'profiles is not an object');
    const profiles = srv.profiles as Record<string, unknown>;
    const own = profileText(srv.clientCapabilities as string[] | undefined);
    for (const key of Object.keys(profiles)) {
      const pat = `${at}.profiles[${JSON.stringify(key)}]`;
      const p = profiles[key];
      assertEntry(p, pat, bad);
      const entry = p as Record<string, unknown>;
      if (entry.profiles !== undefined) bad(pat, 'a profile entry has no profiles of its own');
      if (profileText(entry.clientCapabilities as string[] | undefined) !== key)
        bad(pat, `clientCapabilities ${JSON.stringify(entry.clientCapabilities ?? [])} are not the profile it is filed under`);
      if (key === own) bad(pat, `the entry itself is pinned for ${own}`);
      Object.setPrototypeOf(entry.tools, null);
    }
    Object.setPrototypeOf(profiles, null);
  }
  // Lookups by tool or server name must not reach Object.prototype.
  Object.setPrototypeOf(servers, null);
  for (const id of Object.keys(servers)) Object.setPrototypeOf((servers[id] as Record<string, unknown>).tools, null);
}

/** One server entry's shape (`INVALID_LOCK` through `bad`, naming `at`): digests, tools, hints, carriers, profile. */
function assertEntry(s: unknown, at: string, bad: (where: string, what: string) => never): void {
  if (!isObject(s)) bad(at, 'not an object');
  const srv = s as Record<string, unknown>;
  if (!isSha256Digest(srv.manifestDigest)) bad(at, 'manifestDigest is not a sha256 digest');
  if (!isObject(srv.tools)) bad(at, 'tools is not an object');
  const tools = srv.tools as Record<string, unknown>;
  const names = Object.keys(tools);
  if (srv.toolCount !== names.length) bad(at, `toolCount ${JSON.stringify(srv.toolCount)} is not the number of tools (${names.length})`);
  for (const name of names) {
    // The place, written only for a message (a lock pins thousands of tools).
    const tat = () => `${at}.tools[${JSON.stringify(name)}]`;
    const t = tools[name];
    if (!isObject(t)) bad(tat(), 'not an object');
    const tool = t as Record<string, unknown>;
    if (!isSha256Digest(tool.digest)) bad(tat(), 'digest is not a sha256 digest');
    if (!isObject(tool.fields)) bad(tat(), 'fields is not an object');
    const fields = tool.fields as Record<string, unknown>;
    for (const f of Object.keys(fields)) {
      if (!SURFACE_FIELD_SET.has(f)) bad(tat(), `fields has a non-surface field ${JSON.stringify(f)}`);
      if (!isSha256Digest(fields[f])) bad(tat(), `fields.${f} is not a sha256 digest`);
    }
    if (!isObject(tool.hints)) bad(tat(), 'hints is not an object');
    const hints = tool.hints as Record<string, unknown>;
    for (const h of HINT_NAMES) if (typeof hints[h] !== 'boolean') bad(tat(), `hints.${h} is not a boolean`);
    if (Object.keys(hints).length !== HINT_NAMES.length) bad(tat(), 'hints has members other than the four hints');
  }
  carrierDigestsIn(srv, (what) => bad(at, what));
  if (srv.package !== undefined) assertPackagePin(srv.package, (what) => bad(at, what));
  if (srv.clientCapabilities !== undefined && !isClientCapabilityList(srv.clientCapabilities)) {
    bad(at, `clientCapabilities must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(', ')}, each once`);
  }
}
