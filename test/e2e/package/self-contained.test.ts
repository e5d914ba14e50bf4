import { isBuiltin } from 'node:module';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { FakeGitHub } from '../../support/fake-github.js';
import { ROOT } from '../../support/paths.js';
import { readActionManifest, runAction } from '../../support/run-action.js';
import { runNode } from '../../support/run-process.js';
import { pullRequestEvent, SURFACES, TOKEN, workspace } from '../../support/check-action-fixtures.js';

// The committed dist/ is what `uses: owner/toolseal@v1` and `npx toolseal` run: the runner checks out the
// action's repository without node_modules. So the bundles must run from a copy with nothing beside them.
// Imported inside a try by a dependency, for a feature toolseal does not use (the proxy agent's Negotiate
// authentication); its absence is handled where it is imported.
const OPTIONAL_IMPORTS = new Set(['kerberos']);
const ACTION_DIRS = ['.', 'verify', 'check'].filter((d) => existsSync(join(ROOT, d, 'action.yml')));

describe('dist/ bundles, copied to a folder with no node_modules', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'toolseal-dist-copy-'));
    cpSync(join(ROOT, 'dist'), join(copy, 'dist'), { recursive: true });
    for (const d of ACTION_DIRS) cpSync(join(ROOT, d, 'action.yml'), join(copy, d, 'action.yml'));
    cpSync(join(ROOT, 'examples', 'tools-list.json'), join(copy, 'tools-list.json'));
    // Control for the premise: nothing up the tree could lend a module.
    for (let d = copy; ; d = dirname(d)) {
      expect(existsSync(join(d, 'node_modules'))).toBe(false);
      if (dirname(d) === d) break;
    }
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('has one node24 action per action.yml, each pointing at a bundle in dist/', () => {
    expect(ACTION_DIRS).toContain('check');
    for (const d of ACTION_DIRS) {
      const m = readActionManifest(join(copy, d, 'action.yml'));
      expect(m.using).toBe('node24');
      const main = join(copy, d, m.main);
      expect(relative(join(copy, 'dist'), main).split(sep)[0]).not.toBe('..');
      expect(existsSync(main)).toBe(true);
      // Every action reads a snapshot wherever it reads a server.
      expect(Object.keys(m.inputs)).toContain('snapshot');
    }
  });

  it('imports nothing from outside dist/ but Node built-ins', () => {
    const files = readdirSync(join(copy, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    for (const f of files) {
      const text = readFileSync(join(copy, 'dist', f), 'utf8');
      const specifiers = [
        ...[...text.matchAll(/^\s*(?:import|export)\b[^;'"]*?from\s*["']([^"']+)["']/gm)].map((m) => m[1]!),
        ...[...text.matchAll(/^\s*import\s*["']([^"']+)["']/gm)].map((m) => m[1]!),
        // Calls in code; not code that a library generates as text (ajv writes `require("ajv/…")` into strings).
        ...[...text.matchAll(/(?<![`'"\w.])(?:import|require)\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!),
      ];
      for (const s of specifiers) {
        const ok = s.startsWith('./') || s.startsWith('../') || isBuiltin(s) || OPTIONAL_IMPORTS.has(s);
        expect({ file: f, s, ok }).toEqual({ file: f, s, ok: true });
      }
      expect(text).not.toContain(join(ROOT, 'node_modules'));
    }
  });

  it('runs the CLI', async () => {
    const r = await runNode(join(copy, 'dist', 'cli.js'), ['digest', '--json', join(copy, 'tools-list.json')], { cwd: copy });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ toolCount: 2 });
  });

  it('loads the library (dist/index.js)', async () => {
    const script = `import(${JSON.stringify(join(copy, 'dist', 'index.js'))}).then((m) => process.stdout.write(m.canonicalize({ b: 1, a: [1e21, -0] })))`;
    const r = await runNode('--input-type=module', ['-e', script], { cwd: copy });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('{"a":[1e+21,0],"b":1}');
  });

  it('runs the check action on a pull request the way the runner starts it', async () => {
    const gh = new FakeGitHub({ tokens: { [TOKEN]: 'write' } });
    const apiUrl = await gh.start();
    const ws = workspace(SURFACES.widened());
    try {
      const r = await runAction(join(copy, 'check'), {
        cwd: ws,
        token: TOKEN,
        apiUrl,
        event: pullRequestEvent(),
        inputs: { snapshot: 'now.snapshot.json' },
      });
      expect(r.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find (module|package)/);
      expect(r.code).toBe(3);
      expect(r.outputs['pin-state']).toBe('changed');
      expect(gh.commentsOn(42)).toHaveLength(1);
    } finally {
      await gh.stop();
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it.each(ACTION_DIRS.filter((d) => d !== 'check'))('starts the %s action and fails cleanly without inputs', async (d) => {
    const r = await runAction(join(copy, d), { timeoutMs: 30_000 });
    expect(r.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find (module|package)/);
    expect(r.code).not.toBe(0);
    expect(r.commands.some((c) => c.command === 'error')).toBe(true);
  });
});
