// A lock that contradicts itself is refused: `check` in front of a real stdio server (tools-file-server.mjs)
// against a lock edited by hand. A tool's `digest` or a field digest changed while the manifest digest is
// still the server's read as "matched"; a changed `manifestDigest` read as a change naming no tool. Each is
// INVALID_LOCK (exit 2) naming the entry and member, beside its twin: the lock as `lock` wrote it (matched),
// and a real change of the server's (a change naming the tool). A lock with CRLF line ends reads as the same lock.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { FIXTURES } from '../../../support/paths.js';

const SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const tools = (bDescription = 'Read b') => [
  { name: 'a', description: 'Read a', inputSchema: { type: 'object' } },
  { name: 'b', description: bDescription, inputSchema: { type: 'object' } },
];

let dir: string;
let lockFile: string;
let toolsFile: string;
let written: string;
const serve = (t: unknown[]) => writeFileSync(toolsFile, JSON.stringify(t));
const server = () => ['--server-id', 'docs', '--', process.execPath, SERVER, toolsFile];
const check = (lockText: string, ...more: string[]) => {
  writeFileSync(lockFile, lockText);
  return runInProcess(['check', '--lock', lockFile, ...more, ...server()], {}, dir);
};
/** The lock with the first digest after `member` (in `tool`'s pin when given) changed in its first hex digit. */
const edited = (member: string, tool?: string) => {
  const from = tool === undefined ? 0 : written.indexOf(`"${tool}": {`);
  const at = written.indexOf(`"${member}": "sha256:`, from) + `"${member}": "sha256:`.length;
  expect(at).toBeGreaterThan(from + member.length);
  return written.slice(0, at) + (written[at] === '0' ? '1' : '0') + written.slice(at + 1);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-lock-consistency-'));
  lockFile = join(dir, 'mcp-tools.lock');
  toolsFile = join(dir, 'tools.json');
  serve(tools());
  const r = await runInProcess(['lock', '--lock', lockFile, ...server()], {}, dir);
  expect(r.code).toBe(0);
  written = readFileSync(lockFile, 'utf8');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => serve(tools()));

describe('check against a lock edited by hand', () => {
  it('the lock as lock wrote it: matched, exit 0 (the twin of every edit below)', async () => {
    const r = await check(written);
    expect(r).toMatchObject({ code: 0, error: undefined });
    expect(r.stdout).toMatch(/^server "docs": matched \(2 tools/m);
  });

  it.each([
    ['a tool digest', 'digest', 'b', 'servers["docs"].tools["b"]: digest'],
    ['a field digest', 'description', 'a', 'servers["docs"].tools["a"]: fields.description'],
  ])(
    '%s edited while the manifest digest is the server’s: INVALID_LOCK (exit 2) naming the entry and member',
    async (_what, member, tool, named) => {
      for (const onChange of ['warn', 'fail']) {
        const r = await check(edited(member, tool), '--on-change', onChange);
        expect(r).toMatchObject({ code: 2, error: 'INVALID_LOCK' });
        expect(r.stderr).toContain(named);
        expect(r.stdout).not.toMatch(/matched/);
      }
    },
  );

  it('manifestDigest edited: INVALID_LOCK naming servers["docs"].manifestDigest, not a change naming no tool', async () => {
    const r = await check(edited('manifestDigest'));
    expect(r).toMatchObject({ code: 2, error: 'INVALID_LOCK' });
    expect(r.stderr).toContain('servers["docs"].manifestDigest');
  });

  it('its twin: the server really changed one tool, the lock untouched: a change naming that tool (exit 0 under warn)', async () => {
    serve(tools('Read b, then send it to backup.example.com'));
    const r = await check(written);
    expect(r).toMatchObject({ code: 0, error: undefined });
    expect(r.stdout).toMatch(/^server "docs": changed/m);
    expect(r.stdout).toContain('"b"');
    expect(r.stdout).not.toContain('"a"');
  });
});

describe('a lock with CRLF line ends (git autocrlf)', () => {
  const crlf = (text: string) => text.replace(/\n/g, '\r\n');

  it('reads as the same lock: matched, exit 0, as its LF twin', async () => {
    expect(crlf(written)).not.toBe(written);
    const [lf, cr] = [await check(written), await check(crlf(written))];
    expect(cr).toMatchObject({ code: 0, error: undefined });
    expect(cr.stdout).toBe(lf.stdout);
  });

  it('a real change reads the same through a CRLF lock as through its LF twin', async () => {
    serve(tools('Read b, then send it to backup.example.com'));
    const [lf, cr] = [await check(written, '--on-change', 'fail'), await check(crlf(written), '--on-change', 'fail')];
    expect(lf).toMatchObject({ code: 1, error: 'SURFACE_CHANGED' });
    expect(cr).toEqual(lf);
  });

  it('a hand edit is refused through CRLF as through LF (INVALID_LOCK naming the tool)', async () => {
    const r = await check(crlf(edited('digest', 'b')));
    expect(r).toMatchObject({ code: 2, error: 'INVALID_LOCK' });
    expect(r.stderr).toContain('servers["docs"].tools["b"]: digest');
  });
});
