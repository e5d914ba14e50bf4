import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { closeGuards, pinIn, scriptedServer, startGuard, tool } from '../../support/in-process-guard.js';

// The guard in front of a real stdio server (the scripted one) with a lock that contradicts itself: one
// tool's `digest` edited by hand while the manifest digest is the server's read as matched. It is refused
// (INVALID_LOCK): the host sees no tools. Its twin, the lock as `lock` wrote it, lists every tool.

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-lock-edited-'));
  lockFile = join(dir, 'mcp-tools.lock');
});
afterEach(async () => {
  await closeGuards();
  rmSync(dir, { recursive: true, force: true });
});

describe('the guard with a lock edited by hand', () => {
  it.each([
    ['a tool digest edited: INVALID_LOCK, the host sees no tools', true],
    ['the twin, the lock as lock wrote it: every tool listed', false],
  ])('%s', async (_what, edited) => {
    const server = scriptedServer(dir, { tools: [{ tools: [tool('search'), tool('delete')] }] });
    await pinIn(lockFile, server.spec, 's');
    const text = readFileSync(lockFile, 'utf8');
    const at = text.indexOf('"digest": "sha256:') + '"digest": "sha256:'.length;
    if (edited) writeFileSync(lockFile, text.slice(0, at) + (text[at] === '0' ? '1' : '0') + text.slice(at + 1));
    const lock = parseLock(readFileSync(lockFile, 'utf8'), lockFile);
    const g = startGuard({ upstream: server.spec, lock, serverId: 's' });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    const names = (list.result as { tools: Array<{ name: string }> }).tools.map((t) => t.name);
    if (edited) {
      expect(names).toEqual([]);
      expect(await g.stderrMatching(/INVALID_LOCK/)).toContain('servers["s"].tools["delete"]: digest');
    } else {
      expect(names).toEqual(['search', 'delete']);
      expect(g.stderr()).not.toContain('INVALID_LOCK');
    }
    expect(await g.close()).toBe(0);
  });
});
