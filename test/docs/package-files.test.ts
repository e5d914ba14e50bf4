import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from '../support/paths.js';

// The README and docs/ ship in the npm package (package.json `files`), and their links are read there too: a
// linked file the package leaves out (docs/workflows was) is a dead link for whoever installed it.

const FILES = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] }).files;

/** Whether a path of the repository is in the package: an entry names it, a folder holding it, or a `*` in one name. */
function packed(path: string, files: readonly string[]): boolean {
  return files.some((entry) => {
    if (path === entry || path.startsWith(`${entry}/`)) return true;
    const pattern = new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return pattern.test(path);
  });
}

/** The repository paths a Markdown file links to (code blocks and spans hold examples, not links). */
function linkedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/``[^\n]*?``|`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((l) => !/^[a-z]+:/.test(l))
    .map((l) => relative(ROOT, join(dirname(file), l)).replace(/\/$/, ''));
}

describe('the package holds what its documents link to', () => {
  it('a link to a folder or file left out of `files` is found (docs/workflows, before it was listed)', () => {
    const without = FILES.filter((f) => f !== 'docs/workflows');
    expect(packed('docs/workflows', without)).toBe(false);
    expect(packed('docs/workflows/matrix.yml', without)).toBe(false);
  });

  it('twin: docs/*.md takes a document of docs/, and a listed folder everything in it', () => {
    expect(packed('docs/guard.md', FILES)).toBe(true);
    expect(packed('docs/workflows/matrix.yml', FILES)).toBe(true);
    expect(packed('docs/workflows', FILES)).toBe(true);
  });

  const shipped = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  // Links to the repository's own files (CONTRIBUTING.md, SECURITY.md) are for readers of the repository.
  it.each(shipped)('%s links only to documents of docs/ the package holds', (doc) => {
    const missing = linkedPaths(join(ROOT, doc))
      .filter((p) => p.startsWith('docs/'))
      .filter((p) => !packed(p, FILES));
    expect(missing).toEqual([]);
  });
});
