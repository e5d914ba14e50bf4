// A stdio server that hangs or exits: the error gives the last lines it wrote on stderr (why it hangs, why it
// exited), and before them the line that reads as an error when that one is further up; each escaped, with
// its secrets redacted. The twins that say nothing get the plain message. Real fixture servers, the CLI in
// this process, in snapshot, check, lock and doctor.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STDERR_TAIL_LINES, stderrReasonOf } from '../../../src/mcp/process/stderr-tail.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { FIXTURES } from '../../support/paths.js';

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const hang = (stderr: string) => [
  '--',
  process.execPath,
  '-e',
  `process.stderr.write(${JSON.stringify(stderr)}); setInterval(() => {}, 1000)`,
];
const LIMITS_SERVER = join(FIXTURES, 'servers', 'limits-stdio-server.mjs');
const SECRET = 'PLANTED-chatty-secret-4f1d';
const chatty = (mode: 'chatty-hang' | 'chatty-exit') => ['--env', `ECHO_SECRET=${SECRET}`, '--', process.execPath, LIMITS_SERVER, mode];

/** What the chatty fixture's 8 lines give: its error line (2nd), then its last 5 (4th to 8th), redacted and escaped. */
const CHATTY_REASON =
  '; its error on stderr: Error: login refused for ***; its last 5 stderr lines: chatty line 4 | chatty line 5 | waiting for *** \\u001b[31mred | chatty line 7 | chatty line 8';

function expectChattyReason(text: string): void {
  expect(text).toContain(CHATTY_REASON);
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain('\u001b');
  expect(text).not.toMatch(/chatty line [13]\b/);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-stderr-tail-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a stdio server that times out', () => {
  it('the error names its last stderr lines, escaped, with an --env value redacted (hostile)', async () => {
    const r = await runInProcess(
      [
        'snapshot',
        '--timeout',
        '4',
        '--env',
        'API_TOKEN=s3cr3t-value-123',
        ...hang('starting\nwaiting for login with s3cr3t-value-123 \u001b[31mhere\n'),
      ],
      env,
    );
    expect(r.code).toBe(4);
    expect(r.error).toBe('SNAPSHOT_INCOMPLETE');
    expect(r.stderr).toMatch(
      /timed out after 4 s .*; its last 2 stderr lines: starting \| waiting for login with \*\*\* \\u001b\[31mhere\n/,
    );
    expect(r.stderr).not.toContain('s3cr3t-value-123');
    expect(r.stderr).not.toContain('\u001b');
  }, 20_000);

  it('twin: a server silent on stderr times out with the plain message', async () => {
    const r = await runInProcess(['snapshot', '--timeout', '1', ...hang('')], env);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/timed out after 1 s \(--timeout: connection, pages, digests and closing\)\n/);
    expect(r.stderr).not.toContain('stderr line');
  }, 20_000);

  it('twin: a server that wrote one line gives that line alone', async () => {
    const r = await runInProcess(['snapshot', '--timeout', '4', ...hang('waiting for login\n')], env);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/; its last stderr line: waiting for login\n/);
  }, 20_000);
});

describe(`a server that writes more than ${STDERR_TAIL_LINES} stderr lines, then hangs or exits (fixture limits-stdio-server)`, () => {
  it('snapshot, timing out: its error line, then its last 5 lines', async () => {
    const r = await runInProcess(['snapshot', '--timeout', '2', ...chatty('chatty-hang')], env);
    expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'SNAPSHOT_INCOMPLETE' });
    expect(r.stderr).toMatch(/timed out after 2 s/);
    expectChattyReason(r.stderr);
  }, 30_000);

  it('snapshot, the server exiting before it answers: the same lines after its exit code', async () => {
    const r = await runInProcess(['snapshot', '--timeout', '20', ...chatty('chatty-exit')], env);
    expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'SNAPSHOT_INCOMPLETE' });
    expect(r.stderr).toMatch(/the server exited \(code 3\)/);
    expectChattyReason(r.stderr);
  }, 30_000);

  it('twin: a server that exits during start saying nothing on stderr: its exit code alone, no stderr part', async () => {
    const r = await runInProcess(['snapshot', '--timeout', '20', '--', process.execPath, '-e', 'process.exit(3)'], env);
    expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'SNAPSHOT_INCOMPLETE' });
    expect(r.stderr).toMatch(/the server exited \(code 3\)/);
    expect(r.stderr).not.toContain('stderr');
  }, 30_000);

  it('lock and check (text and --json): the same lines in their one error', async () => {
    // The default lock (./mcp-tools.lock), which may be absent: nothing is pinned, the server never answers.
    const locked = await runInProcess(['lock', '--server-id', 'chatty', '--timeout', '20', ...chatty('chatty-exit')], env, dir);
    expect(locked.code).toBe(4);
    expectChattyReason(locked.stderr);
    const checked = await runInProcess(['check', '--server-id', 'chatty', '--timeout', '2', ...chatty('chatty-hang')], env, dir);
    expect(checked.code).toBe(4);
    expectChattyReason(checked.stderr + checked.stdout);
    const json = await runInProcess(['check', '--json', '--server-id', 'chatty', '--timeout', '20', ...chatty('chatty-exit')], env, dir);
    expect(json.code).toBe(4);
    expectChattyReason(JSON.stringify(JSON.parse(json.stdout)).replaceAll('\\\\', '\\'));
  }, 60_000);

  it('doctor: the server-answers check carries the lines, the ECHO_SECRET of its config entry redacted', async () => {
    const config = join(dir, '.mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: { chatty: { command: process.execPath, args: [LIMITS_SERVER, 'chatty-exit'], env: { ECHO_SECRET: SECRET } } },
      }),
    );
    const r = await runInProcess(['doctor', '--json', '--config', config, '--timeout', '20'], env, dir);
    expect(r.code).toBe(1);
    const result = JSON.parse(r.stdout) as { servers: Array<{ checks: Array<{ check: string; ok: boolean; detail: string }> }> };
    const answers = result.servers[0]!.checks.find((c) => c.check === 'server-answers')!;
    expect(answers.ok).toBe(false);
    expectChattyReason(answers.detail);
  }, 30_000);
});

describe('stderrReasonOf', () => {
  it('the error line is not said twice when it is among the last lines', () => {
    expect(stderrReasonOf('listening\npanic: runtime error: nil map\n\ngoroutine 1 [running]:\n', [])).toBe(
      '; its last 3 stderr lines: listening | panic: runtime error: nil map | goroutine 1 [running]:',
    );
  });

  it('a line is cut after redaction (no part of a secret), and empty lines do not count', () => {
    const secret = 'PLANTED-long-secret-9e2a';
    const reason = stderrReasonOf(`${'x'.repeat(190)}${secret}${'y'.repeat(50)}\n\n\n`, [secret]);
    expect(reason).toBe(`; its last stderr line: ${'x'.repeat(190)}***${'y'.repeat(7)}`);
  });

  it('nothing on stderr, or only blank lines: nothing is added', () => {
    expect(stderrReasonOf('', [])).toBe('');
    expect(stderrReasonOf('\n  \r\n', [])).toBe('');
  });
});
