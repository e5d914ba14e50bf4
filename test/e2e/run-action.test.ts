import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inputEnvName, parseOutputFile, parseWorkflowCommands, runAction } from '../support/run-action.js';

// The harness the action tests stand on: if it passed inputs or read outputs differently from the runner,
// every action test would test the wrong thing.
describe('runAction (the runner, as the action tests use it)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-fake-action-'));
    writeFileSync(
      join(dir, 'action.yml'),
      [
        'name: echo',
        'description: echoes its inputs',
        'inputs:',
        '  github-token:',
        '    description: the token',
        "    default: '${{ github.token }}'",
        '  on change:',
        '    description: >-',
        '      folded text',
        '      over lines',
        "    default: 'warn'",
        '  given:',
        '    description: no default',
        'outputs:',
        '  seen:',
        '    description: what it saw',
        'runs:',
        "  using: 'node24'",
        "  main: 'main.mjs'",
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'main.mjs'),
      [
        "import { appendFileSync, readFileSync } from 'node:fs';",
        'const seen = { token: process.env["INPUT_GITHUB-TOKEN"] === "tok", onChange: process.env.INPUT_ON_CHANGE, given: process.env.INPUT_GIVEN, event: JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, "utf8")), name: process.env.GITHUB_EVENT_NAME };',
        'appendFileSync(process.env.GITHUB_OUTPUT, `seen<<EOF_1\\n${JSON.stringify(seen)}\\nline two\\nEOF_1\\nplain=1\\n`);',
        'appendFileSync(process.env.GITHUB_STEP_SUMMARY, "# hello\\n");',
        'console.log("::warning file=a%3Ab,line=3::two%0Alines");',
        'process.exitCode = 7;',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes inputs and defaults as INPUT_* and reads outputs, summary, commands and exit code', async () => {
    const run = await runAction(dir, {
      inputs: { given: 'x' },
      token: 'tok',
      event: { name: 'pull_request', payload: { number: 5 } },
    });
    expect(run.code).toBe(7);
    expect(JSON.parse(run.outputs.seen!.split('\n')[0]!)).toEqual({
      token: true,
      onChange: 'warn',
      given: 'x',
      event: { number: 5 },
      name: 'pull_request',
    });
    expect(run.outputs.plain).toBe('1');
    expect(run.summary).toBe('# hello\n');
    expect(run.commands).toEqual([{ command: 'warning', properties: { file: 'a:b', line: '3' }, message: 'two\nlines' }]);
  });

  it('refuses an input the action.yml does not declare', async () => {
    await expect(runAction(dir, { inputs: { nope: '1' } })).rejects.toThrow(/nope/);
  });

  it('names input variables as the runner does: upper case, spaces to underscores, hyphens kept', () => {
    expect(inputEnvName('on change')).toBe('INPUT_ON_CHANGE');
    expect(inputEnvName('github-token')).toBe('INPUT_GITHUB-TOKEN');
  });

  it('parses both output file forms', () => {
    expect(parseOutputFile('a=1\nb<<D\nx\ny\nD\n')).toEqual({ a: '1', b: 'x\ny' });
    expect(parseWorkflowCommands('::notice::hi\nplain\n')).toEqual([{ command: 'notice', properties: {}, message: 'hi' }]);
  });
});
