// `lock` and `check` of a snapshot file run dist/cli-pin.js (its own chunks, the Sigstore code loaded only when used), which
// has no module that starts or configures a server. Every command line of a snapshot file, with every
// report, gives through dist/cli.js what the same CLI run in process gives; a command line that names a
// server, a config file or --oauth-logout goes to the full CLI, while dist/cli-pin.js itself refuses it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { snapshotText } from '../../../src/core/snapshot/snapshot-text.js';
import { FIXTURES, ROOT } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { runCliProcess, runNode } from '../../support/run-process.js';

const PIN_CLI = join(ROOT, 'dist', 'cli-pin.js');
const NOT_HERE = 'reads snapshot files only';
const SERVER = join(FIXTURES, 'servers', 'scripted-stdio-server.mjs');

let dir: string;
let snap: string;
const p = (name: string) => join(dir, name);
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-pin-cli-'));
  const { tools } = JSON.parse(readFileSync(join(ROOT, 'examples', 'tools-list.json'), 'utf8')) as { tools: never[] };
  snap = p('s.snapshot.json');
  const s = buildSnapshot({
    server: 'docs',
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'docs', version: '1' },
    pages: 1,
    tools,
  });
  writeFileSync(snap, snapshotText(s));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The outputs of one command line, and the files it wrote (each named in `files`), as text. */
async function outcome(
  run: (args: string[]) => Promise<{ code: number | null; stdout: string; stderr: string }>,
  args: string[],
  files: string[],
) {
  for (const f of files) rmSync(p(f), { force: true });
  const r = await run(args);
  return { code: r.code, stdout: r.stdout, stderr: r.stderr, files: files.map((f) => readFileSync(p(f), 'utf8')) };
}

it.each([
  ['lock', (l: string) => ['lock', '--snapshot', snap, '--lock', l], []],
  ['lock --json, --snapshot=FILE', (l: string) => ['lock', `--snapshot=${snap}`, '--lock', l, '--json'], []],
  ['check (matched)', (l: string) => ['check', '--snapshot', snap, '--lock', l], []],
  [
    'check with every report',
    (l: string) => [
      'check',
      '--snapshot',
      snap,
      '--lock',
      l,
      '--sarif',
      p('r.sarif'),
      '--markdown',
      p('r.md'),
      '--audit',
      p('a.jsonl'),
      '--json',
    ],
    ['r.sarif', 'r.md', 'a.jsonl'],
  ],
])('%s: dist/cli.js gives what the CLI in process gives', async (_n, args, files) => {
  // Each case from the same start: no lock for lock, the lock of the snapshot for check.
  for (const l of [p('in.lock'), p('built.lock')]) {
    rmSync(l, { force: true });
    if (args(l)[0] === 'check') expect((await runInProcess(['lock', '--snapshot', snap, '--lock', l], {}, dir)).code).toBe(0);
  }
  const inProcess = await outcome((a) => runInProcess(a, {}, dir), args(p('in.lock')), files);
  const built = await outcome((a) => runCliProcess(a, { cwd: dir }), args(p('built.lock')), files);
  // The package version is built in (a source run's is 0.0.0-dev); the lock's path is each run's own.
  const same = (t: string) =>
    t
      .replaceAll(p('in.lock'), 'LOCK')
      .replaceAll(p('built.lock'), 'LOCK')
      .replace(/"version": "(?:0\.0\.0-dev|\d+\.\d+\.\d+)"/g, '"version": "V"');
  expect(built.code).toBe(inProcess.code);
  expect(built.code).toBe(0);
  expect(same(built.stdout)).toBe(same(inProcess.stdout));
  expect(same(built.stderr)).toBe(same(inProcess.stderr));
  expect(built.files.map(same)).toEqual(inProcess.files.map(same));
  // The lock itself, byte for byte (check reads the one lock wrote).
  if (args('x')[0] === 'lock') expect(readFileSync(p('built.lock'), 'utf8')).toBe(readFileSync(p('in.lock'), 'utf8'));
  else expect(built.stdout).toMatch(/matched/);
});

it.each([
  ['a stdio server', ['check', '--lock', 'L', '--', process.execPath, SERVER]],
  ['a config file', ['check', '--lock', 'L', '--config', 'CONFIG', '--all']],
  ['a server whose own arguments name --snapshot', ['lock', '--lock', 'L', '--', process.execPath, SERVER, '--snapshot', 'x']],
])('%s: dist/cli-pin.js refuses to start it, dist/cli.js (the full CLI) does not say so', async (_n, template) => {
  writeFileSync(p('config.json'), JSON.stringify({ mcpServers: { s: { command: process.execPath, args: [SERVER] } } }));
  writeFileSync(p('L'), '{\n  "lockfileVersion": 1,\n  "servers": {}\n}\n');
  const args = template.map((a) => (a === 'L' ? p('L') : a === 'CONFIG' ? p('config.json') : a));
  const pinned = await runNode(PIN_CLI, args, { cwd: dir });
  expect(pinned.stdout + pinned.stderr).toContain(NOT_HERE);
  const full = await runCliProcess(args, { cwd: dir });
  expect(full.stdout + full.stderr).not.toContain(NOT_HERE);
});

it('--oauth-logout with --snapshot goes to the full CLI (dist/cli-pin.js has no other command to load)', async () => {
  writeFileSync(p('L'), '{\n  "lockfileVersion": 1,\n  "servers": {}\n}\n');
  const args = ['check', '--snapshot', snap, '--lock', p('L'), '--oauth-logout'];
  const full = await runCliProcess(args, { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: dir } });
  const inProcess = await runInProcess(args, { HOME: dir }, dir);
  expect(full.code).toBe(inProcess.code);
  expect(full.stderr).toBe(inProcess.stderr);
  expect(full.stdout + full.stderr).not.toMatch(/cannot find module|ERR_MODULE_NOT_FOUND/i);
});
