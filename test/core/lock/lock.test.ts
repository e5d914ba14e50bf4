import { emptyLock, lockEntryOf, lockEntryOfDigests, withServer } from '../../../src/core/lock/lock.js';
import { assertLock, parseLock } from '../../../src/core/lock/lock-read.js';
import { isSha256Digest } from '../../../src/core/surface/sha256-digest.js';
import { assertSnapshotFileNames, snapshotFileName } from '../../../src/core/snapshot/snapshot-file-name.js';
import { lockIfWrittenFor, serializeLock, stableJson } from '../../../src/core/lock/lock-text.js';
import { digestTools, fieldDigest, type RawTool } from '../../../src/core/surface/surface.js';
import { clone, docsTools, markerIn } from '../check/check-fixtures.js';

function lockOf(servers: Record<string, RawTool[]>) {
  let lock = emptyLock();
  for (const [id, tools] of Object.entries(servers)) lock = withServer(lock, id, lockEntryOf(tools));
  return lock;
}

describe('lockEntryOf', () => {
  it('pins the manifest digest, tool count, and per tool its digest, field digests and effective hints', () => {
    const tools = docsTools();
    const entry = lockEntryOf(tools);
    const d = digestTools(tools);
    expect(entry.manifestDigest).toBe(d.manifestDigest);
    expect(entry.toolCount).toBe(3);
    expect(entry.tools.search!.digest).toBe(d.tools.get('search')!.digest);
    expect(entry.tools.search!.fields).toEqual({
      annotations: fieldDigest(tools[0]!, 'annotations'),
      description: fieldDigest(tools[0]!, 'description'),
      inputSchema: fieldDigest(tools[0]!, 'inputSchema'),
      name: fieldDigest(tools[0]!, 'name'),
      title: fieldDigest(tools[0]!, 'title'),
    });
    expect(entry.tools.delete_page!.hints).toEqual({
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
      readOnlyHint: false,
    });
  });
});

describe('serializeLock', () => {
  it('is the same bytes whatever the order of tools/list', () => {
    const tools = docsTools();
    expect(serializeLock(lockOf({ docs: tools }))).toBe(serializeLock(lockOf({ docs: [...tools].reverse() })));
  });

  it('sorts keys at every level, integer-like tool names included, with two-space indent and a final newline', () => {
    const tools: RawTool[] = [{ name: 'b' }, { name: '10' }, { name: '2' }, { name: 'A' }];
    const text = serializeLock(lockOf({ zeta: tools, alpha: [{ name: 'x' }] }));
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.endsWith('\n\n')).toBe(false);
    expect(text.startsWith('{\n  "lockfileVersion": 1,\n  "servers": {\n    "alpha": {')).toBe(true);
    const names = [...text.matchAll(/^ {8}"([^"]+)": \{$/gm)].map((m) => m[1]);
    expect(names).toEqual(['x', '10', '2', 'A', 'b']);
    // JSON.stringify would have put "10" and "2" first in numeric order: the lock must not.
    expect(JSON.stringify(JSON.parse(text), null, 2) + '\n').not.toBe(text);
  });

  it('round-trips through parseLock', () => {
    const lock = lockOf({ docs: docsTools(), other: [{ name: '__proto__', description: 'x' }] });
    const text = serializeLock(lock);
    const back = parseLock(text, 'mcp-tools.lock');
    expect(serializeLock(back)).toBe(text);
    expect(Object.keys(back.servers.other!.tools)).toEqual(['__proto__']);
  });

  it('holds no description, schema or annotation text (digests and booleans only)', () => {
    const text = serializeLock(lockOf({ docs: docsTools() }));
    expect(markerIn(text)).toBeUndefined();
    expect(text).not.toMatch(/What to look for|Search the docs|"type": "object"/);
  });
});

describe('isSha256Digest', () => {
  const hex = '0123456789abcdef'.repeat(4);

  it('accepts sha256: and 64 lowercase hex digits, every hex digit included', () => {
    expect(isSha256Digest(`sha256:${hex}`)).toBe(true);
    expect(isSha256Digest(`sha256:${'f'.repeat(64)}`)).toBe(true);
  });

  it.each([
    ['an uppercase hex digit', `sha256:${hex.slice(0, 63)}A`],
    ['a letter after f', `sha256:${hex.slice(0, 63)}g`],
    ['a character just outside 0-9 (/ and :)', `sha256:/${hex.slice(1)}`],
    ['a character just outside a-f (` and g)', `sha256:\`${hex.slice(1)}`],
    ['63 hex digits', `sha256:${hex.slice(1)}`],
    ['65 hex digits', `sha256:${hex}0`],
    ['a trailing newline', `sha256:${hex}\n`],
    ['another prefix of the same length', `sha512:${hex}`],
    ['an uppercase prefix', `SHA256:${hex}`],
    ['a non-ASCII digit in place of a hex digit', `sha256:${hex.slice(1)}\u0660`],
    ['the empty string', ''],
  ])('refuses %s', (_n, v) => {
    expect(isSha256Digest(v)).toBe(false);
    expect(/^sha256:[0-9a-f]{64}$/.test(v)).toBe(false);
  });

  it.each([[null], [undefined], [71], [[`sha256:${hex}`]], [{ toString: () => `sha256:${hex}` }]])('refuses the non-string %p', (v) => {
    expect(isSha256Digest(v)).toBe(false);
  });
});

describe('lockIfWrittenFor', () => {
  const pin = () => lockEntryOf(docsTools());
  const written = () => serializeLock(withServer(emptyLock(), 'docs', pin()));

  it('gives the pins as a lock when the text is the lock toolseal lock writes for them: what parseLock reads', () => {
    const lock = lockIfWrittenFor(written(), { docs: pin() });
    expect(lock).toBeDefined();
    expect(() => assertLock(lock)).not.toThrow();
    expect(lock).toEqual(parseLock(written(), 'mcp-tools.lock'));
  });

  it.each([
    ['a hint edited by hand', () => written().replace('"readOnlyHint": false', '"readOnlyHint": true')],
    ['a field digest edited by hand', () => written().replace(/"description": "sha256:./, '"description": "sha256:_')],
    [
      'the same pins with another server beside them',
      () => serializeLock(withServer(withServer(emptyLock(), 'docs', pin()), 'other', pin())),
    ],
    ['the same pins after a byte order mark', () => '\ufeff' + written()],
    ['the same pins without the final newline', () => written().slice(0, -1)],
    ['the same pins written compact', () => JSON.stringify(JSON.parse(written()))],
    [
      'the same pins and a duplicate member',
      () => written().replace('{\n  "lockfileVersion": 1,', '{\n  "lockfileVersion": 1,\n  "lockfileVersion": 1,'),
    ],
  ])('is undefined for %s (the text is read by parseLock)', (_n, text) => {
    expect(text()).not.toBe(written());
    expect(lockIfWrittenFor(text(), { docs: pin() })).toBeUndefined();
  });

  it('a pin with its carriers (instructions, prompts, resource templates): the lock lock writes for it is recognised too; its twin with a prompt digest edited is not', () => {
    const d = digestTools(docsTools(), { fields: true });
    const nonTool = { instructions: 'read the docs', prompts: [{ name: 'summarize', description: 'sum up' }], resourceTemplates: [] };
    const text = serializeLock(withServer(emptyLock(), 'docs', lockEntryOfDigests(d, nonTool)));
    const lock = lockIfWrittenFor(text, { docs: lockEntryOfDigests(d, nonTool) });
    expect(lock).toBeDefined();
    expect(lock).toEqual(parseLock(text, 'mcp-tools.lock'));
    const edited = text.replace(/"summarize": "sha256:./, '"summarize": "sha256:_');
    expect(edited).not.toBe(text);
    expect(lockIfWrittenFor(edited, { docs: lockEntryOfDigests(d, nonTool) })).toBeUndefined();
  });

  it('control: the hint edit above is a real change (the edited text differs and still parses)', () => {
    const edited = written().replace('"readOnlyHint": false', '"readOnlyHint": true');
    expect(() => parseLock(edited, 'mcp-tools.lock')).not.toThrow();
  });
});

describe('withServer', () => {
  it('adds or replaces one server and leaves the others and the input as they were', () => {
    const a = lockOf({ one: [{ name: 'x' }] });
    const before = serializeLock(a);
    const b = withServer(a, 'two', lockEntryOf([{ name: 'y' }]));
    expect(serializeLock(a)).toBe(before);
    expect(Object.keys(b.servers).sort()).toEqual(['one', 'two']);
  });
});

describe('stableJson', () => {
  /** The lock's format written the slow, obvious way: keys sorted by UTF-16 code units at every level. */
  function sortedJson(v: unknown): string {
    const write = (x: unknown, indent: string): string => {
      if (x === null || typeof x !== 'object') return JSON.stringify(x);
      const inner = indent + '  ';
      if (Array.isArray(x)) return x.length === 0 ? '[]' : `[\n${x.map((e) => inner + write(e, inner)).join(',\n')}\n${indent}]`;
      const keys = Object.keys(x).sort();
      return keys.length === 0
        ? '{}'
        : `{\n${keys.map((k) => `${inner}${JSON.stringify(k)}: ${write((x as Record<string, unknown>)[k], inner)}`).join(',\n')}\n${indent}}`;
    };
    return write(v, '') + '\n';
  }

  it.each([
    ['ordinary names', ['search', 'fetch', 'B', 'é', 'a b']],
    ['index-like names (JavaScript enumerates them first)', ['10', '2', 'a', '0', '4294967294', '4294967295', '01']],
  ])('a pin of a surface (%s), carriers included, is written with its keys sorted at every level', (_n, names) => {
    const tools = names.map((name) => ({ name, description: `the ${name} tool`, annotations: { readOnlyHint: true, title: 't' } }));
    const d = digestTools(tools, { fields: true });
    const nonTool = {
      instructions: 'use it well',
      prompts: [{ name: 'z' }, { name: 'a' }],
      resourceTemplates: [{ uriTemplate: 'file:///{p}', name: 'files' }],
    };
    const lock = withServer(withServer(emptyLock(), 'docs', lockEntryOfDigests(d, nonTool)), 'bare', lockEntryOfDigests(d));
    expect(serializeLock(lock)).toBe(sortedJson(lock));
    expect(parseLock(serializeLock(lock), 'mcp-tools.lock')).toEqual(JSON.parse(JSON.stringify(lock)));
  });

  it('writes a snapshot deterministically (same value, same bytes; keys sorted)', () => {
    const v = { b: [1, { z: 1, a: null }], a: 'x' };
    expect(stableJson(v)).toBe('{\n  "a": "x",\n  "b": [\n    1,\n    {\n      "a": null,\n      "z": 1\n    }\n  ]\n}\n');
    expect(stableJson(clone(v))).toBe(stableJson(v));
  });
});

describe('snapshotFileName', () => {
  it.each([
    ['docs', 'docs.snapshot.json'],
    ['io.github.acme/docs', 'io.github.acme%2Fdocs.snapshot.json'],
    ['..', '%2E..snapshot.json'],
    ['.hidden', '%2Ehidden.snapshot.json'],
    ['a b\\c', 'a%20b%5Cc.snapshot.json'],
    ['/', '%2F.snapshot.json'],
    ['/etc/passwd', '%2Fetc%2Fpasswd.snapshot.json'],
    ['../../x', '%2E.%2F..%2Fx.snapshot.json'],
    ['C:\\x', 'C%3A%5Cx.snapshot.json'],
    ['a\u0000b', 'a%00b.snapshot.json'],
    ['', '.snapshot.json'],
    ['dökümanlar', 'd%C3%B6k%C3%BCmanlar.snapshot.json'],
    ['CON', '%43ON.snapshot.json'],
    ['nul.docs', '%6Eul.docs.snapshot.json'],
    ['com1', '%63om1.snapshot.json'],
    ['console', 'console.snapshot.json'],
  ])('%j -> %s (stays inside the folder)', (id, name) => {
    expect(snapshotFileName(id)).toBe(name);
    // eslint-disable-next-line no-control-regex -- a file name must hold no NUL
    expect(snapshotFileName(id)).not.toMatch(/[/\\\u0000]/);
    expect(snapshotFileName(id)).not.toMatch(/^\.\.?$|^\.\.?[/\\]/);
  });

  it('gives distinct ids distinct names (the encoding is one-to-one)', () => {
    const ids = ['a/b', 'a%2Fb', 'a_b', 'a.b', '.a', '%2Ea', 'A/B', 'CON', '%43ON', 'con'];
    expect(new Set(ids.map(snapshotFileName)).size).toBe(ids.length);
  });
});

describe('assertSnapshotFileNames', () => {
  it('refuses two ids that differ only in letter case (one file on macOS and Windows), naming both', () => {
    const err = (() => {
      try {
        assertSnapshotFileNames(['docs', 'other', 'Docs'], '.toolseal/snapshots');
      } catch (e) {
        return e as { code: string; message: string };
      }
      return undefined;
    })();
    expect(err?.code).toBe('INVALID_INPUT');
    expect(err?.message).toContain('"docs"');
    expect(err?.message).toContain('"Docs"');
  });

  it('control: distinct names pass, and one id given twice is one file, not a collision', () => {
    expect(() => assertSnapshotFileNames(['docs', 'docs2', 'io.github.acme/docs', 'docs'], 'd')).not.toThrow();
  });

  it('refuses an id whose file name is too long to create', () => {
    expect(() => assertSnapshotFileNames(['x'.repeat(300)], 'd')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => assertSnapshotFileNames(['x'.repeat(200)], 'd')).not.toThrow();
  });
});
