// The guard's reviewed snapshots (--snapshot-dir, src/run/guard-reviewed.ts), read as check reads them: a
// folder that cannot be used stops the guard at start; with the id known only from serverInfo.name, the
// snapshot is read on the decision, and one that cannot be read throws (the decider refuses the list).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshotFileName } from '../../src/core/snapshot/snapshot-file-name.js';
import { reviewedLookup } from '../../src/run/guard-reviewed.js';
import { runLock } from '../../src/run/lock.js';
import { scriptedServer, tool } from '../support/in-process-guard.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-guard-reviewed-run-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('reviewedLookup', () => {
  it('without --snapshot-dir there is no lookup at all', () => {
    expect(reviewedLookup(undefined, dir, 's')).toBeUndefined();
  });

  it('hostile: a missing folder is IO_ERROR at start; the twin, an empty folder, gives no reviewed snapshot', () => {
    expect(() => reviewedLookup('absent', dir, 's')).toThrow(expect.objectContaining({ code: 'IO_ERROR' }));
    mkdirSync(join(dir, 'reviewed'));
    expect(reviewedLookup('reviewed', dir, 's')!('s')).toBeUndefined();
  });

  it('hostile: with the id from serverInfo.name, an unreadable snapshot throws on the decision; the twin, a readable one, is read', async () => {
    const reviewed = join(dir, 'reviewed');
    mkdirSync(reviewed);
    writeFileSync(join(reviewed, snapshotFileName('broken')), '{"tools": [');
    const lookup = reviewedLookup(reviewed, dir, undefined)!;
    expect(() => lookup('broken')).toThrow(expect.objectContaining({ code: 'INVALID_JSON' }));
    const { spec } = scriptedServer(dir, { tools: [{ tools: [tool('search')] }] });
    await runLock({ server: { ...spec, serverId: 'good' }, lockFile: join(dir, 'mcp-tools.lock'), snapshotDir: reviewed });
    expect(lookup('good')?.tools.map((t) => t.name)).toEqual(['search']);
  });
});
