import { readFileSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { isToolsealError, type ErrorCode } from '../../../src/core/errors.js';
import { digestTools } from '../../../src/core/surface/surface.js';
import { DEFAULT_LIMITS, type ServerSpec, type SnapshotLimits } from '../../../src/mcp/server/server-spec.js';
import { takeSnapshot } from '../../../src/mcp/snapshot/server-snapshots.js';
import { FIXTURES } from '../../support/paths.js';
import { objectAt } from '../../support/json-view.js';
import {
  EVERYTHING_SERVER,
  EXAMPLE_SERVER,
  MEMORY_SERVER,
  RAW_SERVER,
  isRunning,
  rawServer,
  rawToolsListText,
  waitUntil,
} from '../helpers.js';

const limits = (over: Partial<SnapshotLimits> = {}): SnapshotLimits => ({ ...DEFAULT_LIMITS, timeoutMs: 20_000, ...over });

async function failure(spec: ServerSpec, l: SnapshotLimits = limits()): Promise<ErrorCode> {
  try {
    await takeSnapshot(spec, l);
  } catch (e) {
    if (isToolsealError(e)) return e.code;
    throw e;
  }
  throw new Error('the snapshot succeeded');
}

describe('snapshot of a stdio server', () => {
  describe('real servers from npm', () => {
    it.each([
      ['@modelcontextprotocol/server-everything', EVERYTHING_SERVER],
      ['@modelcontextprotocol/server-memory', MEMORY_SERVER],
    ])('%s: the tools are exactly those on the wire, in order', async (_name, entry) => {
      const snapshot = await takeSnapshot({ kind: 'stdio', command: process.execPath, args: [entry] }, limits());
      const wire = await rawToolsListText(process.execPath, [entry]);
      expect(snapshot.tools.length).toBeGreaterThan(3);
      expect(JSON.stringify(snapshot.tools)).toBe(wire);
      expect(snapshot.transport).toBe('stdio');
      expect(snapshot.pages).toBe(1);
      expect(snapshot.protocolVersion).toBe('2025-11-25');
      expect(snapshot.server).toBe(snapshot.serverInfo.name);
      expect(snapshot.manifestDigest).toBe(digestTools(JSON.parse(wire)).manifestDigest);
    });

    it('takes the server id from --server-id over serverInfo.name', async () => {
      const s = await takeSnapshot({ kind: 'stdio', command: process.execPath, args: [MEMORY_SERVER], serverId: 'my-memory' }, limits());
      expect(s.server).toBe('my-memory');
      expect(s.serverInfo.name).not.toBe('my-memory');
    });
  });

  it('snapshots the embedded example server (titles, annotations, nested property descriptions)', async () => {
    const s = await takeSnapshot({ kind: 'stdio', command: process.execPath, args: [EXAMPLE_SERVER] }, limits());
    expect(s.tools.map((t) => t.name)).toEqual(['search_notes', 'write_note', 'delete_note']);
    const search = s.tools[0]!;
    expect(search.annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
    expect(objectAt(search, 'inputSchema', 'properties', 'filter', 'properties', 'after').description).toMatch(/ISO 8601/);
  });

  describe('pagination', () => {
    it('follows nextCursor over 5 pages: 250 tools in received order', async () => {
      const s = await takeSnapshot(rawServer('pages', '5', '50'), limits());
      expect(s.pages).toBe(5);
      expect(s.tools).toHaveLength(250);
      expect(s.tools[0]!.name).toBe('p1_t0');
      expect(s.tools[249]!.name).toBe('p5_t49');
    });

    it('a cursor that loops back is SNAPSHOT_INCOMPLETE', async () => {
      expect(await failure(rawServer('loop'))).toBe('SNAPSHOT_INCOMPLETE');
    });

    it('a cursor that never advances is SNAPSHOT_INCOMPLETE', async () => {
      expect(await failure(rawServer('stuck'))).toBe('SNAPSHOT_INCOMPLETE');
    });

    it('more pages than --max-pages is SNAPSHOT_INCOMPLETE; exactly --max-pages passes', async () => {
      expect(await failure(rawServer('pages', '5', '2'), limits({ maxPages: 4 }))).toBe('SNAPSHOT_INCOMPLETE');
      expect((await takeSnapshot(rawServer('pages', '5', '2'), limits({ maxPages: 5 }))).pages).toBe(5);
    });

    it('a tool name repeated on a later page is DUPLICATE_TOOL_NAME', async () => {
      expect(await failure(rawServer('dup-pages'))).toBe('DUPLICATE_TOOL_NAME');
    });
  });

  describe('a server that fails', () => {
    it('crashing on page 2 is SNAPSHOT_INCOMPLETE', async () => {
      expect(await failure(rawServer('crash2'))).toBe('SNAPSHOT_INCOMPLETE');
    });

    it('crashing while its child keeps stdout open is reported as the crash, not after the timeout; the child ends', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'toolseal-orphan-'));
      try {
        const pidFile = join(dir, 'pid');
        let message = '';
        try {
          await takeSnapshot(rawServer('crash2-orphan', pidFile), limits({ timeoutMs: 50_000 }));
        } catch (e) {
          expect(isToolsealError(e, 'SNAPSHOT_INCOMPLETE')).toBe(true);
          message = (e as Error).message;
        }
        expect(message).toMatch(/exited \(code 3\)/);
        const pid = Number(readFileSync(pidFile, 'utf8'));
        expect(await waitUntil(() => !isRunning(pid), 3000)).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 20_000);

    it('never answering is SNAPSHOT_INCOMPLETE after --timeout (initialize, then tools/list)', async () => {
      expect(await failure(rawServer('silent'), limits({ timeoutMs: 800 }))).toBe('SNAPSHOT_INCOMPLETE');
      expect(await failure(rawServer('silent-list'), limits({ timeoutMs: 800 }))).toBe('SNAPSHOT_INCOMPLETE');
    });

    it.each(['bad-result', 'list-error', 'no-tools-array'])(
      'a protocol error (%s) is SNAPSHOT_INCOMPLETE without waiting for the timeout',
      async (mode) => {
        expect(await failure(rawServer(mode), limits({ timeoutMs: 50_000 }))).toBe('SNAPSHOT_INCOMPLETE');
      },
      20_000,
    );

    it('a command that does not exist is SNAPSHOT_INCOMPLETE', async () => {
      expect(await failure({ kind: 'stdio', command: join(FIXTURES, 'no-such-server'), args: [] })).toBe('SNAPSHOT_INCOMPLETE');
    });

    it('the error names no environment value, even one the server echoed on stderr', async () => {
      const secret = 'PLANTED-env-secret-7f3a9c';
      const spec: ServerSpec = { kind: 'stdio', command: process.execPath, args: [RAW_SERVER, 'crash2'], env: { ECHO_SECRET: secret } };
      try {
        await takeSnapshot(spec, limits());
        throw new Error('the snapshot succeeded');
      } catch (e) {
        expect(isToolsealError(e, 'SNAPSHOT_INCOMPLETE')).toBe(true);
        const message = (e as Error).message;
        expect(message).toMatch(/crashing on page 2/); // the stderr line is there …
        expect(message).not.toContain(secret); // … without the secret
      }
    });
  });

  describe('large pages', () => {
    it('takes a 20 MB page (over the SDK stdio default of 10 MB) within --max-bytes', async () => {
      const s = await takeSnapshot(rawServer('big', '20'), limits());
      expect(s.tools.length).toBeGreaterThan(2000);
    });

    it('refuses the same page past --max-bytes (10 MB) with SNAPSHOT_INCOMPLETE', async () => {
      expect(await failure(rawServer('big', '20'), limits({ maxBytes: 10 * 1024 * 1024 }))).toBe('SNAPSHOT_INCOMPLETE');
    });
  });

  describe('exact', () => {
    const oddText = readFileSync(join(FIXTURES, 'servers', 'odd-tools.json'), 'utf8');

    it('keeps unknown and SDK-rejected fields exactly, key order included', async () => {
      const s = await takeSnapshot(rawServer('odd'), limits());
      expect(JSON.stringify(s.tools)).toBe(JSON.stringify(JSON.parse(oddText)));
      expect(s.manifestDigest).toBe(digestTools(JSON.parse(oddText)).manifestDigest);
      expect(Object.keys(s.toolDigests)).toContain('__proto__');
    });

    it('(the twin: the SDK listTools() over the same server does not give these tools)', async () => {
      const client = new Client({ name: 't', version: '1' });
      const transport = new StdioClientTransport({ command: process.execPath, args: [RAW_SERVER, 'odd'], stderr: 'ignore' });
      await client.connect(transport);
      let listed: string | undefined;
      try {
        listed = JSON.stringify((await client.listTools()).tools);
      } catch {
        listed = undefined; // it threw on the whole page
      } finally {
        await client.close();
      }
      expect(listed).not.toBe(JSON.stringify(JSON.parse(oddText)));
    });

    it('refuses a duplicate JSON member on the wire (DUPLICATE_JSON_MEMBER)', async () => {
      expect(await failure(rawServer('dup-member'))).toBe('DUPLICATE_JSON_MEMBER');
    });

    describe('numbers a double cannot hold exactly as written', () => {
      it('refuses 9007199254740993 in a schema on the wire (NOT_CANONICALIZABLE), never hashing it rounded', async () => {
        expect(await failure(rawServer('number', '9007199254740993'))).toBe('NOT_CANONICALIZABLE');
        expect(await failure(rawServer('number', '9.007199254740993e15'))).toBe('NOT_CANONICALIZABLE');
      });
      it('(the twin: 9007199254740992 and 0.1 are held exactly and pass)', async () => {
        const s = await takeSnapshot(rawServer('number', '9007199254740992'), limits());
        expect(objectAt(s.tools[0], 'inputSchema', 'properties', 'id').maximum).toBe(2 ** 53);
        expect((await takeSnapshot(rawServer('number', '0.1'), limits())).tools).toHaveLength(1);
      });
    });

    it('skips non-JSON lines on stdout (logging noise) and gets the same tools', async () => {
      const noisy = await takeSnapshot(rawServer('noise'), limits());
      const clean = await takeSnapshot(rawServer('pages', '1', '3'), limits());
      expect(noisy.tools.map((t) => t.name)).toEqual(['one', 'two', 'three']);
      expect(clean.tools).toHaveLength(3);
    });

    it('accepts extra keys in the JSON-RPC envelope without touching the result', async () => {
      const s = await takeSnapshot(rawServer('envelope'), limits());
      expect(s.tools.map((t) => t.name)).toEqual(['one', 'two', 'three']);
    });
  });

  describe('clean up', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'toolseal-pids-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('ends a child the server started, once the snapshot is over', async () => {
      const pidFile = join(dir, 'pid');
      await takeSnapshot(rawServer('grandchild', pidFile), limits());
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(await waitUntil(() => !isRunning(pid), 3000)).toBe(true);
    });

    it('(the twin: the SDK stdio transport leaves that child running)', async () => {
      const pidFile = join(dir, 'pid');
      const client = new Client({ name: 't', version: '1' });
      await client.connect(
        new StdioClientTransport({ command: process.execPath, args: [RAW_SERVER, 'grandchild', pidFile], stderr: 'ignore' }),
      );
      await client.close();
      const pid = Number(readFileSync(pidFile, 'utf8'));
      try {
        expect(await waitUntil(() => !isRunning(pid), 500)).toBe(false);
      } finally {
        process.kill(pid, 'SIGKILL');
      }
    });

    it('ends a server that ignores stdin closing and SIGTERM', async () => {
      const pidFile = join(dir, 'pid');
      await takeSnapshot(rawServer('stubborn', pidFile), limits());
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(await waitUntil(() => !isRunning(pid), 3000)).toBe(true);
    });

    it('ends the server when the snapshot fails, too', async () => {
      const pidFile = join(dir, 'pid');
      // grandchild mode serves 3 tools on one page: a max of 0 bytes fails the snapshot at the first byte.
      expect(await failure(rawServer('grandchild', pidFile), limits({ maxBytes: 1 }))).toBe('SNAPSHOT_INCOMPLETE');
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(await waitUntil(() => !isRunning(pid), 3000)).toBe(true);
    });
  });
});
