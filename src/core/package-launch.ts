/**
 * The package a configured server is started from, read from its command line (`npx -y @acme/server@1.2.3`,
 * `uvx acme-server==1.2.3`, `docker run … ghcr.io/acme/server@sha256:…`), and whether that names one exact
 * version. Pure: the command line is only read, never run, and nothing is resolved here. This module tells
 * the launcher from the command; each launcher's arguments are read in package-launch-npm-pypi.ts and
 * package-launch-docker.ts, and the pin's types and rules are in package-pin.ts.
 */
import { dockerLaunch } from './package-launch-docker.js';
import {
  BUNX_VALUE_OPTIONS,
  NPM_VALUE_OPTIONS,
  PIPX_VALUE_OPTIONS,
  PNPM_VALUE_OPTIONS,
  npmLaunch,
  pipxLaunch,
  uvLaunch,
} from './package-launch-npm-pypi.js';
import type { LaunchedPackage } from './package-pin.js';

export { imageReference } from './package-launch-docker.js';
export { assertPackagePin, pinOfReference, samePackagePin } from './package-pin.js';
export type { LaunchedPackage, Launcher, PackageEcosystem, PackagePin } from './package-pin.js';

/**
 * The package a server's command line runs, or undefined when it is started otherwise (`node server.js`,
 * `npx ./local-folder`). `command` may be a path (`/usr/local/bin/npx`, `npx.cmd`).
 */
export function launchedPackageOf(command: string, args: readonly string[]): LaunchedPackage | undefined {
  const word = commandWord(command);
  // An entry `toolseal wrap` rewrote starts the guard, which starts the server after `--`: that is what runs.
  const guarded = guardedServerOf(word, args);
  if (guarded) return guarded.command === '' ? undefined : launchedPackageOf(guarded.command, guarded.args);
  if (word === 'npx' || word === 'pnpx') return npmLaunch('npx', args, NPM_VALUE_OPTIONS);
  if (word === 'bunx') return npmLaunch('bunx', args, BUNX_VALUE_OPTIONS);
  if (word === 'bun' && args[0] === 'x') return npmLaunch('bunx', args.slice(1), BUNX_VALUE_OPTIONS);
  if (word === 'pnpm') {
    const at = subcommandAt(args, 'dlx', PNPM_VALUE_OPTIONS);
    return at === undefined ? undefined : npmLaunch('pnpm dlx', args.slice(at + 1), PNPM_VALUE_OPTIONS);
  }
  if (word === 'uvx') return uvLaunch(args);
  if (word === 'uv' && args[0] === 'tool' && args[1] === 'run') return uvLaunch(args.slice(2));
  if (word === 'pipx') {
    const at = subcommandAt(args, 'run', PIPX_VALUE_OPTIONS);
    return at === undefined ? undefined : pipxLaunch(args.slice(at + 1));
  }
  if (word === 'docker' || word === 'podman') {
    const at = subcommandAt(args, 'run', new Set(['-H', '--host', '--context', '-c', '--config', '-l', '--log-level']));
    if (at !== undefined) return dockerLaunch(args.slice(at + 1));
    // `docker container run` is the same command.
    const c = subcommandAt(args, 'container', new Set(['-H', '--host', '--context', '-c', '--config', '-l', '--log-level']));
    return c !== undefined && args[c + 1] === 'run' ? dockerLaunch(args.slice(c + 2)) : undefined;
  }
  return undefined;
}

/**
 * The server a `toolseal guard` command line starts (`node …/cli.js guard … -- CMD ARGS`, `toolseal guard …`,
 * `npx -y toolseal@V guard …`), or undefined when the command line is not the guard's.
 */
function guardedServerOf(word: string, args: readonly string[]): { command: string; args: readonly string[] } | undefined {
  const g = args.indexOf('guard');
  const d = args.indexOf('--');
  if (g < 0 || d < g) return undefined;
  const before = args.slice(0, g);
  const runsToolseal =
    (word === 'toolseal' && before.length === 0) ||
    (word === 'node' && before.length === 1 && /(^|[\\/])(cli\.js|toolseal)$/.test(before[0]!)) ||
    ((word === 'npx' || word === 'bunx' || word === 'pnpx') &&
      before.filter((a) => !a.startsWith('-')).length === 1 &&
      /^toolseal(@|$)/.test(before.find((a) => !a.startsWith('-'))!));
  if (!runsToolseal) return undefined;
  return { command: args[d + 1] ?? '', args: args.slice(d + 2) };
}

/** The command's own name: no folder, no Windows extension, lower case. */
function commandWord(command: string): string {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, '').toLowerCase();
}

/** The index of the first word that is not an option (nor an option's value), if it is `sub`. */
function subcommandAt(args: readonly string[], sub: string, valueOptions: ReadonlySet<string>): number | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') return args[i + 1] === sub ? i + 1 : undefined;
    if (a.startsWith('-')) {
      if (!a.includes('=') && valueOptions.has(a)) i++;
      continue;
    }
    return a === sub ? i : undefined;
  }
  return undefined;
}
