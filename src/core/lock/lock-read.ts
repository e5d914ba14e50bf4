import { isJsonObject as isObject } from '../json/json-object.js';
import { parseJsonStrict } from '../json/strict-reader.js';
import { withLfLineEnds } from '../json/line-ends.js';
import { assertPackagePin } from '../origin/package-launch.js';
import { CLIENT_CAPABILITY_NAMES, isClientCapabilityList, profileText } from '../surface/client-capabilities.js';
import { HINT_NAMES } from '../surface/hints.js';
import { interopSetHashesIn } from '../surface/interop-hashes.js';
import { nonToolDigestsIn } from '../surface/non-tool-surface.js';
import { isSha256Digest } from '../surface/sha256-digest.js';
import { SURFACE_FIELDS } from '../surface/surface.js';
import { ToolsealError } from '../errors.js';
import { LOCKFILE_VERSION, type Lockfile } from './lock.js';
import { assertLockPublisher } from './lock-publisher.js';
import { readVolatilePointers } from './volatile-pointers.js';

// Reading a lock: its text parsed strictly, then every entry's shape checked, so that a pin edited by hand
// (a digest that is not one, a hint that is not a boolean, a profile filed under another) is refused with
// the place it stands at, before anything compares a surface with it.

const SURFACE_FIELD_SET: ReadonlySet<string> = new Set(SURFACE_FIELDS);

/** Parses lock text strictly (duplicate members refused; CRLF line ends read as LF) and asserts its shape. */
export function parseLock(text: string, source: string): Lockfile {
  let doc: unknown;
  try {
    doc = parseJsonStrict(withLfLineEnds(text, source, 'INVALID_LOCK'), source);
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
  for (const key of Object.keys(l)) {
    if (key !== 'lockfileVersion' && key !== 'servers') bad('$', `unknown member ${JSON.stringify(key)}`);
  }
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
  Object.setPrototypeOf(servers, null); // lookups by tool or server name must not reach Object.prototype
  for (const id of Object.keys(servers)) Object.setPrototypeOf((servers[id] as Record<string, unknown>).tools, null);
}

/** One server entry's shape (`INVALID_LOCK` through `bad`, naming `at`): digests, tools, hints, non-tool parts, profile. */
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
  nonToolDigestsIn(srv, (what) => bad(at, what));
  if (srv.package !== undefined) assertPackagePin(srv.package, (what) => bad(at, what));
  const vol = srv.volatile === undefined ? [] : readVolatilePointers(srv.volatile, { sorted: true });
  if (typeof vol === 'string') bad(at, `volatile: ${vol}`);
  else if (srv.volatile !== undefined && vol.length === 0) bad(at, 'volatile: empty');
  if (srv.publisher !== undefined) assertLockPublisher(srv.publisher, (what) => bad(at, what));
  interopSetHashesIn(srv, (what) => bad(at, what));
  if (srv.numbers !== undefined && srv.numbers !== 'rounded') bad(at, `numbers is ${JSON.stringify(srv.numbers)}, not "rounded"`);
  if (srv.clientCapabilities !== undefined && !isClientCapabilityList(srv.clientCapabilities)) {
    bad(at, `clientCapabilities must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(', ')}, each once`);
  }
}
