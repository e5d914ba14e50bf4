// Capability profiles in the guard: server-everything lists more tools to a host that declares roots or
// sampling. The guard lists on the host's own session, so it decides against the lock entry pinned for the
// capabilities the host declared in its initialize; when the lock has no entry for them it says which
// profile is missing and the command that pins it. Twins: a host declaring a pinned profile is approved.
import { readFileSync } from 'node:fs';
import { parseLock } from '../../src/core/lock/lock-read.js';
import { EVERYTHING_SERVER } from '../mcp/helpers.js';
import { runCliProcess } from '../support/run-process.js';
import { auditOf, startHost, tempDir, type Host } from './guard-support.js';

const server = ['--', process.execPath, EVERYTHING_SERVER];
const ROOTS_SAMPLING = { roots: {}, sampling: {} };

let t: ReturnType<typeof tempDir>;
let host: Host | undefined;

beforeEach(() => {
  t = tempDir();
});

afterEach(async () => {
  await host?.close().catch(() => {});
  host = undefined;
  t.remove();
});

async function lock(...caps: string[]): Promise<void> {
  const r = await runCliProcess(['lock', '--lock', t.lock, ...caps, '--server-id', 'everything', ...server]);
  if (r.code !== 0) throw new Error(`lock failed: ${r.stderr}`);
}

function guarded(capabilities: Record<string, unknown>, extra: string[] = []): Promise<Host> {
  return startHost(['--lock', t.lock, '--server-id', 'everything', '--audit', t.audit, ...extra], server, { capabilities });
}

describe('guard: the lock entry of the host’s declared capabilities', () => {
  test('a host declaring roots,sampling is decided against the entry pinned for them: approved, with the tools only they get, and no notice', async () => {
    await lock('--client-capabilities', 'roots,sampling');
    host = await guarded(ROOTS_SAMPLING, ['--on-change', 'fail']);
    const names = await host.toolNames();
    expect(names).toEqual(expect.arrayContaining(['get-roots-list', 'trigger-sampling-request']));
    const r = await host.client.callTool({ name: 'echo', arguments: { message: 'hi' } });
    expect(JSON.stringify(r.content)).toContain('hi');
    expect(host.stderr()).not.toMatch(/BLOCKED|WARN/);
    expect(auditOf(t.audit).map((e) => [e.decision, e.pinState])).toContainEqual(['allow', 'matched']);
  });

  test('the same lock, a host declaring none: the missing profile is named (SURFACE_CHANGED under fail: its list lacks tools the pin holds)', async () => {
    await lock('--client-capabilities', 'roots,sampling');
    host = await guarded({}, ['--on-change', 'fail']);
    expect(await host.toolNames()).toEqual([]);
    const err = await host.stderrMatching(/BLOCKED/);
    expect(err).toMatch(
      /BLOCKED SURFACE_CHANGED: server "everything": .*tool "get-roots-list" removed.*the lock has no entry for the host's client capabilities none \(it pins roots,sampling\)/,
    );
  });

  test('pinned for none, a host declaring roots,sampling (its list has more tools): blocked under fail, NOT_PINNED naming the profile and the command that pins it; a call is refused', async () => {
    await lock();
    host = await guarded(ROOTS_SAMPLING, ['--on-change', 'fail']);
    expect(await host.toolNames()).toEqual([]);
    const err = await host.stderrMatching(/BLOCKED/);
    const line = err.split('\n').find((l) => l.includes('BLOCKED'))!;
    expect(line).toContain(
      'BLOCKED NOT_PINNED: server "everything": the lock pins it for client capabilities none, not for the host\'s roots,sampling',
    );
    // The command as it can be pasted: the server's arguments as given (only values of secret sources are ***).
    expect(line).toContain(
      `pin that profile with toolseal lock --client-capabilities roots,sampling --lock ${t.lock} --server-id everything -- ${process.execPath} ${EVERYTHING_SERVER}`,
    );
    expect(line).toMatch(/all \d+ tools withheld/);
    // One line a decision (server-everything's own list changes make more), each the profile's, none a tool's.
    for (const l of err.split('\n').filter((l) => l.includes('BLOCKED')))
      expect(l).toContain(
        'NOT_PINNED: server "everything": the lock pins it for client capabilities none, not for the host\'s roots,sampling',
      );
    await expect(host.client.callTool({ name: 'echo', arguments: { message: 'hi' } })).rejects.toThrow(
      'tool "echo" is blocked by toolseal: NOT_PINNED',
    );
    expect(auditOf(t.audit).at(-1)).toMatchObject({ decision: 'block', code: 'NOT_PINNED' });
  });

  test('the same under --unpinned block (--on-change warn): blocked; under warn and allow: served with one WARN line naming the profile', async () => {
    await lock();
    host = await guarded(ROOTS_SAMPLING, ['--unpinned', 'block']);
    expect(await host.toolNames()).toEqual([]);
    expect(await host.stderrMatching(/BLOCKED/)).toContain(
      'BLOCKED NOT_PINNED: server "everything": the lock pins it for client capabilities none, not for the host\'s roots,sampling',
    );
    await host.close();
    host = await guarded(ROOTS_SAMPLING, ['--unpinned', 'allow']);
    expect(await host.toolNames()).toEqual(expect.arrayContaining(['get-roots-list', 'echo']));
    const err = await host.stderrMatching(/WARN NOT_PINNED/);
    expect(err).toContain(
      'WARN NOT_PINNED: server "everything": the lock pins it for client capabilities none, not for the host\'s roots,sampling',
    );
    expect(err).toContain('every tool is served');
  });

  test('the profile pinned beside the first: the lock holds both entries, and each host is approved against its own', async () => {
    await lock();
    await lock('--client-capabilities', 'roots,sampling');
    const entry = parseLock(readFileSync(t.lock, 'utf8'), 'lock').servers.everything!;
    expect(entry.clientCapabilities).toBeUndefined();
    expect(Object.keys(entry.profiles ?? {})).toEqual(['roots,sampling']);
    expect(entry.profiles!['roots,sampling']!.clientCapabilities).toEqual(['roots', 'sampling']);
    host = await guarded(ROOTS_SAMPLING, ['--on-change', 'fail']);
    expect(await host.toolNames()).toEqual(expect.arrayContaining(['get-roots-list', 'trigger-sampling-request']));
    await host.close();
    host = await guarded({}, ['--on-change', 'fail']);
    const names = await host.toolNames();
    expect(names).toContain('echo');
    expect(names).not.toContain('get-roots-list');
    expect(host.stderr()).not.toMatch(/BLOCKED|WARN/);
  });
});
