import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/command.js';
import { buildSnapshot } from '../../src/core/snapshot/snapshot.js';

// --json output goes to a terminal as often as to a program: server text in it is escaped (\uXXXX inside
// the strings) so it cannot reorder or control the terminal, and the JSON value stays the same.
const HOSTILE = 'rm\u202Eevil\u009B2J';

function captureIO(): CliIO & { out: string[] } {
  const out: string[] = [];
  return { out, stdout: (t) => void out.push(t), stderr: () => {}, readStdin: async () => '', env: {}, cwd: process.cwd(), isTTY: false };
}

describe('--json output of check and lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-json-'));
    const snap = buildSnapshot({
      server: `srv-${HOSTILE}`,
      transport: 'stdio',
      protocolVersion: '2025-11-25',
      serverInfo: { name: 'srv', version: '1' },
      pages: 1,
      tools: [{ name: HOSTILE, description: 'x', inputSchema: { type: 'object' } }],
    });
    writeFileSync(join(dir, 's.json'), JSON.stringify(snap));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // lock first: check then reads the lock it wrote (a --lock that does not exist is an error).
  it.each([['lock'], ['check']])('%s --json carries no raw bidi or C1 character, and parses back to the same name', async (cmd) => {
    const io = captureIO();
    const code = await runCli([cmd, '--snapshot', join(dir, 's.json'), '--lock', join(dir, 's.lock'), '--json'], io);
    expect(code).toBe(0);
    const text = io.out.join('');
    expect(text).not.toMatch(/[\u202E\u009B]/);
    // The escapes are inside JSON strings: parsing gives back the server's exact id.
    expect(JSON.stringify(JSON.parse(text))).toContain(`srv-${HOSTILE}`);
  });
});
