// The note that a server's id is its own serverInfo.name: `lock` says it when it adds the server (the id is
// chosen then), not on every later run that keeps the pin; a server given a fixed id never gets it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RAW_SERVER } from '../mcp/helpers.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const NOTE = "the server id is the server's own serverInfo.name";
let dir: string;
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const server = ['--', process.execPath, RAW_SERVER, 'pages', '1', '1'];
const run = (args: string[]) => runInProcess([...args, '--lock', join(dir, 'mcp-tools.lock'), ...server], env, dir);

beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-note-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the serverInfo.name note', () => {
  it('lock says it once, when it adds the server; a second lock and a matched check do not', async () => {
    const first = await runInProcess(['lock', '--lock', join(dir, 'mcp-tools.lock'), ...server], env, dir);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('added');
    expect(first.stdout).toContain(NOTE);
    const again = await run(['lock']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('unchanged');
    expect(again.stdout).not.toContain(NOTE);
    const check = await run(['check']);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('matched');
    expect(check.stdout + check.stderr).not.toContain(NOTE);
    // --json always carries it, as data.
    const json = JSON.parse((await run(['lock', '--json'])).stdout);
    expect(json.servers[0].idSelfDeclared).toBe(true);
  });

  it('twin: a server with a fixed id (--server-id) is never noted', async () => {
    const r = await run(['lock', '--server-id', 'fixed']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server "fixed": added');
    expect(r.stdout).not.toContain(NOTE);
  });
});
