import { join } from 'node:path';
import { FIXTURES } from '../support/paths.js';
import { startHost, tempDir } from '../guard/guard-support.js';

const LIMITS = join(FIXTURES, 'servers', 'limits-stdio-server.mjs');

/**
 * The guard's own tools/list answer is read element by element as it arrives, and counted against
 * --max-tools meanwhile: a page past the bound is refused before its line ends (a server that never ends
 * it holds nothing), and its twin, a page at the bound, is served whole.
 */
describe('the guard: --max-tools while the answer to its own list arrives', () => {
  it('a page past --max-tools that never ends is refused while it arrives (blocked, the host answered)', async () => {
    const t = tempDir();
    const host = await startHost(
      ['--lock', t.lock, '--server-id', 'open', '--max-tools', '1000', '--timeout', '120'],
      ['--', process.execPath, LIMITS, 'open-page', '5000'],
    );
    try {
      expect(await host.toolNames()).toEqual([]);
      expect(await host.stderrMatching(/--max-tools/)).toMatch(
        /more than 1000 tools \(--max-tools\): \d+ and more, on a page still arriving/,
      );
    } finally {
      await host.close();
      t.remove();
    }
  }, 60_000);

  it('its twin: the same page, ended, within --max-tools, reaches the host whole (written in slices, one message)', async () => {
    const t = tempDir();
    const host = await startHost(
      ['--lock', t.lock, '--server-id', 'whole', '--max-tools', '25000', '--unpinned', 'allow'],
      ['--', process.execPath, LIMITS, 'whole-page', '25000'],
    );
    try {
      const names = await host.toolNames();
      expect(names).toEqual(Array.from({ length: 25000 }, (_, i) => `t${i}`));
    } finally {
      await host.close();
      t.remove();
    }
  }, 60_000);

  it('an answer to its list with a raw CR between two tools (JSON white space) is refused as before: blocked, named', async () => {
    const t = tempDir();
    const host = await startHost(
      ['--lock', t.lock, '--server-id', 'cr', '--unpinned', 'allow'],
      ['--', process.execPath, LIMITS, 'cr-page'],
    );
    try {
      expect(await host.toolNames()).toEqual([]);
      expect(await host.stderrMatching(/raw control character/)).toMatch(/not one strict JSON-RPC message: a raw control character/);
    } finally {
      await host.close();
      t.remove();
    }
  }, 60_000);

  it('its twin: the same answer ended by CRLF gives both tools', async () => {
    const t = tempDir();
    const host = await startHost(
      ['--lock', t.lock, '--server-id', 'crlf', '--unpinned', 'allow'],
      ['--', process.execPath, LIMITS, 'crlf-page'],
    );
    try {
      expect(await host.toolNames()).toEqual(['a', 'b']);
    } finally {
      await host.close();
      t.remove();
    }
  }, 60_000);
});
