// --client-capabilities: a server may list another surface to a host that declares roots, sampling or
// elicitation (server-everything does). The profile is declared in the 2025 era's initialize and in each
// 2026-07-28 request's envelope, and recorded in the snapshot and the lock entry as `clientCapabilities`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLock } from '../../src/core/lock.js';
import { startModernServer } from '../fixtures/servers/modern-servers.js';
import { readSnapshotFile } from '../../src/mcp/take-snapshots.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { EVERYTHING_SERVER } from './helpers.js';

const everything = ['--server-id', 'everything', '--', process.execPath, EVERYTHING_SERVER];

let dir: string;
const p = (name: string) => join(dir, name);
const run = (args: string[]) => runInProcess(args, {}, dir);
const snapshotOf = async (...caps: string[]) => {
  const r = await run(['snapshot', ...caps, ...everything]);
  expect([r.error, r.code]).toEqual([undefined, 0]);
  return JSON.parse(r.stdout) as { clientCapabilities?: string[]; tools: Array<{ name: string }>; manifestDigest: string };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-capabilities-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('snapshot --client-capabilities', () => {
  it('server-everything lists get-roots-list only to a client that declares roots; the profile is recorded, sorted, each once', async () => {
    const none = await snapshotOf();
    expect(none.clientCapabilities).toBeUndefined();
    expect(none.tools.map((t) => t.name)).not.toContain('get-roots-list');
    const roots = await snapshotOf('--client-capabilities', 'roots');
    expect(roots.clientCapabilities).toEqual(['roots']);
    expect(roots.tools.map((t) => t.name)).toContain('get-roots-list');
    expect(roots.manifestDigest).not.toBe(none.manifestDigest);
    const all = await snapshotOf('--client-capabilities', 'sampling, roots,elicitation,roots');
    expect(all.clientCapabilities).toEqual(['elicitation', 'roots', 'sampling']);
    expect(all.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['get-roots-list', 'trigger-elicitation-request', 'trigger-sampling-request']));
  });

  it('a snapshot file is read back with its profile; one whose clientCapabilities are unsorted or unknown is INVALID_SNAPSHOT', async () => {
    const r = await run(['snapshot', '--client-capabilities', 'roots,sampling', '--out', p('s.json'), ...everything]);
    expect(r.code).toBe(0);
    expect(readSnapshotFile(p('s.json')).clientCapabilities).toEqual(['roots', 'sampling']);
    const doc = JSON.parse(readFileSync(p('s.json'), 'utf8')) as Record<string, unknown>;
    for (const [name, caps] of [['unsorted.json', ['sampling', 'roots']], ['unknown.json', ['roots', 'tasks']], ['empty.json', []]] as const) {
      writeFileSync(p(name), JSON.stringify({ ...doc, clientCapabilities: caps }));
      expect(() => readSnapshotFile(p(name))).toThrow(expect.objectContaining({ code: 'INVALID_SNAPSHOT' }));
    }
  });

  it.each([['tasks'], [''], ['roots,'], ['Roots']])('--client-capabilities %j is a usage error (exit 2)', async (value) => {
    const r = await run(['snapshot', '--client-capabilities', value, ...everything]);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
  });

  it('is for a --url or stdio server: with --config it is a usage error, and the guard refuses it', async () => {
    writeFileSync(p('mcp.json'), JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [EVERYTHING_SERVER] } } }));
    const config = await run(['snapshot', '--client-capabilities', 'roots', '--config', p('mcp.json'), '--server', 'everything']);
    expect([config.error, config.code]).toEqual(['USAGE', 2]);
    const guard = await run(['guard', '--client-capabilities', 'roots', ...everything]);
    expect([guard.error, guard.code]).toEqual(['USAGE', 2]);
  });

  it('a 2026-07-28 server gets the capabilities in every request envelope', async () => {
    writeFileSync(p('surface.json'), JSON.stringify({ tools: [{ name: 'search', description: 'Search' }] }));
    writeFileSync(p('methods.txt'), '');
    const server = await startModernServer(p('surface.json'), 'http-reject', p('methods.txt'));
    try {
      const url = server.url;
      const r = await run(['snapshot', '--url', url, '--client-capabilities', 'sampling,roots']);
      expect([r.error, r.code, JSON.parse(r.stdout).clientCapabilities]).toEqual([undefined, 0, ['roots', 'sampling']]);
      const lines = readFileSync(p('methods.txt'), 'utf8').split('\n').filter(Boolean);
      expect(lines).toEqual(['server/discover 2026-07-28 caps=roots,sampling', 'tools/list 2026-07-28 caps=roots,sampling']);
    } finally {
      server.close();
    }
  });
});

describe('lock and check with a profile', () => {
  const lockFile = () => p('caps.lock');
  const entry = () => parseLock(readFileSync(lockFile(), 'utf8'), 'lock').servers.everything!;

  it('the lock entry records the profile; check with the same profile matches, with another is refused naming both (exit 2)', async () => {
    const lock = await run(['lock', '--lock', lockFile(), '--client-capabilities', 'roots', ...everything]);
    expect([lock.error, lock.code]).toEqual([undefined, 0]);
    expect(entry().clientCapabilities).toEqual(['roots']);
    expect(Object.keys(entry().tools)).toContain('get-roots-list');
    const same = await run(['check', '--lock', lockFile(), '--on-change', 'fail', '--client-capabilities', 'roots', ...everything]);
    expect([same.error, same.code, same.stdout]).toEqual([undefined, 0, expect.stringContaining('matched')]);
    const other = await run(['check', '--lock', lockFile(), '--on-change', 'fail', ...everything]);
    expect([other.error, other.code]).toEqual(['INVALID_INPUT', 2]);
    // The report (stdout) gives each server's error; stderr has the one closing line.
    expect(other.stdout).toContain('client capabilities roots, this check listed it for none: give --client-capabilities roots');
  });

  it('re-locking for another profile is a pin that differs: exit 1 without --update, written with it', async () => {
    const before = readFileSync(lockFile(), 'utf8');
    const r = await run(['lock', '--lock', lockFile(), ...everything]);
    expect([r.error, r.code]).toEqual(['LOCK_WOULD_CHANGE', 1]);
    expect(readFileSync(lockFile(), 'utf8')).toBe(before);
    const u = await run(['lock', '--lock', lockFile(), '--update', ...everything]);
    expect([u.error, u.code]).toEqual([undefined, 0]);
    expect(entry().clientCapabilities).toBeUndefined();
    const check = await run(['check', '--lock', lockFile(), '--on-change', 'fail', ...everything]);
    expect([check.error, check.code]).toEqual([undefined, 0]);
    // The other way round too: this pin has no profile.
    const other = await run(['check', '--lock', lockFile(), '--client-capabilities', 'roots', ...everything]);
    expect([other.error, other.code]).toEqual(['INVALID_INPUT', 2]);
    expect(other.stdout).toContain('give no --client-capabilities');
  });

  it('a lock entry whose clientCapabilities are not sorted known names is INVALID_LOCK; its sorted twin parses', async () => {
    const text = readFileSync(lockFile(), 'utf8');
    const doc = JSON.parse(text) as { servers: Record<string, Record<string, unknown>> };
    doc.servers.everything!.clientCapabilities = ['sampling', 'roots'];
    expect(() => parseLock(JSON.stringify(doc), 'lock')).toThrow(expect.objectContaining({ code: 'INVALID_LOCK' }));
    doc.servers.everything!.clientCapabilities = ['roots', 'sampling'];
    expect(parseLock(JSON.stringify(doc), 'lock').servers.everything!.clientCapabilities).toEqual(['roots', 'sampling']);
  });
});
