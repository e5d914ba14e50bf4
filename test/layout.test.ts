import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROOT } from './support/paths.js';

// STYLE.md habit 13: a test lives where the file it tests lives (test/guard/pump.test.ts for
// src/guard/pump.ts); the process-level tests of dist/ are the end-to-end layer (test/e2e). Beside the src
// rooms and e2e: hostile (the threat-ordered cases, indexed in test/hostile/README.md) and docs (the
// documents and workflows as they are shipped).
const ROOMS = ['action', 'cli', 'core', 'fs', 'github', 'guard', 'mcp', 'run', 'sigstore'];
const LAYERS = ['e2e', 'hostile', 'docs'];
/** Not tests: helpers (test/support) and the servers, captures and vectors the tests use (test/fixtures). */
const NOT_TESTS = ['support', 'fixtures'];

/** Every file under dir (paths relative to ROOT, with /), skipping node_modules. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number) => {
    if (depth > 12) throw new Error(`folders nested deeper than 12 under ${dir}: ${d}`);
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p, depth + 1);
      else out.push(relative(ROOT, p).split(sep).join('/'));
    }
  };
  walk(join(ROOT, dir), 0);
  return out.sort();
}

/** The test files (test/…/*.test.ts) that live in no src room and no layer folder; the two house tests (this one, and the rooms of src/) are the exceptions. */
function misplacedTests(testFiles: string[]): string[] {
  return testFiles.filter((f) => {
    if (f === 'test/layout.test.ts' || f === 'test/rooms.test.ts') return false;
    const [top, folder, ...rest] = f.split('/');
    if (top !== 'test' || rest.length === 0) return true;
    return !ROOMS.includes(folder!) && !LAYERS.includes(folder!);
  });
}

/**
 * The source files with no test at the matching path: src/<room>/<name>.ts is matched by
 * test/<room>/<name>.test.ts or by any test under test/<room>/<name>/ (a module with several aspects).
 */
function untestedModules(sourceFiles: string[], testFiles: string[]): string[] {
  const tests = new Set(testFiles);
  return sourceFiles.filter((s) => {
    const stem = s.replace(/^src\//, 'test/').replace(/\.ts$/, '');
    return !tests.has(`${stem}.test.ts`) && !testFiles.some((t) => t.startsWith(`${stem}/`) && t.endsWith('.test.ts'));
  });
}

const testFiles = filesUnder('test').filter((f) => f.endsWith('.test.ts'));
const sourceFiles = filesUnder('src').filter((f) => f.endsWith('.ts'));

describe('the layout of test/', () => {
  it('every test lives in a src room (action, cli, core, fs, github, guard, mcp, run, sigstore), or in e2e, hostile or docs', () => {
    expect(testFiles.length).toBeGreaterThan(100);
    expect(misplacedTests(testFiles)).toEqual([]);
  });

  it('the rule refuses a test outside them (a folder that mirrors nothing, or test/ itself), and takes its twins', () => {
    const hostile = ['test/verify/tamper.test.ts', 'test/dist/walkthrough.test.ts', 'test/tamper.test.ts', 'test/supportive/x.test.ts'];
    const twins = [
      'test/run/verify/tamper.test.ts',
      'test/e2e/walkthrough.test.ts',
      'test/hostile/policy-rename.test.ts',
      'test/layout.test.ts',
      'test/rooms.test.ts',
    ];
    expect(misplacedTests([...hostile, ...twins])).toEqual(hostile);
  });

  it('holds no test in test/support or test/fixtures (helpers and fixtures only)', () => {
    for (const folder of NOT_TESTS) expect(testFiles.filter((f) => f.startsWith(`test/${folder}/`))).toEqual([]);
  });

  it('matches a module by its own test file or by a folder of tests named after it, and nothing else', () => {
    const sources = ['src/fs/json-file.ts', 'src/core/lock.ts', 'src/run/verify.ts', 'src/guard/pump.ts'];
    const tests = [
      'test/fs/json-file/read-user-file.test.ts',
      'test/core/lock.test.ts',
      'test/run/verify-extra.test.ts',
      'test/run/verify/helper.ts',
    ];
    expect(untestedModules(sources, tests)).toEqual(['src/run/verify.ts', 'src/guard/pump.ts']);
  });

  it('lists the source files with no test at the matching path (printed, not a failure)', () => {
    const untested = untestedModules(sourceFiles, testFiles);
    const tested = sourceFiles.length - untested.length;
    console.log(
      `${tested} of ${sourceFiles.length} source files have a test at the matching path; without one:\n` +
        untested.map((s) => `  ${s}`).join('\n'),
    );
    expect(tested).toBeGreaterThan(0);
  });
});

describe('test/hostile/README.md, the index of the hostile cases', () => {
  const index = readFileSync(join(ROOT, 'test', 'hostile', 'README.md'), 'utf8');
  const named = [...index.matchAll(/`(test\/[^`\s]+)`/g)].map((m) => m[1]!);

  it('names every file of test/hostile', () => {
    const hostileTests = testFiles.filter((f) => f.startsWith('test/hostile/'));
    expect(hostileTests.length).toBeGreaterThan(0);
    expect(hostileTests.filter((f) => !named.includes(f))).toEqual([]);
  });

  it('names only files and folders that exist (a moved test moves its line in the index)', () => {
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((p) => !existsSync(join(ROOT, p.replace(/\/$/, ''))))).toEqual([]);
  });
});
