import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '../../../support/paths.js';
import { runInProcess } from '../../../support/run-cli-in-process.js';

// A live stdio server (tools-file-server lists a file's tools) with an int64 bound, which a double cannot
// hold exactly: `lock -- CMD` refuses it naming the flag; with --round-inexact-numbers the entry records
// "numbers": "rounded", `check -- CMD` matches with the flag, and a bound that is another double is a change.

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-round-live-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The tools file, written as text so the literal stays as given (not the shortest form of its double). */
function toolsFile(literal: string): string {
  const file = join(dir, 'tools.json');
  writeFileSync(
    file,
    `[{"name":"ids","inputSchema":{"type":"object","properties":{"id":{"type":"integer","maximum":${literal}}}}},{"name":"plain"}]`,
  );
  return file;
}

describe('--round-inexact-numbers (lock and check of a live stdio server)', () => {
  it('without it: lock -- CMD is refused naming the tool, the pointer and the flag; nothing is pinned (hostile)', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const r = await runInProcess(['lock', '--lock', lock, '--', 'node', TOOLS_SERVER, toolsFile('9223372036854775807')], {}, dir);
    expect([r.code, r.error]).toEqual([2, 'NOT_CANONICALIZABLE']);
    expect(r.stderr).toContain('in tool "ids" (/result/tools/0) at /inputSchema/properties/id/maximum');
    expect(r.stderr).toContain('--round-inexact-numbers');
    expect(() => readFileSync(lock)).toThrow();
  });

  it('with it: pinned "numbers": "rounded"; check -- CMD matches, and a bound changed to another double is a change (twin)', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const tools = toolsFile('9223372036854775807');
    const cmd = ['--', 'node', TOOLS_SERVER, tools];
    const pinned = await runInProcess(['lock', '--lock', lock, '--round-inexact-numbers', ...cmd], {}, dir);
    expect([pinned.code, pinned.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(lock, 'utf8')).servers['tools-file-server'].numbers).toBe('rounded');

    const matched = await runInProcess(['check', '--json', '--lock', lock, '--round-inexact-numbers', ...cmd], {}, dir);
    expect(matched.code).toBe(0);
    expect(JSON.parse(matched.stdout).servers[0]).toMatchObject({ pinState: 'matched', numbers: 'rounded' });

    // 9223372036854775000 is the same double; 2^62 is another one.
    toolsFile('4611686018427387904');
    const drift = await runInProcess(
      ['check', '--json', '--lock', lock, '--round-inexact-numbers', '--on-change', 'fail', ...cmd],
      {},
      dir,
    );
    expect(drift.code).toBe(1);
    expect(JSON.parse(drift.stdout).servers[0]).toMatchObject({ pinState: 'changed' });
    expect(JSON.stringify(JSON.parse(drift.stdout).servers[0].changes)).toContain('inputSchema');
  });

  it('snapshot -- CMD: refused without it (hostile); with it the file records "numbers": "rounded" and is read back and pinned so (twin)', async () => {
    const cmd = ['--', 'node', TOOLS_SERVER, toolsFile('9223372036854775807')];
    const file = join(dir, 's.json');
    const refused = await runInProcess(['snapshot', '--out', file, ...cmd], {}, dir);
    expect([refused.code, refused.error]).toEqual([2, 'NOT_CANONICALIZABLE']);
    expect(refused.stderr).toContain('--round-inexact-numbers');
    expect(() => readFileSync(file)).toThrow();

    const taken = await runInProcess(['snapshot', '--round-inexact-numbers', '--out', file, ...cmd], {}, dir);
    expect(taken.code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).numbers).toBe('rounded');
    // Read back as it was taken: a lock of the file pins it rounded, and it matches the live server's rounded check.
    const lock = join(dir, 'mcp-tools.lock');
    expect((await runInProcess(['lock', '--lock', lock, '--snapshot', file], {}, dir)).code).toBe(0);
    expect(JSON.parse(readFileSync(lock, 'utf8')).servers['tools-file-server'].numbers).toBe('rounded');
    const live = await runInProcess(['check', '--json', '--lock', lock, '--round-inexact-numbers', ...cmd], {}, dir);
    expect(live.code).toBe(0);
    expect(JSON.parse(live.stdout).servers[0]).toMatchObject({ pinState: 'matched', numbers: 'rounded' });
  });
});
