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

// core/ and mcp/ are rooms of rooms (each folder's README.md says what it owns): the same rule inside them.
// A room outside may import any of their inner rooms; `core/errors.ts` (the error class and exit codes) is
// a leaf every room of core may read. Nothing else sits loose at their top.
const INNER: Record<string, Record<string, string[]>> = {
  core: {
    json: [],
    text: [],
    surface: ['json'],
    origin: ['json', 'surface', 'text'],
    statement: ['json', 'origin', 'surface', 'text'],
    snapshot: ['json', 'surface'],
    lock: ['json', 'origin', 'surface', 'text'],
    check: ['json', 'lock', 'origin', 'surface', 'text'],
    report: ['check', 'surface', 'text'],
    guard: ['check', 'lock', 'report', 'statement', 'surface', 'text'],
  },
  mcp: {
    server: [],
    process: ['server'],
    transport: ['process', 'server'],
    oauth: ['process', 'server', 'transport'],
    config: ['server'],
    snapshot: ['config', 'oauth', 'server', 'transport'],
  },
};
const INNER_LEAVES: Record<string, string[]> = { core: ['errors'], mcp: [] };

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

/** The inner room of a path in core/ or mcp/ (`json`, `transport`), or a loose module's name there (`errors`). */
function innerRoomOf(path: string): string {
  const rel = relative(SRC, path).split(sep);
  return rel.length > 2 ? rel[1]! : rel[1]!.replace(/\.[jt]s$/, '');
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
      const target = resolve(dirname(path), spec);
      const to = roomOf(target);
      if (to === from && INNER[from]) {
        const [a, b] = [innerRoomOf(path), innerRoomOf(target)];
        if (a === b || INNER_LEAVES[from]!.includes(b) || INNER[from]![a]?.includes(b)) continue;
      } else if (to === from || LEAVES.has(to) || allowed.includes(to)) continue;
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

  it.each(Object.keys(INNER))('%s/ holds only its rooms (folders of the table) and its leaves', (outer) => {
    const entries = readdirSync(join(SRC, outer), { withFileTypes: true });
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual(Object.keys(INNER[outer]!).sort());
    const loose = entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => e.name.replace(/\.ts$/, ''));
    expect(loose.sort()).toEqual([...INNER_LEAVES[outer]!].sort());
  });

  it.each(Object.keys(INNER))(
    'each room of %s/ says in a README.md what it owns, what it may import, and names each of its files',
    (outer) => {
      for (const room of Object.keys(INNER[outer]!)) {
        const readme = readFileSync(join(SRC, outer, room, 'README.md'), 'utf8');
        const imports = INNER[outer]![room]!;
        const files = readdirSync(join(SRC, outer, room)).filter((f) => f.endsWith('.ts'));
        expect({ room, unnamed: files.filter((f) => !readme.includes(`\`${f}\``)) }).toEqual({ room, unnamed: [] });
        const line = readme.split('\n').find((l) => l.startsWith('May import:'));
        expect([room, line]).toEqual([
          room,
          `May import: ${imports.length ? imports.map((r) => `\`${r}/\``).join(', ') : 'no other room'}${outer === 'core' ? ' (and `errors.ts`)' : ''}.`,
        ]);
      }
    },
  );

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
    // Inside core/ and mcp/: the JSON reader reading the lock, a transport reading OAuth.
    expect(
      crossings([
        { path: join(SRC, 'core', 'json', 'x.ts'), source: "import type { Lockfile } from '../lock/lock.js';" },
        { path: join(SRC, 'mcp', 'transport', 'x.ts'), source: "import { x } from '../oauth/oauth-session.js';" },
      ]),
    ).toEqual(['src/core/json/x.ts -> ../lock/lock.js', 'src/mcp/transport/x.ts -> ../oauth/oauth-session.js']);
    // Their twins: the lock reading the JSON reader and the error leaf, OAuth reading a transport, a room of
    // core read from outside.
    expect(
      crossings([
        {
          path: join(SRC, 'core', 'lock', 'x.ts'),
          source: "import { a } from '../json/strict-reader.js';\nimport { b } from '../errors.js';",
        },
        { path: join(SRC, 'mcp', 'oauth', 'x.ts'), source: "import { x } from '../transport/connection.js';" },
        { path: join(SRC, 'guard', 'x.ts'), source: "import { x } from '../core/lock/lock.js';" },
      ]),
    ).toEqual([]);
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
