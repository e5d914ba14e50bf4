// The npm package as a user gets it: `npm pack`, installed from the tarball into an empty folder with no
// registry (the package has no dependencies: dist/ bundles them), then `npx toolseal` and the library's
// types from a consumer's TypeScript file. Runs the committed dist/ (`npm run build` first).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { digestTools, type RawTool } from '../../../src/core/surface/surface.js';
import { ROOT } from '../../support/paths.js';
import { runNode, type ProcessResult } from '../../support/run-process.js';

/** npm's own entry script, run on this Node (24): the one `npm run jest` started from, else the one on PATH. */
function npmCli(): string {
  const fromRun = process.env.npm_execpath;
  if (fromRun && /npm-cli\.js$/.test(fromRun) && existsSync(fromRun)) return fromRun;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const bin = join(dir, 'npm');
    if (!existsSync(bin)) continue;
    const cli = join(dirname(realpathSync(bin)), 'npm-cli.js');
    if (existsSync(cli)) return cli;
  }
  throw new Error('npm not found on PATH');
}

const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const EXAMPLE = join(ROOT, 'examples', 'tools-list.json');

let temp: string;
let consumer: string;
let env: NodeJS.ProcessEnv;
const npm = (args: string[], cwd: string): Promise<ProcessResult> => runNode(npmCli(), args, { cwd, env, timeoutMs: 240_000 });

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'toolseal-pack-'));
  consumer = join(temp, 'consumer');
  // Node 24 first on PATH, so the bin's `#!/usr/bin/env node` runs on it; a cache of its own and no registry
  // within reach: anything the install tried to download would fail the test.
  env = {
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
    HOME: temp,
    npm_config_cache: join(temp, 'cache'),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  const pack = await npm(['pack', '--pack-destination', temp, '--json'], ROOT);
  if (pack.code !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
  const tarball = join(temp, (JSON.parse(pack.stdout) as Array<{ filename: string }>)[0]!.filename);
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const install = await npm(['install', '--offline', '--no-package-lock', tarball], consumer);
  if (install.code !== 0) throw new Error(`npm install of the tarball failed: ${install.stderr}`);
}, 300_000);

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the packed package, installed from its tarball with no registry', () => {
  it('installs itself and nothing else (dist/ bundles every dependency)', () => {
    const installed = readdirSync(join(consumer, 'node_modules')).filter((n) => !n.startsWith('.'));
    expect(installed).toEqual([PKG.name]);
  });

  it('ships the bundles, the actions, the types, the docs the help text points to, and the license', () => {
    const at = join(consumer, 'node_modules', PKG.name);
    for (const f of [
      'dist/cli.js',
      'dist/index.js',
      'dist/index.d.ts',
      'action.yml',
      'check/action.yml',
      'verify/action.yml',
      'docs/formats.md',
      'docs/troubleshooting.md',
      'docs/workflows/release-signing.yml',
      'LICENSE',
      'README.md',
    ]) {
      expect({ file: f, shipped: existsSync(join(at, f)) }).toEqual({ file: f, shipped: true });
    }
    expect(readFileSync(join(at, 'LICENSE'), 'utf8')).toMatch(
      /Apache License\s+Version 2\.0, January 2004[\s\S]*END OF TERMS AND CONDITIONS/,
    );
    // Nothing of the repository's own: sources, tests, fixtures.
    expect(existsSync(join(at, 'src'))).toBe(false);
    expect(existsSync(join(at, 'test'))).toBe(false);
  });

  it('runs as npx toolseal --help', async () => {
    const r = await npm(['exec', '--offline', '--', 'toolseal', '--help'], consumer);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(new RegExp(`^toolseal ${PKG.version.replace(/\./g, '\\.')}: `));
  });

  it('digests a tools/list result as the library does', async () => {
    const r = await npm(['exec', '--offline', '--', 'toolseal', 'digest', '--json', EXAMPLE], consumer);
    expect(r.code).toBe(0);
    const tools = (JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { tools: RawTool[] }).tools;
    expect((JSON.parse(r.stdout) as { manifestDigest: string }).manifestDigest).toBe(digestTools(tools).manifestDigest);
  });

  it('ships declarations that import no other package, Node included (the consumer installs toolseal alone)', () => {
    const at = join(consumer, 'node_modules', PKG.name, 'dist');
    const declarations = readdirSync(at, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.d.ts'));
    expect(declarations.length).toBeGreaterThan(10);
    const bare = declarations.flatMap((f) =>
      [...readFileSync(join(at, f), 'utf8').matchAll(/(?:from |import\()'([^.'][^']*)'/g)].map((m) => `${f}: ${m[1]}`),
    );
    expect(bare).toEqual([]);
    // The types they took from elsewhere are declared in the package itself.
    expect(readFileSync(join(at, 'external-types.d.ts'), 'utf8')).toMatch(/export interface SerializedBundle \{\}/);
  });

  it('type-checks a consumer against the shipped types with the library check on (and the types are real: a wrong use is an error)', async () => {
    writeFileSync(
      join(consumer, 'consumer.ts'),
      [
        "import { EXIT, ToolsealError, canonicalize, lockEntryOf, manifestDigest, signStatement, takeSnapshot, loadTrustedRoot, type Digest, type Lockfile, type RawTool } from 'toolseal';",
        "const tools: RawTool[] = [{ name: 'search', description: 'Search the docs.', inputSchema: { type: 'object' } }];",
        'const digest: Digest = manifestDigest(tools);',
        'const lock: Lockfile = { lockfileVersion: 1, servers: { docs: lockEntryOf(tools) } };',
        'const widening: 3 = EXIT.PRIVILEGE_WIDENING;',
        'const bytes: string = canonicalize({ b: 1, a: 2 });',
        "const err = new ToolsealError('USAGE', 'x');",
        'export const used = [digest, lock, widening, bytes, err.code, signStatement, takeSnapshot, loadTrustedRoot];',
        '// @ts-expect-error: a digest is a string (if the types were missing, this line would not be an error)',
        'export const wrong: number = manifestDigest(tools);',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2023',
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const ok = await runNode(tsc, ['-p', join(consumer, 'tsconfig.json')], { cwd: consumer, env, timeoutMs: 120_000 });
    expect({ code: ok.code, out: ok.stdout }).toEqual({ code: 0, out: '' });
    // Control: the same file with an unknown export fails (the check is real, and reads the package's types).
    writeFileSync(join(consumer, 'consumer.ts'), "import { noSuchExport } from 'toolseal';\nexport const x = noSuchExport;\n");
    const bad = await runNode(tsc, ['-p', join(consumer, 'tsconfig.json')], { cwd: consumer, env, timeoutMs: 120_000 });
    expect(bad.code).not.toBe(0);
    expect(bad.stdout).toContain("has no exported member 'noSuchExport'");
  }, 180_000);
});

describe('installed from a commit (a git dependency, as the README says), with no registry', () => {
  // npm installs every devDependency of a git dependency that has a build, prepare or install script (to
  // run it): with one, this install would reach for the registry and fail here.
  let gitConsumer: string;
  let sha: string;
  beforeAll(async () => {
    sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const repo = join(temp, 'toolseal.git');
    execFileSync('git', ['clone', '--quiet', '--bare', ROOT, repo], { timeout: 120_000 });
    gitConsumer = join(temp, 'git-consumer');
    mkdirSync(gitConsumer);
    writeFileSync(join(gitConsumer, 'package.json'), JSON.stringify({ name: 'git-consumer', private: true, type: 'module' }));
    const install = await npm(['install', '--offline', '--no-package-lock', `git+file://${repo}#${sha}`], gitConsumer);
    if (install.code !== 0) throw new Error(`npm install of the commit failed: ${install.stderr}`);
  }, 300_000);

  it('the committed package.json has no script npm would install the devDependencies for', () => {
    const committed = JSON.parse(execFileSync('git', ['show', `${sha}:package.json`], { cwd: ROOT, encoding: 'utf8' })) as {
      scripts?: Record<string, string>;
    };
    for (const name of ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall'])
      expect({ name, script: committed.scripts?.[name] }).toEqual({ name, script: undefined });
  });

  it('installs itself and nothing else, and runs as npx toolseal --help', async () => {
    expect(readdirSync(join(gitConsumer, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual([PKG.name]);
    expect(existsSync(join(gitConsumer, 'node_modules', PKG.name, 'src'))).toBe(false);
    const r = await npm(['exec', '--offline', '--', 'toolseal', '--help'], gitConsumer);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(new RegExp(`^toolseal ${PKG.version.replace(/\./g, '\\.')}: `));
  });
});
