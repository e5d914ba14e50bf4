import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';
import { runBlocks, workflowLinter, type Finding, type WorkflowLinter } from '../support/workflow-lint.js';

// The example workflows are copied into users' repositories as they are: actionlint and the injection rule
// (test/support/workflow-lint.ts) over each, and the rule's hostile twins.

let lintWorkflowFile: WorkflowLinter;
beforeAll(async () => {
  lintWorkflowFile = await workflowLinter();
}, 60_000);

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
  const fixedStep = / {6}- if: always\(\)\n {8}env:\n[\s\S]*$/.exec(example)![0];
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
    expect(
      twin(`      - run: echo "\${{ steps.verify.outputs.match }"\n        shell: no-such-shell\n        bogus-key: 1\n`).some(
        (f) => 'kind' in f,
      ),
    ).toBe(true);
  });
});
