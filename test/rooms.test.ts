import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ROOT } from './support/paths.js';

// The rooms of src/ and which of them each may import (see CONTRIBUTING.md): rules and formats at the
// bottom, then the adapters and the server talk, the guard, the command flows, and the two entry points.
// `version.ts` (the package version) is a leaf any room may read; `index.ts` is the library's face.
const MAY_IMPORT: Record<string, string[]> = {
  core: [],
  fs: ['core'],
  sigstore: ['core', 'fs'],
  github: ['core', 'fs'],
  mcp: ['core', 'fs'],
  guard: ['core', 'fs', 'mcp'],
  run: ['core', 'fs', 'github', 'guard', 'mcp', 'sigstore'],
  cli: ['core', 'fs', 'github', 'guard', 'mcp', 'run', 'sigstore'],
  action: ['core', 'fs', 'github', 'guard', 'mcp', 'run', 'sigstore'],
};
const LEAVES = new Set(['version']);

const SRC = join(ROOT, 'src');

/** The relative module specifiers a source file names (static and type imports, re-exports, import()). */
function relativeImports(source: string): string[] {
  const out: string[] = [];
  for (const re of [
    /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/g,
    /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  ])
    for (const m of source.matchAll(re)) out.push(m[1]!);
  return out;
}

/** The room a path under src/ is in: its first folder, or the top-level module's name. */
function roomOf(path: string): string {
  const rel = relative(SRC, path).split(sep);
  return rel.length > 1 ? rel[0]! : rel[0]!.replace(/\.[jt]s$/, '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every import from one room into another that the table does not allow, as `file -> specifier`. */
function crossings(files: Array<{ path: string; source: string }>): string[] {
  const bad: string[] = [];
  for (const { path, source } of files) {
    const from = roomOf(path);
    const allowed = MAY_IMPORT[from];
    if (!allowed) continue;
    for (const spec of relativeImports(source)) {
      const to = roomOf(resolve(dirname(path), spec));
      if (to === from || LEAVES.has(to) || allowed.includes(to)) continue;
      bad.push(`${relative(ROOT, path)} -> ${spec}`);
    }
  }
  return bad;
}

describe('the rooms of src/ import only the rooms below them', () => {
  const files = sourceFiles(SRC).map((path) => ({ path, source: readFileSync(path, 'utf8') }));

  it('every folder of src/ is a room of the table', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('no import crosses into a room above its own', () => {
    expect(crossings(files)).toEqual([]);
  });

  it('(control) an upward import is found: core reading the guard, mcp reading the command line, a type-only one too', () => {
    const fake = (room: string, source: string) => ({ path: join(SRC, room, 'x.ts'), source });
    expect(
      crossings([
        fake('core', "import { GuardProxy } from '../guard/proxy.js';"),
        fake('mcp', "import type { CommandContext } from '../cli/command.js';"),
        fake('action', "export { parseHeaders } from '../cli/server-args.js';"),
        fake('guard', "const m = await import('../run/check.js');"),
      ]),
    ).toEqual([
      'src/core/x.ts -> ../guard/proxy.js',
      'src/mcp/x.ts -> ../cli/command.js',
      'src/action/x.ts -> ../cli/server-args.js',
      'src/guard/x.ts -> ../run/check.js',
    ]);
    // Its twin: imports within a room, downward, and of the version leaf pass.
    expect(
      crossings([
        fake(
          'guard',
          "import { x } from './pump.js';\nimport type { Y } from '../mcp/server-spec.js';\nimport { VERSION } from '../version.js';",
        ),
      ]),
    ).toEqual([]);
  });
});
