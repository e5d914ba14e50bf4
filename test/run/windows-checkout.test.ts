import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitattributesHint } from '../../src/run/windows-checkout.js';

// The .gitattributes lines lock suggests on a Windows checkout (test/cli/commands/lock/crlf.test.ts runs
// them through the command, in a git repository with core.autocrlf too).
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-checkout-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));
// No git configuration but the repository's (there is none here).
const env = { PATH: process.env.PATH ?? '', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };

describe('gitattributesHint', () => {
  it('names the lock by its file name, and the snapshot folder by its path from here, when the lock had CRLF', () => {
    const hint = gitattributesHint({
      lockHadCrlf: true,
      lockFile: join(dir, 'pins', 'tools.lock'),
      snapshotDir: 'reviewed/snaps',
      cwd: dir,
      env,
    });
    expect(hint).toEqual(['tools.lock text eol=lf', 'reviewed/snaps/*.snapshot.json text eol=lf']);
  });

  it('writes a snapshot folder outside the working folder as a pattern for any folder', () => {
    expect(gitattributesHint({ lockHadCrlf: true, lockFile: 'mcp-tools.lock', snapshotDir: '../elsewhere', cwd: dir, env })).toEqual([
      'mcp-tools.lock text eol=lf',
      '*.snapshot.json text eol=lf',
    ]);
  });

  it('(twin) says nothing for an LF lock outside a git checkout with core.autocrlf', () => {
    expect(gitattributesHint({ lockHadCrlf: false, lockFile: 'mcp-tools.lock', snapshotDir: 'snaps', cwd: dir, env })).toEqual([]);
  });
});
