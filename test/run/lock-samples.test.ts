import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLock } from '../../src/core/lock/lock-read.js';
import { runCheck } from '../../src/run/check.js';
import { runLock } from '../../src/run/lock.js';
import type { LiveServerSpec } from '../../src/mcp/server/server-spec.js';
import { stdioServer } from '../support/in-process-guard.js';
import { FIXTURES } from '../support/paths.js';

// `lock --samples` and `--volatile` (src/run/lock-samples.ts through runLock), in front of a real stdio server
// that writes its start time into a schema default and its own working folder into a description
// (volatile-values-server.mjs): two starts differ, so lock refuses with both pointers and the command that pins
// them; that command pins; a later start matches; a changed type at a volatile pointer is a change. The twin: a
// stable server locks on the first try with the default two samples.

const SERVER = join(FIXTURES, 'servers', 'volatile-values-server.mjs');
const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const SINCE = '/tools/recent_events/inputSchema/properties/since/default';
const FOLDER = '/tools/list_files/description';

let dir: string;
let lockFile: string;
const events = (mode?: string): LiveServerSpec => ({ ...(mode ? stdioServer(SERVER, mode) : stdioServer(SERVER)), serverId: 'events' });
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-lock-samples-'));
  lockFile = join(dir, 'mcp-tools.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const pinned = () => parseLock(readFileSync(lockFile, 'utf8'), 'lock').servers;

describe('lock --samples and --volatile', () => {
  it('a server whose list varies by start is refused (VOLATILE_SURFACE, exit 4) with both pointers and the command that pins them', async () => {
    const refused = runLock({ server: events(), lockFile });
    await expect(refused).rejects.toMatchObject({ code: 'VOLATILE_SURFACE' });
    const message = await refused.catch((e: Error) => e.message);
    expect(message).toContain(`differs between 2 starts at 2 JSON Pointers: "${FOLDER}", "${SINCE}"`);
    expect(message).toContain(
      `toolseal lock --volatile ${FOLDER} --volatile ${SINCE} --lock ${lockFile} --server-id events -- ${process.execPath} ${SERVER}`,
    );
    expect(() => readFileSync(lockFile)).toThrow();
  });

  it('pinned with --volatile: the entry records the sorted pointers, a later start matches, and the check lists them', async () => {
    const run = await runLock({ server: events(), lockFile, volatile: [SINCE, FOLDER] });
    expect(run).toMatchObject({ exitCode: 0, written: true });
    expect(run.servers.map((s) => s.action)).toEqual(['added']);
    expect(pinned().events!.volatile).toEqual([FOLDER, SINCE]);
    const again = await runLock({ server: events(), lockFile, volatile: [FOLDER, SINCE] });
    expect(again.servers.map((s) => s.action)).toEqual(['unchanged']);
    const check = await runCheck({ server: events(), lockFile, onChange: 'fail' });
    expect(check.result.exitCode).toBe(0);
    expect(check.result.servers[0]).toMatchObject({ pinState: 'matched', volatile: [FOLDER, SINCE] });
  });

  it('a changed type at a volatile pointer (the start time as a number) is a change', async () => {
    await runLock({ server: events(), lockFile, volatile: [SINCE, FOLDER] });
    const check = await runCheck({ server: events('number'), lockFile, onChange: 'fail' });
    expect(check.result).toMatchObject({ exitCode: 1, code: 'SURFACE_CHANGED' });
    expect(check.result.servers[0]!.changes.map((c) => [c.tool, c.change])).toEqual([['recent_events', 'changed']]);
  });

  it('the twin: a stable server locks on the first try with the default two samples, no volatile member', async () => {
    const run = await runLock({ server: events('stable'), lockFile });
    expect(run).toMatchObject({ exitCode: 0, written: true });
    expect(pinned().events!.volatile).toBeUndefined();
    const tools = join(dir, 'tools.json');
    writeFileSync(tools, JSON.stringify([{ name: 'search', inputSchema: { type: 'object' } }]));
    const other = await runLock({ server: { ...stdioServer(TOOLS_SERVER, tools), serverId: 'docs' }, lockFile, samples: 3 });
    expect(other.servers.map((s) => s.action)).toEqual(['added']);
  });

  it('--samples 1 compares nothing: the varying server is pinned as it listed (each later start then differs)', async () => {
    const run = await runLock({ server: events(), lockFile, samples: 1 });
    expect(run.servers.map((s) => s.action)).toEqual(['added']);
    const check = await runCheck({ server: events(), lockFile });
    expect(check.result.servers[0]!.pinState).toBe('changed');
  });

  it('a pointer that matches nothing is refused (INVALID_INPUT): the pin must not claim to cover what is not there', async () => {
    const missing = '/tools/recent_events/inputSchema/properties/until/default';
    const run = runLock({ server: events(), lockFile, volatile: [SINCE, FOLDER, missing] });
    await expect(run).rejects.toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining(`"${missing}" matches nothing`) });
    expect(() => readFileSync(lockFile)).toThrow();
  });

  it('a pointer that covers only one of the varying values still refuses, naming the other and giving both', async () => {
    const run = runLock({ server: events(), lockFile, volatile: [SINCE] });
    await expect(run).rejects.toMatchObject({ code: 'VOLATILE_SURFACE', message: expect.stringContaining(`1 JSON Pointer: "${FOLDER}"`) });
    await expect(run).rejects.toMatchObject({ message: expect.stringContaining(`--volatile ${FOLDER} --volatile ${SINCE} `) });
  });

  it('refuses bad options before any server starts: a name, annotations, bad syntax, too many, --samples out of range, --all', async () => {
    const usage = (options: Parameters<typeof runLock>[0]) => expect(runLock(options)).rejects.toMatchObject({ code: 'USAGE' });
    await usage({ server: events(), lockFile, volatile: ['/tools/list_files/name'] });
    await usage({ server: events(), lockFile, volatile: ['/tools/list_files/annotations/readOnlyHint'] });
    await usage({ server: events(), lockFile, volatile: ['/tools/list_files/description~2'] });
    await usage({ server: events(), lockFile, volatile: Array.from({ length: 257 }, (_, i) => `/tools/t${i}/description`) });
    await usage({ server: events(), lockFile, samples: 0 });
    await usage({ server: events(), lockFile, samples: 11 });
    await usage({ server: { kind: 'config', file: join(dir, 'mcp.json'), all: true }, lockFile, volatile: [FOLDER] });
    // The twin: the same pointers, well formed, pin (above); a stable server with the same count of samples at the bound.
    await expect(runLock({ server: events('stable'), lockFile, samples: 10 })).resolves.toMatchObject({ exitCode: 0 });
  });

  it('other volatile pointers are another pin: refused without --update, re-pinned with it', async () => {
    await runLock({ server: events(), lockFile, volatile: [SINCE, FOLDER] });
    const wider = '/tools/list_files/inputSchema/properties/glob';
    const refused = await runLock({ server: events(), lockFile, volatile: [SINCE, FOLDER, wider] });
    expect(refused).toMatchObject({ exitCode: 1, code: 'LOCK_WOULD_CHANGE', written: false });
    const updated = await runLock({ server: events(), lockFile, volatile: [SINCE, FOLDER, wider], update: true });
    expect(updated.servers.map((s) => s.action)).toEqual(['updated']);
    expect(pinned().events!.volatile).toEqual([FOLDER, wider, SINCE].sort());
  });
});
