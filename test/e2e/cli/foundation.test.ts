// The foundation commands (canonicalize, digest), the help and the error contract, run as real processes
// on the built CLI (dist/cli.js: `npm run bundle` first; `npm test` checks that dist/ is current).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { COMMANDS } from '../../../src/cli/main.js';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { digestTools, type RawTool } from '../../../src/core/surface/surface.js';
import { CLI, ROOT, VECTORS } from '../../support/paths.js';
import { runCliProcess, runNode, type ProcessResult } from '../../support/run-process.js';

const EXAMPLE = join(ROOT, 'examples', 'tools-list.json');
const exampleTools = (JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { tools: RawTool[] }).tools;
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-foundation-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, text: string | Buffer): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** An error as the contract wants it: the exit code, one stderr line `toolseal: CODE: …`, no stack trace. */
function expectOneLineError(r: ProcessResult, exit: number, code: string): void {
  expect({ exit: r.code, stderr: r.stderr }).toEqual({
    exit,
    stderr: expect.stringMatching(new RegExp(`^toolseal: ${code}: [^\\n]+\\n$`)),
  });
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

describe('toolseal digest', () => {
  const want = digestTools(exampleTools);

  it('prints the manifest digest and each tool digest of a tools/list result (exit 0)', async () => {
    const r = await runCliProcess(['digest', EXAMPLE]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`manifest ${want.manifestDigest}  (${exampleTools.length} tools)`);
    expect(lines.slice(1)).toEqual([...want.tools].map(([name, t]) => `${t.digest}  ${JSON.stringify(name)}`));
  });

  it('prints {manifestDigest, toolCount, toolDigests, interop} with --json', async () => {
    const r = await runCliProcess(['digest', EXAMPLE, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      manifestDigest: want.manifestDigest,
      toolCount: exampleTools.length,
      toolDigests: Object.fromEntries([...want.tools].map(([n, t]) => [n, t.digest])),
      // The tool definition hash v1 beside ours; a tools file has no prompts or instructions.
      interop: {
        definitionHashes: Object.fromEntries(want.interop!.definitionHashes),
        toolSetHash: want.interop!.toolSetHash,
        promptSetHash: null,
        instructionsHash: null,
      },
    });
  });

  it('reads a bare tools array, a snapshot and stdin to the same manifest digest', async () => {
    const array = file('array.json', JSON.stringify(exampleTools));
    const snapshot = file(
      'docs.snapshot.json',
      JSON.stringify(
        buildSnapshot({
          server: 'docs',
          transport: 'stdio',
          protocolVersion: '2025-11-25',
          serverInfo: { name: 'docs', version: '1' },
          pages: 1,
          tools: exampleTools,
        }),
      ),
    );
    const results = await Promise.all([
      runCliProcess(['digest', array, '--json']),
      runCliProcess(['digest', snapshot, '--json']),
      runCliProcess(['digest', '--json'], { input: readFileSync(EXAMPLE) }),
      runCliProcess(['digest', '-', '--json'], { input: readFileSync(EXAMPLE) }),
    ]);
    for (const r of results) {
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).manifestDigest).toBe(want.manifestDigest);
    }
  });

  it('digests tools named __proto__, constructor and toString each on its own', async () => {
    const f = file('proto.json', '{"tools":[{"name":"__proto__","description":"p"},{"name":"constructor"},{"name":"toString"}]}');
    const r = await runCliProcess(['digest', f, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.toolCount).toBe(3);
    expect(Object.keys(out.toolDigests).sort()).toEqual(['__proto__', 'constructor', 'toString']);
  });

  it('prints tool names escaped: a name cannot carry terminal controls or split a line', async () => {
    const f = file('controls.json', JSON.stringify([{ name: 'a\u001b[31mred\u009b2J\u2028b\nc' }, { name: 'plain' }]));
    const r = await runCliProcess(['digest', f]);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(3);
    // eslint-disable-next-line no-control-regex -- the output must hold no raw control character
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(r.stdout).toContain('"a\\u001b[31mred\\u009b2J\\u2028b\\nc"');
  });

  it('stops quietly when its reader closes early (digest big.json | head -1)', async () => {
    const many = file(
      'many.json',
      JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ name: `tool_${i}`, description: 'x'.repeat(50) }))),
    );
    const child = spawn(process.execPath, [CLI, 'digest', many], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('digests a member name written with an escape as sent, where Node 24 JSON.parse misreads it', async () => {
    // In this one text V8 reads q's "ab\t" (a, b, TAB) as "ab\" (a, b, backslash), p's member name.
    const text =
      '{"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"p":{"type":"string","ab\\\\":1},"q":{"type":"string","ab\\t":2}}}}]}';
    const sent = [
      { name: 'a', inputSchema: { type: 'object', properties: { p: { type: 'string', 'ab\\': 1 }, q: { type: 'string', 'ab\t': 2 } } } },
    ];
    const misread = [
      { name: 'a', inputSchema: { type: 'object', properties: { p: { type: 'string', 'ab\\': 1 }, q: { type: 'string', 'ab\\': 2 } } } },
    ];
    const r = await runCliProcess(['digest', file('escaped-names.json', text), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).manifestDigest).toBe(digestTools(sent).manifestDigest);
    expect(digestTools(sent).manifestDigest).not.toBe(digestTools(misread).manifestDigest);
  });

  it('digests numbers a double holds exactly as written (the twins of the refused ones below)', async () => {
    const text = '{"tools":[{"name":"a","inputSchema":{"maximum":9007199254740992,"minimum":0.1,"multipleOf":1.0,"x":1e21}}]}';
    const r = await runCliProcess(['digest', file('exact-numbers.json', text), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).manifestDigest).toBe(digestTools(JSON.parse(text).tools).manifestDigest);
  });

  describe('refuses invalid input with exit 2 and one line', () => {
    it.each([
      ['bad JSON', '{"tools":[', 'INVALID_JSON'],
      [
        'a duplicate member name in a nested schema',
        '{"tools":[{"name":"a","inputSchema":{"type":"object","type":"array"}}]}',
        'DUPLICATE_JSON_MEMBER',
      ],
      ['a duplicate member name inside _meta', '{"tools":[{"name":"a","_meta":{"x":1,"x":2}}]}', 'DUPLICATE_JSON_MEMBER'],
      ['two tools with one name', '{"tools":[{"name":"a"},{"name":"a"}]}', 'DUPLICATE_TOOL_NAME'],
      ['a tool without a name', '{"tools":[{"description":"d"}]}', 'MALFORMED_TOOL'],
      ['a lone surrogate in a description', '{"tools":[{"name":"a","description":"\\ud800"}]}', 'NOT_CANONICALIZABLE'],
      ['a number that overflows to Infinity', '{"tools":[{"name":"a","inputSchema":{"maximum":1e400}}]}', 'NOT_CANONICALIZABLE'],
      [
        'an integer a double cannot hold (2^53 + 1)',
        '{"tools":[{"name":"a","inputSchema":{"maximum":9007199254740993}}]}',
        'NOT_CANONICALIZABLE',
      ],
      [
        'the same integer with a fraction part',
        '{"tools":[{"name":"a","inputSchema":{"maximum":9007199254740993.0}}]}',
        'NOT_CANONICALIZABLE',
      ],
      [
        'the same inside _meta (not hashed, but the snapshot keeps it)',
        '{"tools":[{"name":"a","_meta":{"id":9007199254740993}}]}',
        'NOT_CANONICALIZABLE',
      ],
      ['neither a result, an array nor a snapshot', '{"tool":[]}', 'INVALID_INPUT'],
      [
        'an edited snapshot',
        '{"snapshotVersion":1,"server":"s","tools":[{"name":"a"}],"manifestDigest":"sha256:00","toolDigests":{}}',
        'INVALID_SNAPSHOT',
      ],
    ])('%s', async (_what, text, code) => {
      const r = await runCliProcess(['digest', file(`${code}.json`, text)]);
      expectOneLineError(r, 2, code);
    });

    it('a 200,000-deep [[[…1…]]], from a file or stdin, without a stack overflow', async () => {
      const deep = '['.repeat(200_000) + '1' + ']'.repeat(200_000);
      const f = file('deep.json', deep);
      for (const r of [
        await runCliProcess(['digest', f]),
        await runCliProcess(['digest'], { input: deep }),
        await runCliProcess(['canonicalize', f]),
      ]) {
        expectOneLineError(r, 2, 'NOT_CANONICALIZABLE');
        expect(r.stdout).toBe('');
      }
    });

    it('names the file and the place in the message', async () => {
      const f = file(
        'where.json',
        '{"tools":[{"name":"a"},{"name":"b","inputSchema":{"properties":{"q":{"type":"string","type":"number"}}}}]}',
      );
      const r = await runCliProcess(['digest', f]);
      expect(r.stderr).toContain(f);
      expect(r.stderr).toContain('$.tools[1].inputSchema.properties.q');
    });

    it('bytes that are not UTF-8, in a file or on stdin (INVALID_INPUT), where the UTF-8 twin passes', async () => {
      const bad = Buffer.concat([Buffer.from('{"tools":[{"name":"a'), Buffer.from([0xff]), Buffer.from('"}]}')]);
      expectOneLineError(await runCliProcess(['digest', file('latin1.json', bad)]), 2, 'INVALID_INPUT');
      expectOneLineError(await runCliProcess(['digest'], { input: bad }), 2, 'INVALID_INPUT');
      expect((await runCliProcess(['digest'], { input: Buffer.from('{"tools":[{"name":"a\u00ff"}]}') })).code).toBe(0);
    });

    it('a missing file (IO_ERROR), the system error spelled out', async () => {
      const r = await runCliProcess(['digest', join(dir, 'missing.json')]);
      expectOneLineError(r, 2, 'IO_ERROR');
      expect(r.stderr).toContain(`cannot read ${join(dir, 'missing.json')}: no such file or directory`);
      expect(r.stderr).not.toContain('ENOENT');
    });
  });

  it('refuses a tools/list result with a nextCursor (one page, not the whole list) with exit 4', async () => {
    const r = await runCliProcess(['digest', file('page.json', '{"tools":[{"name":"a"}],"nextCursor":"2"}')]);
    expectOneLineError(r, 4, 'SNAPSHOT_INCOMPLETE');
  });

  it('prints {code, message} on stdout with --json, beside the one stderr line', async () => {
    const r = await runCliProcess(['digest', file('dup.json', '{"a":1,"a":2}'), '--json']);
    expectOneLineError(r, 2, 'DUPLICATE_JSON_MEMBER');
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out).sort()).toEqual(['code', 'message']);
    expect(out.code).toBe('DUPLICATE_JSON_MEMBER');
    expect(typeof out.message).toBe('string');
  });
});

describe('toolseal canonicalize', () => {
  const cases = readdirSync(join(VECTORS, 'jcs', 'input')).filter((f) => f.endsWith('.json'));
  it.each(cases)('writes exactly the RFC 8785 bytes of %s', async (name) => {
    const r = await runCliProcess(['canonicalize', join(VECTORS, 'jcs', 'input', name)]);
    expect(r.code).toBe(0);
    expect(Buffer.from(r.stdout, 'utf8').equals(readFileSync(join(VECTORS, 'jcs', 'output', name)))).toBe(true);
  });

  it('reads stdin when no file is given', async () => {
    const r = await runCliProcess(['canonicalize'], { input: '{ "b": [1e21, -0, "\\u00e9"], "a": null }' });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"a":null,"b":[1e+21,0,"é"]}');
  });

  it.each([
    ['a duplicate member', '{"a":1,"\\u0061":2}', 'DUPLICATE_JSON_MEMBER'],
    ['bad JSON', '{"a":}', 'INVALID_JSON'],
    ['a lone surrogate in a key', '{"\\udc00":1}', 'NOT_CANONICALIZABLE'],
  ])('refuses %s with exit 2', async (_what, input, code) => {
    const r = await runCliProcess(['canonicalize'], { input });
    expectOneLineError(r, 2, code);
    expect(r.stdout).toBe('');
  });

  it('prints {code, message} on stdout with --json on error', async () => {
    const r = await runCliProcess(['canonicalize', '--json'], { input: '{"a":1,"a":2}' });
    expectOneLineError(r, 2, 'DUPLICATE_JSON_MEMBER');
    expect(JSON.parse(r.stdout)).toEqual({ code: 'DUPLICATE_JSON_MEMBER', message: expect.any(String) });
  });
});

/** dist/ files a module loads statically (relative imports, followed), itself included. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  for (const m of src.matchAll(/(?:^|\n)\s*(?:import|export)\s(?:[^;"]*?\sfrom\s*)?"(\.[^"]+)"/g))
    staticClosure(join(dirname(file), m[1]!), seen);
  return seen;
}

describe('start-up of the foundation commands', () => {
  it.each(['digest', 'canonicalize'])(
    '%s loads no third-party code but the SHA-256 of @noble/hashes (no signing or MCP libraries) and little code at all',
    (name) => {
      const chunk = readdirSync(join(ROOT, 'dist', 'chunks')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
      expect(chunk).toBeDefined();
      const files = new Set([...staticClosure(CLI), ...staticClosure(join(ROOT, 'dist', 'chunks', chunk!))]);
      expect(files.size).toBeGreaterThan(2);
      const text = [...files].map((f) => readFileSync(f, 'utf8')).join('\n');
      // esbuild marks bundled package code with `// node_modules/<package>/…` comments. @noble/hashes hashes
      // small documents, so that they never load node:crypto.
      const packages = (text.match(/\/\/ node_modules\/\S+/g) ?? []).filter((p) => !p.startsWith('// node_modules/@noble/hashes/'));
      expect(packages).toEqual([]);
      // About 122 KB now: the strict reader, the canonical writer with its fast paths, the digester and the
      // tool definition hash v1 it computes in the same pass. A bundle that pulls in a library grows by hundreds
      // of kilobytes; the start-up bench measures what this costs.
      expect(text.length).toBeLessThan(128_000);
    },
  );
});

describe('start-up of lock and check', () => {
  // `lock --snapshot` and `check --snapshot` start no server: the MCP client (the SDK, zod, ajv) loads only
  // when a live server is snapshotted (a dynamic import), never with the commands' own code.
  const packagesOf = (text: string) => [
    ...new Set((text.match(/node_modules\/(?:@[^/\s]+\/)?[^/\s]+/g) ?? []).map((p) => p.replace(/^node_modules\//, ''))),
  ];
  it.each(['lock', 'check'])('%s loads no MCP client code until a live server is asked for', (name) => {
    const chunks = readdirSync(join(ROOT, 'dist', 'chunks'));
    const command = chunks.find(
      (f) =>
        f.startsWith(`${name}-`) &&
        f.endsWith('.js') &&
        readFileSync(join(ROOT, 'dist', 'chunks', f), 'utf8').includes(`src/cli/commands/${name}.ts`),
    );
    const main = chunks.find((f) => f.startsWith('main-') && f.endsWith('.js'));
    expect(command).toBeDefined();
    expect(main).toBeDefined();
    const files = new Set([
      ...staticClosure(join(ROOT, 'dist', 'chunks', main!)),
      ...staticClosure(join(ROOT, 'dist', 'chunks', command!)),
    ]);
    const packages = packagesOf([...files].map((f) => readFileSync(f, 'utf8')).join('\n'));
    expect(packages.filter((p) => /^(@modelcontextprotocol\/sdk|zod|ajv|ajv-formats|zod-to-json-schema)$/.test(p))).toEqual([]);
    // Its twin: the live snapshot does load the SDK (so the pattern above finds it where it is).
    const live = chunks.find((f) => f.startsWith('live-snapshot-') && f.endsWith('.js'));
    expect(live).toBeDefined();
    const liveText = [...staticClosure(join(ROOT, 'dist', 'chunks', live!))].map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(packagesOf(liveText)).toContain('@modelcontextprotocol/sdk');
  });
});

describe('the dist/ staleness check (npm test runs it first)', () => {
  // On a copy of the sources, so the shared dist/ is never touched.
  let copy: string;
  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'toolseal-dist-check-'));
    for (const p of ['src', 'scripts', 'package.json', 'tsconfig.json']) cpSync(join(ROOT, p), join(copy, p), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const built = await runNode(join(copy, 'scripts', 'build.mjs'), [], { cwd: copy, timeoutMs: 120_000 });
    expect(built.code).toBe(0);
  }, 130_000); // a whole build: the hook waits as long as the build is allowed to take
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes when dist/ is what src/ builds to', async () => {
    const r = await runNode(join(copy, 'scripts', 'build.mjs'), ['--check'], { cwd: copy, timeoutMs: 120_000 });
    expect(r.code).toBe(0);
  }, 130_000);

  it('fails when a source file changed after the build', async () => {
    const f = join(copy, 'src', 'core', 'json', 'jcs.ts');
    const source = readFileSync(f, 'utf8');
    expect(source).toContain('export const MAX_DEPTH = 1000;');
    writeFileSync(f, source.replace('export const MAX_DEPTH = 1000;', 'export const MAX_DEPTH = 999;'));
    const r = await runNode(join(copy, 'scripts', 'build.mjs'), ['--check'], { cwd: copy, timeoutMs: 120_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/stale/);
    writeFileSync(f, source);
  }, 130_000);

  it('fails when only the shipped types would change (dist/index.d.ts and the files it imports are checked too)', async () => {
    const f = join(copy, 'src', 'core', 'lock', 'lock.ts');
    const source = readFileSync(f, 'utf8');
    const doc = '/** One pinned tool: digests and effective hints only, never text. */';
    expect(source).toContain(doc);
    writeFileSync(f, source.replace(doc, '/** One pinned tool. */'));
    const r = await runNode(join(copy, 'scripts', 'build.mjs'), ['--check'], { cwd: copy, timeoutMs: 120_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/stale .*dist\/core\/lock\/lock\.d\.ts/);
    writeFileSync(f, source);
  }, 130_000);
});

describe('the command line', () => {
  const names = Object.keys(COMMANDS);

  it('has the foundation commands', () => {
    expect(names).toEqual(expect.arrayContaining(['canonicalize', 'digest']));
  });

  it('lists every command in the main help (exit 0)', async () => {
    const r = await runCliProcess(['--help']);
    expect(r.code).toBe(0);
    for (const name of names) expect(r.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
  });

  it.each(Object.keys(COMMANDS))('prints help for %s with --help and with help NAME (exit 0)', async (name) => {
    const [a, b] = await Promise.all([runCliProcess([name, '--help']), runCliProcess(['help', name])]);
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    expect(a.stdout.startsWith(`Usage: toolseal ${name}`)).toBe(true);
    expect(b.stdout).toBe(a.stdout);
  });

  it('prints the package version with --version', async () => {
    const r = await runCliProcess(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${VERSION}\n`);
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['digets']],
    ['an unknown option', ['digest', '--frobnicate']],
    ['too many arguments', ['digest', 'a.json', 'b.json']],
  ])('refuses %s with exit 2 (USAGE) and one line', async (_what, args) => {
    expectOneLineError(await runCliProcess(args), 2, 'USAGE');
  });

  // parseArgs's own text advises `--`, which for toolseal starts a server command: the error is ours.
  it.each([
    [
      'a mistyped option, naming the closest',
      ['check', '--lok', 'x.lock'],
      'check: unknown option --lok (did you mean --lock?); run toolseal check --help',
    ],
    ['a prefix of an option', ['lock', '--updat'], 'lock: unknown option --updat (did you mean --update?); run toolseal lock --help'],
    [
      'an option no valid one is near (no guess)',
      ['digest', '--frobnicate'],
      'digest: unknown option --frobnicate; run toolseal digest --help',
    ],
    [
      'an option without its value',
      ['check', '--lock'],
      'check: --lock needs a value (--lock VALUE, or --lock=VALUE when it starts with -); run toolseal check --help',
    ],
    [
      'an option followed by another option instead of its value',
      ['check', '--lock', '--json'],
      'check: --lock needs a value (--lock VALUE, or --lock=VALUE when it starts with -); run toolseal check --help',
    ],
    ['a value given to a switch', ['digest', '--json=yes'], 'digest: --json takes no value; run toolseal digest --help'],
    ['a mistyped command', ['digets'], 'unknown command "digets" (did you mean digest?); run toolseal --help'],
    ['a command nothing is near', ['frobnicate'], 'unknown command "frobnicate"; run toolseal --help'],
  ])('refuses %s with its own one-line usage error (exit 2)', async (_what, args, message) => {
    const r = await runCliProcess(args);
    expectOneLineError(r, 2, 'USAGE');
    expect(r.stderr).toBe(`toolseal: USAGE: ${message}\n`);
  });

  it('(control) the option spelled right, and an unknown option after -- (the server command), are not usage errors', async () => {
    const right = await runCliProcess(['digest', '--json', EXAMPLE]);
    expect(right.code).toBe(0);
    const after = await runCliProcess([
      'snapshot',
      '--timeout',
      '20',
      '--',
      process.execPath,
      join(ROOT, 'examples', 'server', 'server.mjs'),
      '--lok',
    ]);
    expect(after.stderr).not.toContain('USAGE');
  });
});

// Audit findings 5 and 6: a server's own text (serverInfo, an error message) reaches the terminal and a
// GitHub Actions log only escaped: no raw control (ESC, OSC, the C1 CSI U+009B), no bidi override, and
// no line that starts with `::` (a workflow command: `::error::`, `::add-mask::`).
describe('server text on the terminal and in an Actions log', () => {
  const SCRIPTED = join(ROOT, 'test', 'fixtures', 'servers', 'scripted-stdio-server.mjs');
  const HOSTILE =
    '\n::error title=toolseal::all tools verified OK\n::add-mask::x \u001b[2J \u001b]0;owned\u0007 \u009b31m \u202egnp.exe \u200b';
  /** Raw controls (a newline is the output's own line end), DEL, C1, zero-width and bidi characters. */
  // eslint-disable-next-line no-control-regex -- the output must hold no raw control character
  const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;
  const expectSafe = (...outputs: string[]) => {
    for (const out of outputs) {
      expect(out).not.toMatch(RAW_CONTROL);
      expect(out.split('\n').filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
    }
  };
  const server = (name: string, cfg: unknown) => [process.execPath, SCRIPTED, file(`${name}.server.json`, JSON.stringify(cfg))];

  it('snapshot and statement summaries escape serverInfo.name and version; the control prints a plain name as is', async () => {
    const snap = join(dir, 'hostile.snapshot.json');
    const s = await runCliProcess([
      'snapshot',
      '--out',
      snap,
      '--',
      ...server('hostile', { serverInfo: { name: `evil${HOSTILE}`, version: `1.0${HOSTILE}` } }),
    ]);
    expect(s.code).toBe(0);
    expectSafe(s.stdout, s.stderr);
    expect(s.stderr).toMatch(
      /^evil\\u000a::error title=toolseal::all tools verified OK\\u000a::add-mask::x \\u001b\[2J .*: 1 tool in 1 page, /,
    );
    const st = await runCliProcess([
      'statement',
      '--snapshot',
      snap,
      '--server-name',
      'io.github.x/y',
      '--out',
      join(dir, 'hostile.statement.json'),
    ]);
    expect(st.code).toBe(0);
    expectSafe(st.stdout, st.stderr);
    const js = await runCliProcess([
      'statement',
      '--snapshot',
      snap,
      '--server-name',
      'io.github.x/y',
      '--out',
      join(dir, 'hostile2.statement.json'),
      '--json',
    ]);
    expectSafe(js.stdout, js.stderr);
    // Escaped, the JSON is still the same value: the version exactly as the server sent it.
    expect((JSON.parse(js.stdout) as { serverVersion: string }).serverVersion).toBe(`1.0${HOSTILE}`);

    // A name that is itself a workflow command would start the summary line.
    const lead = await runCliProcess([
      'snapshot',
      '--out',
      join(dir, 'lead.snapshot.json'),
      '--',
      ...server('lead', { serverInfo: { name: '::error::pwned', version: '1' } }),
    ]);
    expect(lead.code).toBe(0);
    expectSafe(lead.stdout, lead.stderr);
    expect(lead.stderr).toMatch(/^\\u003a:error::pwned: 1 tool in/);
    const plain = await runCliProcess([
      'snapshot',
      '--out',
      join(dir, 'plain.snapshot.json'),
      '--',
      ...server('plain', { serverInfo: { name: 'plain-server', version: '2.1' } }),
    ]);
    expect(plain.stderr).toMatch(/^plain-server: 1 tool in 1 page, sha256:/);
  });

  it('a server error message is escaped on stderr (one line) and in --json on stdout (the same JSON value)', async () => {
    const spec = server('error', { listError: `boom${HOSTILE}` });
    const r = await runCliProcess(['snapshot', '--', ...spec]);
    expectOneLineError(r, 4, 'SNAPSHOT_INCOMPLETE');
    expectSafe(r.stdout, r.stderr);
    expect(r.stderr).toContain('boom\\u000a::error title=toolseal::all tools verified OK\\u000a::add-mask::x \\u001b[2J');
    const j = await runCliProcess(['snapshot', '--json', '--', ...spec]);
    expectSafe(j.stdout, j.stderr);
    // The server's text is escaped where it enters the message, so every consumer (JSON, reports, logs) gets it so.
    expect((JSON.parse(j.stdout) as { message: string }).message).toContain('\\u009b31m \\u202egnp.exe');
  });

  it('escapeForTerminal: controls and bidi as \\u escapes, a leading :: broken, plain text unchanged', async () => {
    const { escapeForTerminal, jsonForTerminal, quoteForTerminal } = await import('../../../src/core/text/terminal-text.js');
    expect(escapeForTerminal('plain: text (ok) é 🙂')).toBe('plain: text (ok) é 🙂');
    expect(escapeForTerminal('a\nb\u001b[2J\u009b\u202e\u200b\u007f')).toBe('a\\u000ab\\u001b[2J\\u009b\\u202e\\u200b\\u007f');
    expect(escapeForTerminal('::error::x')).toBe('\\u003a:error::x');
    expect(escapeForTerminal('  ::warning::x')).toBe('  \\u003a:warning::x');
    expect(escapeForTerminal('a ::error::x')).toBe('a ::error::x');
    expect(quoteForTerminal('\u009b')).toBe('"\\u009b"');
    expect(JSON.parse(jsonForTerminal({ m: `x${HOSTILE}` }, 2))).toEqual({ m: `x${HOSTILE}` });
    expect(jsonForTerminal({ m: `x${HOSTILE}` }, 2)).not.toMatch(RAW_CONTROL);
  });
});
