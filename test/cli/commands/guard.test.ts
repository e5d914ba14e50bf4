import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyLock } from '../../../src/core/lock/lock.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

// `toolseal guard` (src/cli/commands/guard.ts), in this process, up to the point where it would take the
// host's stdin and stdout: the arguments it refuses before any server starts, each one error line and exit
// 2, beside the twin that gets past that rule (to the next one). The running guard is driven from src in
// test/guard (in-process-guard.ts) and as dist/cli.js in test/e2e.

let dir: string;
let config: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-guard-cmd-'));
  config = join(dir, '.mcp.json');
  writeFileSync(
    config,
    JSON.stringify({
      mcpServers: {
        files: { command: 'node', args: ['files-server.mjs'] },
        off: { command: 'node', args: ['off.mjs'], disabled: true },
      },
    }),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const guard = (...args: string[]) => runInProcess(['guard', ...args], {}, dir);
const missingLock = () => join(dir, 'missing.lock');

/** Exit 2, stdout empty, and exactly this one line on stderr. */
async function refused(args: string[], code: string, message: string | RegExp): Promise<void> {
  const r = await guard(...args);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.error).toBe(code);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  if (typeof message === 'string') expect(r.stderr).toBe(`toolseal: ${code}: ${message}\n`);
  else expect(r.stderr).toMatch(message);
}

describe('toolseal guard: what it refuses before any server starts', () => {
  it('a --lock named that is not there (fail closed); its twin, a lock that is there, gets past it', async () => {
    await refused(['--lock', missingLock(), '--', 'node', 'server.mjs'], 'IO_ERROR', /missing\.lock/);
    const lock = join(dir, 'mcp-tools.lock');
    writeFileSync(lock, serializeLock(emptyLock()));
    // Past the lock: the identity options are checked next (no server started yet).
    await refused(
      ['--lock', lock, '--server-name', 'io.github.x/y', '--', 'node', 'server.mjs'],
      'USAGE',
      '--server-name is for signed mode: give --bundle too',
    );
  });

  it('--config with --all, or with no --server: the guard runs one server', async () => {
    const message = 'guard runs one live server: give -- CMD ARGS, --url URL or --config FILE --server NAME';
    await refused(['--config', config, '--all'], 'USAGE', message);
    await refused(['--config', config], 'USAGE', '--config needs --server NAME or --all');
  });

  it('a --server the config does not have, or one it disables; the twin, a server it has, gets to the lock', async () => {
    await refused(['--config', config, '--server', 'nope'], 'INVALID_CONFIG', `${config}: no server "nope"`);
    await refused(
      ['--config', config, '--server', 'off'],
      'INVALID_CONFIG',
      `${config}: server "off" is disabled ("disabled": true); it is not started`,
    );
    await refused(['--config', config, '--server', 'files', '--lock', missingLock()], 'IO_ERROR', /missing\.lock/);
  });

  it('--verbose and --client-capabilities are not for the guard', async () => {
    await refused(
      ['--verbose', '--', 'node', 'server.mjs'],
      'USAGE',
      "--verbose is for the commands that take a snapshot: the guard always passes the server's stderr on, as [server] lines",
    );
    await refused(
      ['--client-capabilities', 'sampling', '--', 'node', 'server.mjs'],
      'USAGE',
      /^toolseal: USAGE: guard: --client-capabilities is not for the guard: /,
    );
  });

  it('a posture flag given twice (the last would silently undo the first); the twin, given once, gets to the lock', async () => {
    const twice = 'guard: --on-change is given more than once; give it once (run toolseal guard --help)';
    await refused(['--on-change', 'fail', '--lock', missingLock(), '--on-change', 'warn', '--', 'node', 'server.mjs'], 'USAGE', twice);
    await refused(
      ['--unpinned', 'block', '--unpinned=allow', '--', 'node', 'server.mjs'],
      'USAGE',
      'guard: --unpinned is given more than once; give it once (run toolseal guard --help)',
    );
    await refused(['--on-change', 'fail', '--lock', missingLock(), '--', 'node', 'server.mjs'], 'IO_ERROR', /missing\.lock/);
    // After --, the server's own arguments may repeat whatever they like.
    await refused(
      ['--lock', missingLock(), '--', 'node', 'server.mjs', '--on-change', 'a', '--on-change', 'b'],
      'IO_ERROR',
      /missing\.lock/,
    );
  });

  it('hostile: a --fail-on kind it does not know, or --fail-on given twice; the twin, a valid --fail-on, gets to the lock', async () => {
    await refused(
      ['--fail-on', 'schema-expansion,bogus', '--', 'node', 'server.mjs'],
      'USAGE',
      /--fail-on: unknown kind "bogus"; the kinds are added, /,
    );
    await refused(
      ['--fail-on', 'prose', '--fail-on', 'added', '--', 'node', 'server.mjs'],
      'USAGE',
      'guard: --fail-on is given more than once; give it once (run toolseal guard --help)',
    );
    await refused(
      ['--fail-on', 'schema-expansion,added', '--lock', missingLock(), '--', 'node', 'server.mjs'],
      'IO_ERROR',
      /missing\.lock/,
    );
  });

  it('an --on-change or --unpinned it does not know', async () => {
    await refused(['--on-change', 'ignore', '--', 'node', 'server.mjs'], 'USAGE', /--on-change/);
    await refused(['--unpinned', 'maybe', '--', 'node', 'server.mjs'], 'USAGE', /--unpinned/);
  });

  it('the signer options of signed mode: each needs --bundle, and a policy that mixes them is refused before the bundle is read', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    writeFileSync(lock, serializeLock(emptyLock()));
    const server = ['--', 'node', 'server.mjs'];
    await refused(['--lock', lock, '--repo', 'octo-org/docs', ...server], 'USAGE', '--repo is for signed mode: give --bundle too');
    await refused(
      ['--lock', lock, '--allow-reusable-callers', ...server],
      'USAGE',
      '--allow-reusable-callers is for signed mode: give --bundle too',
    );
    const bundle = ['--bundle', join(dir, 'absent.sigstore.json')];
    await refused(['--lock', lock, ...bundle, '--repo', 'octo-org/docs', '--source-repo', 'a/b', ...server], 'USAGE', /source-repo/);
    await refused(['--lock', lock, ...bundle, '--repo', 'octo-org/docs', '--certificate-identity', 'x', ...server], 'USAGE', /not both/);
    // The twin: a policy that stands (--repo with its workflow) gets past it, to the bundle file, which is not there.
    await refused(
      ['--lock', lock, ...bundle, '--repo', 'octo-org/docs', '--signer-workflow', '.github/workflows/release.yml', ...server],
      'IO_ERROR',
      /absent\.sigstore\.json/,
    );
  });

  it('hostile: a --snapshot-dir that is missing, a file, or holds an unreadable snapshot of the id; the twin, a folder, gets past it', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    writeFileSync(lock, serializeLock(emptyLock()));
    const server = ['--', 'node', 'server.mjs'];
    await refused(['--lock', lock, '--snapshot-dir', join(dir, 'absent'), ...server], 'IO_ERROR', /--snapshot-dir .*absent: /);
    await refused(['--lock', lock, '--snapshot-dir', lock, ...server], 'USAGE', /--snapshot-dir .*mcp-tools\.lock is a file, not a folder/);
    const reviewed = join(dir, 'reviewed');
    mkdirSync(reviewed);
    writeFileSync(join(reviewed, 's.snapshot.json'), '{"tools": [');
    await refused(['--lock', lock, '--server-id', 's', '--snapshot-dir', reviewed, ...server], 'INVALID_JSON', /s\.snapshot\.json/);
    // The twin: a readable folder (the id's snapshot not in it: its changes unclassified) gets to the next rule.
    await refused(
      ['--lock', lock, '--server-id', 'other', '--snapshot-dir', reviewed, '--repo', 'octo-org/docs', ...server],
      'USAGE',
      '--repo is for signed mode: give --bundle too',
    );
  });
});
