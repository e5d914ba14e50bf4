import { CLIENT_CAPABILITY_NAMES, isClientCapabilityList, profileText, sameProfile } from './client-capabilities.js';
import { carrierDigestsIn, digestCarriers, type CarrierDigests, type Carriers } from './carriers.js';
import { ToolsealError } from './errors.js';
import { HINT_NAMES, type EffectiveHints } from './hints.js';
import { MAX_TEXT_LENGTH, parseJsonStrict } from './json-text.js';
import { assertPackagePin, type PackagePin } from './package-launch.js';
import { SURFACE_FIELDS, digestTools, isArrayIndex, type Digest, type RawTool, type SurfaceDigests, type SurfaceField, type ToolPinBytes } from './surface.js';
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
  const profiled = clientCapabilities !== undefined && clientCapabilities.length > 0 ? ({ clientCapabilities: [...clientCapabilities], ...pin } as LockedServer) : pin;
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
  if (locked.promptDigests === undefined || locked.resourceTemplateDigests === undefined || locked.instructionsDigest === undefined) return undefined;
  return { instructionsDigest: locked.instructionsDigest, promptDigests: locked.promptDigests, resourceTemplateDigests: locked.resourceTemplateDigests };
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
  if (sameProfile(entry.clientCapabilities, pin.clientCapabilities)) return entry.profiles === undefined ? pin : withProfiles(pin, entry.profiles);
  const profiles = Object.create(null) as Record<string, LockedServer>;
  const key = profileText(pin.clientCapabilities);
  for (const k of [...Object.keys(entry.profiles ?? {}).filter((k) => k !== key), key].sort()) profiles[k] = k === key ? pin : entry.profiles![k]!;
  return withProfiles(entry, profiles);
}

/** A copy of `pin` (its members as they are: a `tools` getter over the lock's bytes stays one) with these `profiles`. */
function withProfiles(pin: LockedServer, profiles: Record<string, LockedServer>): LockedServer {
  const out = {} as Record<string, unknown>;
  for (const k of Object.keys(pin)) if (k !== 'profiles') Object.defineProperty(out, k, { ...Object.getOwnPropertyDescriptor(pin, k)!, enumerable: true, configurable: true });
  out.profiles = profiles;
  const entry = out as unknown as LockedServer;
  const bytes = PIN_BYTES.get(pin);
  if (bytes) PIN_BYTES.set(entry, bytes);
  return entry;
}

/**
 * The lock whose bytes (or text) `lockFile` are, when they are byte for byte the lock that pins `servers` and nothing
 * else as {@link serializeLockBytes} writes it (what `toolseal lock` writes): a lock just pinned from the
 * surface being checked, the usual matched check. That writer never writes a duplicate member, a number
 * that does not read back exactly or a nesting too deep, so such bytes read as exactly these pins, and a
 * check can skip the strict parse and the shape checks (the pins come from digesting the surface, so they
 * have the shape {@link assertLock} asks for). Otherwise undefined: read the text with {@link parseLock},
 * whose refusals are unchanged.
 */
export function lockIfWrittenFor(lockFile: Uint8Array | string, servers: Readonly<Record<string, LockedServer>>): Lockfile | undefined {
  const lock = emptyLock();
  for (const id of Object.keys(servers).sort()) lock.servers[id] = servers[id]!;
  // Text is compared as text (the expected bytes are well-formed UTF-8, so decoding them loses nothing).
  if (typeof lockFile === 'string') return serializeLockBytes(lock).toString('utf8') === lockFile ? lock : undefined;
  return isLockBytes(Buffer.from(lockFile.buffer, lockFile.byteOffset, lockFile.byteLength), lock) ? lock : undefined;
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
    const ordered = { ecosystem: pkg.ecosystem, ...(pkg.integrity === undefined ? {} : { integrity: pkg.integrity }), name: pkg.name, version: pkg.version } as PackagePin;
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
 * The lock's exact bytes: keys sorted by UTF-16 code units at every level, two-space indent, final
 * newline. The same lock always gives the same text, so a re-pin is a readable pull-request diff.
 */
export function serializeLock(lock: Lockfile): string {
  return boundedLock(() => stableJson(lock));
}

/**
 * A lock is read back as one text, so it is at most {@link MAX_TEXT_LENGTH} characters (about 512 MiB,
 * some 1.5 million tools): a larger one is refused when written, rather than written and then unreadable.
 */
function boundedLock<T extends { length: number }>(write: () => T): T {
  let out: T;
  try {
    out = write();
  } catch (e) {
    if (e instanceof RangeError) throw lockTooLarge(e);
    throw e;
  }
  if (out.length > MAX_TEXT_LENGTH) throw lockTooLarge();
  return out;
}

function lockTooLarge(cause?: unknown): ToolsealError {
  return new ToolsealError('INVALID_INPUT', `the lock would be larger than ${MAX_TEXT_LENGTH} bytes, the most that can be read back as one text; pin the servers in separate locks (--lock)`, { cause });
}

/**
 * The text of lock bytes, as a lock is read: `INVALID_LOCK` naming the file when they are more than can
 * be held as one text (see {@link serializeLock}), rather than a failure of the engine.
 */
export function lockTextOf(bytes: Buffer, source: string): string {
  if (bytes.length > MAX_TEXT_LENGTH) {
    throw new ToolsealError('INVALID_LOCK', `${source}: too large (${bytes.length} bytes; a lock of at most ${MAX_TEXT_LENGTH} bytes can be read)`);
  }
  return bytes.toString('utf8');
}

/**
 * {@link serializeLock} as UTF-8 bytes. A pin whose tools were kept as the lock's bytes (reading a snapshot
 * file keeps them so) is written with those bytes: the rest of the lock is written with a placeholder for
 * each such `tools` record, and the records' bytes put in their places.
 */
export function serializeLockBytes(lock: Lockfile): Buffer {
  return boundedLock(() => {
    const parts = lockParts(lock);
    if (parts === undefined) return Buffer.from(stableJson(lock), 'utf8');
    return Buffer.concat(parts.map((p) => (Buffer.isBuffer(p) ? p : p.toolsRecord())));
  });
}

/**
 * The bytes {@link serializeLockBytes} writes, in parts: text, and the `tools` records kept as the lock's
 * bytes (not copied into one buffer: a comparison reads them where they are). Undefined when no pin has
 * its tools kept as bytes (the lock is then `stableJson(lock)`).
 */
function lockParts(lock: Lockfile): Array<Buffer | ToolPinBytes> | undefined {
  const servers = Object.create(null) as Record<string, unknown>;
  const records: Array<{ needle: string; bytes: ToolPinBytes; at: number }> = [];
  for (const id of Object.keys(lock.servers)) {
    const pin = lock.servers[id]!;
    const bytes = PIN_BYTES.get(pin);
    if (!bytes) {
      servers[id] = pin;
      continue;
    }
    // A string the lock cannot otherwise have as a value (every other string value in a lock is a digest).
    const placeholder = `\u0000toolseal tools ${records.length}\u0000`;
    const copy = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(pin)) copy[key] = key === 'tools' ? placeholder : pin[key as keyof LockedServer];
    servers[id] = copy;
    records.push({ needle: `"tools": ${JSON.stringify(placeholder)}`, bytes, at: -1 });
  }
  if (records.length === 0) return undefined;
  const text = stableJson({ lockfileVersion: lock.lockfileVersion, servers });
  // One pass over the text for every placeholder (a search per record from the start would be quadratic
  // in the number of servers). Each must be found once exactly (anything else cannot happen, see above:
  // then the lock is written from the records of objects instead).
  const prefix = `"tools": ${JSON.stringify('\u0000toolseal tools ')}`.slice(0, -1);
  for (let at = text.indexOf(prefix); at >= 0; at = text.indexOf(prefix, at + prefix.length)) {
    let end = at + prefix.length;
    while (text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
    const r = records[Number(text.slice(at + prefix.length, end))];
    if (!r || r.at >= 0 || !text.startsWith(r.needle, at)) return undefined;
    r.at = at;
  }
  if (records.some((r) => r.at < 0)) return undefined;
  records.sort((a, b) => a.at - b.at);
  const parts: Array<Buffer | ToolPinBytes> = [];
  let from = 0;
  for (const r of records) {
    parts.push(Buffer.from(text.slice(from, r.at + '"tools": '.length), 'utf8'), r.bytes);
    from = r.at + r.needle.length;
  }
  parts.push(Buffer.from(text.slice(from), 'utf8'));
  return parts;
}

/** Whether `bytes` are exactly what {@link serializeLockBytes} writes for `lock`, compared part by part where each part is. */
function isLockBytes(bytes: Buffer, lock: Lockfile): boolean {
  const parts = lockParts(lock);
  if (parts === undefined) return bytes.equals(Buffer.from(stableJson(lock), 'utf8'));
  let at = 0;
  for (const p of parts) {
    if (Buffer.isBuffer(p)) {
      if (at + p.length > bytes.length || bytes.compare(p, 0, p.length, at, at + p.length) !== 0) return false;
      at += p.length;
    } else {
      at = p.matchRecordAt(bytes, at);
      if (at < 0) return false;
    }
  }
  return at === bytes.length;
}

/**
 * Pretty JSON with sorted keys (two-space indent, final newline). `JSON.stringify` alone would put
 * integer-like keys ("10", "2") first in numeric order, so keys are sorted and written here.
 */
export function stableJson(value: unknown): string {
  // A value whose keys are already in that order at every level (a lock built by lockEntryOf is) is what
  // JSON.stringify writes; the native writer is several times faster on a lock of thousands of tools.
  if (inStableOrder(value, 0)) return JSON.stringify(value, null, 2) + '\n';
  const out: string[] = [];
  write(value, '', out);
  out.push('\n');
  return out.join('');
}

/**
 * Whether JSON.stringify(value, null, 2) writes exactly what {@link stableJson} does: only plain JSON values,
 * every object's keys in UTF-16 code unit order as enumerated (integer-like keys, which JavaScript
 * enumerates first, in numeric order, fail this when out of place), no array holes, bounded depth.
 */
function inStableOrder(v: unknown, depth: number): boolean {
  if (v === null) return true;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v);
    case 'object': {
      if (depth > 200) return false;
      if (WRITTEN_IN_ORDER.has(v as object)) return true;
      if (Array.isArray(v)) {
        if (Object.getPrototypeOf(v) !== Array.prototype) return false;
        for (let i = 0; i < v.length; i++) if (!(i in v) || !inStableOrder(v[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) {
        if (i > 0 && !(keys[i - 1]! < keys[i]!)) return false;
        if (!inStableOrder((v as Record<string, unknown>)[keys[i]!], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

// Pieces go to one list joined once: a lock pins every field of every tool, thousands of small values.
function write(v: unknown, indent: string, out: string[]): void {
  if (v === null || typeof v !== 'object') {
    const s = JSON.stringify(v);
    if (s === undefined) throw new ToolsealError('NOT_CANONICALIZABLE', `cannot write a ${typeof v} as JSON`);
    out.push(s);
    return;
  }
  const inner = indent + '  ';
  if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push('[]');
      return;
    }
    out.push('[\n');
    for (let i = 0; i < v.length; i++) {
      out.push(i === 0 ? inner : ',\n' + inner);
      write(v[i], inner, out);
    }
    out.push('\n' + indent + ']');
    return;
  }
  const keys = Object.keys(v).sort();
  if (keys.length === 0) {
    out.push('{}');
    return;
  }
  out.push('{\n');
  for (let i = 0; i < keys.length; i++) {
    out.push((i === 0 ? inner : ',\n' + inner) + JSON.stringify(keys[i]) + ': ');
    write((v as Record<string, unknown>)[keys[i]!], inner, out);
  }
  out.push('\n' + indent + '}');
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
  if (l.lockfileVersion !== LOCKFILE_VERSION) bad('$.lockfileVersion', `expected ${LOCKFILE_VERSION}, got ${JSON.stringify(l.lockfileVersion)}`);
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
      if (profileText(entry.clientCapabilities as string[] | undefined) !== key) bad(pat, `clientCapabilities ${JSON.stringify(entry.clientCapabilities ?? [])} are not the profile it is filed under`);
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

/**
 * The file name of a server's reviewed snapshot in a `--snapshot-dir`: the server id with every character
 * outside `[A-Za-z0-9._-]` percent-encoded (and a leading dot too), so `io.github.acme/docs` and `..`
 * stay inside the folder. The first letter of a Windows device name (`CON`, `NUL`, `COM1`…, which Windows
 * refuses as a file name whatever its extension) is encoded too. One id, one name; two ids, two names.
 */
export function snapshotFileName(serverId: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(serverId)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_-]/.test(c) || (c === '.' && out !== '') ? c : percent(byte);
  }
  if (/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i.test(out)) out = percent(out.charCodeAt(0)) + out.slice(1);
  return `${out}.snapshot.json`;
}

function percent(byte: number): string {
  return '%' + byte.toString(16).toUpperCase().padStart(2, '0');
}

/** File systems refuse names longer than this many bytes (ext4, APFS, NTFS). */
const MAX_FILE_NAME_BYTES = 255;

/**
 * Refuses server ids that cannot each have their own snapshot file in one folder (`INVALID_INPUT`, naming
 * both): two ids whose file names differ only in letter case (`Docs`, `docs`) are one file on macOS and
 * Windows, where the second would silently replace the first; and an id whose file name is too long to
 * create. Checked before anything is written.
 */
export function assertSnapshotFileNames(serverIds: Iterable<string>, where: string): void {
  const seen = new Map<string, string>();
  for (const id of serverIds) {
    const name = snapshotFileName(id);
    if (name.length > MAX_FILE_NAME_BYTES) {
      throw new ToolsealError('INVALID_INPUT', `${where}: server id ${JSON.stringify(id.slice(0, 40))}… is too long for a snapshot file name (${name.length} bytes, at most ${MAX_FILE_NAME_BYTES}); give it a shorter id`);
    }
    const folded = name.toLowerCase();
    const other = seen.get(folded);
    if (other !== undefined && other !== id) {
      throw new ToolsealError(
        'INVALID_INPUT',
        `${where}: server ids ${JSON.stringify(other)} and ${JSON.stringify(id)} differ only in letter case, so their snapshot files would be one file on a case-insensitive file system; rename one`,
      );
    }
    seen.set(folded, id);
  }
}
