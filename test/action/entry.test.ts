import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainModule } from '../../src/action/entry.js';

// An entry runs itself only when node was started with it (the GitHub runner: `node dist/check.js`); a
// runner that imports it (@github/local-action) calls its run() and must not see it run a second time.
describe('isMainModule', () => {
  let dir: string;
  let entry: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-entry-'));
    entry = join(dir, 'check.js');
    writeFileSync(entry, '');
    writeFileSync(join(dir, 'runner.ts'), '');
    symlinkSync(entry, join(dir, 'linked.js'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is false when another script imported the entry (local-action starts its own index.ts), or there is no script', () => {
    expect(isMainModule(pathToFileURL(entry).href, join(dir, 'runner.ts'))).toBe(false);
    expect(isMainModule(pathToFileURL(entry).href, join(dir, 'absent.js'))).toBe(false);
    expect(isMainModule(pathToFileURL(entry).href, undefined)).toBe(false);
  });

  it('twin: is true when node was started with the entry, also through a link to it', () => {
    expect(isMainModule(pathToFileURL(entry).href, entry)).toBe(true);
    expect(isMainModule(pathToFileURL(entry).href, join(dir, 'linked.js'))).toBe(true);
  });
});
