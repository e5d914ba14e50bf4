import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isToolsealError, type ErrorCode } from '../../src/core/errors.js';
import { crashLineOf } from '../../src/mcp/process/stderr-tail.js';
import { withoutHtmlPages } from '../../src/mcp/transport/connection.js';
import { descendantsOf } from '../../src/mcp/process/process-tree.js';
import { DEFAULT_LIMITS, type ServerSpec, type SnapshotLimits } from '../../src/mcp/server/server-spec.js';
import { takeSnapshot } from '../../src/mcp/snapshot/server-snapshots.js';
import { closeHttp, listen } from '../support/loopback-http.js';
import { FIXTURES } from '../support/paths.js';
import { isRunning, rawServer, waitUntil } from '../mcp/helpers.js';

const node = process.execPath;
const LIMITS_SERVER = join(FIXTURES, 'servers', 'limits-stdio-server.mjs');
const server = (mode: string, ...args: string[]): ServerSpec => ({ kind: 'stdio', command: node, args: [LIMITS_SERVER, mode, ...args] });
const limits = (over: Partial<SnapshotLimits> = {}): SnapshotLimits => ({ ...DEFAULT_LIMITS, timeoutMs: 30_000, ...over });

async function failure(spec: ServerSpec, l: SnapshotLimits = limits()): Promise<{ code: ErrorCode; message: string }> {
  try {
    await takeSnapshot(spec, l);
  } catch (e) {
    if (isToolsealError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('the snapshot succeeded');
}

let dir: string;
const started: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-hostile-'));
});
afterEach(() => {
  // Whatever a failing test left running: only processes whose pid this test wrote down.
  for (const c of started.splice(0)) if (c.pid !== undefined && isRunning(c.pid)) c.kill('SIGKILL');
  for (const f of ['pid']) {
    try {
      const pid = Number(readFileSync(join(dir, f), 'utf8'));
      if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    } catch {
      // no pid file
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const linux = process.platform === 'linux' ? describe : describe.skip;

linux('closing a stdio server ends every process it started (Linux: descendants found under /proc)', () => {
  it('a child that called setsid (out of the server process group) is ended', async () => {
    const pidFile = join(dir, 'pid');
    const s = await takeSnapshot(server('setsid', pidFile), limits());
    expect(s.tools).toHaveLength(3);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(await waitUntil(() => !isRunning(pid), 5000)).toBe(true);
  });

  it('also when the snapshot fails: a server that never answers, its setsid child, both ended at the timeout', async () => {
    const pidFile = join(dir, 'pid');
    expect((await failure(server('setsid-hang', pidFile), limits({ timeoutMs: 1500 }))).code).toBe('SNAPSHOT_INCOMPLETE');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(await waitUntil(() => !isRunning(pid), 5000)).toBe(true);
  });

  it('a child in the server process group is ended too', async () => {
    const pidFile = join(dir, 'pid');
    await takeSnapshot(server('child', pidFile), limits());
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(await waitUntil(() => !isRunning(pid), 5000)).toBe(true);
  });

  it('the twin: a process that is not the server descendant, in a session of its own too, keeps running', async () => {
    const bystander = spawn(node, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', detached: true });
    started.push(bystander);
    await takeSnapshot(server('setsid', join(dir, 'pid')), limits());
    expect(isRunning(bystander.pid!)).toBe(true);
  });

  it('the walk finds a setsid child through its parent, and nothing else', async () => {
    const parent = spawn(
      node,
      [
        '-e',
        "require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', detached: true }); setInterval(() => {}, 1000)",
      ],
      { stdio: 'ignore' },
    );
    started.push(parent);
    expect(await waitUntil(() => descendantsOf([parent.pid!]).length === 1, 5000)).toBe(true);
    const [child] = descendantsOf([parent.pid!]);
    expect(child!.pid).not.toBe(parent.pid);
    parent.kill('SIGKILL');
    process.kill(child!.pid, 'SIGKILL');
  });
});

describe('a stuck pagination cursor is SNAPSHOT_INCOMPLETE (a cursor seen before), not a duplicate tool', () => {
  it('a server that repeats its cursor and its page: exit 4, refused before the repeated tools are merged', async () => {
    const f = await failure(server('same-page'));
    expect(f.code).toBe('SNAPSHOT_INCOMPLETE');
    expect(f.message).toMatch(/seen before/);
  });

  it('the twin: distinct cursors with a tool name on two pages are still DUPLICATE_TOOL_NAME', async () => {
    expect((await failure(rawServer('dup-pages'))).code).toBe('DUPLICATE_TOOL_NAME');
  });
});

describe('a crashing stdio server: the message carries the error line of its stderr', () => {
  it('Node crashing on a missing module: "Error: Cannot find module" first, before the last lines (its stack, "Node.js v…")', async () => {
    const f = await failure(server('crash-node'));
    expect(f.code).toBe('SNAPSHOT_INCOMPLETE');
    expect(f.message).toMatch(
      /; its error on stderr: Error: Cannot find module [^;]*; its last 5 stderr lines: .* \| Node\.js v\d+\.\d+\.\d+$/,
    );
  });

  it('the error line is redacted: a secret the server put in it is not shown', async () => {
    const secret = 'PLANTED-crash-secret-51c0';
    const f = await failure({ ...server('crash-node'), env: { ECHO_SECRET: secret } } as ServerSpec);
    expect(f.message).toMatch(/Error: Cannot find module/);
    expect(f.message).not.toContain(secret);
  });

  it('the twin: no line reads as an error, so the last non-empty line is carried (redacted)', async () => {
    const secret = 'PLANTED-plain-secret-77aa';
    const f = await failure({ ...server('crash-plain'), env: { ECHO_SECRET: secret } } as ServerSpec);
    expect(f.code).toBe('SNAPSHOT_INCOMPLETE');
    expect(f.message).toMatch(/shutting down: the database went away/);
    expect(f.message).not.toContain(secret);
  });

  it.each([
    [
      'Node CommonJS',
      "node:internal/modules/cjs/loader:1386\n  throw err;\n  ^\n\nError: Cannot find module '/x/y.js'\n    at Module._resolveFilename\n{\n  code: 'MODULE_NOT_FOUND'\n}\n\nNode.js v24.11.1\n",
      "Error: Cannot find module '/x/y.js'",
    ],
    [
      'Node ESM',
      "node:internal/modules/esm/resolve:873\n  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);\n        ^\n\nError [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod'\n    at packageResolve\n\nNode.js v24.11.1\n",
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod'",
    ],
    [
      'Python',
      'Traceback (most recent call last):\n  File "server.py", line 1, in <module>\nModuleNotFoundError: No module named \'mcp\'\n',
      "ModuleNotFoundError: No module named 'mcp'",
    ],
    ['Go', 'listening\npanic: runtime error: nil map\n\ngoroutine 1 [running]:\n', 'panic: runtime error: nil map'],
    ['no error line', 'starting\nbye for now\n\n', 'bye for now'],
  ])('%s: the line carried', (_name, tail, line) => {
    expect(crashLineOf(tail)?.line).toBe(line);
  });
});

describe('an HTML error page from an HTTP server is reduced to its status and title', () => {
  const PAGE = `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>404 &amp; Not Found</title><style>body{font:14px}</style></head>\n<body><h1>Not Found</h1><p>${'The requested URL was not found on this server. '.repeat(50)}</p><script>var secretish=1</script></body></html>\n`;

  async function answering(status: number, contentType: string, body: string) {
    const http = createServer((_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(status, { 'content-type': contentType }).end(body);
    });
    const port = await listen(http);
    return { url: `http://127.0.0.1:${port}/mcp`, close: () => closeHttp(http) };
  }

  it.each(['http', 'auto'] as const)('--transport %s: the status and the title, none of the page', async (transport) => {
    const s = await answering(404, 'text/html; charset=utf-8', PAGE);
    try {
      const f = await failure({ kind: 'url', url: s.url, transport });
      expect(f.code).toBe('SNAPSHOT_INCOMPLETE');
      expect(f.message).toMatch(/404/);
      expect(f.message).toContain('an HTML page titled "404 & Not Found"');
      expect(f.message).not.toMatch(/<|requested URL|secretish|font:/);
    } finally {
      await s.close();
    }
  });

  it('the twin: a short plain-text error body is kept as the server wrote it, with the status', async () => {
    const s = await answering(404, 'text/plain', 'no MCP endpoint here');
    try {
      const f = await failure({ kind: 'url', url: s.url, transport: 'http' });
      expect(f.code).toBe('SNAPSHOT_INCOMPLETE');
      expect(f.message).toMatch(/HTTP 404/);
      expect(f.message).toContain('no MCP endpoint here');
    } finally {
      await s.close();
    }
  });

  it('a page without a title, or cut before its end, is named as a page and no more', () => {
    expect(withoutHtmlPages('Error POSTing to endpoint (HTTP 502): <html><body><h1>Bad gateway</h1>')).toBe(
      'Error POSTing to endpoint (HTTP 502): an HTML page',
    );
    expect(withoutHtmlPages('a (<!doctype html><title>\n  Oops\n</title></html>) b')).toBe('a (an HTML page titled "Oops") b');
  });
});
