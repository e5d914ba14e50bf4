// An id the lock does not pin: `check --server-id doc` in front of a real stdio server (tools-file-server.mjs)
// against a lock that pins it as `docs` passed as "unpinned" (exit 0), and under --on-change fail said
// SURFACE_CHANGED. It is NOT_PINNED (exit 1) under either posture, naming the pinned ids and the nearest
// ("did you mean"); its twins: `--server-id docs` is matched, and a lock that pins nothing, or no lock
// at all, still lets a first check pass as unpinned.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { FIXTURES } from '../../../support/paths.js';

const SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');

let dir: string;
let lockFile: string;
let toolsFile: string;
const server = (id: string) => ['--server-id', id, '--', process.execPath, SERVER, toolsFile];
const check = (id: string, ...more: string[]) => runInProcess(['check', '--lock', lockFile, ...more, ...server(id)], {}, dir);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-unknown-id-'));
  lockFile = join(dir, 'mcp-tools.lock');
  toolsFile = join(dir, 'tools.json');
  writeFileSync(toolsFile, JSON.stringify([{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object' } }]));
  const r = await runInProcess(['lock', '--lock', lockFile, ...server('docs')], {}, dir);
  expect(r.code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check --server-id with an id the lock does not pin, while it pins others', () => {
  it.each(['warn', 'fail'])(
    '--server-id doc (on-change %s): NOT_PINNED, exit 1, naming the pinned id (did you mean "docs")',
    async (onChange) => {
      const r = await check('doc', '--on-change', onChange);
      expect(r).toMatchObject({ code: 1, error: 'NOT_PINNED' });
      expect(r.stderr).toContain('did you mean "docs"?');
      expect(r.stdout).toMatch(/^server "doc": unpinned.*: blocked$/m);
      expect(r.stdout).toContain('note: not pinned, and the lock pins "docs" (did you mean "docs"?)');
      // `toolseal lock --server-id "doc"` alone pins nothing: the note says what goes with it.
      expect(r.stdout).not.toMatch(/toolseal lock --server-id "doc"$/m);
      expect(r.stdout).toContain(
        'pin this one deliberately with toolseal lock --config FILE --server "doc", or --server-id "doc" and -- COMMAND',
      );
    },
  );

  it('the NOT_PINNED report prints the whole command that pins the server; run as printed, check passes', async () => {
    const pinDir = mkdtempSync(join(tmpdir(), 'toolseal-unknown-id-pin-'));
    try {
      const lock = join(pinDir, 'mcp-tools.lock');
      writeFileSync(lock, readFileSync(lockFile));
      const failed = await runInProcess(['check', '--lock', lock, ...server('doc')], {}, dir);
      expect(failed).toMatchObject({ code: 1, error: 'NOT_PINNED' });
      const printed = /^server "doc": once reviewed, pin what it lists now with: toolseal lock (.*)$/m.exec(failed.stdout)?.[1];
      expect(printed).toBe(`--lock ${lock} --server-id doc -- ${process.execPath} ${SERVER} ${toolsFile}`);
      expect((await runInProcess(['lock', ...printed!.split(' ')], {}, dir)).code).toBe(0);
      // The twin: the same check, now pinned.
      const ok = await runInProcess(['check', '--lock', lock, '--on-change', 'fail', ...server('doc')], {}, dir);
      expect(ok).toMatchObject({ code: 0, error: undefined });
      expect(ok.stdout).toMatch(/^server "doc": matched/m);
    } finally {
      rmSync(pinDir, { recursive: true, force: true });
    }
  });

  it('its twin, --server-id docs: matched, exit 0', async () => {
    const r = await check('docs', '--on-change', 'fail');
    expect(r).toMatchObject({ code: 0, error: undefined });
    expect(r.stdout).toMatch(/^server "docs": matched/m);
    expect(r.stdout).not.toContain('did you mean');
  });

  it('an id nothing like a pinned one: NOT_PINNED naming the pinned ids, with no guess', async () => {
    const r = await check('zzzzzz');
    expect(r).toMatchObject({ code: 1, error: 'NOT_PINNED' });
    expect(r.stdout).toContain('the lock pins "docs":');
    expect(r.stderr + r.stdout).not.toContain('did you mean');
  });

  it('--json carries the code, and the pinned ids in the note', async () => {
    const r = await check('doc', '--json');
    expect(r).toMatchObject({ code: 1, error: 'NOT_PINNED' });
    expect(JSON.parse(r.stdout)).toMatchObject({ exitCode: 1, code: 'NOT_PINNED' });
    expect(r.stdout).toContain('did you mean \\"docs\\"?');
  });
});

describe('the twins: nothing pinned yet', () => {
  it('a lock that pins no server: --server-id doc is a first check, unpinned, exit 0 (and exit 0 under on-change fail)', async () => {
    const empty = join(dir, 'empty.lock');
    writeFileSync(empty, readFileSync(lockFile, 'utf8').replace(/"servers": \{[\s\S]*\}\n\}\n$/, '"servers": {}\n}\n'));
    for (const onChange of ['warn', 'fail']) {
      const r = await runInProcess(['check', '--lock', empty, '--on-change', onChange, ...server('doc')], {}, dir);
      expect(r).toMatchObject({ code: 0, error: undefined });
      expect(r.stdout).toMatch(/^server "doc": unpinned/m);
    }
  });
});
