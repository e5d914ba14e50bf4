import { isToolsealError } from '../../../src/core/errors.js';
import { invalidUtf8 } from '../../../src/mcp/transport/invalid-utf8.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshotLiveServer } from '../../../src/mcp/snapshot/live-snapshot.js';
import { DEFAULT_LIMITS } from '../../../src/mcp/server/server-spec.js';
import { FIXTURES } from '../../support/paths.js';

// The one error for server bytes that are not UTF-8: refused, named, never repaired with U+FFFD; and what
// a real stdio server that writes such bytes gets from a snapshot.

describe('invalidUtf8', () => {
  it('is INVALID_INPUT (exit 2), naming where, with its cause kept', () => {
    const cause = new TypeError('The encoded data was not valid for encoding utf-8');
    const e = invalidUtf8('my-server', cause);
    expect(isToolsealError(e) && e.code).toBe('INVALID_INPUT');
    expect(e.exitCode).toBe(2);
    expect(e.message).toBe('my-server: a message from the server is not valid UTF-8 (refused, not repaired with U+FFFD)');
    expect(e.cause).toBe(cause);
  });
});

describe('a stdio server that writes bytes that are not UTF-8', () => {
  const SCRIPTED = join(FIXTURES, 'servers', 'scripted-stdio-server.mjs');
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-invalid-utf8-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A server whose tools/list result is these bytes as written. */
  const serving = (bytes: Buffer) => {
    const cfg = join(dir, `cfg-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(cfg, JSON.stringify({ rawTools: bytes.toString('hex') }));
    return { kind: 'stdio' as const, command: process.execPath, args: [SCRIPTED, cfg], serverId: 'latin' };
  };
  const tools = (description: Buffer) =>
    Buffer.concat([
      Buffer.from('{"tools":[{"name":"caf","description":"'),
      description,
      Buffer.from('","inputSchema":{"type":"object"}}]}'),
    ]);

  it('is refused with this error, not repaired (its twin, the same text in UTF-8, is read)', async () => {
    let error: unknown;
    try {
      await snapshotLiveServer(serving(tools(Buffer.from('caf\u00e9', 'latin1'))), DEFAULT_LIMITS);
    } catch (e) {
      error = e;
    }
    expect(isToolsealError(error) && error.code).toBe('INVALID_INPUT');
    expect((error as Error).message).toMatch(/a message from the server is not valid UTF-8 \(refused, not repaired with U\+FFFD\)/);

    const snap = await snapshotLiveServer(serving(tools(Buffer.from('caf\u00e9', 'utf8'))), DEFAULT_LIMITS);
    expect(snap.tools).toEqual([{ name: 'caf', description: 'caf\u00e9', inputSchema: { type: 'object' } }]);
  });
});
