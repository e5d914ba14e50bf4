import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isToolsealError } from '../../../src/core/errors.js';
import { StdioUpstream } from '../../../src/guard/upstream/stdio.js';
import type { LiveServerSpec } from '../../../src/mcp/server/server-spec.js';
import { isRunning, scriptedServer, stdioServer, tool, WAIT_MS, within } from '../../support/in-process-guard.js';
import { FIXTURES } from '../../support/paths.js';
import { initializeRequest, lineOf, RecordedEvents, rejection, sessionOf, upstreamOptions } from './upstream-events.js';

// The stdio upstream on its own: a real server process started from its spec, the host's lines written to
// its stdin byte for byte, its stdout handed on as read, its stderr relayed marked and redacted, its exit
// told as a code, and close ending it.

const SECRET_ECHO = join(FIXTURES, 'servers', 'secret-echo-server.mjs');
const SECRET = 'sk-live-9f8e7d6c5b4a39281706';

let dir: string;
const open: StdioUpstream[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-stdio-upstream-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((u) => within(u.close(), 'close of the upstream')));
  rmSync(dir, { recursive: true, force: true });
});

function upstream(spec: Extract<LiveServerSpec, { kind: 'stdio' }>, label?: string) {
  const events = new RecordedEvents();
  const u = new StdioUpstream(spec, events, sessionOf(spec, label), upstreamOptions(events));
  open.push(u);
  return { u, events };
}

describe('StdioUpstream', () => {
  it("writes the host's line to the server as it is, and hands on the server's stdout as read", async () => {
    const server = scriptedServer(dir, { tools: [{ tools: [tool('search')] }] });
    const { u, events } = upstream(server.spec);
    expect(u.transport).toBe('stdio');
    expect(u.pid).toBeUndefined();
    await within(u.start(), 'start');
    expect(isRunning(u.pid!)).toBe(true);
    // A number no double holds, and white space a re-writing would lose: both reach the server as written.
    const line = Buffer.from(
      '{"jsonrpc":"2.0", "id":7,"method":"tools/call","params":{"name":"search","arguments":{"n":12345678901234567890}}}\n',
    );
    expect(u.forward(line, JSON.parse(line.toString()))).toBe(true);
    expect(await events.answerTo(7)).toMatchObject({ result: { content: [{ text: 'called search' }] } });
    expect(server.read()).toEqual([line.toString().trimEnd()]);
  });

  it("sends a message of the guard's own as one line of its JSON", async () => {
    const server = scriptedServer(dir, { tools: [{ tools: [tool('search', true)] }] });
    const { u, events } = upstream(server.spec);
    await within(u.start(), 'start');
    const own = { jsonrpc: '2.0', id: 'tsg-test:1', method: 'tools/list', params: {} };
    await u.send(own);
    expect(await events.answerTo('tsg-test:1')).toMatchObject({ result: { tools: [{ name: 'search' }] } });
    expect(server.read()).toEqual([JSON.stringify(own)]);
  });

  it('batch writes the lines forwarded inside it, in order, and they are answered in order', async () => {
    const server = scriptedServer(dir, {});
    const { u, events } = upstream(server.spec);
    await within(u.start(), 'start');
    u.batch(() => {
      for (const id of [1, 2, 3]) u.forward(lineOf({ jsonrpc: '2.0', id, method: 'ping' }), undefined);
    });
    await events.answerTo(3);
    expect(events.all().map((m) => m.id)).toEqual([1, 2, 3]);
    expect(server.read().map((l) => (JSON.parse(l) as { id: number }).id)).toEqual([1, 2, 3]);
  });

  it("refuses a command that cannot start, naming the server's label and the command (its twin starts)", async () => {
    const missing = join(dir, 'no-such-server');
    const { u } = upstream({ kind: 'stdio', command: missing, args: [] }, 'my-server');
    const e = await rejection(u.start(), 'start');
    expect(isToolsealError(e) && e.code).toBe('SNAPSHOT_INCOMPLETE');
    expect((e as Error).message).toMatch(/^my-server: cannot start ".*no-such-server": /);

    const twin = upstream(scriptedServer(dir, {}).spec, 'my-server').u;
    await within(twin.start(), 'start of the twin');
    expect(isRunning(twin.pid!)).toBe(true);
  });

  it("relays the server's stderr marked as the server's, with its secret redacted (its other lines as written, a line written in parts whole)", async () => {
    const spec = { ...stdioServer(SECRET_ECHO, 'stderr'), env: { ECHO_SECRET: SECRET } };
    const { u, events } = upstream(spec);
    await within(u.start(), 'start');
    await events.until(() => events.stderr.includes('then the rest of it\n'), "the server's last stderr line");
    expect(events.stderr).not.toContain(SECRET);
    expect(events.stderr).not.toContain(Buffer.from(SECRET).toString('base64'));
    const lines = events.stderr.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\[server\] starting with key \S+$/);
    // A line written in two parts is relayed whole, as written.
    expect(lines).toContain('[server] half a line, then the rest of it');
    for (const l of lines) expect(l.startsWith('[server] ')).toBe(true);
    // No line passes for one of the guard's own, and no raw escape reaches the terminal.
    expect(events.stderr).not.toMatch(/^toolseal guard:/m);
    expect(events.stderr).not.toContain('\u001b');
  });

  it('tells the exit code of a server that exits, and 128 + the signal of one killed', async () => {
    const exiting = upstream({ ...stdioServer(join(FIXTURES, 'servers', 'raw-stdio-server.mjs'), 'crash2') });
    await within(exiting.u.start(), 'start');
    exiting.u.send(initializeRequest(1));
    await exiting.events.answerTo(1);
    exiting.u.send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { cursor: 'c2' } });
    const code = await exiting.events.until(() => exiting.events.ended, 'the end of the exiting server');
    expect(code).toEqual({ code: 3 });

    const killed = upstream(scriptedServer(dir, {}).spec);
    await within(killed.u.start(), 'start');
    process.kill(killed.u.pid!, 'SIGKILL');
    expect(await killed.events.until(() => killed.events.ended, 'the end of the killed server')).toEqual({ code: 128 + 9 });
  });

  it('close ends the server process and tells no end of its own (it may be called twice)', async () => {
    const { u, events } = upstream(scriptedServer(dir, {}).spec);
    await within(u.start(), 'start');
    const pid = u.pid!;
    await within(u.close(), 'close');
    await within(u.close(), 'the second close');
    const until = Date.now() + WAIT_MS;
    while (isRunning(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(isRunning(pid)).toBe(false);
    expect(events.ended).toBeUndefined();
  });
});
