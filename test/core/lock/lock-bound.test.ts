import { MAX_TEXT_LENGTH } from '../../../src/core/json/strict-reader.js';
import { emptyLock, lockEntryOfDigests, withServer } from '../../../src/core/lock/lock.js';
import { lockTextOf, serializeLockBytes, stableJson } from '../../../src/core/lock/lock-text.js';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { readSnapshotText } from '../../../src/core/snapshot/snapshot-read.js';
import { snapshotText } from '../../../src/core/snapshot/snapshot-text.js';

// A lock is read back as one text: past the longest string the engine can make, reading it is refused
// as a lock too large (INVALID_LOCK, the file named), not left to fail inside the engine.
describe('a lock past the longest text is refused as too large', () => {
  it('bytes over the bound: INVALID_LOCK, too large, the file named', () => {
    let thrown: unknown;
    try {
      lockTextOf(Buffer.alloc(MAX_TEXT_LENGTH + 1, 0x20), 'big/mcp-tools.lock');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({
      code: 'INVALID_LOCK',
      message: `big/mcp-tools.lock: too large (${MAX_TEXT_LENGTH + 1} bytes; a lock of at most ${MAX_TEXT_LENGTH} bytes can be read)`,
    });
  });

  it('its twin, a lock within the bound, reads as its text', () => {
    const bytes = serializeLockBytes(emptyLock());
    expect(lockTextOf(bytes, 'mcp-tools.lock')).toBe(bytes.toString('utf8'));
  });
});

describe('a lock of many servers pinned from snapshot files is written in one pass', () => {
  const lockOf = (servers: number) => {
    let lock = emptyLock();
    for (let i = 0; i < servers; i++) {
      const s = buildSnapshot({
        server: `s${i}`,
        transport: 'stdio',
        protocolVersion: '2025-11-25',
        serverInfo: { name: `s${i}`, version: '1' },
        pages: 1,
        tools: [{ name: `t${i}`, inputSchema: { type: 'object' } }],
      });
      const read = readSnapshotText(snapshotText(s), `s${i}.snapshot.json`, { fields: true, keepTools: false });
      lock = withServer(lock, `s${i}`, lockEntryOfDigests(read.digests));
    }
    return lock;
  };

  it('writes the bytes stableJson writes, every server in its place', () => {
    const lock = lockOf(50);
    expect(serializeLockBytes(lock).toString('utf8')).toBe(stableJson(lock));
  });
});
