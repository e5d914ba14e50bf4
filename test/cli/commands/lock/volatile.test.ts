import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { FIXTURES } from '../../../support/paths.js';

// `toolseal lock` in front of a server whose list varies by start (volatile-values-server.mjs), in this
// process: exit 4 and one VOLATILE_SURFACE line naming both pointers and the command; that very command, run
// as printed, pins; check on a later start matches and its report names what the pin does not cover.

const SERVER = join(FIXTURES, 'servers', 'volatile-values-server.mjs');
const SINCE = '/tools/recent_events/inputSchema/properties/since/default';
const FOLDER = '/tools/list_files/description';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-lock-volatile-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('toolseal lock, a server whose list varies by start', () => {
  it('exits 4 naming both pointers and the command; the command as printed pins; check matches and names them', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const server = ['--server-id', 'events', '--', process.execPath, SERVER];
    const refused = await runInProcess(['lock', '--lock', lock, ...server], {}, dir);
    expect(refused).toMatchObject({ code: 4, error: 'VOLATILE_SURFACE' });
    expect(refused.stderr).toContain(`"${FOLDER}", "${SINCE}"`);
    const command = /: toolseal (lock --volatile .*)$/m.exec(refused.stderr)![1]!;
    expect(command).toBe(`lock --volatile ${FOLDER} --volatile ${SINCE} --lock ${lock} ${server.join(' ')}`);
    expect(() => readFileSync(lock)).toThrow();

    // The words contain nothing a shell would read (the temporary folder's path included), so split on spaces.
    const pinned = await runInProcess(command.split(' '), {}, dir);
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).toContain(
      `note: the pin does not cover the values at 2 volatile pointers (each pinned as its JSON type only): "${FOLDER}", "${SINCE}"`,
    );
    expect(JSON.parse(readFileSync(lock, 'utf8')).servers.events.volatile).toEqual([FOLDER, SINCE]);
    const json = await runInProcess(['lock', '--json', ...command.split(' ').slice(1)], {}, dir);
    expect(JSON.parse(json.stdout).servers[0]).toMatchObject({ action: 'unchanged', volatile: [FOLDER, SINCE] });

    const check = await runInProcess(['check', '--lock', lock, '--on-change', 'fail', ...server], {}, dir);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain(`"${SINCE}"`);
  });

  it('the twin: a stable server is pinned at once; a pointer at a name is refused with exit 2', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const server = ['--server-id', 'events', '--', process.execPath, SERVER, 'stable'];
    const ok = await runInProcess(['lock', '--lock', lock, ...server], {}, dir);
    expect(ok).toMatchObject({ code: 0, error: undefined });
    expect(ok.stdout).not.toContain('volatile pointer');
    const named = await runInProcess(['lock', '--lock', lock, '--volatile', '/tools/list_files/name', ...server], {}, dir);
    expect(named).toMatchObject({ code: 2, error: 'USAGE' });
    const samples = await runInProcess(['lock', '--lock', lock, '--samples', 'two', ...server], {}, dir);
    expect(samples).toMatchObject({ code: 2, error: 'USAGE' });
  });

  it('a server that fails on a later start of --samples is refused with its failure, not as a varying surface (hostile)', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const marker = join(dir, 'started-once');
    // Without --server-id the entry is named by the server's own serverInfo, which a failed start never sends.
    const failing = await runInProcess(
      ['lock', '--lock', lock, '--samples', '2', '--', process.execPath, SERVER, `once:${marker}`],
      {},
      dir,
    );
    expect(failing.error).toBe('SNAPSHOT_INCOMPLETE');
    expect(failing.stderr).not.toContain('not listed again');
    expect(() => readFileSync(lock)).toThrow();
    // Its twin: the same server, started only once, is pinned.
    rmSync(marker);
    const once = await runInProcess(['lock', '--lock', lock, '--samples', '1', '--', process.execPath, SERVER, `once:${marker}`], {}, dir);
    expect(once).toMatchObject({ code: 0, error: undefined });
  });
});
