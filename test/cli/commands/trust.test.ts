import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSnapshot, type Snapshot } from '../../../src/core/snapshot/snapshot.js';
import { CLI } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { RAW_SERVER } from '../../mcp/helpers.js';
import { GUARD_SERVER, tempDir } from '../../guard/guard-support.js';

// `toolseal trust` (src/cli/commands/trust.ts), in this process: one row per configured server, live or
// from --snapshot-dir, exit codes as check.

interface Row {
  id: string;
  transport: string | null;
  pinState: string;
  surface: string | null;
  toolCount: number | null;
  changed: number;
  widened: number;
  guarded: boolean;
  source: string;
}

describe('toolseal trust', () => {
  let t: ReturnType<typeof tempDir>;
  let config: string;
  beforeEach(async () => {
    t = tempDir();
    config = join(t.dir, '.mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          docs: { command: process.execPath, args: [GUARD_SERVER, t.calls] },
          pages: { command: process.execPath, args: [RAW_SERVER, 'pages', '2', '3'] },
        },
      }),
    );
    // docs is pinned; then the config is wrapped (its guard is looked past: the server itself is listed).
    expect((await runInProcess(['lock', '--lock', t.lock, '--config', config, '--server', 'docs'])).code).toBe(0);
    expect(
      (await runInProcess(['wrap', '--config', config, '--toolseal-command', `${process.execPath} ${CLI}`, '--lock', t.lock, '--write']))
        .code,
    ).toBe(0);
    const cfg = JSON.parse(readFileSync(config, 'utf8')) as { mcpServers: Record<string, unknown> };
    // pages stays unwrapped.
    cfg.mcpServers.pages = { command: process.execPath, args: [RAW_SERVER, 'pages', '2', '3'] };
    writeFileSync(config, JSON.stringify(cfg, null, 2));
  });
  afterEach(() => t.remove());

  it('lists each server live: transport, pin state, surface, tool count, and whether the guard runs it', async () => {
    const r = await runInProcess(['trust', '--config', config, '--lock', t.lock, '--json']);
    expect(r.code).toBe(0);
    const rows = (JSON.parse(r.stdout) as { rows: Row[] }).rows;
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'docs',
        transport: 'stdio',
        pinState: 'matched',
        toolCount: 4,
        changed: 0,
        widened: 0,
        guarded: true,
        source: 'live',
      }),
      expect.objectContaining({ id: 'pages', transport: 'stdio', pinState: 'unpinned', toolCount: 6, guarded: false }),
    ]);
    expect(rows[0]!.surface).toMatch(/^[0-9a-f]{12}$/);
    const text = await runInProcess(['trust', '--config', config, '--lock', t.lock]);
    expect(text.stdout).toMatch(/^SERVER\s+TRANSPORT\s+PIN\s+MANIFEST\s+TOOLS\s+CHANGED\s+WIDENED\s+GUARDED$/m);
    expect(text.stdout).toMatch(/^"docs"\s+stdio\s+matched\s+[0-9a-f]{12}\s+4\s+0\s+0\s+yes$/m);
    expect(text.stdout).toMatch(/^"pages"\s+stdio\s+unpinned\s+[0-9a-f]{12}\s+6\s+0\s+0\s+no$/m);
  });

  it('reads --snapshot-dir instead of starting a server; a widened surface there is exit 3 with the count', async () => {
    const dir = join(t.dir, 'snaps');
    mkdirSync(dir);
    const snap = await runInProcess([
      'snapshot',
      '--out',
      join(dir, 'docs.snapshot.json'),
      '--server-id',
      'docs',
      '--',
      process.execPath,
      GUARD_SERVER,
      t.calls,
    ]);
    expect(snap.code).toBe(0);
    // The next version of the server, as a reviewed snapshot would hold it: search claims to be read-only.
    const doc = JSON.parse(readFileSync(join(dir, 'docs.snapshot.json'), 'utf8')) as Snapshot;
    doc.tools[0]!.annotations = { readOnlyHint: true };
    writeFileSync(
      join(dir, 'docs.snapshot.json'),
      JSON.stringify(buildSnapshot({ ...doc, capturedAt: new Date(doc.capturedAt), server: 'docs' })),
    );
    const r = await runInProcess(['trust', '--config', config, '--lock', t.lock, '--snapshot-dir', dir, '--json']);
    expect(r.code).toBe(3);
    const rows = (JSON.parse(r.stdout) as { rows: Row[] }).rows;
    expect(rows[0]).toMatchObject({ id: 'docs', pinState: 'changed', changed: 1, widened: 1, source: 'snapshot' });
    expect(rows[1]).toMatchObject({ id: 'pages', source: 'live' });
  });

  it('a server that cannot be started is a failed row, and exit 4 as check', async () => {
    const cfg = JSON.parse(readFileSync(config, 'utf8')) as { mcpServers: Record<string, unknown> };
    cfg.mcpServers.gone = { command: join(t.dir, 'no-such-server') };
    writeFileSync(config, JSON.stringify(cfg));
    const r = await runInProcess(['trust', '--config', config, '--lock', t.lock]);
    expect(r.code).toBe(4);
    expect(r.stdout).toMatch(/^"gone"\s+stdio\s+failed \(SNAPSHOT_INCOMPLETE\)\s+-\s+-\s+0\s+0\s+no$/m);
  });

  it('(hostile) a quote in the failed command: its error once, its quotes escaped once, never quoted a second time, the server named once', async () => {
    const cfg = JSON.parse(readFileSync(config, 'utf8')) as { mcpServers: Record<string, unknown> };
    cfg.mcpServers['q"s'] = { command: join(t.dir, 'no "such" server') };
    writeFileSync(config, JSON.stringify(cfg));
    const r = await runInProcess(['trust', '--config', config, '--lock', t.lock]);
    expect(r.code).toBe(4);
    const all = r.stdout + r.stderr;
    expect(all.split('cannot start').length - 1).toBe(1);
    expect(all).toContain(
      `"q\\"s": SNAPSHOT_INCOMPLETE: stdio server "no \\"such\\" server": cannot start "${join(t.dir, 'no \\"such\\" server')}"`,
    );
    expect(all).not.toContain('\\\\');
  });
});
