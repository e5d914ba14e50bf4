import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ERROR_CODES, EXIT } from '../../src/core/errors.js';
import { ROOT } from '../support/paths.js';
import { readActionManifest } from '../support/run-action.js';

// The docs are part of the product: a newcomer follows them without asking. These tests keep them from
// drifting away from the code.

describe('docs/troubleshooting.md', () => {
  const text = readFileSync(join(ROOT, 'docs', 'troubleshooting.md'), 'utf8');
  const headings = [...text.matchAll(/^### `([A-Z_]+)`$/gm)].map((m) => m[1]!);

  it('has one entry per error code, and none for a code that does not exist', () => {
    expect([...headings].sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('files each code under the section of its exit code', () => {
    const sections = text.split(/^## /m).slice(1);
    for (const section of sections) {
      const exit = /\(exit (\d)\)/.exec(section.split('\n')[0]!)?.[1];
      expect(exit).toBeDefined();
      for (const [, code] of section.matchAll(/^### `([A-Z_]+)`$/gm)) {
        expect({ code, exit: ERROR_CODES[code as keyof typeof ERROR_CODES] }).toEqual({ code, exit: Number(exit) });
      }
    }
    for (const e of Object.values(EXIT).filter((x) => x !== EXIT.OK))
      expect(sections.some((s) => s.split('\n')[0]!.includes(`(exit ${e})`))).toBe(true);
  });
});

describe('docs/workflows', () => {
  const dir = join(ROOT, 'docs', 'workflows');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));
  const ACTIONS: Record<string, string> = { 'OWNER/toolseal': '.', 'OWNER/toolseal/verify': 'verify', 'OWNER/toolseal/check': 'check' };

  it('has the four example workflows the README points at', () => {
    expect(files.sort()).toEqual(['consumer-verification.yml', 'matrix.yml', 'pull-request-check.yml', 'release-signing.yml']);
  });

  it('asks for the permissions each job needs', () => {
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    expect(read('release-signing.yml')).toMatch(/^\s+id-token: write/m);
    expect(read('pull-request-check.yml')).toMatch(/^\s+pull-requests: write/m);
    expect(read('matrix.yml')).toMatch(/^\s+pull-requests: write/m);
    expect(read('matrix.yml')).toMatch(/^\s+matrix:/m);
  });

  it.each(files)('%s uses only inputs and outputs the actions declare', (file) => {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    expect(lines.filter((l) => /uses: OWNER\/toolseal/.test(l)).length).toBeGreaterThan(0);
    expect(lines.some((l) => /\t/.test(l))).toBe(false);
    const stepIds = new Map<string, string>();
    for (let i = 0; i < lines.length; i++) {
      const uses = /^(\s*)(?:- )?uses: (OWNER\/toolseal(?:\/verify|\/check)?)@/.exec(lines[i]!);
      if (!uses) continue;
      const manifest = readActionManifest(join(ROOT, ACTIONS[uses[2]!]!, 'action.yml'));
      // The step's keys (id, with) sit at the indent of `uses:`; its inputs one level deeper under `with:`.
      const stepIndent = uses[0].indexOf('uses:');
      for (let j = i - 3; j < lines.length; j++) {
        if (j < 0 || j === i) continue;
        const l = lines[j]!;
        const indent = l.length - l.trimStart().length;
        if (j > i && l.trim() && indent < stepIndent) break;
        if (j > i && /^\s*- /.test(l) && indent <= stepIndent - 2) break;
        const id = new RegExp(`^\\s{${stepIndent - 2}}(?:- |  )id: (\\S+)`).exec(l);
        if (id) stepIds.set(id[1]!, ACTIONS[uses[2]!]!);
        if (j > i && new RegExp(`^\\s{${stepIndent}}with:`).test(l)) {
          for (let k = j + 1; k < lines.length; k++) {
            const w = lines[k]!;
            const wi = w.length - w.trimStart().length;
            if (w.trim() && wi <= stepIndent) break;
            const key = /^\s+([a-z-]+):/.exec(w);
            if (key && wi === stepIndent + 2)
              expect({ file, input: key[1], declared: key[1]! in manifest.inputs }).toEqual({ file, input: key[1], declared: true });
          }
        }
      }
    }
    const text = lines.join('\n');
    for (const [, step, output] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      const action = stepIds.get(step!);
      if (action === undefined) continue; // a run step's own output
      const manifest = readActionManifest(join(ROOT, action, 'action.yml'));
      expect({ file, output, declared: manifest.outputs.includes(output!) }).toEqual({ file, output, declared: true });
    }
  });
});

describe('repository paths named in README.md and docs/', () => {
  // A command in a quick start or the walkthrough that names a file of this repository (a script, an example
  // server, a test to run) must find it there: a newcomer runs these literally.
  const files = [
    join(ROOT, 'README.md'),
    ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(md|yml)$/.test(f))
      .map((f) => join(ROOT, 'docs', f)),
  ];
  it.each(files.map((f) => [f.slice(ROOT.length + 1), f]))('%s names only paths that exist', (_name, file) => {
    const text = readFileSync(file, 'utf8').replaceAll('$PWD/', '');
    const paths = [
      ...text.matchAll(/(?:^|[\s"'`(=])((?:examples|docs|test|scripts|src|check|verify)\/[\w./-]+\.(?:mjs|json|js|ts|yml|md))(?![\w.])/gm),
    ].map((m) => m[1]!);
    for (const p of paths) expect({ path: p, exists: existsSync(join(ROOT, p)) }).toEqual({ path: p, exists: true });
  });

  it('(control) the pattern finds the walkthrough server and the walkthrough test', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(/\$PWD\/examples\/server\/server\.mjs/);
    expect(readme).toMatch(/ test\/e2e\/walkthrough\.test\.ts/);
  });
});

describe('links in README.md and docs/', () => {
  /** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
  const slug = (heading: string) =>
    heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
  const anchorsOf = (file: string) => {
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
  };
  const files = [
    join(ROOT, 'README.md'),
    ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .map((f) => join(ROOT, 'docs', f)),
  ];

  it.each(files.map((f) => [f.slice(ROOT.length + 1), f]))('%s links only to files and headings that exist', (_name, file) => {
    const text = readFileSync(file, 'utf8')
      .replace(/^```[\s\S]*?^```/gm, '')
      .replace(/``[^\n]*?``|`[^`\n]*`/g, ''); // code spans hold examples, not links
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
    for (const link of links) {
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path ? join(dirname(file), path) : file;
      expect({ link, exists: existsSync(target) }).toEqual({ link, exists: true });
      if (anchor) expect({ link, anchor: anchorsOf(target).has(anchor) }).toEqual({ link, anchor: true });
    }
  });
});

describe('the documents cited are in the repository', () => {
  // The formats are described in docs/formats.md; an outside document (a "SPEC" with its §-numbers) is not
  // in a clone or the package, so a citation of it leaves the reader with nowhere to go.
  const CITATION = /\bSPEC\b|§/;
  const rfcSection = /RFC \d+ §[\d.]+/g; // a public standard's section is a citation a reader can follow
  const files = [
    join(ROOT, 'README.md'),
    ...['src', 'docs'].flatMap((d) =>
      readdirSync(join(ROOT, d), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|mjs|md|yml|json)$/.test(f))
        .map((f) => join(ROOT, d, f)),
    ),
  ];
  const citations = (text: string) =>
    text
      .replace(rfcSection, '')
      .split('\n')
      .filter((l) => CITATION.test(l));

  it.each(files.map((f) => [f.slice(ROOT.length + 1), f]))('%s cites no SPEC section', (_name, file) => {
    expect(citations(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('(control) finds the forms a citation took, and lets an RFC section pass', () => {
    expect(citations('Compares each tool (SPEC §5): x\nsee SPEC.md\nas §7.3 says\n')).toHaveLength(3);
    expect(citations('JSON.stringify escapes as RFC 8785 §3.2.2.2 asks\n')).toEqual([]);
  });

  it('docs/formats.md describes each format the code writes', () => {
    const text = readFileSync(join(ROOT, 'docs', 'formats.md'), 'utf8');
    for (const word of [
      'snapshotVersion',
      'lockfileVersion',
      'predicateType',
      'mcp_tool_surface',
      'toolDigest',
      'manifestDigest',
      'fieldDigest',
      'RFC 8785',
    ]) {
      expect({ word, found: text.includes(word) }).toEqual({ word, found: true });
    }
    for (const e of Object.values(EXIT)) expect(text).toMatch(new RegExp(`^\\| ${e} \\|`, 'm'));
  });
});
