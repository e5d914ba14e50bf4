import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, FIXTURES, ROOT } from '../support/paths.js';

const node = process.execPath;
const FLOOD = join(FIXTURES, 'servers', 'flood-stdio-server.mjs');
const PEAK_RSS = join(ROOT, 'test', 'support', 'peak-rss.mjs');

interface GuardRun {
  code: number | null;
  stderr: string;
  /** The host's answers, one a line, as the guard wrote them (the tools/list answer parsed). */
  initialize: Record<string, unknown>;
  list: Record<string, unknown>;
  /** Bytes the server wrote, and the guard's peak resident memory (VmHWM). */
  sent: number;
  peak: number;
}

/**
 * A host in front of `toolseal guard GUARD_ARGS -- node flood-stdio-server.mjs N`, its peak memory recorded
 * on exit: initialize, then tools/list, then stdin closed once both are answered. `idLast`: the server
 * writes its page's `id` after the result (`{"jsonrpc":"2.0","result":{"tools":[…]},"id":…}`, as the
 * SDK's servers do), else before it.
 */
async function guardFlood(tools: number, guardArgs: string[], { idLast = false } = {}): Promise<GuardRun> {
  const work = mkdtempSync(join(tmpdir(), 'toolseal-guard-peak-'));
  try {
    const peakFile = join(work, 'peak');
    const bytesFile = join(work, 'bytes');
    const child = spawn(
      node,
      [
        '--import',
        PEAK_RSS,
        CLI,
        'guard',
        '--server-id',
        'flood',
        '--timeout',
        '300',
        ...guardArgs,
        '--env',
        `BYTES_FILE=${bytesFile}`,
        '--env',
        `ID_LAST=${idLast ? '1' : '0'}`,
        '--',
        node,
        FLOOD,
        String(tools),
      ],
      {
        // No lock in its folder: the default lock is absent (one WARN line), so the server is unpinned.
        cwd: work,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PEAK_RSS_FILE: peakFile },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    const killer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const lines: Buffer[] = [];
    let partial: Buffer[] = [];
    const waiters: Array<() => void> = [];
    child.stdout.on('data', (c: Buffer) => {
      let start = 0;
      for (let nl = c.indexOf(10); nl >= 0; nl = c.indexOf(10, start)) {
        lines.push(Buffer.concat([...partial, c.subarray(start, nl)]));
        partial = [];
        start = nl + 1;
        waiters.splice(0).forEach((w) => w());
      }
      if (start < c.length) partial.push(Buffer.from(c.subarray(start)));
    });
    const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
    const line = async (n: number) => {
      while (lines.length < n) {
        const more = new Promise<void>((r) => waiters.push(r));
        if ((await Promise.race([more.then(() => false), exited.then(() => true)])) && lines.length < n)
          throw new Error(`the guard exited: ${stderr}`);
      }
      return JSON.parse(lines[n - 1]!.toString('utf8')) as Record<string, unknown>;
    };
    const write = (o: unknown) => child.stdin.write(JSON.stringify(o) + '\n');
    write({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'host', version: '1' } },
    });
    const initialize = await line(1);
    write({ jsonrpc: '2.0', method: 'notifications/initialized' });
    write({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
    const list = await line(2);
    child.stdin.end();
    const code = await exited;
    clearTimeout(killer);
    return { code, stderr, initialize, list, sent: Number(readFileSync(bytesFile, 'utf8')), peak: Number(readFileSync(peakFile, 'utf8')) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const linux = process.platform === 'linux' ? describe : describe.skip;

// Both orders of a page's members: its id before its tools (known once the tools begin: the line is the
// guard's), and after them, as the SDK's servers write (the line could still answer a host request).
const ORDERS = [
  { order: 'its id written first', idLast: false },
  { order: 'its id written last', idLast: true },
];

linux.each(ORDERS)('the guard: peak memory grows with what the server sent, not faster ($order)', ({ idLast }) => {
  describe('2,000,000 tiny tools in one tools/list line (about 39 MB), --max-tools 3000000', () => {
    let run: GuardRun | undefined;
    beforeAll(async () => {
      run = await guardFlood(2_000_000, ['--max-tools', '3000000'], { idLast });
    }, 320_000);

    it('complete: every tool reaches the host', () => {
      expect(run!.code).toBe(0);
      expect((run!.list.result as { tools: unknown[] }).tools).toHaveLength(2_000_000);
      expect(run!.sent).toBeGreaterThan(35_000_000);
    });

    // Measured 263-273 MiB against a bound of 298 MiB (298-324 MiB before a tiny tool, a flat object of
    // short strings, was read without JSON.parse: V8's JSON.parse interns a string value of up to 10
    // characters, so every tool's distinct name had an entry in the engine's string table, outside the
    // heap, 32-48 MB for 2,000,000 names; 367-380 MiB before the line's bytes stopped being kept once its
    // id, written first, says it is the guard's, the tools were gathered in blocks rather than one array
    // grown a tool at a time, and the decision stopped copying the list and naming every tool of an
    // unpinned server; 630 MB before the guard read its own list element by element as it arrives, wrote
    // the host's answer in slices as the host reads, and made the set of approved names only when a call
    // asks; 1.5-1.8 GB before the decision stopped making a pin of an unpinned server's tools).
    // What it is made of: the guard itself (about 80 MiB with nothing held), the tools as values (66 bytes
    // each in V8: 126 MiB, in an old generation of about 135 MiB), V8's young generation (16 MiB), and,
    // while deciding, the list as one array (15 MiB, beside the blocks it was gathered in until they are
    // collected) and the sort of its names (two 8 MB arrays of positions). A server that writes its id last
    // (the SDK's) measured 301-308 MiB while the line's bytes were kept until its id came; now they are kept
    // only when a host request is waiting as the line begins (only then can it be the host's answer, to pass
    // on byte for byte): 264.6-265.6 MiB. A huge id-last answer that arrives while the host waits still
    // keeps its bytes (39 MB more here).
    it('peak resident memory within 4 x the bytes received + 150 MB', () => {
      process.stderr.write(
        `peak ${(run!.peak / 2 ** 20).toFixed(1)} MiB, bound ${((4 * run!.sent + 150 * 2 ** 20) / 2 ** 20).toFixed(1)} MiB (id ${idLast ? 'last' : 'first'})\n`,
      );
      expect(run!.peak).toBeLessThan(4 * run!.sent + 150 * 1024 * 1024);
    });
  });

  describe('the same 2,000,000 tools past --max-tools 10000: refused while the line arrives', () => {
    let run: GuardRun | undefined;
    beforeAll(async () => {
      run = await guardFlood(2_000_000, ['--max-tools', '10000'], { idLast });
    }, 320_000);

    it('blocked, counted on the part read so far (far fewer than it sent), the host answered', () => {
      expect(run!.code).toBe(0);
      expect((run!.list.result as { tools: unknown[] }).tools).toEqual([]);
      const counted = /more than 10000 tools \(--max-tools\): (\d+) and more, on a page still arriving/.exec(run!.stderr);
      expect(counted).not.toBeNull();
      expect(Number(counted![1])).toBeLessThan(200_000);
    });

    it('its peak is the guard with nothing held (within the fixed 150 MB of the bound)', () => {
      process.stderr.write(`refused: peak ${(run!.peak / 2 ** 20).toFixed(1)} MiB (id ${idLast ? 'last' : 'first'})\n`);
      // Refused only once the line had ended, it would have counted 2,000,000 and held them as values
      // (128 MiB) or the line as bytes (39 MB) first.
      expect(run!.peak).toBeLessThan(150 * 1024 * 1024);
    });
  });
});
