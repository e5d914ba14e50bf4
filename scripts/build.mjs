// Builds the committed, self-contained bundles in dist/ (the CLI, the action entries, the library).
// `--check` builds into a temporary folder and fails when dist/ differs, so a stale dist/ cannot land.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const entries = {
  cli: 'src/cli/bin.ts',
  index: 'src/index.ts',
  publish: 'src/action/publish.ts',
  verify: 'src/action/verify.ts',
  check: 'src/action/check.ts',
};
const entryPoints = Object.fromEntries(
  Object.entries(entries).filter(([, file]) => existsSync(join(root, file))).map(([k, f]) => [k, join(root, f)]),
);

const outdir = check ? mkdtempSync(join(tmpdir(), 'toolseal-dist-')) : join(root, 'dist');
if (!check) rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'linked',
  logLevel: 'warning',
  define: { __TOOLSEAL_VERSION__: JSON.stringify(pkg.version) },
  // jsonc-parser's "main" is a UMD build that require()s its parts at run time, which a bundle cannot
  // follow; its ES module build bundles.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  // Some CommonJS dependencies call require() on Node built-ins; give ESM chunks a real require.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __toolsealCreateRequire } from 'node:module';\nconst require = __toolsealCreateRequire(import.meta.url);",
  },
});

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
    console.error(`dist/ is stale against src/ (${stale.length} file(s) differ, e.g. dist/${stale[0]}): run npm run build and commit dist/`);
    process.exit(1);
  }
  console.log(`dist/ is up to date (${want.length} files)`);
}
