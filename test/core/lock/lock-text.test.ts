// lock-text writes a lock whose pins keep their tools as the lock's bytes member by member (no placeholder
// searched for in the text): byte for byte the plain writer's text of the same lock as objects, whatever
// the servers beside, their ids, profiles and package pins.
import {
  emptyLock,
  lockEntryOfDigests,
  withPackagePin,
  withProfilePin,
  withServer,
  type LockedServer,
  type Lockfile,
} from '../../../src/core/lock/lock.js';
import { lockIfWrittenFor, serializeLock, serializeLockBytes, stableJson } from '../../../src/core/lock/lock-text.js';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { readSnapshotText } from '../../../src/core/snapshot/snapshot-read.js';
import { digestTools, type RawTool } from '../../../src/core/surface/surface.js';
import { docsTools } from '../check/check-fixtures.js';

/** The pin of `tools` with its tools kept as the lock's bytes (what reading a snapshot file makes), for these client capabilities. */
function fastPin(tools: RawTool[], caps?: string[]): LockedServer {
  const snapshot = buildSnapshot({
    server: 'docs',
    capturedAt: new Date(0),
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'docs', version: '1' },
    pages: 1,
    tools,
  });
  const r = readSnapshotText(JSON.stringify(snapshot), 'snap.json', { fields: true, keepTools: false });
  return lockEntryOfDigests(r.digests, undefined, caps);
}
const slowPin = (tools: RawTool[], caps?: string[]) => lockEntryOfDigests(digestTools(tools, { fields: true }), undefined, caps);
/** The same lock as plain objects (every getter read, every key as JSON has it). */
const plain = (lock: Lockfile) => JSON.parse(JSON.stringify(lock)) as Lockfile;

const PACKAGE = { ecosystem: 'npm', name: '@acme/docs', version: '1.2.3', integrity: 'sha512-abc' } as const;

const LOCKS: Array<[string, () => Lockfile]> = [
  ['one server', () => withServer(emptyLock(), 'docs', fastPin(docsTools()))],
  [
    'servers beside, before and after, with index-like and unusual ids',
    () => {
      let l = withServer(emptyLock(), 'docs', fastPin(docsTools()));
      for (const id of ['10', '2', 'a-first', 'zz', '__proto__', 'café', 'quote"d'])
        l = withServer(l, id, id === '2' ? fastPin(docsTools().slice(0, 1)) : slowPin(docsTools()));
      return l;
    },
  ],
  [
    'a package pin (members sorted around tools)',
    () => withServer(emptyLock(), 'docs', withPackagePin(fastPin(docsTools()), { ...PACKAGE })),
  ],
  [
    'client capabilities and another profile',
    () => {
      const entry = withProfilePin(withProfilePin(undefined, fastPin(docsTools())), fastPin(docsTools().slice(0, 2), ['roots']));
      return withServer(emptyLock(), 'docs', entry);
    },
  ],
  [
    'an entry whose own pin is a profile, its other profiles kept',
    () => {
      const entry = withProfilePin(withProfilePin(undefined, slowPin(docsTools())), fastPin(docsTools(), ['sampling']));
      return withServer(emptyLock(), 'docs', withProfilePin(entry, fastPin(docsTools().slice(1))));
    },
  ],
  ['an empty tool list', () => withServer(emptyLock(), 'docs', fastPin([]))],
];

describe('serializeLockBytes of pins kept as bytes', () => {
  it.each(LOCKS)("%s: the bytes are the plain writer's text of the same lock", (_n, make) => {
    const lock = make();
    const bytes = serializeLockBytes(lock);
    expect(bytes.toString('utf8')).toBe(stableJson(plain(make())));
    expect(bytes.toString('utf8')).toBe(serializeLock(make()));
    // And a lock file of those bytes is recognised as the lock of these pins (the matched check).
    expect(lockIfWrittenFor(bytes, make().servers)).toBeDefined();
  });

  it('its twin: a lock file one byte off is not recognised (so the comparison above can fail)', () => {
    const [, make] = LOCKS[1]!;
    const text = serializeLockBytes(make()).toString('utf8');
    const edited = text.replace('"toolCount": 3', '"toolCount": 4');
    expect(edited).not.toBe(text);
    expect(lockIfWrittenFor(Buffer.from(edited), make().servers)).toBeUndefined();
    expect(lockIfWrittenFor(Buffer.from(text), make().servers)).toBeDefined();
  });

  it('a member of a pin that is not JSON is refused as it is by the plain writer', () => {
    const pin = fastPin(docsTools()) as unknown as Record<string, unknown>;
    pin.extra = () => 1;
    expect(() => serializeLockBytes(withServer(emptyLock(), 'docs', pin as unknown as LockedServer))).toThrow(/cannot write a function/);
  });
});
