import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, FIXTURES, ROOT } from '../../support/paths.js';

const SUITE = join(ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const CLIENT = join(ROOT, 'scripts', 'conformance', 'client.mjs');
const BASELINE = join(FIXTURES, 'conformance', 'expected-failures.yml');

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
}

interface Run {
  code: number | null;
  output: string;
  /** Checks by scenario, from the suite's results folder. */
  scenarios: Map<string, Check[]>;
}

/**
 * Runs the MCP conformance suite's client side (its own CLI, as a process) against toolseal: the suite
 * starts each scenario's servers on 127.0.0.1 and runs the client with the server URL appended.
 */
function conformance(args: string[]): Promise<Run> {
  const out = mkdtempSync(join(tmpdir(), 'toolseal-conformance-results-'));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        SUITE,
        'client',
        '--command',
        `${process.execPath} ${CLIENT}`,
        '--expected-failures',
        BASELINE,
        '--timeout',
        '120000',
        '-o',
        out,
        ...args,
      ],
      { cwd: out, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const scenarios = new Map<string, Check[]>();
      const walk = (dir: string, prefix: string) => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
          if (!e.isDirectory()) continue;
          const checks = join(dir, e.name, 'checks.json');
          // A result folder is `<scenario>-<timestamp>`; auth scenarios sit in an `auth/` folder.
          if (existsSync(checks))
            scenarios.set(prefix + e.name.replace(/-\d{4}-\d\d-\d\dT[\d-]+Z$/, ''), JSON.parse(readFileSync(checks, 'utf8')) as Check[]);
          else walk(join(dir, e.name), `${prefix}${e.name}/`);
        }
      };
      walk(out, '');
      rmSync(out, { recursive: true, force: true });
      resolve({ code, output, scenarios });
    });
  });
}

/** The scenarios of the suite's `--suite auth` (conformance 0.1.16). */
const AUTH_SUITE = [
  'auth/metadata-default',
  'auth/metadata-var1',
  'auth/metadata-var2',
  'auth/metadata-var3',
  'auth/basic-cimd',
  'auth/scope-from-www-authenticate',
  'auth/scope-from-scopes-supported',
  'auth/scope-omitted-when-undefined',
  'auth/scope-step-up',
  'auth/scope-retry-limit',
  'auth/token-endpoint-auth-basic',
  'auth/token-endpoint-auth-post',
  'auth/token-endpoint-auth-none',
  'auth/pre-registration',
];

const count = (checks: Check[], status: Check['status']) => checks.filter((c) => c.status === status).length;
const baseline = readFileSync(BASELINE, 'utf8')
  .split('\n')
  .flatMap((l) => (/^\s+- (\S+)/.exec(l)?.[1] ? [/^\s+- (\S+)/.exec(l)![1]!] : []));

describe('toolseal as an OAuth client, measured by the MCP conformance suite', () => {
  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run npm run bundle');
  });

  const runs: Run[] = [];
  const all = () => new Map(runs.flatMap((r) => [...r.scenarios]));

  it.each([
    ['the auth suite', ['--suite', 'auth']],
    ['the back-compat suite (2025-03-26 servers)', ['--suite', 'backcompat']],
    ['the draft suite', ['--suite', 'draft']],
    ['the extensions suite', ['--suite', 'extensions']],
    ['the initialize scenario', ['--scenario', 'initialize']],
  ])(
    'passes %s except the scenarios in the committed baseline',
    async (_name, args) => {
      const run = await conformance(args);
      runs.push(run);
      // Exit 0 with a baseline: no unexpected failure and no stale baseline entry.
      expect({ code: run.code, tail: run.code === 0 ? '' : run.output.slice(-3000) }).toEqual({ code: 0, tail: '' });
      expect(run.scenarios.size).toBeGreaterThan(0);
    },
    300_000,
  );

  it('passes at least 230 checks, and fails checks only in the baseline scenarios', () => {
    const scenarios = all();
    const passed = [...scenarios.values()].reduce((n, c) => n + count(c, 'SUCCESS'), 0);
    const failing = [...scenarios].filter(([, c]) => count(c, 'FAILURE') + count(c, 'WARNING') > 0).map(([s]) => s);
    expect(passed).toBeGreaterThanOrEqual(230);
    expect(failing.sort()).toEqual([...baseline].filter((s) => scenarios.has(s)).sort());
    // The figures, per scenario, for the record.
    const table = [...scenarios].map(([s, c]) => `${s}: ${count(c, 'SUCCESS')} passed, ${count(c, 'FAILURE')} failed`).join('\n');
    process.stdout.write(`conformance checks passed: ${passed}\n${table}\n`);
  });

  // The figure: 14 of the auth suite's 14 scenarios (conformance 0.1.16: 216 checks passed, none failed, on
  // an idle machine; a busy one passes fewer checks, the slowest runs ending at --timeout, but fails none).
  // scope-step-up runs through the guard (scripts/conformance/client.mjs: it calls a tool, which needs the
  // wider scope); the others through snapshot. Failing elsewhere: auth/client-credentials-jwt and
  // auth/cross-app-access-complete-flow (extensions, in the baseline with why).
  it("passes every one of the auth suite's 14 scenarios, CIMD and scope step-up included", () => {
    const scenarios = all();
    const verdicts = AUTH_SUITE.map((name) => {
      const checks = scenarios.get(name);
      return [name, checks === undefined ? 'not run' : count(checks, 'FAILURE') + count(checks, 'WARNING') > 0 ? 'failed' : 'passed'];
    });
    expect(verdicts).toEqual(AUTH_SUITE.map((name) => [name, 'passed']));
  });

  it('passes initialize with no OAuth asked for', () => {
    const checks = all().get('initialize');
    expect(checks && count(checks, 'FAILURE')).toBe(0);
    expect(checks && count(checks, 'SUCCESS')).toBeGreaterThan(0);
  });
});
