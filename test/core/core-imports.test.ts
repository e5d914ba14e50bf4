import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';

// STYLE.md habit 1: src/core does no I/O. Everything with a side effect sits behind an interface passed in.
const FORBIDDEN: Array<[string, RegExp]> = [
  ['the file system', /^(node:)?fs(\/promises)?$/],
  ['the network', /^(node:)?(net|http|https|http2|dgram|dns|tls)$/],
  ['child processes', /^(node:)?(child_process|worker_threads|cluster)$/],
  ['the process', /^(node:)?(process|os|readline|tty)$/],
  ['GitHub Actions', /^@actions\//],
  ['sigstore', /^(sigstore|@sigstore\/)/],
  ['the MCP SDK', /^@modelcontextprotocol\//],
];

/** Every module specifier a source file names: static imports, re-exports, dynamic import(), require(). */
function specifiersOf(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push(m[1]!);
  return out;
}

const coreDir = join(ROOT, 'src', 'core');
/** The .ts files under src/core, in its rooms too, as paths relative to it (`json/jcs.ts`). */
const files = (readdirSync(coreDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => f.split('\\').join('/'));

describe('src/core does no I/O', () => {
  it('finds the core modules', () => {
    expect(files).toEqual(
      expect.arrayContaining(['json/jcs.ts', 'json/strict-reader.ts', 'surface/surface.ts', 'snapshot/snapshot.ts', 'errors.ts']),
    );
  });

  it('the import scan sees every form of import (so the check below can fail)', () => {
    const sample = `import { a } from 'node:fs';\nimport type { B } from "@actions/core";\nexport * from 'sigstore';\nconst m = await import('node:net');\nconst c = require('child_process');\nimport 'node:process';`;
    expect(specifiersOf(sample)).toEqual(
      expect.arrayContaining(['node:fs', '@actions/core', 'sigstore', 'node:net', 'child_process', 'node:process']),
    );
  });

  it.each(files)('%s imports nothing that reaches the file system, network, processes, Actions, sigstore or the MCP SDK', (file) => {
    const source = readFileSync(join(coreDir, file), 'utf8');
    const bad = specifiersOf(source).flatMap((s) => FORBIDDEN.filter(([, re]) => re.test(s)).map(([what]) => `${s} (${what})`));
    expect(bad).toEqual([]);
    // The global process object is I/O too (environment, arguments, exit, streams).
    expect(source.match(/\bprocess\.(env|argv|exit|stdout|stderr|stdin|cwd|exitCode)\b/g) ?? []).toEqual([]);
  });
});
