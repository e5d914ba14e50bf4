import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isToolsealError } from '../../src/core/errors.js';
import { DEFAULT_LIMITS } from '../../src/mcp/server/server-spec.js';
import type { GuardEntry } from '../../src/mcp/config/wrapped-entry.js';
import { guardLockPath, guardVerdicts } from '../../src/run/guard-verdicts.js';
import { runLock } from '../../src/run/lock.js';
import { FIXTURES } from '../support/paths.js';

// The guard's own decision for a wrapped server, host profile by host profile, on a real stdio server
// (doctor and trust report it: test/run/doctor.test.ts, test/run/trust.test.ts). A lock the guard's --lock
// names that is not there is refused as the guard refuses to start (exit 2); its twin, there, decides.

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const node = process.execPath;
let dir: string;
let tools: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-guard-verdicts-'));
  tools = join(dir, 'tools.json');
  writeFileSync(tools, JSON.stringify([{ name: 'search', description: 'Search', inputSchema: { type: 'object' } }]));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const spec = () => ({ kind: 'stdio' as const, command: node, args: [TOOLS_SERVER, tools] });
const guard = (extra: Partial<GuardEntry>): GuardEntry => ({ launcher: { command: 'toolseal', args: [] }, spec: spec(), ...extra });

describe('guardLockPath', () => {
  it('is the --lock, else the default, against the folder the guard starts in', () => {
    expect(guardLockPath(guard({ lock: 'l.lock', cwd: '/srv' }), '/here')).toBe('/srv/l.lock');
    expect(guardLockPath(guard({}), '/here')).toBe('/here/mcp-tools.lock');
  });
});

describe('guardVerdicts', () => {
  it('a --lock that is not there is refused as the guard refuses to start; its twin, pinned, is served to every host', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    let err: unknown;
    try {
      await guardVerdicts('docs', spec(), guard({ lock, serverId: 'docs' }), { cwd: dir, limits: DEFAULT_LIMITS });
    } catch (e) {
      err = e;
    }
    expect(isToolsealError(err) && err.code).toBe('IO_ERROR');

    await runLock({ server: { ...spec(), serverId: 'docs' }, lockFile: lock });
    const verdicts = await guardVerdicts('docs', spec(), guard({ lock, serverId: 'docs' }), { cwd: dir, limits: DEFAULT_LIMITS });
    expect(verdicts.map((v) => [v.profile, v.decision, v.toolCount])).toEqual([
      ['none', 'allow', 1],
      ['roots', 'allow', 1],
    ]);
  });

  it('a guard with no --server-id decides under the name the server gives itself: not pinned under it, blocked (NOT_PINNED)', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    await runLock({ server: { ...spec(), serverId: 'docs' }, lockFile: lock });
    const verdicts = await guardVerdicts('docs', spec(), guard({ lock }), { cwd: dir, limits: DEFAULT_LIMITS });
    expect(verdicts.map((v) => [v.profile, v.decision, v.code])).toEqual([
      ['none', 'block', 'NOT_PINNED'],
      ['roots', 'block', 'NOT_PINNED'],
    ]);
  });
});
