// The tool pins a snapshot file's reader writes as the lock's bytes (ToolDigester with field digests):
// the lock written from them, and the matched check that compares a lock file's bytes with them, must be
// exactly what the pins as objects give (serializeLock, parseLock), for any tool names and surfaces.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isToolsealError } from '../../../src/core/errors.js';
import {
  emptyLock,
  entryOfPin,
  lockEntryOfDigests,
  lockedServerOf,
  pinnedToolNames,
  serverPinOf,
  withPackagePin,
  withProfilePin,
  withServer,
  type Lockfile,
} from '../../../src/core/lock/lock.js';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { isLockText, lockBytePieces, lockIfWrittenFor, serializeLock, serializeLockBytes } from '../../../src/core/lock/lock-text.js';
import { buildSnapshot, nonToolOfSnapshot, type NonToolSurfaceInput } from '../../../src/core/snapshot/snapshot.js';
import { readSnapshotText } from '../../../src/core/snapshot/snapshot-read.js';
import { digestTools, toolDigestsOf, type RawTool } from '../../../src/core/surface/surface.js';
import { runCheck } from '../../../src/run/check.js';
import { runLock } from '../../../src/run/lock.js';
import { clone, docsTools } from '../check/check-fixtures.js';

const CARRIERS: NonToolSurfaceInput = {
  instructions: 'Use search. Cite the page.',
  prompts: [
    { name: 'summarize', description: 'sum up' },
    { name: '10', description: 'an index-like prompt' },
  ],
  resourceTemplates: [{ uriTemplate: 'docs://{page}', name: 'page' }],
};

function named(names: string[]): RawTool[] {
  const base = docsTools();
  return names.map((name, i) => ({ ...clone(base[i % base.length]!), name }));
}

/** A snapshot file's text, and what reading it gives: the pin from bytes, and the pin made from objects. */
function read(tools: RawTool[], nonTool?: NonToolSurfaceInput) {
  const snapshot = buildSnapshot({
    server: 'docs',
    capturedAt: new Date(0),
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'docs', version: '1' },
    pages: 1,
    tools,
    ...(nonTool ? { nonTool } : {}),
  });
  const text = JSON.stringify(snapshot, null, 2) + '\n';
  const r = readSnapshotText(text, 'snap.json', { fields: true, keepTools: false });
  const c = nonToolOfSnapshot(r.snapshot);
  return {
    text,
    snapshot: r.snapshot,
    digests: r.digests,
    fast: () => serverPinOf(r.digests, c),
    slow: () => lockEntryOfDigests(digestTools(tools, { fields: true }), c),
  };
}

const SURFACES: Array<[string, () => RawTool[], NonToolSurfaceInput | undefined]> = [
  ['the docs tools', () => docsTools(), undefined],
  ['the docs tools with carriers', () => docsTools(), CARRIERS],
  ['one tool', () => docsTools().slice(0, 1), undefined],
  ['unicode names', () => named(['café', '日本語', '🔧wrench', 'Ωmega', 'zz']), CARRIERS],
  [
    'names JSON escapes',
    () => named(['quote"d', 'back\\slash', 'tab\there', 'nul\u0000x', 'line\u2028sep', 'pair\ud83d\ude00', '\u007f', '\u00e9\u0301']),
    undefined,
  ],
  ['index-like names', () => named(['10', '2', '0', 'a', '4294967295', '01']), undefined],
  ['names of Object.prototype', () => named(['__proto__', 'constructor', 'toString', 'hasOwnProperty']), CARRIERS],
  [
    'hints of every kind (non-boolean, null, absent, all widened, no annotations)',
    () =>
      named(['a', 'b', 'c', 'd', 'e']).map((t, i) => {
        const annotations = [
          { readOnlyHint: 'yes', destructiveHint: 0, idempotentHint: 1, openWorldHint: '' },
          { readOnlyHint: null, openWorldHint: false },
          { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
          {},
        ][i];
        const { annotations: _none, ...rest } = t;
        return annotations === undefined ? rest : { ...rest, annotations };
      }),
    undefined,
  ],
];

describe('tool pins kept as the lock bytes', () => {
  it.each(SURFACES)('%s: the lock is byte for byte serializeLock of the pin made from objects', (_n, tools, nonTool) => {
    const r = read(tools(), nonTool);
    expect(r.digests.pinBytes).toBeDefined();
    const bytes = serializeLockBytes(withServer(emptyLock(), 'docs', r.fast()));
    expect(bytes.toString('utf8')).toBe(serializeLock(withServer(emptyLock(), 'docs', r.slow())));
    // With other servers beside it, before and after (read from a lock, as lock merges into one).
    const others = parseLock(serializeLock(withServer(withServer(emptyLock(), 'a-first', r.slow()), 'z-last', r.slow())), 'old.lock');
    expect(serializeLockBytes(withServer(others, 'docs', r.fast())).toString('utf8')).toBe(
      serializeLock(withServer(others, 'docs', r.slow())),
    );
  });

  it.each(SURFACES)(
    '%s: the lock in pieces (what lock writes its file with) is those bytes, and its text is recognised',
    (_n, tools, nonTool) => {
      const r = read(tools(), nonTool);
      const others = parseLock(serializeLock(withServer(withServer(emptyLock(), 'a-first', r.slow()), 'z-last', r.slow())), 'old.lock');
      for (const lock of [withServer(emptyLock(), 'docs', r.fast()), withServer(others, 'docs', r.fast()), others]) {
        const pieces = lockBytePieces(lock);
        const got: Buffer[] = [];
        pieces.eachPiece((bytes, start, end) => got.push(Buffer.from(bytes.subarray(start, end))));
        const joined = Buffer.concat(got);
        expect(joined.length).toBe(pieces.length);
        expect(joined.toString('utf8')).toBe(serializeLock(lock));
        expect(isLockText(serializeLock(lock), lock)).toBe(true);
      }
    },
  );

  it.each(SURFACES)('%s: the tools read back from the bytes are the digests made from objects, in their order', (_n, tools, nonTool) => {
    const r = read(tools(), nonTool);
    const slow = digestTools(tools(), { fields: true });
    expect([...toolDigestsOf(r.digests)]).toEqual([...slow.tools]);
    expect([...r.digests.pinBytes!.digests]).toEqual([...slow.tools].map(([n, t]) => [n, t.digest]));
    expect(pinnedToolNames(r.fast())).toEqual(Object.keys(r.slow().tools));
    const fast = entryOfPin(r.fast());
    expect(Object.keys(fast.tools)).toEqual(Object.keys(r.slow().tools));
    expect(fast).toEqual(r.slow());
    expect(lockEntryOfDigests(r.digests, nonTool && nonToolOfSnapshot(r.snapshot))).toEqual(r.slow());
  });

  it.each(SURFACES)(
    '%s: a copy of the digests ({...d}) keeps the pins as bytes and gives the same lock and tools',
    (_n, tools, nonTool) => {
      const r = read(tools(), nonTool);
      const copy = { ...r.digests };
      // The copy has the digests as data: the pins as bytes, no tools read back from them.
      expect(copy.tools).toBeUndefined();
      expect(copy.pinBytes).toBe(r.digests.pinBytes);
      const pin = serverPinOf(copy, nonTool && nonToolOfSnapshot(r.snapshot));
      expect('bytes' in pin.toolPins).toBe(true);
      expect(serializeLockBytes(withServer(emptyLock(), 'docs', pin)).toString('utf8')).toBe(
        serializeLock(withServer(emptyLock(), 'docs', r.slow())),
      );
      const slow = digestTools(tools(), { fields: true });
      expect([...toolDigestsOf(copy)]).toEqual([...slow.tools]);
      // Read back once: the next reader is given the same map.
      expect(toolDigestsOf(copy)).toBe(toolDigestsOf(copy));
    },
  );

  it.each(SURFACES)('%s: a copy or spread of the pin keeps its tools as the lock bytes, and writes the same lock', (_n, tools, nonTool) => {
    const r = read(tools(), nonTool);
    const pin = r.fast();
    expect('bytes' in pin.toolPins).toBe(true);
    const want = serializeLock(withServer(emptyLock(), 'docs', r.slow()));
    // A spread of the pin and of its members (which used to drop a pin's bytes, kept beside the object).
    const spread = { ...pin, entry: { ...pin.entry } };
    expect('bytes' in spread.toolPins).toBe(true);
    const bytes = serializeLockBytes(withServer(emptyLock(), 'docs', spread));
    expect(bytes.toString('utf8')).toBe(want);
    expect(lockIfWrittenFor(bytes, { docs: spread })).toBeDefined();
    expect(lockIfWrittenFor(bytes, { docs: { ...pin } })).toBeDefined();
    // Through the package and profile copies lock makes: still bytes, still the lock of the pin made from objects.
    const copied = withProfilePin(undefined, withPackagePin(pin, undefined));
    expect('toolPins' in copied && 'bytes' in copied.toolPins).toBe(true);
    expect(serializeLockBytes(withServer(emptyLock(), 'docs', copied)).toString('utf8')).toBe(want);
    expect(lockedServerOf(copied)).toEqual(r.slow());
  });

  it.each(SURFACES)('%s: a lock file of those bytes is recognised as the pin; parseLock reads the same pin', (_n, tools, nonTool) => {
    const r = read(tools(), nonTool);
    const bytes = serializeLockBytes(withServer(emptyLock(), 'docs', r.fast()));
    const lock = lockIfWrittenFor(bytes, { docs: r.fast() });
    expect(lock).toBeDefined();
    const asRead = { ...lock!, servers: { docs: lockedServerOf(lock!.servers.docs!) } };
    expect(JSON.parse(JSON.stringify(asRead))).toEqual(JSON.parse(JSON.stringify(parseLock(bytes.toString('utf8'), 'mcp-tools.lock'))));
  });

  const written = () => serializeLockBytes(withServer(emptyLock(), 'docs', read(docsTools(), CARRIERS).fast())).toString('utf8');
  it.each([
    ['a hint edited by hand', (t: string) => t.replace('"readOnlyHint": false', '"readOnlyHint": true')],
    ['a field digest edited by hand', (t: string) => t.replace(/"description": "sha256:./, '"description": "sha256:_')],
    ['a byte order mark', (t: string) => '\ufeff' + t],
    ['no final newline', (t: string) => t.slice(0, -1)],
    ['CRLF line ends', (t: string) => t.replace(/\n/g, '\r\n')],
    ['a duplicate member', (t: string) => t.replace('{\n  "lockfileVersion": 1,', '{\n  "lockfileVersion": 1,\n  "lockfileVersion": 1,')],
    ['another server beside', (t: string) => serializeLock(withServer(parseLock(t, 'x'), 'other', parseLock(t, 'x').servers.docs!))],
    // Each part of the record compared in place: between two pins, the last pin, the record's end, the end of the file.
    ['a space between two pins', (t: string) => t.replace('        },\n        "', '        }, \n        "')],
    [
      'the last pin edited',
      (t: string) =>
        t.replace(/("readOnlyHint": )(true|false)(\n {10}\}\n {8}\}\n {6}\})/, (_m, a, v, b) => a + (v === 'true' ? 'false' : 'true') + b),
    ],
    ['the record closed one space further in', (t: string) => t.replace(/\n {6}\}\n {4}\}\n {2}\}\n\}\n$/, '\n       }\n    }\n  }\n}\n')],
    ['cut inside the last pin', (t: string) => t.slice(0, t.lastIndexOf('"openWorldHint"'))],
    ['a byte after the final newline', (t: string) => t + ' '],
    ['a second copy of the file after it', (t: string) => t + t],
  ])('not recognised with %s (its twin unedited is)', (_n, edit) => {
    const pins = () => ({ docs: read(docsTools(), CARRIERS).fast() });
    expect(lockIfWrittenFor(Buffer.from(written()), pins())).toBeDefined();
    const edited = edit(written());
    expect(edited).not.toBe(written());
    expect(lockIfWrittenFor(Buffer.from(edited), pins())).toBeUndefined();
    expect(lockIfWrittenFor(edited, pins())).toBeUndefined();
    // What lock compares an old lock file's text with before it writes: the same answers.
    const lock = withServer(emptyLock(), 'docs', pins().docs);
    expect(isLockText(written(), lock)).toBe(true);
    expect(isLockText(edited, lock)).toBe(false);
  });
});

describe('lock and check of a snapshot file, from the pin bytes', () => {
  let dir: string;
  const p = (name: string) => join(dir, name);
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-pin-bytes-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const snapshotFile = (name: string, tools: RawTool[], nonTool?: NonToolSurfaceInput) => {
    writeFileSync(p(name), read(tools, nonTool).text);
    return { kind: 'snapshot' as const, file: p(name) };
  };

  it.each(SURFACES)('%s: lock writes serializeLock of the pin; check of that lock is matched', async (_n, tools, nonTool) => {
    const server = snapshotFile('s.json', tools(), nonTool);
    rmSync(p('new.lock'), { force: true });
    const run = await runLock({ server, lockFile: p('new.lock') });
    expect(run.servers[0]!.action).toBe('added');
    expect(run.servers[0]!.check.baselineTools).toEqual(Object.keys(read(tools(), nonTool).slow().tools));
    const text = (await import('node:fs')).readFileSync(p('new.lock'), 'utf8');
    expect(text).toBe(serializeLock(withServer(emptyLock(), 'docs', read(tools(), nonTool).slow())));
    const checked = await runCheck({ server, lockFile: p('new.lock') });
    expect(checked.result.servers[0]!.pinState).toBe('matched');
    expect(checked.result.exitCode).toBe(0);
  });

  it('lock beside other servers writes what serializeLock writes; a second lock leaves the file as it is', async () => {
    const server = snapshotFile('s.json', docsTools(), CARRIERS);
    const r = read(docsTools(), CARRIERS);
    const old: Lockfile = withServer(withServer(emptyLock(), 'a-first', r.slow()), 'zz', r.slow());
    writeFileSync(p('beside.lock'), serializeLock(old));
    await runLock({ server, lockFile: p('beside.lock') });
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(p('beside.lock'), 'utf8')).toBe(serializeLock(withServer(old, 'docs', r.slow())));
    const again = await runLock({ server, lockFile: p('beside.lock') });
    expect(again.written).toBe(false);
    expect(again.servers[0]!.action).toBe('unchanged');
    const checked = await runCheck({ server, lockFile: p('beside.lock') });
    expect(checked.result.servers[0]!.pinState).toBe('matched');
  });

  it('lock leaves a lock of the same pins with CRLF line ends (a Windows checkout) as it is: the same lock; its LF twin too', async () => {
    const server = snapshotFile('s.json', docsTools(), CARRIERS);
    const want = serializeLock(withServer(emptyLock(), 'docs', read(docsTools(), CARRIERS).slow()));
    const { readFileSync } = await import('node:fs');
    writeFileSync(p('crlf.lock'), want.replace(/\n/g, '\r\n'));
    const run = await runLock({ server, lockFile: p('crlf.lock') });
    expect({ action: run.servers[0]!.action, written: run.written, crlf: run.crlf }).toEqual({
      action: 'unchanged',
      written: false,
      crlf: true,
    });
    expect(readFileSync(p('crlf.lock'), 'utf8')).toBe(want.replace(/\n/g, '\r\n'));
    writeFileSync(p('lf.lock'), want);
    const twin = await runLock({ server, lockFile: p('lf.lock') });
    expect({ action: twin.servers[0]!.action, written: twin.written, crlf: twin.crlf }).toEqual({
      action: 'unchanged',
      written: false,
      crlf: false,
    });
    expect(readFileSync(p('lf.lock'), 'utf8')).toBe(want);
  });

  const lockText = () => serializeLock(withServer(emptyLock(), 'docs', read(docsTools(), CARRIERS).slow()));
  it.each([
    ['as lock writes it: matched', (t: string) => t, 'matched'],
    [
      'with a field digest edited by hand: INVALID_LOCK',
      (t: string) =>
        t
          .replace(/"description": "sha256:[0-9a-f]/, '"description": "sha256:f')
          .replace(/"description": "sha256:ff/, '"description": "sha256:0f'),
      'INVALID_LOCK',
    ],
    ['with a hint edited by hand: INVALID_LOCK', (t: string) => t.replace('"readOnlyHint": false', '"readOnlyHint": true'), 'INVALID_LOCK'],
    ['after a byte order mark: matched (read by parseLock, which skips it)', (t: string) => '\ufeff' + t, 'matched'],
    ['without its final newline: matched (read by parseLock)', (t: string) => t.slice(0, -1), 'matched'],
    ['with CRLF line ends: matched (read by parseLock)', (t: string) => t.replace(/\n/g, '\r\n'), 'matched'],
    [
      'with a duplicate member: INVALID_LOCK',
      (t: string) => t.replace('{\n  "lockfileVersion": 1,', '{\n  "lockfileVersion": 1,\n  "lockfileVersion": 1,'),
      'INVALID_LOCK',
    ],
  ])('check of a lock %s', async (_n, edit, outcome) => {
    const server = snapshotFile('c.json', docsTools(), CARRIERS);
    const text = edit(lockText());
    if (!_n.startsWith('as lock')) expect(text).not.toBe(lockText());
    writeFileSync(p('c.lock'), text);
    const run = runCheck({ server, lockFile: p('c.lock') });
    if (outcome === 'matched') {
      expect((await run).result.servers[0]!.pinState).toBe('matched');
      return;
    }
    const e = await run.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isToolsealError(e) && e.code).toBe(outcome);
  });
});
