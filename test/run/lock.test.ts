import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isToolsealError } from '../../src/core/errors.js';
import { parseLock } from '../../src/core/lock/lock-read.js';
import { manifestDigest } from '../../src/core/surface/surface.js';
import { runLock } from '../../src/run/lock.js';
import type { LiveServerSpec } from '../../src/mcp/server/server-spec.js';
import { stdioServer } from '../support/in-process-guard.js';
import { editTextFile, writeManyToolsSnapshot } from '../support/many-tools-snapshot.js';
import { FIXTURES } from '../support/paths.js';

// The lock flow on its own, in front of a real stdio server whose tools a file says
// (tools-file-server.mjs): a new server is added, the same surface leaves the lock's bytes alone, a
// changed one is refused without --update (nothing written) and re-pinned with it, and a server that
// cannot be snapshotted writes nothing.

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const search = { name: 'search', description: 'Search the docs', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } };
const write = { name: 'write_page', description: 'Write a page', inputSchema: { type: 'object' } };

let dir: string;
let toolsFile: string;
let lockFile: string;
let spec: LiveServerSpec;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-run-lock-'));
  toolsFile = join(dir, 'tools.json');
  lockFile = join(dir, 'mcp-tools.lock');
  spec = { ...stdioServer(TOOLS_SERVER, toolsFile), serverId: 'docs' };
  writeFileSync(toolsFile, JSON.stringify([search]));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pinned = () => parseLock(readFileSync(lockFile, 'utf8'), 'lock').servers;

describe('runLock', () => {
  it('adds a server not in the lock, pinning the digest of the tools it lists', async () => {
    const run = await runLock({ server: spec, lockFile });
    expect(run).toMatchObject({ lockFile, written: true, exitCode: 0, failures: [], skipped: [] });
    expect(run.servers.map((s) => [s.serverId, s.action])).toEqual([['docs', 'added']]);
    expect(pinned().docs!.manifestDigest).toBe(manifestDigest([search]));
  });

  it('the same surface again is unchanged: the lock is not written, its bytes as they were', async () => {
    await runLock({ server: spec, lockFile });
    const before = readFileSync(lockFile);
    const again = await runLock({ server: spec, lockFile });
    expect(again.servers.map((s) => s.action)).toEqual(['unchanged']);
    expect(again.written).toBe(false);
    expect(readFileSync(lockFile).equals(before)).toBe(true);
  });

  it('a changed surface is refused without update (exit 1, LOCK_WOULD_CHANGE, nothing written); with it, re-pinned', async () => {
    await runLock({ server: spec, lockFile });
    const before = readFileSync(lockFile);
    writeFileSync(toolsFile, JSON.stringify([search, write]));
    const refused = await runLock({ server: spec, lockFile });
    expect(refused).toMatchObject({ exitCode: 1, code: 'LOCK_WOULD_CHANGE', written: false });
    expect(refused.servers.map((s) => s.action)).toEqual(['would-change']);
    expect(refused.servers[0]!.check.changes.map((c) => [c.tool, c.change])).toEqual([['write_page', 'added']]);
    expect(readFileSync(lockFile).equals(before)).toBe(true);

    const updated = await runLock({ server: spec, lockFile, update: true });
    expect(updated).toMatchObject({ exitCode: 0, written: true });
    expect(updated.servers.map((s) => s.action)).toEqual(['updated']);
    expect(pinned().docs!.manifestDigest).toBe(manifestDigest([search, write]));
  });

  it('keeps the reviewed snapshot in --snapshot-dir, named for the server', async () => {
    const snapshotDir = join(dir, 'reviewed');
    const run = await runLock({ server: spec, lockFile, snapshotDir });
    expect(run.snapshotsWritten).toEqual([join(snapshotDir, 'docs.snapshot.json')]);
    const snapshot = JSON.parse(readFileSync(run.snapshotsWritten[0]!, 'utf8')) as { tools: unknown[] };
    expect(snapshot.tools).toEqual([search]);
  });

  it('a server that cannot start is thrown, naming it, and no lock is written (its twin is pinned)', async () => {
    const missing = { kind: 'stdio' as const, command: join(dir, 'no-such-server'), args: [], serverId: 'gone' };
    let error: unknown;
    try {
      await runLock({ server: missing, lockFile });
    } catch (e) {
      error = e;
    }
    expect(isToolsealError(error) && error.code).toBe('SNAPSHOT_INCOMPLETE');
    expect((error as Error).message).toMatch(/no-such-server/);
    expect(existsSync(lockFile)).toBe(false);
    expect((await runLock({ server: spec, lockFile })).written).toBe(true);
  });
});

describe('runLock --snapshot again on the same surface: a lock that is byte for byte its pin is not parsed, and refused as before when edited', () => {
  // About 2,000 tools: a lock of about 1.6 MiB, compared with the pin in more than one piece.
  let snapshotFile: string;
  const relock = (file = snapshotFile) => runLock({ server: { kind: 'snapshot', file }, lockFile });
  beforeEach(async () => {
    snapshotFile = join(dir, 'many.snapshot.json');
    writeManyToolsSnapshot(snapshotFile);
    expect((await relock()).written).toBe(true);
    expect(readFileSync(lockFile).length).toBeGreaterThan(1 << 20);
  });
  const edit = (change: (text: string) => string) => editTextFile(lockFile, change);

  it('the lock as written: unchanged, not written, its bytes as they were', async () => {
    const before = readFileSync(lockFile);
    const run = await relock();
    expect(run.servers.map((s) => [s.serverId, s.action, s.check.pinState])).toEqual([['many', 'unchanged', 'matched']]);
    expect(run.written).toBe(false);
    expect(readFileSync(lockFile).equals(before)).toBe(true);
  });

  it('its twin laid out otherwise (a space added) is parsed: unchanged too, and written back in the lock layout', async () => {
    const before = readFileSync(lockFile, 'utf8');
    edit((text) => text.replace('"lockfileVersion": 1', '"lockfileVersion":  1'));
    const run = await relock();
    expect(run.servers.map((s) => s.action)).toEqual(['unchanged']);
    expect(run.written).toBe(true);
    expect(readFileSync(lockFile, 'utf8')).toBe(before);
  });

  it('a field digest edited by hand past the first megabyte: INVALID_LOCK naming the tool, the lock left as it is', async () => {
    const edited = edit((text) => {
      const at = text.indexOf('"description": "sha256:', text.indexOf('"tool_999": {')) + '"description": "sha256:'.length;
      expect(at).toBeGreaterThan(1 << 20);
      return text.slice(0, at) + (text[at] === '0' ? '1' : '0') + text.slice(at + 1);
    });
    await expect(relock()).rejects.toThrow(/tool_999.*fields\.description/);
    await expect(relock()).rejects.toMatchObject({ code: 'INVALID_LOCK' });
    expect(readFileSync(lockFile, 'utf8')).toBe(edited);
  });

  it.each([
    ['a tool digest', '"digest": "sha256:', /servers\["[^"]+"\]\.tools\["tool_999"\]: digest/],
    ['the manifest digest', '"manifestDigest": "sha256:', /servers\["[^"]+"\]\.manifestDigest/],
  ])(
    "%s edited by hand (every other digest the surface's): INVALID_LOCK naming it, the lock left as it is",
    async (_what, member, named) => {
      const edited = edit((text) => {
        const from = member.startsWith('"digest"') ? text.indexOf('"tool_999": {') : 0;
        const at = text.indexOf(member, from) + member.length;
        expect(at).toBeGreaterThan(from + member.length);
        return text.slice(0, at) + (text[at] === '0' ? '1' : '0') + text.slice(at + 1);
      });
      await expect(relock()).rejects.toMatchObject({ code: 'INVALID_LOCK', message: expect.stringMatching(named) });
      expect(readFileSync(lockFile, 'utf8')).toBe(edited);
    },
  );

  it('a bad lock is refused before a snapshot file that cannot be read (INVALID_LOCK, not IO_ERROR); its twin, a good lock, gives the snapshot file error', async () => {
    await expect(relock(join(dir, 'missing.snapshot.json'))).rejects.toMatchObject({ code: 'IO_ERROR' });
    writeFileSync(lockFile, '{"lockfileVersion": 1, "servers": []}');
    await expect(relock(join(dir, 'missing.snapshot.json'))).rejects.toMatchObject({ code: 'INVALID_LOCK' });
  });
});
