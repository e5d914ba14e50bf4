// The lock file's bytes: the one writer of a lock's text (stableJson, keys sorted at every level), the
// fixed text of a tool's pin as the lock has it (what ToolDigester writes a snapshot's pins with), and the
// lock written or compared with the tools records kept as those bytes.
import { ToolsealError } from '../errors.js';
import { MAX_TEXT_LENGTH } from '../json/strict-reader.js';
import { withLfLineEnds } from '../json/line-ends.js';
import { LOCKFILE_VERSION, isServerPin, type LockDraft, type LockEntry, type Lockfile } from './lock.js';
import type { ToolPinBytes } from '../surface/surface.js';

/** Bytes given in pieces, in order, where each is kept (see {@link lockBytePieces}). */
export interface LockBytePieces {
  length: number;
  eachPiece(put: (bytes: Buffer, start: number, end: number) => void): void;
}

/** A lock file read as it is compared: whether it holds exactly the given bytes (read in pieces, never whole). */
export interface LockFileBytes {
  holds(expected: LockBytePieces): boolean;
}

/**
 * The lock whose bytes (or text) `lockFile` are, when they are byte for byte the lock that pins `servers`
 * and nothing else as {@link serializeLockBytes} writes it (what `toolseal lock` writes): a lock just
 * pinned from the surface being checked, the usual matched check. That writer never writes a duplicate
 * member, a number that does not read back exactly or a nesting too deep, so such bytes read as exactly
 * these pins, and a check can skip the strict parse and the shape checks (the pins come from digesting
 * the surface, so they have the shape {@link assertLock} asks for). Otherwise undefined: read the text
 * with {@link parseLock}, whose refusals are unchanged. `lockFile` may be an open file that compares its
 * bytes with the pieces the lock is written in (a lock of thousands of tools is then not read whole).
 */
export function lockIfWrittenFor(
  lockFile: Uint8Array | string | LockFileBytes,
  servers: Readonly<Record<string, LockEntry>>,
): LockDraft | undefined {
  const lock: LockDraft = { lockfileVersion: LOCKFILE_VERSION, servers: Object.create(null) as Record<string, LockEntry> };
  for (const id of Object.keys(servers).sort()) lock.servers[id] = servers[id]!;
  // Text is compared as text (the expected bytes are well-formed UTF-8, so decoding them loses nothing).
  if (typeof lockFile === 'string') return serializeLockBytes(lock).toString('utf8') === lockFile ? lock : undefined;
  if (!(lockFile instanceof Uint8Array)) return lockFile.holds(piecesOf(lock)) ? lock : undefined;
  return isLockBytes(Buffer.from(lockFile.buffer, lockFile.byteOffset, lockFile.byteLength), lock) ? lock : undefined;
}

/**
 * The lock's exact bytes: keys sorted by UTF-16 code units at every level, two-space indent, final
 * newline. The same lock always gives the same text, so a re-pin is a readable pull-request diff.
 */
export function serializeLock(lock: Lockfile | LockDraft): string {
  return boundedLock(() => serializeLockBytes(lock).toString('utf8'));
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
  return new ToolsealError(
    'INVALID_INPUT',
    `the lock would be larger than ${MAX_TEXT_LENGTH} bytes, the most that can be read back as one text; pin the servers in separate locks (--lock)`,
    { cause },
  );
}

/**
 * The text of lock bytes, as a lock is read: `INVALID_LOCK` naming the file when they are more than can
 * be held as one text (see {@link serializeLock}), rather than a failure of the engine. CRLF line ends (a
 * Windows checkout) read as LF, so the text compares with what the writer writes; any other CR is refused.
 */
export function lockTextOf(bytes: Buffer, source: string): string {
  if (bytes.length > MAX_TEXT_LENGTH) {
    throw new ToolsealError(
      'INVALID_LOCK',
      `${source}: too large (${bytes.length} bytes; a lock of at most ${MAX_TEXT_LENGTH} bytes can be read)`,
    );
  }
  return withLfLineEnds(bytes.toString('utf8'), source, 'INVALID_LOCK');
}

/**
 * {@link serializeLock} as UTF-8 bytes. A pin whose tools were kept as the lock's bytes (reading a snapshot
 * file keeps them so) is written with those bytes, put in the place of its `tools` record.
 */
export function serializeLockBytes(lock: Lockfile | LockDraft): Buffer {
  const pieces = lockBytePieces(lock);
  const out = Buffer.allocUnsafe(pieces.length);
  let at = 0;
  pieces.eachPiece((bytes, start, end) => {
    at += bytes.copy(out, at, start, end);
  });
  return out;
}

/**
 * {@link serializeLockBytes} in pieces, not joined: `length` bytes that `eachPiece` gives in order to `put`,
 * each where it is kept (a pin's tools as the digester wrote them). What the lock is written to its file
 * with: a lock of thousands of tools is tens of megabytes, which joining would copy twice (the tools record,
 * then the whole) before the file write copies them once more. Refused as {@link serializeLock} refuses a lock too large.
 */
export function lockBytePieces(lock: Lockfile | LockDraft): LockBytePieces {
  return boundedLock(() => piecesOf(lock));
}

/** {@link lockBytePieces} without the bound (what a lock file is compared with: a larger one is simply not it). */
function piecesOf(lock: Lockfile | LockDraft): LockBytePieces {
  const parts = lockParts(lock) ?? [Buffer.from(stableJson(lock), 'utf8')];
  return {
    length: parts.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : p.recordLength), 0),
    eachPiece(put: (bytes: Buffer, start: number, end: number) => void) {
      for (const p of parts) {
        if (Buffer.isBuffer(p)) put(p, 0, p.length);
        else p.eachRecordPiece(put);
      }
    },
  };
}

/** Whether `text` (a lock file's, decoded) is exactly the text {@link serializeLock} writes for `lock`, compared where its pins' bytes are. */
export function isLockText(text: string, lock: Lockfile | LockDraft): boolean {
  // The lock's bytes are well-formed UTF-8: they decode to `text` exactly when they are its UTF-8 encoding.
  return isLockBytes(Buffer.from(text, 'utf8'), lock);
}

/**
 * The bytes {@link serializeLockBytes} writes, in parts: text, and the `tools` records kept as the lock's
 * bytes (not copied into one buffer: a comparison reads them where they are). Undefined when no entry is a
 * pin (see {@link ServerPin}): the lock is then `stableJson(lock)`.
 *
 * Written member by member as {@link stableJson} writes the lock (keys sorted at every level, two-space
 * indent): the lock's two members, each server's entry at four spaces, and the members of a pin at six,
 * its tools' bytes (or record) standing for its `tools` value.
 */
function lockParts(lock: Lockfile | LockDraft): Array<Buffer | ToolPinBytes> | undefined {
  const ids = Object.keys(lock.servers).sort();
  if (!ids.some((id) => isServerPin(lock.servers[id]!))) return undefined;
  const parts: Array<Buffer | ToolPinBytes> = [];
  let text = `{\n  "lockfileVersion": ${jsonAt(lock.lockfileVersion, '  ')},\n  "servers": {\n`;
  for (let i = 0; i < ids.length; i++) {
    const entry = lock.servers[ids[i]!]!;
    text += `${i === 0 ? '' : ',\n'}    ${JSON.stringify(ids[i])}: `;
    if (!isServerPin(entry)) {
      text += jsonAt(entry, '    ');
      continue;
    }
    const members = entry.entry as Record<string, unknown>;
    const keys = [...Object.keys(members), 'tools'].sort();
    text += '{\n';
    for (let k = 0; k < keys.length; k++) {
      text += `${k === 0 ? '' : ',\n'}      ${JSON.stringify(keys[k])}: `;
      if (keys[k] !== 'tools') text += jsonAt(members[keys[k]!], '      ');
      else if ('record' in entry.toolPins) text += jsonAt(entry.toolPins.record, '      ', entry.toolPins.inKeyOrder);
      else {
        parts.push(Buffer.from(text, 'utf8'), entry.toolPins.bytes);
        text = '';
      }
    }
    text += '\n    }';
  }
  parts.push(Buffer.from(text + '\n  }\n}\n', 'utf8'));
  return parts;
}

/** {@link stableJson} of a value written `indent` in (its first line where it stands, the others indented), without the final newline. */
function jsonAt(value: unknown, indent: string, inKeyOrder = false): string {
  const text = stableJson(value, inKeyOrder).slice(0, -1);
  // Inside JSON text a newline is only ever layout (one in a string is written \n), so this is exact.
  return text.includes('\n') ? text.replace(/\n/g, `\n${indent}`) : text;
}

/** Whether `bytes` are exactly what {@link serializeLockBytes} writes for `lock`, compared part by part where each part is. */
function isLockBytes(bytes: Buffer, lock: Lockfile | LockDraft): boolean {
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
 * `inKeyOrder`: the caller knows every key and value of `value` is already in that order (a pin's tools
 * record made from digests, see ToolPins), so it is not walked to find out.
 */
export function stableJson(value: unknown, inKeyOrder = false): string {
  // A value whose keys are already in that order at every level (a lock built by lockEntryOf is) is what
  // JSON.stringify writes; the native writer is several times faster on a lock of thousands of tools.
  if (inKeyOrder || inStableOrder(value, 0)) return JSON.stringify(value, null, 2) + '\n';
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
