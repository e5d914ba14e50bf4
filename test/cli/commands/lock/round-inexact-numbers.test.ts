import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../../src/core/snapshot/snapshot.js';
import { snapshotText } from '../../../../src/core/snapshot/snapshot-text.js';
import { runInProcess } from '../../../support/run-cli-in-process.js';

// A schema with an int64 bound (`"maximum": 9223372036854775807`), which a double cannot hold exactly:
// `lock` and `check` refuse it, naming the tool, the pointer and --round-inexact-numbers; with the flag the
// entry records "numbers": "rounded", check matches only with the same flag, and a changed bound is a change.

const INT64 = '9223372036854775807';
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-round-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A snapshot file whose `ids` tool has `maximum` written as `literal` (its recorded digests those of the nearest double). */
function snapshotFile(name: string, literal: string): string {
  const tools = [
    { name: 'ids', inputSchema: { type: 'object', properties: { id: { type: 'integer', maximum: Number(literal) } } } },
    { name: 'plain', description: 'no big number' },
  ];
  const s = buildSnapshot({
    server: 'ids',
    capturedAt: new Date('2026-01-02T03:04:05Z'),
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'ids', version: '1.0.0' },
    pages: 1,
    tools,
  });
  const file = join(dir, name);
  // As the server wrote it: the literal itself, not the shortest form of its double.
  writeFileSync(file, snapshotText(s).replace(`"maximum": ${String(Number(literal))}`, `"maximum": ${literal}`));
  return file;
}

describe('--round-inexact-numbers (lock and check of a snapshot file)', () => {
  it('without it: lock is refused naming the tool, the JSON Pointer and the flag, and nothing is pinned (hostile)', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const r = await runInProcess(['lock', '--lock', lock, '--snapshot', snapshotFile('s.json', INT64)], {}, dir);
    expect([r.code, r.error]).toEqual([2, 'NOT_CANONICALIZABLE']);
    expect(r.stderr).toContain('in tool "ids" (/tools/0) at /inputSchema/properties/id/maximum');
    expect(r.stderr).toContain('--round-inexact-numbers');
    expect(() => readFileSync(lock)).toThrow();
  });

  it('with it: pinned with "numbers": "rounded"; check matches with the flag only, and a changed bound is still a change (twin)', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const file = snapshotFile('s.json', INT64);
    const pinned = await runInProcess(['lock', '--lock', lock, '--round-inexact-numbers', '--snapshot', file], {}, dir);
    expect(pinned.code).toBe(0);
    const entry = JSON.parse(readFileSync(lock, 'utf8')).servers.ids;
    expect(entry.numbers).toBe('rounded');
    expect(entry.interop.toolSetHash).toMatch(/^sha256:[0-9a-f]{64}$/);

    const matched = await runInProcess(['check', '--json', '--lock', lock, '--round-inexact-numbers', '--snapshot', file], {}, dir);
    expect(matched.code).toBe(0);
    expect(JSON.parse(matched.stdout).servers[0]).toMatchObject({ pinState: 'matched', numbers: 'rounded' });
    const text = await runInProcess(['check', '--lock', lock, '--round-inexact-numbers', '--snapshot', file], {}, dir);
    expect(text.stdout).toContain('numbers rounded');

    // The same entry checked without the flag: refused, naming it (never compared with exact numbers).
    const exact = await runInProcess(['check', '--lock', lock, '--snapshot', file], {}, dir);
    expect([exact.code, exact.error]).toEqual([2, 'NOT_CANONICALIZABLE']);
    expect(exact.stderr).toContain('--round-inexact-numbers');

    // A bound changed to another double is a change of that tool's inputSchema.
    const changed = snapshotFile('changed.json', '9223372036854000000');
    const drift = await runInProcess(
      ['check', '--json', '--lock', lock, '--round-inexact-numbers', '--on-change', 'fail', '--snapshot', changed],
      {},
      dir,
    );
    expect(drift.code).toBe(1);
    expect(JSON.parse(drift.stdout).servers[0]).toMatchObject({ pinState: 'changed' });
    expect(JSON.stringify(JSON.parse(drift.stdout).servers[0].changes)).toContain('inputSchema');
  });

  it('an entry pinned with exact numbers is never checked with them rounded (hostile twin of the above)', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const file = snapshotFile('plain.json', '100');
    expect((await runInProcess(['lock', '--lock', lock, '--snapshot', file], {}, dir)).code).toBe(0);
    expect(JSON.parse(readFileSync(lock, 'utf8')).servers.ids.numbers).toBeUndefined();
    expect((await runInProcess(['check', '--lock', lock, '--snapshot', file], {}, dir)).code).toBe(0);
    const rounded = await runInProcess(['check', '--lock', lock, '--round-inexact-numbers', '--snapshot', file], {}, dir);
    expect([rounded.code, rounded.error]).toEqual([2, 'NOT_CANONICALIZABLE']);
  });
});
