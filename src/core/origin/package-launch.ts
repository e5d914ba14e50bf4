/**
 * The package a configured server is started from, read from its command line (`npx -y @acme/server@1.2.3`,
 * `uvx acme-server==1.2.3`, `docker run … ghcr.io/acme/server@sha256:…`), and whether that names one exact
 * version. Read as the platform runs it: through a shell (`sh -c "…"`, `cmd /c`), a prefix (`env`, `nice`,
 * `timeout`), `node …/npx-cli.js`, and the guard an entry `toolseal wrap` rewrote. Pure: the command line is
 * only read, never run, and nothing is resolved here. This module tells the launcher from the command;
 * wrappers are read in package-launch-wrappers.ts, each launcher's arguments in package-launch-npm-pypi.ts
 * and package-launch-docker.ts (by the tables of launcher-options.ts), and the pin's rules in package-pin.ts.
 */
import type { ShellWord } from './command-words.js';
import { DOCKER_GLOBAL_FLAGS, DOCKER_GLOBAL_VALUE_OPTIONS, PIPX_FLAGS, PIPX_VALUE_OPTIONS } from './launcher-options.js';
import { dockerLaunch } from './package-launch-docker.js';
import {
  BUNX_VALUE_OPTIONS,
  PNPM_TABLE,
  npmLaunchOf,
  pipxLaunch,
  readNpmArgs,
  readTable,
  tableLaunch,
  unreadableLaunch,
  uvLaunch,
} from './package-launch-npm-pypi.js';
import { unwrapCommand } from './package-launch-wrappers.js';
import type { LaunchedPackage, PackageEcosystem } from './package-pin.js';

export { imageReference } from './package-launch-docker.js';
export { assertPackagePin, pinOfReference, samePackagePin } from './package-pin.js';
export type { LaunchedPackage, Launcher, PackageEcosystem, PackagePin } from './package-pin.js';

/** How many wrappers deep a command line is read (`sh -c "env nice npx …"`); deeper is unreadable. */
const MAX_WRAPPING = 8;
/** The launcher words, and the ecosystem each starts packages from. */
const LAUNCHER_WORDS: Record<string, PackageEcosystem> = {
  npx: 'npm',
  pnpx: 'npm',
  npm: 'npm',
  pnpm: 'npm',
  bunx: 'npm',
  bun: 'npm',
  toolseal: 'npm',
  uvx: 'pypi',
  uv: 'pypi',
  pipx: 'pypi',
  docker: 'oci',
  podman: 'oci',
};

/**
 * The package a server's command line runs, or undefined when it is started otherwise (`node server.js`,
 * `npx ./local-folder`). `command` may be a path (`/usr/local/bin/npx`, `npx.cmd`). A line toolseal cannot
 * read as the platform runs it is a launched package with `unreadable` set (UNREADABLE_LAUNCHER).
 */
export function launchedPackageOf(command: string, args: readonly string[]): LaunchedPackage | undefined {
  return readLaunch(command, args, 0);
}

function readLaunch(command: string, args: readonly string[], depth: number): LaunchedPackage | undefined {
  const word = commandWord(command);
  if (depth > MAX_WRAPPING) return unreadableOf([command, ...args], `wrapped more than ${MAX_WRAPPING} deep`);
  const unwrapped = unwrapCommand(word, args);
  if (unwrapped?.kind === 'command') return readLaunch(unwrapped.command, unwrapped.args, depth + 1);
  if (unwrapped?.kind === 'shell') return readShellCommands(unwrapped.commands, depth + 1);
  if (unwrapped?.kind === 'unreadable') return unreadableOf(unwrapped.words, unwrapped.why);
  if (word === 'toolseal') return guardedServer('toolseal', args, depth);
  if (word === 'npx' || word === 'pnpx') {
    const read = readNpmArgs(args, 'npx');
    return guardedServer(npmLaunchOf('npx', read), read.words.slice((read.first ?? read.words.length) + 1), depth);
  }
  if (word === 'npm') {
    // `npm [options] exec|x [options] PKG`: npm reads options anywhere before `--`; its first positional word is the command.
    const read = readNpmArgs(args, 'npm');
    if (read.unreadable !== undefined) return args.includes('exec') || args.includes('x') ? npmLaunchOf('npm exec', read) : undefined;
    const sub = read.first === undefined ? undefined : read.words[read.first];
    if (sub !== 'exec' && sub !== 'x') return undefined;
    const launched = npmLaunchOf('npm exec', { ...read, first: read.second });
    return guardedServer(launched, read.second === undefined ? [] : read.words.slice(read.second + 1), depth);
  }
  if (word === 'bunx')
    return guardedServer(tableLaunch('bunx', args, { values: BUNX_VALUE_OPTIONS }), afterSpec(args, BUNX_VALUE_OPTIONS), depth);
  if (word === 'bun' && args[0] === 'x')
    return guardedServer(
      tableLaunch('bunx', args.slice(1), { values: BUNX_VALUE_OPTIONS }),
      afterSpec(args.slice(1), BUNX_VALUE_OPTIONS),
      depth,
    );
  if (word === 'pnpm') {
    const read = readTable(args, PNPM_TABLE.values, PNPM_TABLE.flags);
    if (read.unreadable !== undefined) return unreadableLaunch('pnpm dlx', 'npm', read.unreadable);
    if (read.first !== 'dlx') return undefined;
    const dlx = args.slice(read.firstAt! + 1);
    return guardedServer(tableLaunch('pnpm dlx', dlx, PNPM_TABLE), afterSpec(dlx, PNPM_TABLE.values), depth);
  }
  if (word === 'uvx') return uvLaunch(args);
  if (word === 'uv' && args[0] === 'tool' && args[1] === 'run') return uvLaunch(args.slice(2));
  if (word === 'pipx') {
    const read = readTable(args, PIPX_VALUE_OPTIONS, PIPX_FLAGS);
    if (read.unreadable !== undefined) return unreadableLaunch('pipx run', 'pypi', read.unreadable);
    return read.first === 'run' ? pipxLaunch(args.slice(read.firstAt! + 1)) : undefined;
  }
  if (word === 'docker' || word === 'podman') return dockerCommand(word, args);
  return undefined;
}

/** `docker [global options] run …` or `docker container run …`; podman's own global options are not read. */
function dockerCommand(word: string, args: readonly string[]): LaunchedPackage | undefined {
  const read = readTable(args, DOCKER_GLOBAL_VALUE_OPTIONS, DOCKER_GLOBAL_FLAGS);
  if (read.unreadable !== undefined) return unreadableLaunch('docker run', 'oci', `${word}: ${read.unreadable}`);
  const at = read.firstAt;
  if (at === undefined) return undefined;
  if (args[at] === 'run') return dockerLaunch(args.slice(at + 1));
  return args[at] === 'container' && args[at + 1] === 'run' ? dockerLaunch(args.slice(at + 2)) : undefined;
}

/** The words after the package spec of a launcher read by a table (for the guard's own `guard … -- CMD`). */
function afterSpec(args: readonly string[], values: ReadonlySet<string>): readonly string[] {
  const read = readTable(args, values);
  return read.firstAt === undefined ? [] : args.slice(read.firstAt + 1);
}

/**
 * When the package is toolseal and it runs `guard … -- CMD ARGS` (an entry `toolseal wrap` rewrote), the
 * server after `--` is what runs: it is read, unless toolseal itself is started with no exact version
 * (`npx -y toolseal guard …`), which is that finding. Else the package as read.
 */
function guardedServer(
  launched: LaunchedPackage | undefined | 'toolseal',
  rest: readonly string[],
  depth: number,
): LaunchedPackage | undefined {
  // `toolseal` itself (installed, or node running its CLI): the guard, with no package of its own to check.
  if (launched === 'toolseal') launched = undefined;
  else if (launched === undefined || launched.name !== 'toolseal') return launched;
  if (launched?.unreadable) return launched;
  if (rest[0] !== 'guard') return launched;
  const d = rest.indexOf('--');
  if (d < 0 || d + 1 >= rest.length) return launched;
  if (launched?.unpinned !== undefined) return { ...launched, unpinned: `the guard itself: ${launched.unpinned}` };
  return readLaunch(rest[d + 1]!, rest.slice(d + 2), depth + 1);
}

/**
 * The simple commands of a shell line: the package the one launcher among them runs. A word the shell
 * expands is read three ways (a plain word, an option, a launcher); when they disagree the line is
 * unreadable, since what runs depends on the expansion. Two launchers on one line are unreadable too.
 */
function readShellCommands(commands: readonly ShellWord[][], depth: number): LaunchedPackage | undefined {
  const found: LaunchedPackage[] = [];
  for (const c of commands) {
    const words = withoutBuiltin(c);
    if (words === undefined || words.length === 0) continue;
    const read = (w: readonly string[]) => readLaunch(w[0]!, w.slice(1), depth);
    let launched: LaunchedPackage | undefined;
    if (!words.some((w) => w.expands)) launched = read(words.map((w) => w.text));
    else {
      const variants = ['toolseal-expansion', '--toolseal-expansion', 'npx'].map((v) => read(words.map((w) => expandedAs(w, v))));
      const same = variants.every((v) => JSON.stringify(v) === JSON.stringify(variants[0]));
      const named = variants.some((v) => v !== undefined && JSON.stringify(v).includes('toolseal-expansion'));
      const any = variants.find((v) => v !== undefined);
      launched =
        same && !named
          ? variants[0]
          : any &&
            unreadableLaunch(
              'shell',
              any.ecosystem,
              'the shell expands a word ($…, `…`, a glob) where the launcher or its package is named',
            );
    }
    if (launched !== undefined) found.push(launched);
  }
  if (found.length <= 1) return found[0];
  return (
    found.find((f) => f.unreadable) ??
    found.find((f) => f.unpinned !== undefined) ??
    unreadableLaunch('shell', found[0]!.ecosystem, `the shell command line starts ${found.length} packages`)
  );
}

/** What a shell word reads as when each expansion in it (`$VAR`, `${…}`, `$(…)`, a backquote) gives `v`; a glob or `~` word is `v` whole. */
function expandedAs(w: ShellWord, v: string): string {
  if (!w.expands) return w.text;
  if (!/[$`]/.test(w.text)) return v;
  return w.text.replace(/\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9@*#?$!-]|`[^`]*`|[$`]/g, v);
}

/**
 * A simple command without the shell builtin that runs the rest (`exec [-cl] [-a NAME]`, `command [-p]`);
 * undefined for `command -v`/`-V`, which only looks the word up.
 */
function withoutBuiltin(words: readonly ShellWord[]): readonly ShellWord[] | undefined {
  const first = words[0]?.text;
  if (first !== 'exec' && first !== 'command') return words;
  let i = 1;
  for (; i < words.length && words[i]!.text.startsWith('-'); i++) {
    const o = words[i]!.text;
    if (o === '--') return words.slice(i + 1);
    if (first === 'command' && /[vV]/.test(o)) return undefined;
    if (first === 'exec' && o === '-a') i++;
  }
  return words.slice(i);
}

/** A wrapper toolseal cannot read: unreadable when a launcher word is among its words, else no launcher. */
function unreadableOf(words: readonly string[], why: string): LaunchedPackage | undefined {
  for (const w of words) {
    for (const part of w.split(/\s+/)) {
      const word = commandWord(part);
      if (Object.hasOwn(LAUNCHER_WORDS, word)) return unreadableLaunch('shell', LAUNCHER_WORDS[word]!, why);
    }
  }
  return undefined;
}

/** The command's own name: no folder, no Windows extension, lower case. */
function commandWord(command: string): string {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, '').toLowerCase();
}
