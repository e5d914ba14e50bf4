// `toolseal check` as a real process (dist/cli.js, after `npm run bundle`) for the exit codes 0, 1 and 3,
// the reports it writes, and the lock it must never write; colour through runCli with a terminal-like io.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { CliIO } from '../../../src/cli/command.js';
import type { AuditEvent } from '../../../src/core/report/audit.js';
import type { CheckResult } from '../../../src/core/check/check.js';
import { runCli } from '../../../src/cli/main.js';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';
import { FIXTURES, ROOT } from '../../support/paths.js';
import { runCliProcess } from '../../support/run-process.js';
import { docsTools, markerIn, snapshotOf, withTool } from '../../core/check/check-fixtures.js';
import { objectAt, sarifLog } from '../../support/json-view.js';

const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;

let dir: string;
const p = (name: string) => join(dir, name);
const check = (args: string[]) => runCliProcess(['check', ...args], { cwd: dir });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-check-'));
  const base = docsTools();
  const variants = {
    base,
    description: withTool(base, 'search', (t) => void (t.description = 'Search, then mail the results out')),
    property: withTool(base, 'search', (t) => void (objectAt(t, 'inputSchema', 'properties', 'query').description = 'changed')),
    widening: withTool(base, 'delete_page', (t) => void (t.annotations = { destructiveHint: false })),
    narrowing: base, // written below with a read-only pin
  };
  for (const [name, tools] of Object.entries(variants)) writeFileSync(p(`${name}.json`), JSON.stringify(snapshotOf('docs', tools)));
  const ro = withTool(base, 'search', (t) => void (objectAt(t, 'annotations').readOnlyHint = true));
  writeFileSync(p('ro.json'), JSON.stringify(snapshotOf('ro', ro)));
  writeFileSync(p('ro-narrowed.json'), JSON.stringify(snapshotOf('ro', base)));
  const r = await runCliProcess(['lock', '--snapshot', 'base.json', '--snapshot-dir', 'reviewed'], { cwd: dir });
  const r2 = await runCliProcess(['lock', '--snapshot', 'ro.json'], { cwd: dir });
  if (r.code !== 0 || r2.code !== 0) throw new Error(`setup: lock failed: ${r.stderr}${r2.stderr}`);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('toolseal check (process)', () => {
  it('unpinned server (the default lock absent): exit 0, baseline reported, no lock written', async () => {
    const fresh = join(dir, 'no-lock-here');
    mkdirSync(fresh, { recursive: true });
    const r = await runCliProcess(['check', '--snapshot', p('base.json')], { cwd: fresh });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('unpinned: baseline 3 tools');
    expect(() => statSync(join(fresh, 'mcp-tools.lock'))).toThrow();
    // The missing default lock is named, once.
    expect(r.stderr).toBe(`toolseal check: no lock file at ${join(fresh, 'mcp-tools.lock')}: every server is unpinned\n`);
  });

  it('a --lock that does not exist is an error (exit 2), not "every server unpinned"', async () => {
    const r = await check(['--snapshot', 'base.json', '--lock', 'none.lock', '--on-change', 'fail']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`IO_ERROR: cannot read ${p('none.lock')}: no such file (named by --lock`);
    expect(r.stdout).toBe('');
  });

  it('matched: exit 0', async () => {
    const r = await check(['--snapshot', 'base.json', '--on-change', 'fail']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server "docs": matched');
    expect(r.stderr).toBe('');
  });

  it('description changed: exit 0 under warn, exit 1 under fail', async () => {
    const warn = await check(['--snapshot', 'description.json']);
    expect(warn.code).toBe(0);
    expect(warn.stdout).toContain('changed  "search"  description');
    const fail = await check(['--snapshot', 'description.json', '--on-change', 'fail']);
    expect(fail.code).toBe(1);
    expect(fail.stderr).toMatch(/^toolseal: SURFACE_CHANGED: check: "docs" blocked under --on-change fail \(exit 1\)/m);
    expect(fail.stdout).not.toContain('SURFACE_CHANGED');
  });

  it.each(['warn', 'fail'])('widening: exit 3 under %s', async (posture) => {
    const r = await check(['--snapshot', 'widening.json', '--on-change', posture]);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain('WIDENING destructiveHint true -> false');
    expect(r.stdout).toContain('no tool of this server is approved');
  });

  it('narrowing: exit 0 even under fail', async () => {
    const r = await check(['--snapshot', 'ro-narrowed.json', '--on-change', 'fail']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('narrowing readOnlyHint true -> false');
  });

  it('with the reviewed snapshot: the JSON Pointer of the changed property description', async () => {
    const r = await check(['--snapshot', 'property.json', '--snapshot-dir', 'reviewed', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as CheckResult;
    expect(out.servers[0]!.changes).toEqual([
      expect.objectContaining({ tool: 'search', fields: ['inputSchema'], pointers: ['/inputSchema/properties/query/description'] }),
    ]);
    expect(out.exitCode).toBe(0);
    expect(r.stdout).not.toContain('"text"');
    expect(markerIn(r.stdout)).toBeUndefined();
  });

  it('never writes the lock: byte-identical and same mtime after every kind of check', async () => {
    const before = readFileSync(p('mcp-tools.lock'));
    const mtime = statSync(p('mcp-tools.lock')).mtimeMs;
    for (const s of ['base', 'description', 'property', 'widening']) {
      await check(['--snapshot', `${s}.json`, '--on-change', 'fail', '--snapshot-dir', 'reviewed']);
    }
    expect(readFileSync(p('mcp-tools.lock')).equals(before)).toBe(true);
    expect(statSync(p('mcp-tools.lock')).mtimeMs).toBe(mtime);
  });

  it('--audit appends one audit event per run and server, with no server text', async () => {
    await check(['--snapshot', 'property.json', '--snapshot-dir', 'reviewed', '--audit', 'audit.jsonl']);
    await check(['--snapshot', 'widening.json', '--audit', 'audit.jsonl']);
    const lines = readFileSync(p('audit.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const [a, b] = lines.map((l) => JSON.parse(l) as AuditEvent);
    expect(Object.keys(a!).sort()).toEqual(['changed', 'event', 'manifestDigest', 'pinState', 'server', 'toolCount', 'verdict']);
    expect(a!.changed).toEqual([
      {
        tool: 'search',
        change: 'changed',
        fields: ['inputSchema'],
        pointers: ['/inputSchema/properties/query/description'],
        widening: [],
        kinds: ['prose'],
      },
    ]);
    expect([b!.verdict, b!.changed[0]!.widening]).toEqual(['blocked', ['destructiveHint']]);
    expect(markerIn(lines.join('\n'))).toBeUndefined();
  });

  it('--sarif writes valid SARIF 2.1.0 located in the lock; --markdown writes the report', async () => {
    const r = await check(['--snapshot', 'widening.json', '--sarif', 'out.sarif', '--markdown', 'out.md']);
    expect(r.code).toBe(3);
    const sarif = sarifLog(JSON.parse(readFileSync(p('out.sarif'), 'utf8')));
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(join(FIXTURES, 'sarif-2.1.0.schema.json'), 'utf8')) as object);
    expect(validate(sarif)).toBe(true);
    expect(sarif.runs[0].results).toEqual([
      expect.objectContaining({
        ruleId: 'toolseal/privilege-widening',
        level: 'error',
        locations: [
          expect.objectContaining({ physicalLocation: expect.objectContaining({ artifactLocation: { uri: 'mcp-tools.lock' } }) }),
        ],
      }),
      // Without the reviewed snapshot (--snapshot-dir) the changed annotations are also unclassified.
      expect.objectContaining({
        ruleId: 'toolseal/tool-changed',
        properties: expect.objectContaining({ kinds: ['annotation-widening', 'unclassified'] }),
      }),
    ]);
    const md = readFileSync(p('out.md'), 'utf8');
    expect(md).toContain('a tool widened its own privileges');
    expect(markerIn(md)).toBeUndefined();
  });

  it('--snapshot-dir naming a file, not a folder: exit 2 (USAGE), one line', async () => {
    const r = await check(['--snapshot', 'property.json', '--snapshot-dir', 'base.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^toolseal: USAGE: --snapshot-dir \S*base\.json is a file[^\n]*\n$/);
    // Control: the folder the lock wrote gives the pointer.
    const ok = await check(['--snapshot', 'property.json', '--snapshot-dir', 'reviewed']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('/inputSchema/properties/query/description');
  });

  it('an invalid lock: exit 2 (INVALID_LOCK)', async () => {
    writeFileSync(p('bad.lock'), '{"lockfileVersion": 1, "servers": []}');
    const r = await check(['--snapshot', 'base.json', '--lock', 'bad.lock']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('INVALID_LOCK');
  });

  it('a bad posture: exit 2 (USAGE)', async () => {
    const r = await check(['--snapshot', 'base.json', '--on-change', 'ignore']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('USAGE');
  });
});

describe('toolseal check --snapshot against a lock of that server alone (the lock as toolseal lock wrote it)', () => {
  beforeAll(async () => {
    const r = await runCliProcess(['lock', '--snapshot', 'base.json', '--lock', 'one.lock'], { cwd: dir });
    if (r.code !== 0) throw new Error(`setup: lock failed: ${r.stderr}`);
    const lock = parseLock(readFileSync(p('one.lock'), 'utf8'), 'one.lock');
    lock.servers.docs!.tools.delete_page!.hints.destructiveHint = false;
    writeFileSync(p('one-edited.lock'), serializeLock(lock));
  });

  it('matched: exit 0', async () => {
    const r = await check(['--snapshot', 'base.json', '--lock', 'one.lock', '--on-change', 'fail']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server "docs": matched');
  });

  it('a hint edited by hand in it: exit 2, INVALID_LOCK naming the tool', async () => {
    const r = await check(['--snapshot', 'base.json', '--lock', 'one-edited.lock']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('INVALID_LOCK');
    expect(r.stderr).toContain('tools["delete_page"]');
  });

  it('twin: the same pins written another way (compact, after a byte order mark) are read and matched', async () => {
    writeFileSync(p('one-compact.lock'), '\ufeff' + JSON.stringify(JSON.parse(readFileSync(p('one.lock'), 'utf8'))));
    const r = await check(['--snapshot', 'base.json', '--lock', 'one-compact.lock']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server "docs": matched');
  });

  it('a bad lock is refused before a bad snapshot file (INVALID_LOCK), and a bad snapshot file alone is its own error', async () => {
    writeFileSync(p('not-json.lock'), '{"lockfileVersion":1,');
    writeFileSync(p('not-json.json'), '{"tools":');
    const both = await check(['--snapshot', 'not-json.json', '--lock', 'not-json.lock']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('INVALID_LOCK');
    const snapshotOnly = await check(['--snapshot', 'not-json.json', '--lock', 'one.lock']);
    expect(snapshotOnly.code).toBe(2);
    expect(snapshotOnly.stderr).not.toContain('INVALID_LOCK');
  });
});

describe('toolseal lock and check on live servers (stdio, from a config file)', () => {
  const memory = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');

  it('no MCP servers configured: nothing hashed, no event, exit 0', async () => {
    writeFileSync(p('empty.mcp.json'), JSON.stringify({ mcpServers: {} }));
    // In a folder with no lock (the default lock, absent, pins nothing).
    const fresh = join(dir, 'no-servers');
    mkdirSync(fresh, { recursive: true });
    const r = await runCliProcess(['check', '--config', p('empty.mcp.json'), '--all', '--audit', 'empty-audit.jsonl'], { cwd: fresh });
    expect(r.code).toBe(0);
    expect(() => statSync(join(fresh, 'empty-audit.jsonl'))).toThrow();
  });

  it('two servers with same-named tools: pinned per server id, both matched', async () => {
    const server = { command: process.execPath, args: [memory] };
    // As people write it: indented, with a comment (clients read .mcp.json files as JSONC too).
    writeFileSync(
      p('two.mcp.json'),
      `// two copies of one server\n${JSON.stringify({ mcpServers: { alpha: server, beta: server } }, null, 2)}\n`,
    );
    const l = await runCliProcess(['lock', '--config', 'two.mcp.json', '--all', '--lock', 'live.lock'], { cwd: dir });
    expect(l.code).toBe(0);
    const lock = parseLock(readFileSync(p('live.lock'), 'utf8'), 'live.lock');
    expect(Object.keys(lock.servers)).toEqual(['alpha', 'beta']);
    expect(Object.keys(lock.servers.alpha!.tools)).toEqual(Object.keys(lock.servers.beta!.tools));
    const r = await check(['--config', 'two.mcp.json', '--all', '--lock', 'live.lock', '--on-change', 'fail', '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as CheckResult).servers.map((s) => [s.serverId, s.pinState])).toEqual([
      ['alpha', 'matched'],
      ['beta', 'matched'],
    ]);
  });

  it('a change on one of them is located in the config file in SARIF, at its own key’s line', async () => {
    const lock = parseLock(readFileSync(p('live.lock'), 'utf8'), 'live.lock');
    const tool = Object.keys(lock.servers.beta!.tools)[0]!;
    // A pin of beta in which one tool's digest differs: the live server now differs from it (alpha untouched).
    lock.servers.beta!.tools[tool]!.digest = `sha256:${'0'.repeat(64)}`;
    lock.servers.beta!.manifestDigest = `sha256:${'1'.repeat(64)}`;
    const text = serializeLock(lock);
    writeFileSync(p('live-edited.lock'), text);
    const r = await check(['--config', 'two.mcp.json', '--all', '--lock', 'live-edited.lock', '--sarif', 'live.sarif']);
    expect(r.code).toBe(0);
    const sarif = sarifLog(JSON.parse(readFileSync(p('live.sarif'), 'utf8')));
    expect(
      sarif.runs[0].results.map((x) => [x.properties.server, x.properties.tool, x.locations[0].physicalLocation.artifactLocation.uri]),
    ).toEqual([['beta', tool, 'two.mcp.json']]);
    const line = sarif.runs[0].results[0]!.locations[0].physicalLocation.region.startLine;
    expect(readFileSync(p('two.mcp.json'), 'utf8').split('\n')[line - 1]).toBe('    "beta": {');
  });
});

describe('toolseal check colour', () => {
  function io(env: NodeJS.ProcessEnv, isTTY: boolean): CliIO & { out: string } {
    const o = {
      out: '',
      stdout: (t: string) => void (o.out += t),
      stderr: () => {},
      readStdin: async () => '',
      env,
      cwd: dir,
      isTTY,
    };
    return o;
  }
  const args = () => ['check', '--snapshot', p('widening.json'), '--lock', p('mcp-tools.lock')];

  it('colours on a terminal', async () => {
    const o = io({}, true);
    expect(await runCli(args(), o)).toBe(3);
    expect(o.out).toContain('\u001b[');
  });

  it('never with NO_COLOR', async () => {
    const o = io({ NO_COLOR: '1' }, true);
    expect(await runCli(args(), o)).toBe(3);
    expect(o.out).not.toContain('\u001b[');
  });

  it('never when stdout is not a terminal', async () => {
    const o = io({}, false);
    expect(await runCli(args(), o)).toBe(3);
    expect(o.out).not.toContain('\u001b[');
  });
});
