import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, ListRootsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { isRunning, MEMORY_SERVER, RAW_SERVER, waitUntil } from '../mcp/helpers.js';
import { runCliProcess } from '../support/run-process.js';
import { ALL_TOOLS, callsOf, rawHost, startHost, tempDir, upstream, type Host } from './guard-support.js';

// Everything but the guard's own exceptions passes through unchanged and in order, both ways; and the
// guard's lifetime follows the host's and the server's.

const ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw-host', version: '1' } },
};

describe('toolseal guard passes everything else through', () => {
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

  it('prompts and resources, both ways', async () => {
    host = await startHost(['--lock', t.lock], upstream(t.calls));
    expect((await host.client.listPrompts()).prompts.map((p) => p.name)).toEqual(['ask_user', 'set_mode', 'junk']);
    expect((await host.client.listResources()).resources).toContainEqual(expect.objectContaining({ uri: 'docs://readme', name: 'readme' }));
    expect((await host.client.readResource({ uri: 'docs://readme' })).contents).toEqual([{ uri: 'docs://readme', text: 'read me' }]);
  });

  it('a server-to-client request (sampling) reaches the host, and its answer the server', async () => {
    host = await startHost(['--lock', t.lock], upstream(t.calls));
    const r = await host.client.callTool({ name: 'ask_model', arguments: { question: 'the answer?' } });
    expect(r.content).toEqual([{ type: 'text', text: 'the model said: forty-two' }]);
  });

  it('a server from npm (@modelcontextprotocol/server-memory): pinned, listed and called through the guard', async () => {
    const server = ['--', process.execPath, MEMORY_SERVER];
    expect(
      (
        await runCliProcess(['lock', '--lock', t.lock, '--server-id', 'memory', ...server], {
          env: { ...ENV, MEMORY_FILE_PATH: join(t.dir, 'memory.jsonl') },
        })
      ).code,
    ).toBe(0);
    host = await startHost(
      ['--lock', t.lock, '--server-id', 'memory', '--unpinned', 'block', '--env', `MEMORY_FILE_PATH=${join(t.dir, 'memory.jsonl')}`],
      server,
    );
    const names = await host.toolNames();
    expect(names).toContain('create_entities');
    const r = await host.client.callTool({
      name: 'create_entities',
      arguments: { entities: [{ name: 'guard', entityType: 'test', observations: ['passed through'] }] },
    });
    expect(JSON.stringify(r.content)).toContain('guard');
    expect(readFileSync(join(t.dir, 'memory.jsonl'), 'utf8')).toContain('passed through');
  });

  it('a server that declares no prompts (server-memory): prompts/list gets what the server itself answers (method not found), not an empty list; the lists it declares come through as they come direct; its twin that declares prompts gets them', async () => {
    const server = ['--', process.execPath, MEMORY_SERVER];
    const env = { MEMORY_FILE_PATH: join(t.dir, 'memory.jsonl') };
    expect((await runCliProcess(['lock', '--lock', t.lock, '--server-id', 'memory', ...server], { env: { ...ENV, ...env } })).code).toBe(0);
    const outcome = (p: Promise<unknown>) =>
      p.then(
        (r) => r,
        (e: { code?: number }) => e.code,
      );
    const asked = async (client: Client) => ({
      prompts: await outcome(client.request({ method: 'prompts/list', params: {} }, z.unknown())),
      templates: await outcome(client.request({ method: 'resources/templates/list', params: {} }, z.unknown())),
    });
    const direct = new Client({ name: 'direct-host', version: '1' });
    await direct.connect(
      new StdioClientTransport({ command: process.execPath, args: [MEMORY_SERVER], env: { ...ENV, ...env }, stderr: 'ignore' }),
    );
    let directly: Awaited<ReturnType<typeof asked>>;
    try {
      expect(direct.getServerCapabilities()?.prompts).toBeUndefined();
      directly = await asked(direct);
    } finally {
      await direct.close();
    }
    expect(directly.prompts).toBe(-32601);
    host = await startHost(['--lock', t.lock, '--server-id', 'memory', '--env', `MEMORY_FILE_PATH=${env.MEMORY_FILE_PATH}`], server);
    expect(await asked(host.client)).toEqual(directly);
    expect(await host.toolNames()).toContain('create_entities');
    await host.close();
    // The twin: the fixture server declares prompts, and its list comes through (its own name is not in
    // the lock, which pins "memory": allowed only when --unpinned allow says so).
    host = await startHost(['--lock', t.lock, '--unpinned', 'allow'], upstream(t.calls));
    const prompts = (
      await host.client.request({ method: 'prompts/list', params: {} }, z.object({ prompts: z.array(z.object({ name: z.string() })) }))
    ).prompts;
    expect(prompts.map((p) => p.name)).toContain('set_mode');
  });

  it('elicitation and roots requests from the server reach the host, and their answers the server', async () => {
    host = await startHost(['--lock', t.lock], upstream(t.calls));
    const r = await host.client.readResource({ uri: 'guard://ask-user' });
    expect(r.contents).toEqual([{ uri: 'guard://ask-user', text: 'elicited accept {"name":"Ada"}; roots file:///work/project' }]);
  });

  it('and the hostile twin: while the server is blocked, the read that would make it ask is refused unsent, and nothing of it reaches the host', async () => {
    host = await startHost(['--lock', t.lock, '--unpinned', 'block'], upstream(t.calls));
    const asked: string[] = [];
    host.client.setRequestHandler(ElicitRequestSchema, async () => {
      asked.push('elicitation');
      return { action: 'accept', content: { name: 'Ada' } };
    });
    host.client.setRequestHandler(ListRootsRequestSchema, async () => {
      asked.push('roots');
      return { roots: [] };
    });
    // The resource's URI is not sent to a blocked server: it never runs the read, so never asks the host.
    const e = await host.client.readResource({ uri: 'guard://ask-user' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(McpError);
    expect((e as McpError).code).toBe(-32602);
    expect((e as McpError).message).toBe('MCP error -32602: resources/read is refused by toolseal while the server is blocked: NOT_PINNED');
    // The session goes on (a ping passes a blocked server), and nothing was asked of the host.
    expect(await host.client.ping()).toEqual({});
    expect(asked).toEqual([]);
    expect(host.stderr()).not.toMatch(/REFUSED NOT_PINNED: a request from the server/);
  });

  it('progress notifications of an allowed call', async () => {
    host = await startHost(['--lock', t.lock], upstream(t.calls));
    const progress: number[] = [];
    const r = await host.client.callTool({ name: 'slow_echo', arguments: { text: 'hi' } }, undefined, {
      onprogress: (p) => progress.push(p.progress),
    });
    expect(r.content).toEqual([{ type: 'text', text: 'hi' }]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('junk lines from the server go to stderr, not to the host, and the session goes on', async () => {
    host = await startHost(['--lock', t.lock], upstream(t.calls));
    await host.client.getPrompt({ name: 'junk' });
    expect(await host.toolNames()).toEqual(ALL_TOOLS);
    expect(await host.stderrMatching(/this is not JSON/)).toMatch(
      /toolseal guard: DROPPED INVALID_JSON: a line from the server that is not one JSON-RPC message .*"this is not JSON"/,
    );
  });

  it('junk from the host is answered with a parse error (id null), never forwarded, and the guard does not crash; lines it answers are answered in order', async () => {
    const h = rawHost(['--lock', t.lock, '--unpinned', 'allow', ...upstream(t.calls)]);
    h.send(JSON.stringify(INIT));
    h.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    h.send('not json at all');
    h.send('{"unterminated": ');
    h.send('\u0000\u0001 binary-ish');
    h.send('{"jsonrpc":"2.0","id":"a","method":"tools/list"}');
    h.send('{"jsonrpc":"2.0","id":"b","method":"ping"}');
    expect(await waitUntil(() => h.lines.some((l) => l.includes('"id":"b"')), 20_000)).toBe(true);
    const ids = h.lines.map((l) => (JSON.parse(l) as { id?: unknown }).id);
    // Only the host's own ids come back: never one of the guard's own requests.
    expect(ids.filter((id) => id !== undefined && id !== null).sort()).toEqual([1, 'a', 'b'].sort());
    const parseErrors = h.lines.map((l) => JSON.parse(l) as { id?: unknown; error?: { code: number } }).filter((m) => m.id === null);
    expect(parseErrors.map((m) => m.error?.code)).toEqual([-32700, -32700, -32700]);
    expect(JSON.parse(h.lines.find((l) => l.includes('"id":"a"'))!).result.tools).toHaveLength(4);
    h.child.stdin.end();
    expect(await h.exited).toBe(0);
  });

  it.each([
    [
      'a duplicate member (the server might read the other one)',
      '{"jsonrpc":"2.0","id":7,"method":"ping","method":"tools/call","params":{"name":"search","arguments":{"query":"x"}}}',
      'REFUSED DUPLICATE_JSON_MEMBER',
      -32600,
    ],
    [
      'an object that is not strict JSON (NaN: a lenient server would read it)',
      '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search","arguments":{"query":NaN}}}',
      'REFUSED INVALID_JSON',
      undefined,
    ],
    [
      'a tools/call without a request id',
      '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"search","arguments":{"query":"x"}}}',
      'REFUSED INVALID_INPUT: a tools/call from the host without a request id',
      undefined,
    ],
    [
      'a tools/call with a null id',
      '{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"search","arguments":{"query":"x"}}}',
      'REFUSED INVALID_INPUT',
      undefined,
    ],
  ])('a host message with %s is refused, never passed on', async (_what, line, notice, errorCode) => {
    const h = rawHost(['--lock', t.lock, '--unpinned', 'block', ...upstream(t.calls)]);
    h.send(JSON.stringify(INIT));
    h.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    h.send(line);
    h.send('{"jsonrpc":"2.0","id":"after","method":"ping"}');
    expect(await waitUntil(() => h.lines.some((l) => l.includes('"id":"after"')), 20_000)).toBe(true);
    if (errorCode !== undefined) expect(JSON.parse(h.lines.find((l) => l.includes('"id":7'))!).error.code).toBe(errorCode);
    expect(await waitUntil(() => h.stderr().includes(notice), 5000)).toBe(true);
    h.child.stdin.end();
    await h.exited;
    expect(callsOf(t.calls)).toEqual([]);
  });

  it('a host line longer than --max-bytes is dropped, not held: the session goes on', async () => {
    const h = rawHost(['--lock', t.lock, '--max-bytes', '100000', ...upstream(t.calls)]);
    h.send(JSON.stringify(INIT));
    h.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    h.send(JSON.stringify({ jsonrpc: '2.0', id: 'big', method: 'ping', params: { pad: 'x'.repeat(300_000) } }));
    h.send('{"jsonrpc":"2.0","id":"after","method":"ping"}');
    expect(await waitUntil(() => h.lines.some((l) => l.includes('"id":"after"')), 20_000)).toBe(true);
    expect(h.lines.some((l) => l.includes('"id":"big"'))).toBe(false);
    expect(h.stderr()).toMatch(/toolseal guard: REFUSED INVALID_INPUT: a line of 300\d+ bytes from the host is longer than --max-bytes/);
    // Answered, not silence: its id was not read, so the error is about a message (id null), with its code.
    expect(h.lines).toContain(
      '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"toolseal guard: a message longer than 100000 bytes (--max-bytes) was refused: INVALID_INPUT"}}',
    );
    h.child.stdin.end();
    await h.exited;
  });

  it('and the twin: the same call as strict JSON with an id is decided (here: blocked, answered -32602)', async () => {
    const h = rawHost(['--lock', t.lock, '--unpinned', 'block', ...upstream(t.calls)]);
    h.send(JSON.stringify(INIT));
    h.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    h.send('{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search","arguments":{"query":"x"}}}');
    expect(await waitUntil(() => h.lines.some((l) => l.includes('"id":7')), 20_000)).toBe(true);
    expect(JSON.parse(h.lines.find((l) => l.includes('"id":7'))!).error).toEqual({
      code: -32602,
      message: 'tool "search" is blocked by toolseal: NOT_PINNED',
    });
    h.child.stdin.end();
    await h.exited;
  });
});

describe('toolseal guard lifetime', () => {
  let t: ReturnType<typeof tempDir>;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(() => t.remove());

  it('when the host closes, ends the server and the processes it started, then exits 0', async () => {
    const pidFile = join(t.dir, 'grandchild.pid');
    const host = await startHost(['--lock', t.lock], upstream(t.calls, pidFile));
    expect(await host.toolNames()).toEqual(ALL_TOOLS);
    const guardPid = host.transport.pid!;
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    const serverPid = Number(readFileSync(`/proc/${grandchild}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    expect(isRunning(serverPid)).toBe(true);
    await host.close();
    expect(await waitUntil(() => !isRunning(guardPid) && !isRunning(serverPid) && !isRunning(grandchild), 15_000)).toBe(true);
  });

  it('when the server ends, exits with its exit code', async () => {
    const h = rawHost(['--lock', t.lock, '--', process.execPath, RAW_SERVER, 'crash2']);
    h.send(JSON.stringify(INIT));
    h.send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    h.send('{"jsonrpc":"2.0","id":2,"method":"tools/list"}');
    expect(await h.exited).toBe(3);
  });

  it('exits 4 when the server cannot be started', async () => {
    const h = rawHost(['--lock', t.lock, '--', join(t.dir, 'no-such-server')]);
    expect(await h.exited).toBe(4);
    expect(h.stderr()).toMatch(/toolseal guard: SNAPSHOT_INCOMPLETE: cannot start the server: .*no such file or directory/);
  });
});
