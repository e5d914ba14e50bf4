import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { FIXTURES } from '../../../support/paths.js';

// `toolseal trust` in front of a config whose server's list varies by start (volatile-values-server.mjs),
// pinned with --volatile: its row matches, and the view names the pointers the pin does not cover (text and
// --json); the twin, pinned without volatile values, names none.

const SERVER = join(FIXTURES, 'servers', 'volatile-values-server.mjs');
const SINCE = '/tools/recent_events/inputSchema/properties/since/default';
const FOLDER = '/tools/list_files/description';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-trust-vol-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('toolseal trust, a pin with volatile pointers', () => {
  it('names the pointers beside the row (text and --json); a pin without them names none', async () => {
    const config = join(dir, '.mcp.json');
    const mcpServers = {
      events: { command: process.execPath, args: [SERVER] },
      calm: { command: process.execPath, args: [SERVER, 'stable'] },
    };
    writeFileSync(config, JSON.stringify({ mcpServers }));
    const lock = (id: string, ...extra: string[]) => runInProcess(['lock', '--config', config, '--server', id, ...extra], {}, dir);
    expect((await lock('events', '--volatile', SINCE, '--volatile', FOLDER)).code).toBe(0);
    expect((await lock('calm')).code).toBe(0);
    const text = await runInProcess(['trust', '--config', config], {}, dir);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      `"events": the pin does not cover the values at 2 volatile pointers (each pinned as its JSON type only): "${FOLDER}", "${SINCE}"`,
    );
    expect(text.stdout).not.toContain('"calm": the pin');
    const json = JSON.parse((await runInProcess(['trust', '--config', config, '--json'], {}, dir)).stdout);
    expect(json.rows.map((r: { id: string; pinState: string; volatile?: string[] }) => [r.id, r.pinState, r.volatile])).toEqual([
      ['events', 'matched', [FOLDER, SINCE]],
      ['calm', 'matched', undefined],
    ]);
  });
});
