import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertConfigChoice, hasAuthorizationHeader, parseTransport } from '../../../src/mcp/server/server-spec.js';
import { takeSnapshots } from '../../../src/mcp/snapshot/server-snapshots.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

describe('assertConfigChoice', () => {
  it('takes one server by name, or all', () => {
    expect(() => assertConfigChoice({ server: 'docs' })).not.toThrow();
    expect(() => assertConfigChoice({ all: true })).not.toThrow();
  });

  it('refuses neither (USAGE), an empty name counting as none', () => {
    expect(() => assertConfigChoice({})).toThrow(
      expect.objectContaining({ code: 'USAGE', message: '--config needs --server NAME or --all' }),
    );
    expect(() => assertConfigChoice({ server: '', all: false })).toThrow(expect.objectContaining({ code: 'USAGE' }));
  });

  it('refuses both (USAGE)', () => {
    expect(() => assertConfigChoice({ server: 'docs', all: true })).toThrow(
      expect.objectContaining({ code: 'USAGE', message: 'give --server NAME or --all, not both' }),
    );
  });

  describe('as the CLI and the library ask it', () => {
    let dir: string;
    let file: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'toolseal-config-choice-'));
      file = join(dir, '.mcp.json');
      writeFileSync(file, JSON.stringify({ mcpServers: { docs: { command: 'node', args: ['-e', ''], disabled: true } } }));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('the CLI refuses --config without --server or --all (exit 2)', async () => {
      const r = await runInProcess(['snapshot', '--config', file], { HOME: dir });
      expect({ code: r.code, error: r.error }).toEqual({ code: 2, error: 'USAGE' });
    });

    it('takeSnapshots refuses a config spec that names neither, before reading the file', async () => {
      await expect(takeSnapshots({ kind: 'config', file: join(dir, 'missing.json') })).rejects.toMatchObject({ code: 'USAGE' });
    });

    it('takeSnapshots reads the file when the spec says --all (the twin)', async () => {
      await expect(takeSnapshots({ kind: 'config', file, all: true, env: {} })).resolves.toEqual([
        { serverId: 'docs', skipped: 'disabled' },
      ]);
    });
  });
});

describe('hasAuthorizationHeader', () => {
  it('finds an Authorization header in any letter case', () => {
    expect(hasAuthorizationHeader({ Authorization: 'Bearer abc' })).toBe(true);
    expect(hasAuthorizationHeader({ 'x-trace': '1', AUTHORIZATION: 'Basic abc' })).toBe(true);
  });

  it('finds none in other headers, no headers or an empty value under another name (the twins)', () => {
    expect(hasAuthorizationHeader({ 'Proxy-Authorization': 'Basic abc', 'X-Authorization-Hint': 'x' })).toBe(false);
    expect(hasAuthorizationHeader({})).toBe(false);
    expect(hasAuthorizationHeader(undefined)).toBe(false);
  });
});

describe('parseTransport', () => {
  it('takes auto, http and sse', () => {
    for (const t of ['auto', 'http', 'sse'] as const) expect(parseTransport(t, '--transport')).toBe(t);
  });

  it('refuses another value (USAGE), naming the option as the caller calls it', () => {
    expect(() => parseTransport('websocket', 'server-transport')).toThrow(
      expect.objectContaining({ code: 'USAGE', message: 'server-transport must be auto, http or sse, not "websocket"' }),
    );
    expect(() => parseTransport('HTTP', '--transport')).toThrow(expect.objectContaining({ code: 'USAGE' }));
  });
});
