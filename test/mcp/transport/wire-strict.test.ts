// Audit findings 4 and 9: the strict copy of what a server sent must cover every body the SDK parses
// (whatever the case of its Content-Type), a result without that copy must fail the snapshot, and bytes
// that are not UTF-8 must be refused, never repaired with U+FFFD.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { isToolsealError, type ErrorCode } from '../../../src/core/errors.js';
import { DEFAULT_LIMITS, type ServerSpec, type SnapshotLimits } from '../../../src/mcp/server/server-spec.js';
import { SnapshotBudget } from '../../../src/mcp/server/snapshot-budget.js';
import { takeSnapshot } from '../../../src/mcp/snapshot/server-snapshots.js';
import { SnapshotTransport } from '../../../src/mcp/transport/snapshot-transport.js';
import type { RunningServer } from '../../fixtures/servers/http-servers.js';
import { startTypedLegacySseServer, startTypedStreamableServer } from '../../fixtures/servers/typed-http-servers.js';
import { FIXTURES } from '../../support/paths.js';

const limits: SnapshotLimits = { ...DEFAULT_LIMITS, timeoutMs: 15_000 };
const SCRIPTED = join(FIXTURES, 'servers', 'scripted-stdio-server.mjs');

/** readOnlyHint twice: JSON.parse keeps the last (true), a strict parse refuses the text. */
const DUPLICATE = Buffer.from('{"tools":[{"name":"rm","annotations":{"readOnlyHint":false,"readOnlyHint":true}}]}');
const SINGLE = Buffer.from('{"tools":[{"name":"rm","annotations":{"readOnlyHint":false}}]}');
/** A description with 0xFF 0xFE in it: not UTF-8. */
const NOT_UTF8 = Buffer.concat([Buffer.from('{"tools":[{"name":"t","description":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('b"}]}')]);
/** The same with é and an emoji: valid UTF-8 of more than one byte a character. */
const UTF8 = Buffer.from('{"tools":[{"name":"t","description":"aé🙂b"}]}');

async function outcome(spec: ServerSpec): Promise<{ code: ErrorCode | 'OK'; tools?: unknown[] }> {
  try {
    const s = await takeSnapshot(spec, limits);
    return { code: 'OK', tools: s.tools };
  } catch (e) {
    if (isToolsealError(e)) return { code: e.code };
    throw e;
  }
}

const servers: RunningServer[] = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});

async function streamable(contentType: string, result: Buffer, eventStream: boolean): Promise<ServerSpec> {
  const server = await startTypedStreamableServer({ contentType, result, eventStream });
  servers.push(server);
  return { kind: 'url', url: server.url, transport: 'http' };
}

describe('the strict wire copy over Streamable HTTP reads every body the SDK reads (finding 4)', () => {
  describe.each([
    ['Application/JSON', false],
    ['APPLICATION/JSON; Charset=UTF-8', false],
    ['application/json', false],
    ['Text/Event-Stream', true],
    ['TEXT/EVENT-STREAM; charset=utf-8', true],
    ['text/event-stream', true],
  ])('Content-Type %j', (contentType, eventStream) => {
    it('refuses a duplicate member (DUPLICATE_JSON_MEMBER), never the last-wins value', async () => {
      expect(await outcome(await streamable(contentType, DUPLICATE, eventStream))).toEqual({ code: 'DUPLICATE_JSON_MEMBER' });
    });

    it('takes the same tools without the duplicate (control)', async () => {
      expect(await outcome(await streamable(contentType, SINGLE, eventStream))).toEqual({
        code: 'OK',
        tools: [{ name: 'rm', annotations: { readOnlyHint: false } }],
      });
    });
  });
});

describe('the strict wire copy over legacy SSE (finding 4)', () => {
  async function sse(contentType: string, result: Buffer): Promise<ServerSpec> {
    const server = await startTypedLegacySseServer({ contentType, result });
    servers.push(server);
    return { kind: 'url', url: server.url, transport: 'sse' };
  }

  it('refuses a duplicate member on a stream with parameters in its Content-Type, takes the control', async () => {
    expect(await outcome(await sse('text/event-stream; Charset=UTF-8', DUPLICATE))).toEqual({ code: 'DUPLICATE_JSON_MEMBER' });
    expect((await outcome(await sse('text/event-stream; Charset=UTF-8', SINGLE))).code).toBe('OK');
  });

  it('never passes a duplicate member with a mixed-case Content-Type (the SDK refuses the stream; no snapshot)', async () => {
    expect((await outcome(await sse('Text/Event-Stream', DUPLICATE))).code).not.toBe('OK');
  });
});

describe('a result with no strict copy fails the snapshot (finding 4)', () => {
  /** A real SDK server and client over the SDK's in-memory transport, the client's side wrapped in a tap. */
  async function connectThroughTap(wire: Map<string | number, unknown> | undefined, budget: SnapshotBudget): Promise<Client> {
    const server = new Server({ name: 'mem', version: '1' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: 'x', inputSchema: { type: 'object' } }] }));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 't', version: '1' }, { capabilities: {} });
    try {
      // The budget's signal ends the pending request (and its timer) once the tap fails the snapshot.
      await budget.race(client.connect(new SnapshotTransport(clientSide, wire, budget), { timeout: 10_000, signal: budget.signal }));
    } catch (e) {
      await client.close();
      await server.close();
      throw e;
    }
    return client;
  }

  it('SNAPSHOT_INCOMPLETE when a result reached the SDK without passing the wire tap', async () => {
    const budget = new SnapshotBudget(limits, 'test server');
    try {
      await expect(connectThroughTap(new Map(), budget)).rejects.toMatchObject({ code: 'SNAPSHOT_INCOMPLETE' });
      expect(budget.failed?.code).toBe('SNAPSHOT_INCOMPLETE');
    } finally {
      budget.dispose();
    }
  });

  it('control: the same exchange through a tap without a wire copy (stdio parses strictly itself) connects', async () => {
    const budget = new SnapshotBudget(limits, 'test server');
    try {
      const client = await connectThroughTap(undefined, budget);
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['x']);
      await client.close();
      expect(budget.failed).toBeUndefined();
    } finally {
      budget.dispose();
    }
  });
});

describe('server bytes that are not UTF-8 are refused, never repaired with U+FFFD (finding 9)', () => {
  it.each([
    ['a JSON body', 'application/json', false],
    ['an event stream', 'text/event-stream', true],
  ])(
    'over Streamable HTTP, %s: INVALID_INPUT; valid multi-byte UTF-8 is kept exactly (control)',
    async (_what, contentType, eventStream) => {
      expect(await outcome(await streamable(contentType, NOT_UTF8, eventStream))).toEqual({ code: 'INVALID_INPUT' });
      expect(await outcome(await streamable(contentType, UTF8, eventStream))).toEqual({
        code: 'OK',
        tools: [{ name: 't', description: 'aé🙂b' }],
      });
    },
  );

  it('over legacy SSE: INVALID_INPUT; the control passes', async () => {
    const bad = await startTypedLegacySseServer({ contentType: 'text/event-stream', result: NOT_UTF8 });
    const good = await startTypedLegacySseServer({ contentType: 'text/event-stream', result: UTF8 });
    servers.push(bad, good);
    expect(await outcome({ kind: 'url', url: bad.url, transport: 'sse' })).toEqual({ code: 'INVALID_INPUT' });
    expect(await outcome({ kind: 'url', url: good.url, transport: 'sse' })).toEqual({
      code: 'OK',
      tools: [{ name: 't', description: 'aé🙂b' }],
    });
  });

  describe('over stdio', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'toolseal-utf8-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const scripted = (name: string, cfg: unknown): ServerSpec => {
      const file = join(dir, `${name}.json`);
      writeFileSync(file, JSON.stringify(cfg));
      return { kind: 'stdio', command: process.execPath, args: [SCRIPTED, file] };
    };

    it('a message that is not UTF-8: INVALID_INPUT; the same in valid UTF-8 is kept exactly (control)', async () => {
      expect(await outcome(scripted('bad', { rawTools: NOT_UTF8.toString('hex') }))).toEqual({ code: 'INVALID_INPUT' });
      expect(await outcome(scripted('good', { rawTools: UTF8.toString('hex') }))).toEqual({
        code: 'OK',
        tools: [{ name: 't', description: 'aé🙂b' }],
      });
    });

    it('a log line on stdout that is not UTF-8 is skipped like any other noise', async () => {
      const noise = Buffer.concat([Buffer.from('log: '), Buffer.from([0xff, 0xfe])]).toString('hex');
      expect(await outcome(scripted('noise', { rawTools: UTF8.toString('hex'), noise }))).toEqual({
        code: 'OK',
        tools: [{ name: 't', description: 'aé🙂b' }],
      });
    });
  });
});
