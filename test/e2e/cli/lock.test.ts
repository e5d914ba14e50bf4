// `toolseal lock` as a real process (dist/cli.js, after `npm run bundle`): exit codes, refusal to re-pin
// without --update, byte-identical files, atomic writes under a crash, and --snapshot-dir.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { snapshotText } from '../../../src/core/snapshot/snapshot-text.js';
import { CLI } from '../../support/paths.js';
import { runCliProcess, runNode } from '../../support/run-process.js';
import { docsTools, markerIn, snapshotOf, withTool } from '../../core/check/check-fixtures.js';
import { objectAt } from '../../support/json-view.js';

let dir: string;
const p = (name: string) => join(dir, name);
const lockText = () => readFileSync(p('mcp-tools.lock'), 'utf8');
const lock = (args: string[]) => runCliProcess(['lock', ...args], { cwd: dir });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-lock-'));
  const v1 = docsTools();
  const v2 = withTool(v1, 'search', (t) => void (objectAt(t, 'inputSchema', 'properties', 'query').description = 'changed'));
  writeFileSync(p('v1.json'), JSON.stringify(snapshotOf('docs', v1)));
  writeFileSync(p('v2.json'), JSON.stringify(snapshotOf('docs', v2)));
  writeFileSync(p('other.json'), JSON.stringify(snapshotOf('other', [{ name: 'search', description: 'another server, same tool name' }])));
  // Kills the process at the worst moments of the lock write: after half the temp file, or just before the rename.
  writeFileSync(
    p('crash.mjs'),
    `import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const at = process.env.CRASH_AT;
const tmpFds = new Set();
const open = fs.openSync, write = fs.writeSync, writev = fs.writevSync, rename = fs.renameSync;
fs.openSync = (path, ...rest) => { const fd = open(path, ...rest); if (String(path).includes('.mcp-tools.lock.')) tmpFds.add(fd); return fd; };
fs.writeSync = (fd, data, ...rest) => {
  if (at === 'write' && tmpFds.has(fd)) { write(fd, data.subarray(0, Math.floor(data.length / 2))); process.kill(process.pid, 'SIGKILL'); }
  return write(fd, data, ...rest);
};
// A lock's pins are written where they are, a batch of pieces per writev: killed after half of them.
fs.writevSync = (fd, pieces, ...rest) => {
  if (at === 'write' && tmpFds.has(fd)) { writev(fd, pieces.slice(0, Math.floor(pieces.length / 2))); process.kill(process.pid, 'SIGKILL'); }
  return writev(fd, pieces, ...rest);
};
fs.renameSync = (from, to) => { if (at === 'rename' && String(to).endsWith('mcp-tools.lock')) process.kill(process.pid, 'SIGKILL'); return rename(from, to); };
syncBuiltinESMExports();
`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('toolseal lock (process)', () => {
  it('pins an unpinned server: exit 0, a lock with no server text', async () => {
    const r = await lock(['--snapshot', 'v1.json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server "docs": added (3 tools');
    const text = lockText();
    expect(Object.keys(parseLock(text, 'lock').servers)).toEqual(['docs']);
    expect(markerIn(text)).toBeUndefined();
  });

  it('run again on the same surface: exit 0, the file byte-identical', async () => {
    const before = lockText();
    const r = await lock(['--snapshot', 'v1.json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('unchanged');
    expect(lockText()).toBe(before);
  });

  it('adds a second server with a same-named tool beside the first (pinned per server id)', async () => {
    const r = await lock(['--snapshot', 'other.json']);
    expect(r.code).toBe(0);
    const l = parseLock(lockText(), 'lock');
    expect(Object.keys(l.servers).sort()).toEqual(['docs', 'other']);
    expect(l.servers.docs!.tools.search!.digest).not.toBe(l.servers.other!.tools.search!.digest);
  });

  it('refuses to re-pin a changed server without --update: exit 1 (LOCK_WOULD_CHANGE), prints what would change, file unchanged', async () => {
    const before = lockText();
    const r = await lock(['--snapshot', 'v2.json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('LOCK_WOULD_CHANGE');
    expect(r.stdout).toContain('changed  "search"  inputSchema');
    expect(lockText()).toBe(before);
  });

  describe('a lock write interrupted midway leaves the old lock intact', () => {
    it.each(['write', 'rename'])('killed during the %s', async (at) => {
      const before = lockText();
      const r = await runNode('--import', [p('crash.mjs'), CLI, 'lock', '--snapshot', 'v2.json', '--update'], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? '', CRASH_AT: at },
      });
      expect(r.signal).toBe('SIGKILL');
      expect(lockText()).toBe(before);
      expect(() => parseLock(lockText(), 'lock')).not.toThrow();
    });

    it('(control) the same command without the crash does change the lock', async () => {
      for (const f of readdirSync(dir)) if (f.startsWith('.mcp-tools.lock.')) rmSync(p(f)); // the crashed runs' temp files
      const before = lockText();
      const r = await lock(['--snapshot', 'v2.json', '--update']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('updated');
      expect(lockText()).not.toBe(before);
      expect(Object.keys(parseLock(lockText(), 'lock').servers).sort()).toEqual(['docs', 'other']);
    });
  });

  it('--snapshot-dir keeps the reviewed snapshot, pretty and deterministic', async () => {
    const r1 = await lock(['--snapshot', 'v1.json', '--lock', 'a.lock', '--snapshot-dir', 'snaps-a']);
    const r2 = await lock(['--snapshot', 'v1.json', '--lock', 'b.lock', '--snapshot-dir', 'snaps-b']);
    expect([r1.code, r2.code]).toEqual([0, 0]);
    const a = readFileSync(p('snaps-a/docs.snapshot.json'), 'utf8');
    expect(a).toBe(readFileSync(p('snaps-b/docs.snapshot.json'), 'utf8'));
    // The one snapshot writer, in the documented order (what `snapshot --out` writes), byte for byte: not
    // sorted keys (the tools' members stay in the order they arrived in).
    expect(a).toBe(snapshotText(snapshotOf('docs', docsTools())));
    expect(a.startsWith('{\n  "snapshotVersion": 1,\n  "server": "docs",\n  "capturedAt": ')).toBe(true);
    expect(a.endsWith('}\n')).toBe(true);
    expect(readFileSync(p('a.lock'), 'utf8')).toBe(readFileSync(p('b.lock'), 'utf8'));
  });

  it('--snapshot-dir refuses a server id that differs from a pinned one only in case (one file on macOS): exit 2, nothing written', async () => {
    writeFileSync(p('Docs.json'), JSON.stringify(snapshotOf('Docs', docsTools())));
    expect((await lock(['--snapshot', 'v1.json', '--lock', 'case.lock', '--snapshot-dir', 'snaps-case'])).code).toBe(0);
    const before = readFileSync(p('case.lock'), 'utf8');
    const r = await lock(['--snapshot', 'Docs.json', '--lock', 'case.lock', '--snapshot-dir', 'snaps-case']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^toolseal: INVALID_INPUT: .*"docs" and "Docs"/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(p('case.lock'), 'utf8')).toBe(before);
    expect(readdirSync(p('snaps-case'))).toEqual(['docs.snapshot.json']);
    // Control: without a snapshot folder the two ids are two pins, no file is shared.
    expect((await lock(['--snapshot', 'Docs.json', '--lock', 'case.lock'])).code).toBe(0);
    expect(Object.keys(parseLock(readFileSync(p('case.lock'), 'utf8'), 'lock').servers).sort()).toEqual(['Docs', 'docs']);
  });

  it('a snapshot folder that cannot be written leaves the lock as it was (exit 2, IO_ERROR)', async () => {
    writeFileSync(p('not-a-folder'), 'x');
    const r = await lock(['--snapshot', 'v1.json', '--lock', 'order.lock', '--snapshot-dir', 'not-a-folder']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('IO_ERROR');
    expect(existsSync(p('order.lock'))).toBe(false);
    // Control: a writable folder, and the lock is written.
    expect((await lock(['--snapshot', 'v1.json', '--lock', 'order.lock', '--snapshot-dir', 'a-folder'])).code).toBe(0);
    expect(existsSync(p('order.lock'))).toBe(true);
  });

  it('an invalid lock is refused with exit 2 (INVALID_LOCK) and left as it is', async () => {
    writeFileSync(p('bad.lock'), '{"lockfileVersion": 1, "servers": {}, "servers": {}}');
    const r = await lock(['--snapshot', 'v1.json', '--lock', 'bad.lock']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('INVALID_LOCK');
    expect(readFileSync(p('bad.lock'), 'utf8')).toBe('{"lockfileVersion": 1, "servers": {}, "servers": {}}');
  });

  it('no server given: exit 2 (USAGE), nothing written', async () => {
    const r = await lock(['--lock', 'never.lock']);
    expect(r.code).toBe(2);
    expect(existsSync(p('never.lock'))).toBe(false);
  });
});
