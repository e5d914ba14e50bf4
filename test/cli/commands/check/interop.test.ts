import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../../src/core/snapshot/snapshot.js';
import { snapshotText } from '../../../../src/core/snapshot/snapshot-text.js';
import { runInProcess } from '../../../support/run-cli-in-process.js';

// A lock entry carries the tool definition hash v1's set hashes; check compares the tool set hash where our
// own digests match, so a change outside the fields toolseal pins (here `_meta`) is named in the report, and
// not failed: those fields are not the surface.

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-check-interop-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function snapshotFile(name: string, meta: unknown): string {
  const s = buildSnapshot({
    server: 'docs',
    capturedAt: new Date('2026-01-02T03:04:05Z'),
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'docs', version: '1.0.0' },
    pages: 1,
    tools: [{ name: 'search', description: 'Search the docs', _meta: meta }],
  });
  const file = join(dir, name);
  writeFileSync(file, snapshotText(s));
  return file;
}

describe('check and the interop tool set hash of a lock entry', () => {
  it('a changed _meta (our digests unchanged) is matched, with a note naming interop.toolSetHash; unchanged, no note (twin)', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const pinned = snapshotFile('a.json', { v: 1 });
    expect((await runInProcess(['lock', '--lock', lock, '--snapshot', pinned], {}, dir)).code).toBe(0);
    const entry = JSON.parse(readFileSync(lock, 'utf8')).servers.docs;
    expect(entry.interop).toEqual({ toolSetHash: expect.stringMatching(/^sha256:/), promptSetHash: null, instructionsHash: null });

    const same = await runInProcess(['check', '--lock', lock, '--snapshot', pinned, '--json'], {}, dir);
    expect(same.code).toBe(0);
    expect(JSON.parse(same.stdout).servers[0].interopDiffers).toBeUndefined();
    const other = snapshotFile('b.json', { v: 2 });
    const changed = await runInProcess(['check', '--lock', lock, '--snapshot', other], {}, dir);
    expect([changed.code, changed.error]).toEqual([0, undefined]);
    expect(changed.stdout).toContain('interop.toolSetHash');
    const json = JSON.parse((await runInProcess(['check', '--lock', lock, '--snapshot', other, '--json'], {}, dir)).stdout);
    expect(json.servers[0]).toMatchObject({ pinState: 'matched', interopDiffers: ['toolSetHash'] });
    // --on-change fail does not fail it either: it is not a change of the surface.
    expect((await runInProcess(['check', '--lock', lock, '--snapshot', other, '--on-change', 'fail'], {}, dir)).code).toBe(0);
  });
});
