// The live path hashes each surface once: `lock`, `check` and `trust` of a real SDK McpServer over stdio,
// and `trust` of a reviewed snapshot file, each write every tool's canonical surface exactly once (the
// snapshot's digests, field digests and hints come from the one pass, and the pin is made from them), and
// digest the instructions, prompts and templates once.
// Counted in this process (surfaceWrites), not timed. Before this, each command wrote every tool twice
// (three times for a lock keeping its snapshot) and digested the non-tool parts twice.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nonToolDigestPasses } from '../../src/core/surface/non-tool-surface.js';
import { surfaceWrites } from '../../src/core/surface/surface.js';
import { FIXTURES } from '../support/paths.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const SURFACE_SERVER = join(FIXTURES, 'servers', 'surface-file-server.mjs');
const N = 37;
const tools = Array.from({ length: N }, (_, i) => ({ name: `tool_${String(i).padStart(2, '0')}`, description: `Tool number ${i}` }));
const surface = {
  instructions: 'Use the tools.',
  tools,
  prompts: [
    { name: 'summarize', description: 'Summarize a page', arguments: [{ name: 'url', description: 'The page URL', required: true }] },
  ],
  resourceTemplates: [{ name: 'page', uriTemplate: 'docs://page/{id}', description: 'A docs page' }],
};

let dir: string;
const p = (name: string) => join(dir, name);
const server = () => ['--server-id', 'docs', '--', process.execPath, SURFACE_SERVER, p('surface.json')];

/**
 * Runs the CLI in this process; returns its result, how many tool surfaces it wrote to hash and how many
 * times it digested the server's instructions, prompts and templates.
 */
async function counted(args: string[]) {
  const before = surfaceWrites.count;
  const nonToolBefore = nonToolDigestPasses.count;
  const r = await runInProcess(args, {}, dir);
  return { ...r, writes: surfaceWrites.count - before, nonToolPasses: nonToolDigestPasses.count - nonToolBefore };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-hash-once-'));
  writeFileSync(p('surface.json'), JSON.stringify(surface));
  writeFileSync(
    p('.mcp.json'),
    JSON.stringify({ mcpServers: { docs: { command: process.execPath, args: [SURFACE_SERVER, p('surface.json')] } } }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('each live surface is hashed once', () => {
  it('lock of a live server (a new pin, its snapshot kept, one listing): every tool written once', async () => {
    const r = await counted(['lock', '--samples', '1', '--snapshot-dir', 'reviewed', ...server()]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect([r.writes, r.nonToolPasses]).toEqual([N, 1]);
  });

  it('lock again (the pin matches, one listing): once', async () => {
    const r = await counted(['lock', '--samples', '1', ...server()]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect([r.writes, r.nonToolPasses]).toEqual([N, 1]);
  });

  it('lock with its default two listings (compared for volatile values): each listing once', async () => {
    const r = await counted(['lock', ...server()]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect([r.writes, r.nonToolPasses]).toEqual([2 * N, 2]);
  });

  it('check of a live server, matched: once', async () => {
    const r = await counted(['check', '--on-change', 'fail', ...server()]);
    expect([r.error, r.code, r.stdout]).toEqual([undefined, 0, expect.stringContaining('matched')]);
    expect([r.writes, r.nonToolPasses]).toEqual([N, 1]);
  });

  it('check of a live server with --snapshot-dir, matched: the live tools once, the reviewed ones not at all (nothing to review)', async () => {
    const r = await counted(['check', '--on-change', 'fail', '--snapshot-dir', 'reviewed', ...server()]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect([r.writes, r.nonToolPasses]).toEqual([N, 1]);
  });

  it('check of a live server with --snapshot-dir, one tool changed: the live tools once, the reviewed ones once', async () => {
    writeFileSync(
      p('surface.json'),
      JSON.stringify({ ...surface, tools: tools.map((t, i) => (i === 3 ? { ...t, description: 'Changed' } : t)) }),
    );
    try {
      const r = await counted(['check', '--snapshot-dir', 'reviewed', ...server()]);
      expect([r.error, r.code]).toEqual([undefined, 0]);
      expect(r.stdout).toContain('[prose]');
      expect(r.writes).toBe(2 * N);
    } finally {
      writeFileSync(p('surface.json'), JSON.stringify(surface));
    }
  });

  it('trust of a live server: once', async () => {
    const r = await counted(['trust', '--config', '.mcp.json', '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { rows: Array<Record<string, unknown>> }).rows[0]).toMatchObject({
      id: 'docs',
      pinState: 'matched',
      source: 'live',
    });
    expect([r.writes, r.nonToolPasses]).toEqual([N, 1]);
  });

  it('trust of a reviewed snapshot file: once', async () => {
    const r = await counted(['trust', '--config', '.mcp.json', '--snapshot-dir', 'reviewed', '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { rows: Array<Record<string, unknown>> }).rows[0]).toMatchObject({
      id: 'docs',
      pinState: 'matched',
      source: 'snapshot',
    });
    expect([r.writes, r.nonToolPasses]).toEqual([N, 1]);
  });

  it('the twin: a changed tool is still found (one tool edited, check exit 1 under fail)', async () => {
    writeFileSync(
      p('surface.json'),
      JSON.stringify({ ...surface, tools: tools.map((t, i) => (i === 3 ? { ...t, description: 'Changed' } : t)) }),
    );
    try {
      const r = await counted(['check', '--on-change', 'fail', ...server()]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('tool_03');
    } finally {
      writeFileSync(p('surface.json'), JSON.stringify(surface));
    }
  });
});
