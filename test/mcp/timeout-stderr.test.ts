// A stdio server that hangs: the timeout's error gives what it said last on stderr (why it hangs), escaped
// and with its secrets redacted; the twin that says nothing gets the plain timeout message.
import { runInProcess } from '../support/run-cli-in-process.js';

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const hang = (stderr: string) => ['--', process.execPath, '-e', `process.stderr.write(${JSON.stringify(stderr)}); setInterval(() => {}, 1000)`];

describe('a stdio server that times out', () => {
  it('the error names its last stderr line, escaped, with an --env value redacted (hostile)', async () => {
    const r = await runInProcess(['snapshot', '--timeout', '1', '--env', 'API_TOKEN=s3cr3t-value-123', ...hang('starting\nwaiting for login with s3cr3t-value-123 \u001b[31mhere\n')], env);
    expect(r.code).toBe(4);
    expect(r.error).toBe('SNAPSHOT_INCOMPLETE');
    expect(r.stderr).toMatch(/timed out after 1 s .*; its last stderr line: waiting for login/);
    expect(r.stderr).not.toContain('s3cr3t-value-123');
    expect(r.stderr).not.toContain('\u001b');
  }, 20_000);

  it('twin: a server silent on stderr times out with the plain message', async () => {
    const r = await runInProcess(['snapshot', '--timeout', '1', ...hang('')], env);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/timed out after 1 s \(--timeout: connection, pages, digests and closing\)\n/);
    expect(r.stderr).not.toContain('stderr line');
  }, 20_000);
});
