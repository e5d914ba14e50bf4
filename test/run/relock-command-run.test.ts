// The relock command as printed, run as printed: the guard's hint for a host profile or an id the lock does
// not pin, and the line `check --on-change fail` ends with, are parsed as a shell would and run through the
// CLI in this process; each pins the server. Hostile: a secret env value, an argument's --key=VALUE and an
// Authorization header are not in them, and the command says where each goes instead. Real servers
// (server-everything from node_modules, the raw fixture server), the guard in this process.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pinnedProfiles } from '../../src/core/lock/lock.js';
import { parseLock } from '../../src/core/lock/lock-read.js';
import type { LiveServerSpec } from '../../src/mcp/server/server-spec.js';
import { relockCommand, relockWords } from '../../src/run/relock-command.js';
import { EVERYTHING_SERVER, RAW_SERVER } from '../mcp/helpers.js';
import { closeGuards, startGuard } from '../support/in-process-guard.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const node = process.execPath;
let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-relock-run-'));
  lockFile = join(dir, 'mcp-tools.lock');
});
afterEach(async () => {
  await closeGuards();
  rmSync(dir, { recursive: true, force: true });
});

/** Words as a POSIX shell reads what shellWord writes: plain words and 'single-quoted' ones ('\'' inside). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const re = /\s*((?:[^\s']+|'(?:[^']|'\\'')*')+)/y;
  for (let m = re.exec(line); m !== null && m[1] !== undefined; m = re.exec(line)) {
    words.push(m[1].replace(/'((?:[^']|'\\'')*)'/g, (_q, inner: string) => inner.replace(/'\\''/g, "'")));
    if (re.lastIndex >= line.length) break;
  }
  return words;
}

const lockOf = () => parseLock(readFileSync(lockFile, 'utf8'), lockFile);

function guardFor(spec: Extract<LiveServerSpec, { kind: 'stdio' }>, serverId: string) {
  const relockHint = relockWords(spec, relockCommand(spec, lockFile, undefined)(serverId));
  return startGuard({ upstream: spec, serverId, lock: lockOf(), onChange: 'fail', unpinned: 'block', relockHint });
}

describe('the guard’s relock hint, run as printed', () => {
  it('a host declaring roots, the lock pinned for none: the printed command (server path and all, no ***) pins roots, and the guard then serves it', async () => {
    const spec = { kind: 'stdio' as const, command: node, args: [EVERYTHING_SERVER], serverId: 'everything' };
    expect(
      (await runInProcess(['lock', '--lock', lockFile, '--server-id', 'everything', '--', node, EVERYTHING_SERVER], env, dir)).code,
    ).toBe(0);
    const blocked = guardFor(spec, 'everything');
    await blocked.host.initialize({ roots: {} });
    const err = await blocked.stderrMatching(/BLOCKED NOT_PINNED/);
    const printed = /pin that profile with toolseal lock (.*?); all \d+ tools withheld/.exec(err)?.[1];
    expect(printed).toBe(`--client-capabilities roots --lock ${lockFile} --server-id everything -- ${node} ${EVERYTHING_SERVER}`);
    await blocked.close();

    const r = await runInProcess(['lock', ...shellWords(printed!)], env, dir);
    expect(r.code).toBe(0);
    expect(pinnedProfiles(lockOf().servers.everything!)).toEqual(['none', 'roots']);
    const served = guardFor(spec, 'everything');
    await served.host.initialize({ roots: {} });
    const listed = (await served.host.request('tools/list')) as { result?: { tools: Array<{ name: string }> } };
    expect(listed.result?.tools.map((t) => t.name)).toContain('get-roots-list');
  }, 120_000);

  it('hostile: a secret env value and an argument’s --key=VALUE are not in it; it names where they go, and filled in as said it pins the server', async () => {
    const SECRET_ENV = 'PLANTED-env-secret-77aa';
    const SECRET_ARG = 'PLANTED-arg-secret-31bd';
    const spec = {
      kind: 'stdio' as const,
      command: node,
      args: [RAW_SERVER, 'pages', '1', '2', `--api-key=${SECRET_ARG}`],
      env: { API_TOKEN: SECRET_ENV },
      serverId: 'raw',
    };
    // The lock pins another server: this id is not pinned, and --unpinned block blocks it.
    expect(
      (await runInProcess(['lock', '--lock', lockFile, '--server-id', 'other', '--', node, RAW_SERVER, 'pages', '1', '1'], env, dir)).code,
    ).toBe(0);
    const guard = guardFor(spec, 'raw');
    await guard.host.initialize();
    const err = await guard.stderrMatching(/BLOCKED NOT_PINNED/);
    expect(err).not.toContain(SECRET_ENV);
    expect(err).not.toContain(SECRET_ARG);
    const printed = /pin this id with toolseal lock (.*?) \(with (.*?)\), or give --unpinned allow/.exec(err);
    expect(printed?.[2]).toBe(
      "the server's environment (API_TOKEN) as --env NAME=VALUE before --, and the values shown as *** (secrets, kept out of this line) as the server is given them",
    );
    // The twin: the server's path, its mode and its option name are as given.
    expect(printed?.[1]).toBe(`--lock ${lockFile} --server-id raw -- ${node} ${RAW_SERVER} pages 1 2 '--api-key=***'`);
    const words = shellWords(printed![1]!.replace('***', SECRET_ARG));
    words.splice(words.indexOf('--'), 0, '--env', `API_TOKEN=${SECRET_ENV}`);
    expect((await runInProcess(['lock', ...words], env, dir)).code).toBe(0);
    expect(Object.keys(lockOf().servers)).toEqual(['other', 'raw']);
  });

  it('hostile: an Authorization header and a URL query are named, never printed; a plain URL needs nothing', () => {
    const spec = {
      kind: 'url' as const,
      serverId: 'remote',
      url: 'https://mcp.example.com/mcp?key=PLANTED-query-5e',
      transport: 'http' as const,
      headers: { Authorization: 'Bearer PLANTED-token-9f0c' },
    };
    const words = relockWords(spec, relockCommand(spec, 'mcp-tools.lock', undefined)('remote'));
    expect(words).toBe(
      '--lock mcp-tools.lock --server-id remote --url https://mcp.example.com/mcp --transport http (with the headers (Authorization) as --header "NAME: VALUE", and the credentials or query of the URL)',
    );
    const plain = { kind: 'url' as const, url: 'https://mcp.example.com/mcp', transport: 'auto' as const, serverId: 'r' };
    expect(relockWords(plain, relockCommand(plain, 'l', undefined)('r'))).toBe('--lock l --server-id r --url https://mcp.example.com/mcp');
  });
});

describe('check --on-change fail: the relock line, run as printed', () => {
  const server = (per: string) => ['--server-id', 'raw', '--', node, RAW_SERVER, 'pages', '1', per];

  it('a changed server: the report ends with `toolseal lock --update …`; run as printed it re-pins, and check passes again', async () => {
    expect((await runInProcess(['lock', '--lock', lockFile, ...server('2')], env, dir)).code).toBe(0);
    const failed = await runInProcess(['check', '--lock', lockFile, '--on-change', 'fail', ...server('3')], env, dir);
    expect(failed.code).toBe(1);
    const printed = /server "raw": once reviewed, pin what it lists now with: toolseal lock (.*)$/m.exec(failed.stdout)?.[1];
    expect(printed).toBe(`--update --lock ${lockFile} --server-id raw -- ${node} ${RAW_SERVER} pages 1 3`);
    expect((await runInProcess(['lock', ...shellWords(printed!)], env, dir)).code).toBe(0);
    expect((await runInProcess(['check', '--lock', lockFile, '--on-change', 'fail', ...server('3')], env, dir)).code).toBe(0);
  });

  it('twin: a server that matches its pin gets no relock line', async () => {
    expect((await runInProcess(['lock', '--lock', lockFile, ...server('2')], env, dir)).code).toBe(0);
    const ok = await runInProcess(['check', '--lock', lockFile, '--on-change', 'fail', ...server('2')], env, dir);
    expect(ok.code).toBe(0);
    expect(ok.stdout).not.toContain('toolseal lock');
  });
});
