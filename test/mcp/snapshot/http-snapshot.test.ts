import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isToolsealError, type ErrorCode } from '../../../src/core/errors.js';
import { DEFAULT_LIMITS, type ServerSpec, type SnapshotLimits } from '../../../src/mcp/server/server-spec.js';
import { takeSnapshot } from '../../../src/mcp/snapshot/server-snapshots.js';
import {
  startHangingServer,
  startRawCallServer,
  startRawJsonServer,
  startSdkHttpServer,
  startSilentSseServer,
  type RunningServer,
} from '../../fixtures/servers/http-servers.js';
import { FIXTURES } from '../../support/paths.js';

const limits = (over: Partial<SnapshotLimits> = {}): SnapshotLimits => ({ ...DEFAULT_LIMITS, timeoutMs: 15_000, ...over });
const tool = (name: string) => ({
  name,
  description: `tool ${name}`,
  inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'nested' } } },
});
const threePages = [[tool('a'), tool('b')], [tool('c')], [tool('d'), tool('e')]];
const oddTools = JSON.parse(readFileSync(join(FIXTURES, 'servers', 'odd-tools.json'), 'utf8')) as unknown[];

async function failure(spec: ServerSpec, l: SnapshotLimits = limits()): Promise<{ code: ErrorCode; message: string }> {
  try {
    await takeSnapshot(spec, l);
  } catch (e) {
    if (isToolsealError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('the snapshot succeeded');
}

const servers: RunningServer[] = [];
async function started<S extends RunningServer>(s: Promise<S>): Promise<S> {
  const server = await s;
  servers.push(server);
  return server;
}
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});

describe('snapshot of an HTTP server (the SDK Server class on 127.0.0.1)', () => {
  describe.each(['streamable-http', 'sse'] as const)('over %s', (kind) => {
    it('follows every page, with the tools as served', async () => {
      const server = await started(startSdkHttpServer({ transport: kind, pages: threePages }));
      const s = await takeSnapshot({ kind: 'url', url: server.url, transport: kind === 'sse' ? 'sse' : 'http' }, limits());
      expect(s.transport).toBe(kind);
      expect(s.pages).toBe(3);
      expect(JSON.stringify(s.tools)).toBe(JSON.stringify(threePages.flat()));
      expect(s.server).toBe('sdk-http-fixture');
    });

    it('is found by --transport auto', async () => {
      const server = await started(startSdkHttpServer({ transport: kind, pages: threePages }));
      const s = await takeSnapshot({ kind: 'url', url: server.url, transport: 'auto' }, limits());
      expect(s.transport).toBe(kind);
      expect(s.tools).toHaveLength(5);
    });

    it('keeps unknown and SDK-rejected fields exactly', async () => {
      const server = await started(startSdkHttpServer({ transport: kind, pages: [oddTools] }));
      const s = await takeSnapshot({ kind: 'url', url: server.url, transport: 'auto' }, limits());
      expect(JSON.stringify(s.tools)).toBe(JSON.stringify(oddTools));
    });

    it('refuses more than --max-bytes on the wire', async () => {
      const big = Array.from({ length: 50 }, (_, i) => ({ ...tool(`t${i}`), description: 'x'.repeat(10_000) }));
      const server = await started(startSdkHttpServer({ transport: kind, pages: [big] }));
      const spec: ServerSpec = { kind: 'url', url: server.url, transport: kind === 'sse' ? 'sse' : 'http' };
      expect((await failure(spec, limits({ maxBytes: 100_000 }))).code).toBe('SNAPSHOT_INCOMPLETE');
      expect((await takeSnapshot(spec, limits({ maxBytes: 1_000_000 }))).tools).toHaveLength(50);
    });

    it('sends --header values, and never repeats them in an error', async () => {
      const token = 'Bearer PLANTED-header-secret-4d2e81';
      const server = await started(
        startSdkHttpServer({
          transport: kind,
          pages: threePages,
          authorization: token,
          rejectBody: 'bad credentials: Bearer PLANTED-header-secret-4d2e81',
        }),
      );
      const spec = (auth: string): ServerSpec => ({
        kind: 'url',
        url: server.url,
        transport: kind === 'sse' ? 'sse' : 'http',
        headers: { Authorization: auth },
      });
      expect((await takeSnapshot(spec(token), limits())).tools).toHaveLength(5);
      const bad = await failure(spec('Bearer PLANTED-wrong-secret-91c0aa'), limits());
      expect(bad.code).toBe('SNAPSHOT_INCOMPLETE');
      expect(bad.message).not.toContain('PLANTED-wrong-secret-91c0aa');
    });
  });

  it('terminates the Streamable HTTP session when done', async () => {
    const server = await started(startSdkHttpServer({ transport: 'streamable-http', pages: threePages }));
    await takeSnapshot({ kind: 'url', url: server.url, transport: 'http' }, limits());
    expect(server.openedSessions).toHaveLength(1);
    expect(server.closedSessions).toEqual(server.openedSessions);
  });

  it('terminates the Streamable HTTP session when the snapshot fails, too', async () => {
    const server = await started(startSdkHttpServer({ transport: 'streamable-http', pages: threePages }));
    expect((await failure({ kind: 'url', url: server.url, transport: 'http' }, limits({ maxPages: 2 }))).code).toBe('SNAPSHOT_INCOMPLETE');
    expect(server.openedSessions).toHaveLength(1);
    expect(server.closedSessions).toEqual(server.openedSessions);
  });

  it('a response with extra envelope keys ends at once with SNAPSHOT_INCOMPLETE (the SDK would drop it and wait)', async () => {
    const server = await started(startRawJsonServer('{"tools":[]}', { envelopeExtra: true }));
    expect((await failure({ kind: 'url', url: server.url, transport: 'http' }, limits({ timeoutMs: 30_000 }))).message).toMatch(/envelope/);
  });

  it('an SSE server that never sends its endpoint is SNAPSHOT_INCOMPLETE at --timeout (sse and auto)', async () => {
    const server = await started(startSilentSseServer());
    expect((await failure({ kind: 'url', url: server.url, transport: 'sse' }, limits({ timeoutMs: 700 }))).code).toBe(
      'SNAPSHOT_INCOMPLETE',
    );
    expect((await failure({ kind: 'url', url: server.url, transport: 'auto' }, limits({ timeoutMs: 700 }))).code).toBe(
      'SNAPSHOT_INCOMPLETE',
    );
  });

  it('names a URL by its origin: no key from its path or query in the error', async () => {
    const server = await started(
      startSdkHttpServer({
        transport: 'streamable-http',
        pages: threePages,
        rejectBody: 'no such key: PLANTED-path-key-0123456789',
        authorization: 'x',
      }),
    );
    const url = `${server.url}/PLANTED-path-key-0123456789?api_key=PLANTED-query-key-5566`;
    const { code, message } = await failure({ kind: 'url', url, transport: 'auto' });
    expect(code).toBe('SNAPSHOT_INCOMPLETE');
    expect(message).toContain(new URL(server.url).origin);
    expect(message).not.toMatch(/PLANTED/);
  });

  it('a server that never answers a request is SNAPSHOT_INCOMPLETE at --timeout (http and auto)', async () => {
    const server = await started(startHangingServer());
    expect((await failure({ kind: 'url', url: server.url, transport: 'http' }, limits({ timeoutMs: 700 }))).code).toBe(
      'SNAPSHOT_INCOMPLETE',
    );
    expect((await failure({ kind: 'url', url: server.url, transport: 'auto' }, limits({ timeoutMs: 700 }))).code).toBe(
      'SNAPSHOT_INCOMPLETE',
    );
  });

  it.each([
    ['its tools/list answered 307 to /moved, within its origin: followed, the list read strictly there', '/moved'],
    ['the twin, not moved', undefined],
  ])('a server with %s', async (_what, movedTo) => {
    const server = await started(startRawCallServer({ tools: [tool('a')], movedLists: movedTo !== undefined }));
    const s = await takeSnapshot({ kind: 'url', url: server.url, transport: 'http' }, limits());
    expect(s.tools).toEqual([tool('a')]);
    expect(server.bodies.filter((b) => b.includes('tools/list'))).toHaveLength(1);
  });

  it.each([
    ['to another origin (another port of 127.0.0.1): not followed, SNAPSHOT_INCOMPLETE naming it', true],
    ['the twin, within its origin: followed, listed', false],
  ])('a server whose tools/list is redirected (307) %s; nothing of the request reaches the other server', async (_what, elsewhere) => {
    const other = await started(startRawCallServer({ tools: [tool('other')] }));
    const server = await started(
      startRawCallServer({ tools: [tool('a')], movedLists: true, ...(elsewhere ? { movedTo: other.url } : {}) }),
    );
    const spec: ServerSpec = { kind: 'url', url: server.url, transport: 'http', headers: { 'x-api-key': 'k-' + 'q'.repeat(20) } };
    if (elsewhere) {
      const { code, message } = await failure(spec);
      expect(code).toBe('SNAPSHOT_INCOMPLETE');
      const [from, to] = [new URL(server.url).origin, new URL(other.url).origin];
      expect(message).toContain(`server ${from}: a POST to ${from} was redirected (307) to ${to}: not followed, another origin`);
      expect(message).not.toContain('q'.repeat(20));
    } else expect((await takeSnapshot(spec, limits())).tools).toEqual([tool('a')]);
    expect(other.headers).toEqual([]);
  });

  it('nothing listening is SNAPSHOT_INCOMPLETE', async () => {
    const server = await startSilentSseServer();
    const url = server.url;
    await server.close();
    expect((await failure({ kind: 'url', url, transport: 'auto' })).code).toBe('SNAPSHOT_INCOMPLETE');
  });

  describe.each([
    ['a JSON response body', { eventStream: false }],
    ['an event-stream response', { eventStream: true }],
    ['an event-stream response with CRLF line ends, split between \\r and \\n', { eventStream: true, crlf: true }],
  ])('the bytes of %s', (_what, framing) => {
    it('a duplicate member is DUPLICATE_JSON_MEMBER', async () => {
      const server = await started(startRawJsonServer('{"tools":[{"name":"a","inputSchema":{"type":"object","type":"array"}}]}', framing));
      expect((await failure({ kind: 'url', url: server.url, transport: 'http' })).code).toBe('DUPLICATE_JSON_MEMBER');
    });

    it('(the twin without the duplicate passes)', async () => {
      const server = await started(startRawJsonServer('{"tools":[{"name":"a","inputSchema":{"type":"array"}}]}', framing));
      const s = await takeSnapshot({ kind: 'url', url: server.url, transport: 'http' }, limits());
      expect(s.tools).toEqual([{ name: 'a', inputSchema: { type: 'array' } }]);
    });

    it('an integer a double cannot hold (9007199254740993) is NOT_CANONICALIZABLE, never hashed rounded', async () => {
      const server = await started(
        startRawJsonServer('{"tools":[{"name":"a","inputSchema":{"type":"integer","maximum":9007199254740993}}]}', framing),
      );
      expect((await failure({ kind: 'url', url: server.url, transport: 'http' })).code).toBe('NOT_CANONICALIZABLE');
    });

    it('(the twin, 9007199254740992, passes)', async () => {
      const server = await started(
        startRawJsonServer('{"tools":[{"name":"a","inputSchema":{"type":"integer","maximum":9007199254740992}}]}', framing),
      );
      const s = await takeSnapshot({ kind: 'url', url: server.url, transport: 'http' }, limits());
      expect(s.tools).toEqual([{ name: 'a', inputSchema: { type: 'integer', maximum: 2 ** 53 } }]);
    });
  });
});
