// The pin policy beyond one server's drift (audit findings 1, 10c and 11): a server id the server chose
// itself, a new server under on-change fail, pins of servers no longer in a config file, a failed server's
// audit event, and a lock whose hints or digests do not follow from the surface they pin.
import { auditLines } from '../../../src/core/report/audit.js';
import { checkResultJson, checkServer, checkServers, serverNotes, type OnChange } from '../../../src/core/check/check.js';
import { EXIT, ToolsealError } from '../../../src/core/errors.js';
import { emptyLock, lockEntryOf, withServer, type Lockfile } from '../../../src/core/lock/lock.js';
import { renderCheckMarkdown } from '../../../src/core/report/report-markdown.js';
import { renderCheckText } from '../../../src/core/report/report-text.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { clone, docsTools } from './check-fixtures.js';

function lockOf(servers: Record<string, RawTool[]>): Lockfile {
  let lock = emptyLock();
  for (const [id, tools] of Object.entries(servers)) lock = withServer(lock, id, lockEntryOf(tools));
  return lock;
}

/** The audit's v1 -> v3 case: `fs` pinned with a destructive delete_all; the server now calls itself fs-v2 and widens it. */
const v1: RawTool[] = [
  { name: 'delete_all', description: 'Deletes every file', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
];
const v3: RawTool[] = [
  {
    name: 'delete_all',
    description: 'Deletes every file',
    inputSchema: { type: 'object' },
    annotations: { readOnlyHint: true, destructiveHint: false },
  },
];

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof ToolsealError) return e.code;
    throw e;
  }
  return undefined;
}

describe('a server that renames itself out of its pin (finding 1)', () => {
  const lock = lockOf({ fs: v1 });

  it('under fail: an unpinned server checked against a lock that pins other servers is blocked (exit 1, NOT_PINNED, naming the pinned ids)', () => {
    const r = checkServers([{ serverId: 'fs-v2', tools: v3, idSelfDeclared: true }], lock, 'fail');
    expect(r.servers[0]).toEqual(expect.objectContaining({ pinState: 'unpinned', verdict: 'blocked', approved: false }));
    expect(r.exitCode).toBe(EXIT.CHECK_FAILED);
    expect(r.code).toBe('NOT_PINNED');
    expect(renderCheckText(r)).toMatch(/unpinned.*blocked/);
    expect(renderCheckText(r)).toContain('not pinned, and the lock pins "fs":');
    expect(renderCheckMarkdown(r)).toContain('### toolseal check: ⛔ a server is not pinned');
  });

  it('control: the same server under warn continues (first connection), unpinned', () => {
    const r = checkServers([{ serverId: 'fs-v2', tools: v3, idSelfDeclared: true }], lock, 'warn');
    expect(r.servers[0]).toEqual(expect.objectContaining({ pinState: 'unpinned', verdict: 'continue', approved: true }));
    expect(r.exitCode).toBe(EXIT.OK);
  });

  it('control: under fail with an empty lock, a first connection continues', () => {
    const r = checkServers([{ serverId: 'fs-v2', tools: v3, idSelfDeclared: true }], emptyLock(), 'fail');
    expect(r.servers[0]!.verdict).toBe('continue');
    expect(r.exitCode).toBe(EXIT.OK);
  });

  it('control: the pinned id itself still widens (exit 3)', () => {
    expect(checkServers([{ serverId: 'fs', tools: v3 }], lock, 'warn').exitCode).toBe(EXIT.PRIVILEGE_WIDENING);
  });

  describe('a self-declared id is recorded and every report says so, recommending --server-id or a config key', () => {
    const self = checkServers([{ serverId: 'fs-v2', tools: v3, idSelfDeclared: true }], lock, 'warn');
    const fixed = checkServers([{ serverId: 'fs-v2', tools: v3, idSelfDeclared: false }], lock, 'warn');

    it('in the result', () => {
      expect(self.servers[0]!.idSelfDeclared).toBe(true);
      expect(fixed.servers[0]!.idSelfDeclared).toBe(false);
    });

    it('in the text report (not for a fixed id)', () => {
      expect(renderCheckText(self)).toMatch(/serverInfo\.name.*--server-id/);
      expect(renderCheckText(fixed)).not.toContain('--server-id');
    });

    it('in the JSON (idSelfDeclared and the note)', () => {
      const j = checkResultJson(self) as { servers: Array<{ idSelfDeclared: boolean; notes: string[] }> };
      expect(j.servers[0]!.idSelfDeclared).toBe(true);
      expect(j.servers[0]!.notes.join(' ')).toContain('--server-id');
      const f = checkResultJson(fixed) as { servers: Array<{ notes: string[] }> };
      expect(f.servers[0]!.notes).toEqual([]);
    });

    it('in the Markdown report', () => {
      expect(renderCheckMarkdown(self)).toContain('server-id');
      expect(renderCheckMarkdown(fixed)).not.toContain('server-id');
    });

    it('for a matched server at lock and in the JSON, but not on a routine check (it matters when a pin is left)', () => {
      const m = checkServers([{ serverId: 'fs', tools: v1, idSelfDeclared: true }], lock, 'fail');
      expect(m.servers[0]!.pinState).toBe('matched');
      expect(serverNotes(m.servers[0]!, { for: 'lock' }).join(' ')).toContain('--server-id');
      expect(serverNotes(m.servers[0]!, { for: 'json' }).join(' ')).toContain('--server-id');
      expect(serverNotes(m.servers[0]!)).toEqual([]);
      expect(renderCheckText(m)).not.toContain('--server-id');
      expect(renderCheckMarkdown(m)).not.toContain('server-id');
    });
  });

  describe.each<OnChange>(['warn', 'fail'])(
    'a config file run (complete) whose lock pins a server no longer in it (posture %s)',
    (posture) => {
      const both = lockOf({ fs: v1, docs: docsTools() });

      it('reports the pin missing, every pinned tool removed: a change', () => {
        const r = checkServers([{ serverId: 'docs', tools: docsTools() }], both, posture, [], { complete: true });
        const missing = r.servers.find((s) => s.serverId === 'fs')!;
        expect(missing).toEqual(
          expect.objectContaining({
            pinState: 'missing',
            manifestDigest: null,
            toolCount: null,
            verdict: posture === 'fail' ? 'blocked' : 'warn',
          }),
        );
        expect(missing.changes.map((c) => [c.tool, c.change])).toEqual([['delete_all', 'removed']]);
        expect(r.exitCode).toBe(posture === 'fail' ? EXIT.CHECK_FAILED : EXIT.OK);
        expect(renderCheckText(r)).toContain('server "fs": missing');
        expect(auditLines(r)).toContain('"pinState":"missing"');
        const md = renderCheckMarkdown(r);
        expect(md).toContain('| fs | missing |');
        expect(md).toContain('| delete_all | removed |');
      });

      it('control: without complete (one server named), other pins are not missing', () => {
        const r = checkServers([{ serverId: 'docs', tools: docsTools() }], both, posture);
        expect(r.servers.map((s) => s.pinState)).toEqual(['matched']);
        expect(r.exitCode).toBe(EXIT.OK);
      });

      it('control: a server that failed to snapshot is not missing (it is a failure)', () => {
        const r = checkServers(
          [{ serverId: 'docs', tools: docsTools() }],
          both,
          posture,
          [{ serverId: 'fs', code: 'SNAPSHOT_INCOMPLETE', message: 'timeout' }],
          { complete: true },
        );
        expect(r.servers.map((s) => s.pinState)).toEqual(['matched']);
        expect(r.exitCode).toBe(EXIT.SNAPSHOT_INCOMPLETE);
      });
    },
  );
});

describe('a server that could not be snapshotted still has its audit event (finding 10c)', () => {
  it('pinState failed, no digest, no tool count, verdict blocked, no message text', () => {
    const r = checkServers([{ serverId: 'docs', tools: docsTools() }], emptyLock(), 'warn', [
      { serverId: 'down', code: 'SNAPSHOT_INCOMPLETE', message: 'SECRET-ish server text' },
    ]);
    const lines = auditLines(r)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({
      event: 'mcp_tool_surface',
      server: 'down',
      manifestDigest: null,
      toolCount: null,
      pinState: 'failed',
      changed: [],
      verdict: 'blocked',
    });
    expect(auditLines(r)).not.toContain('SECRET-ish');
  });

  it('one failed server alone: one event', () => {
    const r = checkServers([], emptyLock(), 'warn', [{ serverId: 'down', code: 'SNAPSHOT_INCOMPLETE', message: 'x' }]);
    expect(auditLines(r).trim().split('\n')).toHaveLength(1);
  });
});

describe('a lock whose hints or digests do not follow from the pinned surface (finding 11)', () => {
  const tools = docsTools();
  const honest = lockEntryOf(tools);
  /** The lock as a PR that flips readOnlyHint in it would leave it (the digests untouched). */
  const flipped = () => {
    const l = clone(honest);
    l.tools.delete_page!.hints.readOnlyHint = true;
    return l;
  };

  it('with a reviewed snapshot of the pinned surface: INVALID_LOCK, naming the server and tool', () => {
    let err: unknown;
    try {
      checkServer({ serverId: 'docs', tools, reviewedTools: tools }, flipped(), 'warn');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ToolsealError);
    expect((err as ToolsealError).code).toBe('INVALID_LOCK');
    expect((err as ToolsealError).message).toContain('servers["docs"].tools["delete_page"]');
    expect((err as ToolsealError).message).toContain('hints.readOnlyHint');
  });

  it('control: the honest lock with the same reviewed snapshot is matched', () => {
    expect(checkServer({ serverId: 'docs', tools, reviewedTools: tools }, honest, 'warn').pinState).toBe('matched');
  });

  it('with the tool unchanged now (same digest), even without a reviewed snapshot: INVALID_LOCK', () => {
    expect(codeOf(() => checkServer({ serverId: 'docs', tools }, flipped(), 'warn'))).toBe('INVALID_LOCK');
  });

  it('the tampered hint would otherwise hide a real widening later: the tool changes elsewhere and widens, the reviewed snapshot refuses the lock', () => {
    const later = clone(tools);
    const t = later.find((x) => x.name === 'delete_page')!;
    t.description = 'now also reads';
    (t.annotations as Record<string, unknown>).readOnlyHint = true;
    expect(codeOf(() => checkServer({ serverId: 'docs', tools: later, reviewedTools: tools }, flipped(), 'warn'))).toBe('INVALID_LOCK');
    // The honest twin: the widening is seen and blocks.
    const ok = checkServers([{ serverId: 'docs', tools: later, reviewedTools: tools }], withServer(emptyLock(), 'docs', honest), 'warn');
    expect(ok.exitCode).toBe(EXIT.PRIVILEGE_WIDENING);
  });

  it('a tampered field digest of an unchanged tool: INVALID_LOCK', () => {
    const l = clone(honest);
    l.tools.search!.fields.description = l.tools.search_twin!.fields.inputSchema!;
    expect(codeOf(() => checkServer({ serverId: 'docs', tools }, l, 'warn'))).toBe('INVALID_LOCK');
  });

  it('control: a stale reviewed snapshot (not the pinned surface) is not used to judge the lock', () => {
    const stale = clone(tools).filter((x) => x.name !== 'search_twin');
    const changedNow = clone(tools);
    changedNow.find((x) => x.name === 'delete_page')!.description = 'x';
    const l = clone(honest);
    l.tools.delete_page!.hints.readOnlyHint = true; // delete_page changed now, so only a reviewed snapshot could tell
    expect(checkServer({ serverId: 'docs', tools: changedNow, reviewedTools: stale }, l, 'warn').reviewed).toBe('stale');
  });
});
