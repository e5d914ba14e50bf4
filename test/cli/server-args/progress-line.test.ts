// A snapshot taking more than a second shows a progress line on stderr when it is a terminal, cleared at
// the end; the twins: none when stderr is not a terminal, and none with --json.
import type { CliIO } from '../../../src/cli/command.js';
import { runCli } from '../../../src/cli/main.js';

// Answers initialize and tools/list after 1.6 s, so the snapshot takes more than a second.
const SLOW = `const rl = require('readline').createInterface({ input: process.stdin });
rl.on('line', (l) => { const m = JSON.parse(l); if (m.id === undefined) return;
  const result = m.method === 'initialize' ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'slow', version: '1' } } : { tools: [{ name: 'a\\u001b[2Jb', inputSchema: { type: 'object' } }] };
  setTimeout(() => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }) + '\\n'), m.method === 'tools/list' ? 1600 : 0); });`;

async function run(stderrIsTTY: boolean, ...more: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => '',
    env: { PATH: process.env.PATH ?? '' },
    cwd: process.cwd(),
    isTTY: false,
    stderrIsTTY,
  };
  const code = await runCli(['snapshot', ...more, '--server-id', 'slow', '--', process.execPath, '-e', SLOW], io);
  return { code, stdout, stderr };
}

describe('the progress line of a slow snapshot', () => {
  it('on a terminal: shown, rewritten in place and cleared at the end', async () => {
    const r = await run(true);
    expect(r.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- the progress line is rewritten with CR and ESC [K
    expect(r.stderr).toMatch(/\r\u001b\[Ktoolseal: stdio server "node": \d+ tools?, \d+ bytes so far/);
    // Cleared before the summary line: the last \r\u001b[K is followed by no progress text.
    const last = r.stderr.lastIndexOf('\r\u001b[K');
    expect(r.stderr.slice(last + 4)).not.toContain('so far');
  }, 20_000);

  it('twin: stderr not a terminal, no progress line', async () => {
    const r = await run(false);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('so far');
    expect(r.stderr).not.toContain('\r');
  }, 20_000);

  it('twin: with --json, none even on a terminal', async () => {
    const r = await run(true, '--json');
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('so far');
  }, 20_000);
});
