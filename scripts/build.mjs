// Builds the committed, self-contained bundles in dist/ (the CLI, the action entries, the library).
// `--check` builds into a temporary folder and fails when dist/ differs, so a stale dist/ cannot land.
import { build, transform } from 'esbuild';
import ts from 'typescript';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// package.json's repository as a web address (`git+https://…/x.git` → `https://…/x`).
const repository = String(pkg.repository?.url ?? pkg.repository ?? '')
  .replace(/^git\+/, '')
  .replace(/\.git$/, '');

const entries = {
  cli: 'src/cli/bin.ts',
  index: 'src/index.ts',
  publish: 'src/action/publish.ts',
  verify: 'src/action/verify.ts',
  check: 'src/action/check.ts',
};
const entryPoints = Object.fromEntries(
  Object.entries(entries)
    .filter(([, file]) => existsSync(join(root, file)))
    .map(([k, f]) => [k, join(root, f)]),
);

const outdir = check ? mkdtempSync(join(tmpdir(), 'toolseal-dist-')) : join(root, 'dist');
if (!check) rmSync(outdir, { recursive: true, force: true });

// Single-file CLIs: bin.ts loads ./single-file-cli.js (digest, canonicalize), ./single-file-verify-bundle.js
// (verify-bundle) and ./single-file-snapshot-pin.js (lock and check of a snapshot file), each the CLI for those
// commands only, built as one file (no chunks): in the main build they are the separately built
// dist/cli-light.js, dist/cli-verify-bundle.js and dist/cli-pin.js, not chunks of it.
const SINGLE_FILE_CLIS = { 'cli-light': ['digest', 'canonicalize'], 'cli-verify-bundle': ['verify-bundle'], 'cli-pin': ['lock', 'check'] };
const SINGLE_FILE_NAMES = {
  './single-file-cli.js': './cli-light.js',
  './single-file-verify-bundle.js': './cli-verify-bundle.js',
  './single-file-snapshot-pin.js': './cli-pin.js',
};
const singleFileCliIsSeparate = {
  name: 'single-file-cli-is-separate',
  setup(b) {
    b.onResolve({ filter: /^\.\/single-file-(cli|verify-bundle|snapshot-pin)\.js$/ }, (args) =>
      args.importer.endsWith('bin.ts') ? { path: SINGLE_FILE_NAMES[args.path], external: true } : undefined,
    );
  },
};
// What lock and check load only for a live server or a config file (bin.ts sends those to the full CLI):
// left out of dist/cli-pin.js, each in its place a module that refuses to load, naming itself.
const NOT_FOR_SNAPSHOT_FILES = ['src/mcp/snapshot/live-snapshot.ts', 'src/mcp/config/config-file.ts', 'src/run/package-pins.ts'];
const withoutServers = {
  name: 'snapshot-files-only',
  setup(b) {
    b.onResolve({ filter: /\.js$/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const target = relative(root, join(dirname(args.importer), args.path)).replace(/\.js$/, '.ts');
      return NOT_FOR_SNAPSHOT_FILES.includes(target) ? { path: target, namespace: 'not-in-cli-pin' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'not-in-cli-pin' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`toolseal: dist/cli-pin.js reads snapshot files only and has no ${args.path}; run the command with dist/cli.js`)});`,
      loader: 'js',
    }));
  },
};
// The other commands stay out of a single-file CLI (their imports are left as they are and never run: bin.ts
// sends them to the full CLI).
const onlyCommands = (names) => ({
  name: 'only-single-file-commands',
  setup(b) {
    b.onResolve({ filter: /^\.\/commands\/.*\.js$/ }, (args) =>
      args.kind === 'dynamic-import' && !names.some((n) => args.path === `./commands/${n}.js`)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
});

// In dist/cli-pin.js, its commands are imported statically (main.ts loads every command with a dynamic
// import): the code a check or a lock runs is then in the entry file itself, not in some twenty chunks
// it would load one by one (each file a module to resolve, read and link: about a millisecond each).
const commandsInEntry = (names) => ({
  name: 'single-file-commands-in-entry',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]cli[\\/]main\.ts$/ }, (args) => {
      let text = readFileSync(args.path, 'utf8');
      const head = [];
      for (const [i, n] of names.entries()) {
        const call = `import('./commands/${n}.js')`;
        if (!text.includes(call)) throw new Error(`${relative(root, args.path)}: no ${call} to bundle into the entry`);
        head.push(`import * as entryCommand${i} from './commands/${n}.js';`);
        text = text.replaceAll(call, `Promise.resolve(entryCommand${i})`);
      }
      return { contents: head.join('\n') + '\n' + text, loader: 'ts' };
    });
  },
});

const common = {
  absWorkingDir: root,
  write: false,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  legalComments: 'linked',
  logLevel: 'warning',
  define: { __TOOLSEAL_VERSION__: JSON.stringify(pkg.version), __TOOLSEAL_REPOSITORY__: JSON.stringify(repository) },
  // jsonc-parser's "main" is a UMD build that require()s its parts at run time, which a bundle cannot
  // follow; its ES module build bundles.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  // Some CommonJS dependencies call require() on Node built-ins; give ESM chunks a real require.
  banner: {
    js: "#!/usr/bin/env node\nconst require = process.getBuiltinModule('node:module').createRequire(import.meta.url);",
  },
};
// dist/cli-pin.js is split: a check or lock of a snapshot file loads it and the chunks in dist/cli-pin-chunks/
// its commands import, while what it reaches only through a dynamic import (Sigstore verification, fetch,
// the registry and attestation lookups of signed upgrades and publisher options) is left in chunks of its
// own, read only when run. Parsing those took a matched check about a third of its start-up.
const singleFileClis = [];
for (const [name, commands] of Object.entries(SINGLE_FILE_CLIS)) {
  const pin = name === 'cli-pin';
  singleFileClis.push(
    await build({
      ...common,
      entryPoints: { [name]: join(root, 'src/cli/single-file-cli.ts') },
      outdir,
      splitting: pin,
      ...(pin ? { chunkNames: 'cli-pin-chunks/[name]-[hash]' } : {}),
      plugins: pin ? [onlyCommands(commands), withoutServers, commandsInEntry(commands)] : [onlyCommands(commands)],
    }),
  );
}
const result = await build({
  ...common,
  plugins: [singleFileCliIsSeparate],
  entryPoints,
  outdir,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
});

// Node's built-ins are taken with process.getBuiltinModule instead of an ESM `import`: an ESM import of a
// built-in builds its whole namespace at start-up, reading every lazily loaded export (node:util's
// TextDecoder pulls in its diff and colour code), a good part of a small command's start-up time.
// Destructuring reads only the names a chunk uses.
const IMPORT_BUILTIN = /^import\s+([^;'"]*?)\s+from\s+"(node:[a-z_/]+)";$/gm;
function builtinsWithoutEsmImport(code) {
  return code.replace(IMPORT_BUILTIN, (_all, clause, spec) => {
    const get = `process.getBuiltinModule(${JSON.stringify(spec)})`;
    const parts = [];
    const named = /\{([^}]*)\}/.exec(clause);
    const rest = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,\s*$/, '')
      .replace(/^\s*,/, '')
      .trim();
    if (rest.startsWith('* as ')) parts.push(`const ${rest.slice(5).trim()} = ${get};`);
    else if (rest !== '') parts.push(`const ${rest} = ${get};`);
    if (named) {
      const names = named[1]
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map((x) => x.replace(/^(\S+)\s+as\s+(\S+)$/, '$1: $2'));
      parts.push(`const { ${names.join(', ')} } = ${get};`);
    }
    return parts.join('\n');
  });
}
// Every JavaScript file is ASCII: V8 keeps a source with one other character as two bytes a character and
// decodes all of it at load (about 20 ms of dist/cli-pin.js's start-up when it was one file). esbuild
// already writes strings, template literals, regular expressions and names in ASCII (its default charset);
// what it leaves is comments, where a character becomes the text \u{...} of its code point.
const NON_ASCII = /[\u0080-\u{10ffff}]/gu;
async function asciiOnly(code, file) {
  const out = code.replace(NON_ASCII, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
  if (out === code) return code;
  // Only comments changed: the same program once esbuild has dropped every comment.
  const bare = async (js) => (await transform(js, { loader: 'js', minifyWhitespace: true, legalComments: 'none', charset: 'ascii' })).code;
  if ((await bare(code)) !== (await bare(out)))
    throw new Error(`${relative(root, file)}: a character other than ASCII outside its comments`);
  return out;
}
for (const file of [...result.outputFiles, ...singleFileClis.flatMap((l) => l.outputFiles)]) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.path.endsWith('.js') ? await asciiOnly(builtinsWithoutEsmImport(file.text), file.path) : file.contents);
}

// The library's type declarations (dist/index.d.ts and the files it imports), from the same sources and
// the repository's tsconfig.json, so the package ships types for its `exports`.
{
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) },
  );
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: join(root, 'src'),
    outDir: outdir,
    types: ['node'],
    typeRoots: [join(root, 'node_modules', '@types')],
  };
  const program = ts.createProgram([join(root, entries.index)], options);
  const { diagnostics } = program.emit();
  const errors = [...ts.getPreEmitDiagnostics(program), ...diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length) fail(errors);
  declarationsStandAlone(outdir);
}

// A consumer installs the package alone (dist/ bundles its dependencies' code, not their types), so the
// declarations may not import another package, Node's own types included (a consumer without @types/node
// would fail with TS2307 unless it skipped the library check). Each type they take from elsewhere is
// declared once in dist/external-types.d.ts as an opaque interface of that name, saying where it comes from.
function declarationsStandAlone(dir) {
  const IMPORT = /^import (type )?\{([^}]*)\} from '([^.'][^']*)';$/gm;
  const origin = new Map();
  for (const f of listFiles(dir).filter((x) => x.endsWith('.d.ts'))) {
    const file = join(dir, f);
    const text = readFileSync(file, 'utf8');
    const rel = relative(dirname(file), join(dir, 'external-types.js')).replace(/\\/g, '/');
    let out = text.replace(IMPORT, (_all, _type, names, spec) => {
      const list = names
        .split(',')
        .map((n) => n.trim().replace(/^type\s+/, ''))
        .filter(Boolean);
      for (const n of list) {
        if (!/^[A-Za-z_$][\w$]*$/.test(n)) throw new Error(`${f}: cannot stand in for ${JSON.stringify(n)} from ${spec}`);
        if (origin.has(n) && origin.get(n) !== spec) throw new Error(`${f}: ${n} comes from both ${origin.get(n)} and ${spec}`);
        origin.set(n, spec);
      }
      return `import type { ${list.join(', ')} } from '${rel.startsWith('.') ? rel : `./${rel}`}';`;
    });
    // Node's globals: the bytes of a Buffer and the NodeJS names, as the standard library has them.
    const globals = ['Buffer', 'NodeJS'].filter((g) => new RegExp(`\\b${g}\\b(?!')`).test(out.replace(/^\s*(\/\*\*|\*|\/\/).*$/gm, '')));
    if (globals.length) out = `import type { ${globals.join(', ')} } from '${rel.startsWith('.') ? rel : `./${rel}`}';\n` + out;
    const left = /^import[^;]*from '([^.'][^']*)';$/m.exec(out) ?? /import\('([^.'][^']*)'\)/.exec(out);
    if (left) throw new Error(`${f}: its declarations import ${left[1]}, which the package does not install`);
    if (out !== text) writeFileSync(file, out);
  }
  const lines = [
    '// Types the library takes from packages it bundles or from Node: declared here so that the package',
    "// stands alone for a consumer's type check. Each is opaque: its members are in the package named.",
    '',
  ];
  for (const [name, spec] of [...origin].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`/** ${name} from ${spec}. */`, `export interface ${name} {}`);
  }
  lines.push(
    '/** The bytes of a Node Buffer. */',
    'export interface Buffer extends Uint8Array {}',
    "/** Node's NodeJS names the declarations use, as plain types. */",
    'export declare namespace NodeJS {',
    '  type ProcessEnv = Record<string, string | undefined>;',
    '  type Platform = string;',
    '  type Signals = string;',
    '}',
  );
  writeFileSync(join(dir, 'external-types.d.ts'), lines.join('\n') + '\n');
}

function fail(diagnostics) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.error(`type declarations: ${ts.formatDiagnostics(diagnostics, host)}`);
  process.exit(1);
}

function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

if (check) {
  const committed = join(root, 'dist');
  const want = listFiles(outdir);
  const have = listFiles(committed);
  const stale = [];
  for (const f of new Set([...want, ...have])) {
    const a = existsSync(join(outdir, f)) ? readFileSync(join(outdir, f)) : null;
    const b = existsSync(join(committed, f)) ? readFileSync(join(committed, f)) : null;
    if (!a || !b || !a.equals(b)) stale.push(f);
  }
  rmSync(outdir, { recursive: true, force: true });
  if (stale.length) {
    console.error(
      `dist/ is stale against src/ (${stale.length} file(s) differ, e.g. dist/${stale[0]}): run npm run bundle and commit dist/`,
    );
    process.exit(1);
  }
  console.log(`dist/ is up to date (${want.length} files)`);
}
