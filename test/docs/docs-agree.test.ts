// Two places where the docs once disagreed with the code, each checked against what the code does: the
// threat model on what the surface holds (it said instructions and prompts were outside it), and the
// INVALID_JSON entry on comments (it said they are refused, while client configs are read as JSONC).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { MIN_NODE } from '../../src/run/doctor.js';

const doc = (name: string) => readFileSync(join(ROOT, 'docs', name), 'utf8').replace(/\s+/g, ' ');
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const EXAMPLE = join(ROOT, 'examples', 'server', 'server.mjs');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-docs-agree-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the threat model on what is pinned', () => {
  it('says instructions, prompts and resource templates are pinned beside the tools, as the lock does', async () => {
    const model = doc('threat-model.md');
    expect(model).toMatch(/The server's `instructions`, its prompts and its resource templates are pinned in the lock beside the tools/);
    expect(model).not.toMatch(/(?:instructions|prompts)[^.]*outside (?:the surface|what is pinned)/);
    // What the lock holds for a live server: the digests of its instructions, prompts and templates.
    const r = await runInProcess(['lock', '--server-id', 'notes', '--', process.execPath, EXAMPLE], env, dir);
    expect(r.code).toBe(0);
    const entry = (JSON.parse(readFileSync(join(dir, 'mcp-tools.lock'), 'utf8')) as { servers: Record<string, Record<string, unknown>> })
      .servers.notes!;
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(['instructionsDigest', 'promptDigests', 'resourceTemplateDigests']));
  }, 60_000);
});

describe('INVALID_JSON and comments', () => {
  it('the entry says a comment is not JSON, and that a client config is read as JSONC', () => {
    const entry = /### `INVALID_JSON`\n([\s\S]*?)\n### /
      .exec(readFileSync(join(ROOT, 'docs', 'troubleshooting.md'), 'utf8'))![1]!
      .replace(/\s+/g, ' ');
    expect(entry).toMatch(/a comment is not JSON/);
    expect(entry).toMatch(/An MCP client config is the exception: it is read as JSONC \(comments and trailing commas accepted/);
  });

  it('(hostile) a snapshot file with a comment is INVALID_JSON, exit 2', async () => {
    const snap = join(dir, 'with-comment.json');
    writeFileSync(snap, '// a comment\n{"tools":[]}\n');
    const r = await runInProcess(['digest', snap], env, dir);
    expect({ code: r.code, error: r.error }).toEqual({ code: 2, error: 'INVALID_JSON' });
  });

  it('twin: a client config with a comment and a trailing comma is read, and its server pinned', async () => {
    const config = join(dir, '.mcp.json');
    writeFileSync(
      config,
      `{\n  // the notes server\n  "mcpServers": { "notes": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(EXAMPLE)}], }, },\n}\n`,
    );
    const r = await runInProcess(['lock', '--config', config, '--server', 'notes'], env, dir);
    expect(r.code).toBe(0);
    expect(Object.keys((JSON.parse(readFileSync(join(dir, 'mcp-tools.lock'), 'utf8')) as { servers: object }).servers)).toEqual(['notes']);
  }, 60_000);
});

describe("the Node the docs name is package.json's engines, which doctor checks", () => {
  const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
  const named = (text: string) => [...text.matchAll(/(?:Node |older than )(\d+\.\d+\.\d+)/g)].map((m) => m[1]);

  it('README.md and docs/guard.md name the oldest Node as engines does, and doctor checks that one', () => {
    expect(engines).toBe(`>=${MIN_NODE}`);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(named(readme).length).toBeGreaterThan(0);
    expect(named(readme + doc('guard.md')).filter((v) => v !== MIN_NODE)).toEqual([]);
  });

  it('its hostile twin: another version in the text is caught', () => {
    expect(named('for Node 22.1.0 or later').filter((v) => v !== MIN_NODE)).toEqual(['22.1.0']);
  });
});

// The README and docs/troubleshooting.md: every error is one line, `toolseal: CODE: what and where`; and
// docs/pinning-and-checking.md: a server that exits early is reported with its last stderr lines joined by
// ` | `. A crash that prints several lines (one a workflow command, one with a control character) is still
// one line; its twin, a server that prints nothing, one line with no stderr part.
describe('every error is one line, a failing server too', () => {
  const crash = async (script: string) => runInProcess(['snapshot', '--', process.execPath, '-e', script], env, dir);

  it('(hostile) several stderr lines, a workflow command and an escape among them: one line, the lines joined by " | "', async () => {
    expect(doc('troubleshooting.md')).toContain('Every toolseal error is one line, `toolseal: CODE: what and where`');
    expect(doc('pinning-and-checking.md')).toContain('with its last 5 non-empty stderr lines, joined by ` | `');
    const r = await crash(`console.error('starting');console.error('::error::x');console.error('Error: boom\\x1b[2J');process.exit(1)`);
    expect(r).toMatchObject({ code: 4, error: 'SNAPSHOT_INCOMPLETE' });
    expect(r.stderr.split('\n')).toEqual([
      'toolseal: SNAPSHOT_INCOMPLETE: stdio server "node": the server exited (code 1) before the snapshot was complete; its last 3 stderr lines: starting | \\u003a:error::x | Error: boom\\u001b[2J',
      '',
    ]);
  }, 60_000);

  it('twin: a server that prints nothing: one line, with no stderr part', async () => {
    const r = await crash('process.exit(1)');
    expect(r).toMatchObject({ code: 4, error: 'SNAPSHOT_INCOMPLETE' });
    expect(r.stderr).toBe(
      'toolseal: SNAPSHOT_INCOMPLETE: stdio server "node": the server exited (code 1) before the snapshot was complete\n',
    );
  }, 60_000);
});
