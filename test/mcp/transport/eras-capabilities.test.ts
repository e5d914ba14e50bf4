// --client-capabilities: a server may list another surface to a host that declares roots, sampling or
// elicitation (server-everything does). The profile is declared in the 2025 era's initialize and in each
// 2026-07-28 request's envelope, and recorded in the snapshot and the lock entry as `clientCapabilities`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { startModernServer } from '../../fixtures/servers/modern-servers.js';
import { readSnapshotFile } from '../../../src/mcp/snapshot/server-snapshots.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { EVERYTHING_SERVER } from '../helpers.js';
import { objectAt } from '../../support/json-view.js';

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
    expect(all.tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['get-roots-list', 'trigger-elicitation-request', 'trigger-sampling-request']),
    );
  });

  it('a snapshot file is read back with its profile; one whose clientCapabilities are unsorted or unknown is INVALID_SNAPSHOT', async () => {
    const r = await run(['snapshot', '--client-capabilities', 'roots,sampling', '--out', p('s.json'), ...everything]);
    expect(r.code).toBe(0);
    expect(readSnapshotFile(p('s.json')).clientCapabilities).toEqual(['roots', 'sampling']);
    const doc = JSON.parse(readFileSync(p('s.json'), 'utf8')) as Record<string, unknown>;
    for (const [name, caps] of [
      ['unsorted.json', ['sampling', 'roots']],
      ['unknown.json', ['roots', 'tasks']],
      ['empty.json', []],
    ] as const) {
      writeFileSync(p(name), JSON.stringify({ ...doc, clientCapabilities: caps }));
      expect(() => readSnapshotFile(p(name))).toThrow(expect.objectContaining({ code: 'INVALID_SNAPSHOT' }));
    }
  });

  it.each([['tasks'], [''], ['roots,'], ['Roots']])('--client-capabilities %j is a usage error (exit 2)', async (value) => {
    const r = await run(['snapshot', '--client-capabilities', value, ...everything]);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
  });

  it('with --config each configured server is listed for them; with --snapshot it is a usage error, and the guard refuses it', async () => {
    writeFileSync(p('mcp.json'), JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [EVERYTHING_SERVER] } } }));
    const config = await run(['snapshot', '--client-capabilities', 'roots', '--config', p('mcp.json'), '--server', 'everything']);
    expect([config.error, config.code]).toEqual([undefined, 0]);
    const snap = JSON.parse(config.stdout) as { clientCapabilities?: string[]; tools: Array<{ name: string }> };
    expect(snap.clientCapabilities).toEqual(['roots']);
    expect(snap.tools.map((t) => t.name)).toContain('get-roots-list');
    // Its twin without the option: listed for none.
    const plain = await run(['snapshot', '--config', p('mcp.json'), '--server', 'everything']);
    expect(JSON.parse(plain.stdout).tools.map((t: { name: string }) => t.name)).not.toContain('get-roots-list');
    writeFileSync(p('plain.json'), plain.stdout);
    const file = await run(['check', '--client-capabilities', 'roots', '--snapshot', p('plain.json')]);
    expect([file.error, file.code]).toEqual(['USAGE', 2]);
    for (const server of [everything, ['--config', p('mcp.json'), '--server', 'everything']]) {
      const guard = await run(['guard', '--client-capabilities', 'roots', ...server]);
      expect([guard.error, guard.code]).toEqual(['USAGE', 2]);
      expect(guard.stderr).toContain('it lists for the capabilities the host declares');
    }
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

  it('locking another profile adds its entry beside the first (no --update: nothing pinned changes); check with each matches, with a third is refused naming both', async () => {
    const before = entry();
    const r = await run(['lock', '--lock', lockFile(), ...everything]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    const both = entry();
    expect(both.clientCapabilities).toEqual(['roots']);
    expect(both.manifestDigest).toBe(before.manifestDigest);
    expect(Object.keys(both.profiles!)).toEqual(['none']);
    expect(Object.keys(both.profiles!.none!.tools)).not.toContain('get-roots-list');
    for (const caps of [[], ['--client-capabilities', 'roots']]) {
      const check = await run(['check', '--lock', lockFile(), '--on-change', 'fail', ...caps, ...everything]);
      expect([check.error, check.code, check.stdout]).toEqual([undefined, 0, expect.stringContaining('matched')]);
    }
    const other = await run(['check', '--lock', lockFile(), '--client-capabilities', 'sampling', ...everything]);
    expect([other.error, other.code]).toEqual(['INVALID_INPUT', 2]);
    expect(other.stdout).toContain(
      'client capabilities roots; none, this check listed it for sampling: give --client-capabilities roots or no --client-capabilities',
    );
    // Locking a pinned profile again changes nothing.
    const again = readFileSync(lockFile(), 'utf8');
    const same = await run(['lock', '--lock', lockFile(), '--client-capabilities', 'roots', ...everything]);
    expect([same.error, same.code, readFileSync(lockFile(), 'utf8')]).toEqual([undefined, 0, again]);
  });

  it('with --config, lock and check take --client-capabilities: the config key is the id, the entry records the profile', async () => {
    writeFileSync(p('mcp.json'), JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [EVERYTHING_SERVER] } } }));
    const file = p('config.lock');
    const config = ['--config', p('mcp.json'), '--server', 'everything'];
    const lock = await run(['lock', '--lock', file, '--client-capabilities', 'roots', ...config]);
    expect([lock.error, lock.code]).toEqual([undefined, 0]);
    expect(parseLock(readFileSync(file, 'utf8'), 'lock').servers.everything!.clientCapabilities).toEqual(['roots']);
    const same = await run(['check', '--lock', file, '--on-change', 'fail', '--client-capabilities', 'roots', ...config]);
    expect([same.error, same.code]).toEqual([undefined, 0]);
    const other = await run(['check', '--lock', file, '--on-change', 'fail', ...config]);
    expect([other.error, other.code]).toEqual(['INVALID_INPUT', 2]);
  });

  it('a lock entry whose clientCapabilities are not sorted known names is INVALID_LOCK; its sorted twin parses', async () => {
    const text = readFileSync(lockFile(), 'utf8');
    const doc = JSON.parse(text) as { servers: Record<string, Record<string, unknown>> };
    doc.servers.everything!.clientCapabilities = ['sampling', 'roots'];
    expect(() => parseLock(JSON.stringify(doc), 'lock')).toThrow(expect.objectContaining({ code: 'INVALID_LOCK' }));
    doc.servers.everything!.clientCapabilities = ['roots', 'sampling'];
    expect(parseLock(JSON.stringify(doc), 'lock').servers.everything!.clientCapabilities).toEqual(['roots', 'sampling']);
  });

  it("an entry of profiles must be filed under its own profile, hold none of its own, and not repeat the entry's: INVALID_LOCK; the well-formed twin parses", () => {
    const doc = JSON.parse(readFileSync(lockFile(), 'utf8')) as { servers: Record<string, Record<string, unknown>> };
    doc.servers.everything!.clientCapabilities = ['roots'];
    const none = objectAt(doc, 'servers', 'everything', 'profiles', 'none');
    expect(parseLock(JSON.stringify(doc), 'lock').servers.everything!.profiles!.none!.toolCount).toBe(none.toolCount);
    const broken = (edit: (d: typeof doc) => void) => {
      const copy = JSON.parse(JSON.stringify(doc)) as typeof doc;
      edit(copy);
      return () => parseLock(JSON.stringify(copy), 'lock');
    };
    expect(broken((d) => (d.servers.everything!.profiles = { sampling: none }))).toThrow(
      expect.objectContaining({ code: 'INVALID_LOCK', message: expect.stringContaining('not the profile it is filed under') }),
    );
    expect(broken((d) => (d.servers.everything!.profiles = { roots: { ...none, clientCapabilities: ['roots'] } }))).toThrow(
      expect.objectContaining({ code: 'INVALID_LOCK', message: expect.stringContaining('the entry itself is pinned for roots') }),
    );
    expect(broken((d) => (objectAt(d, 'servers', 'everything', 'profiles', 'none').profiles = {}))).toThrow(
      expect.objectContaining({ code: 'INVALID_LOCK' }),
    );
    expect(broken((d) => (objectAt(d, 'servers', 'everything', 'profiles', 'none').toolCount = 0))).toThrow(
      expect.objectContaining({ code: 'INVALID_LOCK' }),
    );
    expect(broken((d) => (d.servers.everything!.profiles = []))).toThrow(expect.objectContaining({ code: 'INVALID_LOCK' }));
  });
});
