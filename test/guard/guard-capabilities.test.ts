// A server whose tools depend on the host's declared capabilities (server-everything lists more to a host
// that declares roots, sampling or elicitation, as Claude Code does), behind the guard under
// --on-change fail, for a host that declares all three (the SDK Client of guard-support). Locked as the
// lock command sees it by default (no capabilities), the host's larger list is a change and the server is
// blocked; locked with --client-capabilities naming the host's, as docs/guard.md says, the host gets it all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditOf, startHost, tempDir } from './guard-support.js';
import { EVERYTHING_SERVER } from '../mcp/helpers.js';
import { ROOT } from '../support/paths.js';
import { runCliProcess } from '../support/run-process.js';

const server = ['--server-id', 'everything', '--', process.execPath, EVERYTHING_SERVER];

async function lock(file: string, ...caps: string[]): Promise<void> {
  const r = await runCliProcess(['lock', '--lock', file, ...caps, ...server], { timeoutMs: 60_000 });
  if (r.code !== 0) throw new Error(`lock failed: ${r.stderr}`);
}

describe('the guard and a server whose list depends on the host', () => {
  let t: ReturnType<typeof tempDir>;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(() => t.remove());

  it('(hostile to the user) locked without the host capabilities: the tools only such a host sees are added, and the server is blocked', async () => {
    await lock(t.lock);
    const host = await startHost(['--lock', t.lock, '--audit', t.audit, '--on-change', 'fail'], server);
    try {
      expect(await host.toolNames()).toEqual([]);
      // The lock has no entry for the host's profile: blocked as not pinned for it (the profile is named on stderr).
      expect(auditOf(t.audit)[0]).toMatchObject({ verdict: 'blocked', code: 'NOT_PINNED' });
      expect(await host.stderrMatching(/NOT_PINNED/)).toMatch(
        /not for the host's elicitation,roots,sampling .*toolseal lock --client-capabilities elicitation,roots,sampling/,
      );
    } finally {
      await host.close();
    }
  }, 90_000);

  it("twin: locked with --client-capabilities elicitation,roots,sampling (the host's), every tool is served, get-roots-list too", async () => {
    await lock(t.lock, '--client-capabilities', 'elicitation,roots,sampling');
    const host = await startHost(['--lock', t.lock, '--audit', t.audit, '--on-change', 'fail'], server);
    try {
      const names = await host.toolNames();
      expect(names).toContain('get-roots-list');
      expect(names.length).toBeGreaterThan(5);
      expect(auditOf(t.audit)[0]).toMatchObject({ pinState: 'matched' });
      expect(auditOf(t.audit).filter((e) => e.verdict === 'blocked')).toEqual([]);
    } finally {
      await host.close();
    }
  }, 90_000);

  it('docs/guard.md gives the way: lock (and check) with --client-capabilities and a fixed --server-id', () => {
    const guide = readFileSync(join(ROOT, 'docs', 'guard.md'), 'utf8');
    expect(guide).toContain('### A server whose tools depend on the host');
    expect(guide).toMatch(/^toolseal lock --client-capabilities [a-z,]+ (--server-id everything -- |--config \S+ --server everything$)/m);
    expect(guide).toMatch(/^toolseal check --client-capabilities [a-z,]+ (--server-id everything -- |--config \S+ --server everything$)/m);
  });
});
