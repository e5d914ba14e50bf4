import { join } from 'node:path';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { rawToolsListText } from '../mcp/helpers.js';
import {
  ALL_TOOLS,
  GUARD_SERVER,
  auditOf,
  callsOf,
  pinServer,
  expectReadRefused,
  relayed,
  serverSetsMode,
  setMode,
  startHost,
  tempDir,
  upstream,
  type Host,
} from './guard-support.js';

// The guard's decision table, end to end through real processes: the MCP SDK's Client as the host,
// `node dist/cli.js guard`, and a real SDK McpServer whose tools change mid-session (list_changed).

async function expectStderr(host: Host, re: RegExp): Promise<void> {
  expect(await host.stderrMatching(re)).toMatch(re);
}

async function blockedCall(host: Host, name: string): Promise<McpError> {
  const e = await host.client.callTool({ name, arguments: { query: 'q' } }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(McpError);
  return e as McpError;
}

describe('toolseal guard decides each tools/list as check does', () => {
  let t: ReturnType<typeof tempDir>;
  let host: Host | undefined;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
    t.remove();
  });

  describe('when the surface matches its pin', () => {
    it('gives the host every tool, each exactly as the server sent it, and passes calls through', async () => {
      await pinServer(t.lock, t.calls);
      host = await startHost(['--lock', t.lock, '--audit', t.audit], upstream(t.calls));
      const list = await host.rawList();
      expect(list.nextCursor).toBeUndefined();
      expect(JSON.stringify(list.tools)).toBe(await rawToolsListText(process.execPath, [GUARD_SERVER, t.calls]));
      const r = await host.client.callTool({ name: 'search', arguments: { query: 'cats' } });
      expect(r.content).toEqual([{ type: 'text', text: 'results for cats' }]);
      expect(callsOf(t.calls)).toEqual(['search']);
      expect(auditOf(t.audit)).toEqual([
        expect.objectContaining({
          event: 'mcp_tool_surface',
          server: 'guard-upstream',
          pinState: 'matched',
          verdict: 'continue',
          decision: 'allow',
          toolCount: 4,
        }),
      ]);
      expect(host.stderr()).not.toContain('BLOCKED');
    });
  });

  describe('when the lock has no entry for the server', () => {
    it('gives every tool by default (--unpinned allow), whatever --on-change', async () => {
      host = await startHost(['--lock', t.lock, '--on-change', 'fail', '--audit', t.audit], upstream(t.calls));
      expect(await host.toolNames()).toEqual(ALL_TOOLS);
      expect(auditOf(t.audit)[0]).toMatchObject({ pinState: 'unpinned', verdict: 'continue', decision: 'allow' });
    });

    it('gives none with --unpinned block, and refuses every call before it reaches the server', async () => {
      host = await startHost(['--lock', t.lock, '--unpinned', 'block', '--audit', t.audit], upstream(t.calls));
      expect(await host.toolNames()).toEqual([]);
      const e = await blockedCall(host, 'search');
      expect(e.code).toBe(-32602);
      expect(e.message).toContain('tool "search" is blocked by toolseal: NOT_PINNED');
      expect(callsOf(t.calls)).toEqual([]);
      expect(host.stderr()).toMatch(/^toolseal guard: BLOCKED NOT_PINNED: server "guard-upstream": /m);
      expect(auditOf(t.audit)[0]).toMatchObject({ pinState: 'unpinned', verdict: 'blocked', decision: 'block', code: 'NOT_PINNED' });
    });
  });

  describe('when a description changes mid-session', () => {
    it('under --on-change warn: forwards list_changed, gives every tool, and names the tool and field on stderr', async () => {
      await pinServer(t.lock, t.calls);
      host = await startHost(['--lock', t.lock, '--audit', t.audit], upstream(t.calls));
      expect(await host.toolNames()).toEqual(ALL_TOOLS);
      await setMode(host, 'describe');
      expect(host.listChanged()).toBeGreaterThan(0);
      expect(await host.toolNames()).toEqual(ALL_TOOLS);
      await expectStderr(host, /toolseal guard: WARN SURFACE_CHANGED: server "guard-upstream": tool "search" \(description\)/);
      expect(host.stderr()).not.toContain('now with more'); // no server text
      const events = auditOf(t.audit);
      expect(events.map((e) => e.verdict)).toEqual(['continue', 'warn']);
      expect(events[1]!.changed).toEqual([
        { tool: 'search', change: 'changed', fields: ['description'], pointers: [], widening: [], kinds: ['unclassified'] },
      ]);
      expect(JSON.stringify(events)).not.toContain('now with more');
    });

    it('under --on-change fail: withholds every tool until the pinned surface is back', async () => {
      await pinServer(t.lock, t.calls);
      const control = join(t.dir, 'mode');
      host = await startHost(['--lock', t.lock, '--on-change', 'fail', '--audit', t.audit], relayed(t.calls, control));
      await setMode(host, 'describe');
      expect(await host.toolNames()).toEqual([]);
      expect((await blockedCall(host, 'delete_file')).message).toContain('tool "delete_file" is blocked by toolseal: SURFACE_CHANGED');
      await expectStderr(
        host,
        /BLOCKED SURFACE_CHANGED: server "guard-upstream": the surface changed \(--on-change fail\): tool "search" \(description\)/,
      );
      // The host's read is refused, unsent (the server keeps its changed description: still blocked); a ping passes.
      await expectReadRefused(host, 'SURFACE_CHANGED');
      expect(await host.client.ping()).toEqual({});
      expect(await host.toolNames()).toEqual([]);
      await serverSetsMode(host, control, 'normal');
      expect(await host.toolNames()).toEqual(ALL_TOOLS);
      // Approved again: the read passes as written.
      expect((await host.client.readResource({ uri: 'docs://readme' })).contents).toEqual([{ uri: 'docs://readme', text: 'read me' }]);
      expect(callsOf(t.calls)).toEqual([]);
      // One decision before the host got its initialize answer (matched), one per list after the change.
      expect(auditOf(t.audit).map((e) => [e.pinState, e.verdict])).toEqual([
        ['matched', 'continue'],
        ['changed', 'blocked'],
        ['changed', 'blocked'],
        ['matched', 'continue'],
      ]);
    });
  });

  describe('when a tool widens its own privileges mid-session', () => {
    it('blocks the whole server under warn, the call never reaches the server, and allows again once the list is restored', async () => {
      await pinServer(t.lock, t.calls);
      const control = join(t.dir, 'mode');
      host = await startHost(['--lock', t.lock, '--on-change', 'warn', '--audit', t.audit], relayed(t.calls, control));
      expect(await host.toolNames()).toEqual(ALL_TOOLS);
      await host.client.callTool({ name: 'search', arguments: { query: 'before' } });

      await setMode(host, 'widen');
      expect(await host.toolNames()).toEqual([]);
      const e = await blockedCall(host, 'search');
      expect(e.code).toBe(-32602);
      expect(e.message).toContain('tool "search" is blocked by toolseal: PRIVILEGE_WIDENING');
      // Not only the tool that widened: none of the server's tools is approved.
      expect((await blockedCall(host, 'ask_model')).message).toContain('PRIVILEGE_WIDENING');
      expect(callsOf(t.calls)).toEqual(['search']);
      await expectStderr(
        host,
        /toolseal guard: BLOCKED PRIVILEGE_WIDENING: server "guard-upstream": a tool widened its own privileges: tool "search" \(annotations; widened readOnlyHint\)/,
      );
      // Nor is the host's read sent to it; a ping is.
      await expectReadRefused(host, 'PRIVILEGE_WIDENING');
      expect(await host.client.ping()).toEqual({});

      await serverSetsMode(host, control, 'normal');
      expect(await host.toolNames()).toEqual(ALL_TOOLS);
      expect((await host.client.readResource({ uri: 'docs://readme' })).contents).toEqual([{ uri: 'docs://readme', text: 'read me' }]);
      await host.client.callTool({ name: 'search', arguments: { query: 'after' } });
      expect(callsOf(t.calls)).toEqual(['search', 'search']);
      const events = auditOf(t.audit);
      expect(events.map((e) => e.decision)).toEqual(['allow', 'block', 'allow']);
      expect(events[1]).toMatchObject({
        verdict: 'blocked',
        code: 'PRIVILEGE_WIDENING',
        changed: [{ tool: 'search', widening: ['readOnlyHint'] }],
      });
    });

    it('decides afresh on the first call after list_changed, even before the host lists again', async () => {
      await pinServer(t.lock, t.calls);
      host = await startHost(['--lock', t.lock], upstream(t.calls));
      expect(await host.toolNames()).toEqual(ALL_TOOLS);
      await setMode(host, 'widen');
      expect((await blockedCall(host, 'search')).message).toContain('PRIVILEGE_WIDENING');
      expect(callsOf(t.calls)).toEqual([]);
    });
  });

  describe('when a tool is added', () => {
    it('is a change: named as added, allowed under warn', async () => {
      await pinServer(t.lock, t.calls);
      host = await startHost(['--lock', t.lock, '--audit', t.audit], upstream(t.calls));
      await setMode(host, 'add');
      expect(await host.toolNames()).toEqual([...ALL_TOOLS, 'extra']);
      expect(auditOf(t.audit).at(-1)).toMatchObject({
        pinState: 'changed',
        verdict: 'warn',
        changed: [{ tool: 'extra', change: 'added' }],
      });
    });
  });

  describe('a tools/call before any tools/list', () => {
    it('makes the guard decide first: refused when the list is blocked', async () => {
      host = await startHost(['--lock', t.lock, '--unpinned', 'block', '--audit', t.audit], upstream(t.calls));
      expect((await blockedCall(host, 'search')).message).toContain('NOT_PINNED');
      expect(callsOf(t.calls)).toEqual([]);
      expect(auditOf(t.audit)).toHaveLength(1);
    });

    it('and its twin: passed on when the list is allowed', async () => {
      await pinServer(t.lock, t.calls);
      host = await startHost(['--lock', t.lock, '--audit', t.audit], upstream(t.calls));
      await host.client.callTool({ name: 'search', arguments: { query: 'x' } });
      expect(callsOf(t.calls)).toEqual(['search']);
      expect(auditOf(t.audit)).toHaveLength(1);
    });

    it('a tool the approved list does not hold is refused too (NOT_LISTED)', async () => {
      host = await startHost(['--lock', t.lock], upstream(t.calls));
      expect((await blockedCall(host, 'not_a_tool')).message).toContain('tool "not_a_tool" is blocked by toolseal: NOT_LISTED');
    });
  });

  describe('with --server-id', () => {
    it('reads the pin of that id, not the serverInfo.name', async () => {
      await pinServer(t.lock, t.calls, ['--server-id', 'docs']);
      host = await startHost(['--lock', t.lock, '--server-id', 'docs', '--unpinned', 'block', '--audit', t.audit], upstream(t.calls));
      expect(await host.toolNames()).toEqual(ALL_TOOLS);
      expect(auditOf(t.audit)[0]).toMatchObject({ server: 'docs', pinState: 'matched' });
    });
  });
});
