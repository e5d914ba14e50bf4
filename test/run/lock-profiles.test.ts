// `lock --client-capabilities auto`: the server listed for each of the 8 client profiles, one lock entry per
// surface it distinguishes. server-everything (real, from node_modules) lists more tools to a host that
// declares roots (and sampling, elicitation): those profiles are pinned apart, and check and the guard for a
// host declaring roots then pass. Twin: a server that lists the same surface to every profile pins one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_CLIENT_PROFILES } from '../../src/core/surface/client-capabilities.js';
import { entryForProfile, pinnedProfiles, type LockedServer } from '../../src/core/lock/lock.js';
import { parseLock } from '../../src/core/lock/lock-read.js';
import { EVERYTHING_SERVER, RAW_SERVER } from '../mcp/helpers.js';
import { closeGuards, startGuard, stdioServer } from '../support/in-process-guard.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-lock-profiles-'));
  lockFile = join(dir, 'mcp-tools.lock');
});
afterEach(async () => {
  await closeGuards();
  rmSync(dir, { recursive: true, force: true });
});

const entryOf = (id: string): LockedServer => parseLock(readFileSync(lockFile, 'utf8'), lockFile).servers[id]!;

describe('lock --client-capabilities auto', () => {
  it('server-everything: none and roots are pinned apart (their lists differ), each distinct surface once; check and the guard for a host declaring roots pass', async () => {
    const server = ['--server-id', 'everything', '--', process.execPath, EVERYTHING_SERVER];
    const r = await runInProcess(['lock', '--lock', lockFile, '--client-capabilities', 'auto', ...server], env, dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/server "everything": added for client capabilities roots \(\d+ tools/);
    const entry = entryOf('everything');
    const profiles = pinnedProfiles(entry);
    expect(profiles).toEqual(expect.arrayContaining(['none', 'roots']));
    expect(profiles.length).toBeLessThanOrEqual(ALL_CLIENT_PROFILES.length);
    const digests = profiles.map((p) => entryForProfile(entry, p === 'none' ? [] : p.split(','))!.manifestDigest);
    expect(new Set(digests).size).toBe(profiles.length);
    expect(Object.keys(entryForProfile(entry, ['roots'])!.tools).length).toBe(Object.keys(entry.tools).length + 1);

    const check = await runInProcess(
      ['check', '--lock', lockFile, '--on-change', 'fail', '--client-capabilities', 'roots', ...server],
      env,
      dir,
    );
    expect([check.code, check.error]).toEqual([0, undefined]);

    const guard = startGuard({
      upstream: stdioServer(EVERYTHING_SERVER),
      serverId: 'everything',
      lock: parseLock(readFileSync(lockFile, 'utf8'), lockFile),
      onChange: 'fail',
    });
    await guard.host.initialize({ roots: { listChanged: true } });
    const listed = (await guard.host.request('tools/list')) as { result?: { tools: Array<{ name: string }> } };
    expect(listed.result?.tools.map((t) => t.name)).toContain('get-roots-list');
    expect(guard.stderr()).not.toMatch(/BLOCKED/);
  }, 180_000);

  it('twin: a server that lists the same surface to every profile pins one entry, and a host declaring roots,sampling matches it', async () => {
    const server = ['--server-id', 'raw', '--', process.execPath, RAW_SERVER, 'pages', '1', '2'];
    const r = await runInProcess(['lock', '--lock', lockFile, '--client-capabilities', 'auto', ...server], env, dir);
    expect(r.code).toBe(0);
    expect(pinnedProfiles(entryOf('raw'))).toEqual(['none']);
    const check = await runInProcess(
      ['check', '--lock', lockFile, '--on-change', 'fail', '--client-capabilities', 'roots,sampling', ...server],
      env,
      dir,
    );
    expect([check.code, check.error]).toEqual([0, undefined]);
  });

  it('hostile twin: pinned for none only, check for a host declaring roots (its list differs from the nearest pin) is still refused, exit 2', async () => {
    const server = ['--server-id', 'everything', '--', process.execPath, EVERYTHING_SERVER];
    expect((await runInProcess(['lock', '--lock', lockFile, ...server], env, dir)).code).toBe(0);
    const check = await runInProcess(
      ['check', '--lock', lockFile, '--on-change', 'fail', '--client-capabilities', 'roots', ...server],
      env,
      dir,
    );
    expect([check.code, check.error]).toEqual([2, 'INVALID_INPUT']);
    expect(check.stdout).toContain('or lock this profile too');
  });

  it('a profile the lock already pins is listed again and kept, even when its surface is the nearest one’s', async () => {
    const server = ['--server-id', 'raw', '--', process.execPath, RAW_SERVER, 'pages', '1', '2'];
    expect((await runInProcess(['lock', '--lock', lockFile, '--client-capabilities', 'sampling', ...server], env, dir)).code).toBe(0);
    expect((await runInProcess(['lock', '--lock', lockFile, '--client-capabilities', 'auto', ...server], env, dir)).code).toBe(0);
    expect(pinnedProfiles(entryOf('raw'))).toEqual(['sampling', 'none']);
  });

  it('hostile: auto with a snapshot file, or on check, is refused (exit 2)', async () => {
    const snap = await runInProcess(
      ['lock', '--lock', lockFile, '--client-capabilities', 'auto', '--snapshot', join(dir, 'x.json')],
      env,
      dir,
    );
    expect([snap.code, snap.error]).toEqual([2, 'USAGE']);
    const check = await runInProcess(
      ['check', '--client-capabilities', 'auto', '--', process.execPath, RAW_SERVER, 'pages', '1', '1'],
      env,
      dir,
    );
    expect([check.code, check.error]).toEqual([2, 'USAGE']);
  });
});
