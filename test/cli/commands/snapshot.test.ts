import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestDigest } from '../../../src/core/surface/surface.js';
import { snapshotFileName } from '../../../src/core/snapshot/snapshot-file-name.js';
import { RAW_SERVER } from '../../mcp/helpers.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

// `toolseal snapshot` (src/cli/commands/snapshot.ts), in this process, in front of real stdio servers:
// one server's snapshot printed or written, a summary line on stderr; with --config --all a folder of
// them, each failure one line and the worst exit code; what it refuses.

const node = process.execPath;
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-snapshot-cmd-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const cli = (args: string[]) => runInProcess(['snapshot', ...args], {}, dir);

interface Snap {
  server: string;
  tools: Array<{ name: string }>;
  manifestDigest: string;
  pages: number;
}

describe('toolseal snapshot', () => {
  it('prints the snapshot of every page on stdout, and one summary line on stderr', async () => {
    const r = await cli(['--server-id', 'pages', '--', node, RAW_SERVER, 'pages', '2', '3']);
    expect(r.code).toBe(0);
    const snap = JSON.parse(r.stdout) as Snap & { tools: unknown[] };
    expect(snap.server).toBe('pages');
    expect(snap.tools).toHaveLength(6);
    expect(snap.pages).toBe(2);
    expect(snap.manifestDigest).toBe(manifestDigest(snap.tools as never));
    expect(r.stderr).toBe(`pages: 6 tools in 2 pages, ${snap.manifestDigest}\n`);
  });

  it('--out writes the file and names it on stderr; stdout stays empty', async () => {
    const out = join(dir, 'nested', 'pages.snapshot.json');
    const r = await cli(['--server-id', 'pages', '--out', out, '--', node, RAW_SERVER, 'pages', '1', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const snap = JSON.parse(readFileSync(out, 'utf8')) as Snap;
    expect(snap.tools.map((t) => t.name)).toHaveLength(2);
    expect(r.stderr).toBe(`pages: 2 tools in 1 page, ${snap.manifestDigest} -> ${out}\n`);
  });

  it('a server whose pages loop is refused (exit 4) and no file is written (the twin: --out above)', async () => {
    const out = join(dir, 'loop.json');
    const r = await cli(['--out', out, '--', node, RAW_SERVER, 'loop']);
    expect(r.code).toBe(4);
    expect(r.error).toBe('SNAPSHOT_INCOMPLETE');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a snapshot file as its server (it reads a live one)', async () => {
    const file = join(dir, 's.json');
    writeFileSync(file, '{}');
    const r = await cli(['--snapshot', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('toolseal: USAGE: snapshot reads a live server, not --snapshot\n');
  });

  describe('--config --all', () => {
    const config = () => {
      const file = join(dir, '.mcp.json');
      writeFileSync(
        file,
        JSON.stringify({
          mcpServers: {
            pages: { command: node, args: [RAW_SERVER, 'pages', '1', '2'] },
            off: { command: node, args: [RAW_SERVER, 'pages', '1', '2'], disabled: true },
            gone: { command: join(dir, 'no-such-server'), args: [] },
          },
        }),
      );
      return file;
    };

    it('writes one file per server in the folder; a failure is one line naming it, and the worst code is the exit', async () => {
      const out = join(dir, 'snaps');
      const r = await cli(['--config', config(), '--all', '--out', out, '--json']);
      expect(r.code).toBe(4);
      expect(readdirSync(out)).toEqual([snapshotFileName('pages')]);
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines).toContainEqual(expect.stringMatching(/^pages: 2 tools in 1 page, sha256:[0-9a-f]{64} -> /));
      expect(lines).toContain('off: skipped (disabled in the config, not started)');
      expect(lines).toContainEqual(
        expect.stringMatching(/^toolseal: SNAPSHOT_INCOMPLETE: server "gone": stdio server "no-such-server": .*no-such-server/),
      );
      // The line names the server once: the error's own label keeps only what it adds (the command).
      expect(r.stderr).not.toContain('server "gone": server "gone"');
      expect(JSON.parse(r.stdout)).toEqual({
        code: 'SNAPSHOT_INCOMPLETE',
        message: 'some servers failed',
        servers: [
          { server: 'pages', ok: true },
          { server: 'off', ok: true },
          { server: 'gone', ok: false, code: 'SNAPSHOT_INCOMPLETE' },
        ],
      });
    });

    it('without --out, stdout is one JSON array of the snapshots taken (the failures only on stderr)', async () => {
      const r = await cli(['--config', config(), '--all']);
      expect(r.code).toBe(4);
      const snaps = JSON.parse(r.stdout) as Snap[];
      expect(snaps.map((s) => s.server)).toEqual(['pages']);
      expect(r.stderr).toMatch(/^toolseal: SNAPSHOT_INCOMPLETE: server "gone": /m);
    });

    it('refuses --out that is a file, not a folder, as a usage error (the file untouched)', async () => {
      const file = join(dir, 'a-file');
      writeFileSync(file, '');
      const r = await cli(['--config', config(), '--all', '--out', file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`toolseal: USAGE: --out ${file} must be a folder with --all\n`);
      expect(readFileSync(file, 'utf8')).toBe('');
    });

    it('twin: --out that is a folder already there is written into', async () => {
      const out = join(dir, 'there');
      mkdirSync(out);
      const r = await cli(['--config', config(), '--all', '--out', out]);
      expect(r.code).toBe(4);
      expect(readdirSync(out)).toEqual([snapshotFileName('pages')]);
    });
  });
});
