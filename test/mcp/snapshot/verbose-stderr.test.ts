// --verbose: each line a stdio server writes on stderr, escaped and with its secrets redacted; its twin
// without --verbose shows none of it as it comes (only the failure's one line ends with its last lines).
// The guard, which always passes stderr on, refuses the flag.
import { runInProcess } from '../../support/run-cli-in-process.js';

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const SERVER = "process.stderr.write('booting MARK-1\\nkey s3cr3t-value-123 \\u001b[2J\\n' + 'x'.repeat(5000) + '\\n'); process.exit(1)";
const cmd = ['--env', 'API_TOKEN=s3cr3t-value-123', '--', process.execPath, '-e', SERVER];

describe('--verbose', () => {
  it('shows each stderr line, escaped and redacted; an over-long line only by its length (hostile)', async () => {
    const r = await runInProcess(['snapshot', '--verbose', '--timeout', '10', ...cmd], env);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/^toolseal: .*: stderr: booting MARK-1$/m);
    expect(r.stderr).toMatch(/stderr: key \*+ \\u001b\[2J$/m);
    expect(r.stderr).not.toContain('s3cr3t-value-123');
    expect(r.stderr).not.toContain('\u001b');
    expect(r.stderr).toContain('(a line of 5000 characters, not shown)');
    expect(r.stderr).not.toContain('x'.repeat(1001));
  }, 20_000);

  it('twin: without --verbose no stderr line is shown as it comes, only the tail in the one error line', async () => {
    const r = await runInProcess(['snapshot', '--timeout', '10', ...cmd], env);
    expect(r.code).toBe(4);
    expect(r.stderr).not.toContain(': stderr: ');
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^toolseal: SNAPSHOT_INCOMPLETE: .*; its last 3 stderr lines: booting MARK-1 \| key \*+ /),
    ]);
  }, 20_000);

  it('guard refuses it (it always passes stderr on)', async () => {
    const r = await runInProcess(['guard', '--verbose', '--', process.execPath, '-e', '0'], env);
    expect(r.code).toBe(2);
    expect(r.error).toBe('USAGE');
  });
});
