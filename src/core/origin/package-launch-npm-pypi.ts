// The npm and PyPI launchers' command lines (npx, npm exec, pnpm dlx, bunx, uvx, pipx run): their options,
// read by each launcher's own table (launcher-options.ts), and the package spec each names, read as the
// launcher reads it. Pure: nothing is run or resolved.
import { commandWords } from './command-words.js';
import {
  NPM_FLAG_KEYS,
  NPM_SHORTHANDS,
  NPM_VALUE_KEYS,
  NPX_FLAG_KEYS,
  NPX_REMOVED_KEYS,
  NPX_VALUE_KEYS,
  PIP_FILE_OPTIONS,
  PIP_FLAGS,
  PIP_VALUE_OPTIONS,
  PIPX_FLAGS,
  PIPX_VALUE_OPTIONS,
  PNPM_FLAGS,
  PNPM_VALUE_OPTIONS,
  UV_FLAGS,
  UV_VALUE_OPTIONS,
} from './launcher-options.js';
import { MAX_SPEC_LENGTH, type Launcher, type LaunchedPackage, type PackageEcosystem } from './package-pin.js';

const SEMVER_EXACT = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/i;
const PYPI_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
/** bunx's options that take a value; any other is a flag. */
export const BUNX_VALUE_OPTIONS: ReadonlySet<string> = new Set(['-p', '--package', '--registry', '--cwd']);

/** A command line whose words cannot be read as the launcher reads them. */
export function unreadableLaunch(launcher: Launcher, ecosystem: PackageEcosystem, why: string): LaunchedPackage {
  return { launcher, ecosystem, name: '', unpinned: why, unreadable: true };
}

/** What an npm-family command line gives: its `--package` values, its first positional word and the words after it. */
export interface NpmArgs {
  /** The words as read, each shorthand expanded (`-d` is `--loglevel info`): `first` and `second` index these. */
  words: readonly string[];
  packages: string[];
  registry?: string;
  call?: string;
  /** The index of the first positional word (the package, or the command of `--package`, or npm's subcommand). */
  first?: number;
  /** npm: the index of the second (the package after `exec`). */
  second?: number;
  unreadable?: string;
}

/**
 * npx's and npm's options, by npm's own definitions: a flag (a Boolean key, or `--no-` one), a value (any
 * other key: the next word, or `--key=value`), a shorthand (`-y`, `-d` = `--loglevel info`). npx
 * (`bin/npx-cli.js`) stops at the first positional word; npm (`npm exec`) reads options up to `--`, also
 * after it (`fromNpm`). A key neither knows is not guessed at: npx and npm read its next word differently.
 */
export function readNpmArgs(args: readonly string[], mode: 'npx' | 'npm'): NpmArgs {
  const words = [...args];
  const out: NpmArgs = { words, packages: [] };
  const optionLike = (w: string | undefined) => w !== undefined && w.startsWith('-');
  const positional = (at: number) => {
    if (out.first === undefined) out.first = at;
    else if (out.second === undefined) out.second = at;
  };
  // Bounded: each step consumes a word, or expands a shorthand into at most three words once.
  for (let i = 0, steps = 0; i < words.length && steps < 4 * args.length + 8; i++, steps++) {
    const a = words[i]!;
    if (a === '--') {
      if (i + 1 < words.length) positional(i + 1);
      if (mode === 'npm' && out.second === undefined && i + 2 < words.length) out.second = i + 2;
      break;
    }
    if (!a.startsWith('-') || a === '-') {
      positional(i);
      if (mode === 'npx') break;
      continue;
    }
    const eq = a.indexOf('=');
    let key = (eq < 0 ? a : a.slice(0, eq)).replace(/^-+/, '');
    const value = eq < 0 ? undefined : a.slice(eq + 1);
    if (mode === 'npx' && NPX_REMOVED_KEYS.has(key)) return { ...out, unreadable: `npx no longer reads --${key}` };
    if (mode === 'npx' && key === 'p') key = 'package';
    else if (mode === 'npx' && key === 'shell') key = 'script-shell';
    else if (NPM_SHORTHANDS.has(key) && !NPM_FLAG_KEYS.has(key) && !NPM_VALUE_KEYS.has(key)) {
      words.splice(i, 1, ...NPM_SHORTHANDS.get(key)!, ...(value === undefined ? [] : [value]));
      i--;
      continue;
    }
    const isFlag =
      NPM_FLAG_KEYS.has(key) || (key.startsWith('no-') && NPM_FLAG_KEYS.has(key.slice(3))) || (mode === 'npx' && NPX_FLAG_KEYS.has(key));
    if (isFlag) continue;
    if (!NPM_VALUE_KEYS.has(key) && !(mode === 'npx' && NPX_VALUE_KEYS.has(key))) {
      return { ...out, unreadable: `the option ${JSON.stringify(a.slice(0, 40))} is not one npm defines` };
    }
    let v = value;
    if (v === undefined) {
      const next = words[i + 1];
      // npx takes a value that starts with `-` only for its own options; npm's parser may differ: not read.
      if (optionLike(next) && !(mode === 'npx' && NPX_VALUE_KEYS.has(key)))
        return { ...out, unreadable: `the option --${key} is followed by ${JSON.stringify(next!.slice(0, 40))}, not a value` };
      v = next;
      i++;
    }
    if (v === undefined) continue;
    if (key === 'package') out.packages.push(v);
    else if (key === 'registry') out.registry = v;
    else if (key === 'call') out.call = v;
  }
  return out;
}

/** The package an npm-family launcher runs (`npx`, `npm exec`), read from what {@link readNpmArgs} found. */
export function npmLaunchOf(launcher: Launcher, read: NpmArgs, firstIsSpec = true): LaunchedPackage | undefined {
  const args = read.words;
  if (read.unreadable !== undefined) return unreadableLaunch(launcher, 'npm', read.unreadable);
  if (read.call !== undefined && read.packages.length === 0)
    return unreadableLaunch(launcher, 'npm', 'a --call command line names no --package: what it runs is not read');
  const spec = read.packages.length > 0 ? read.packages[0]! : firstIsSpec && read.first !== undefined ? args[read.first] : undefined;
  if (spec === undefined) return undefined;
  const launched = npmSpec(launcher, spec);
  if (launched === undefined) return undefined;
  if (read.registry) launched.registry = read.registry;
  if (read.packages.length > 1 && launched.unpinned === undefined)
    launched.unpinned = `${read.packages.length} packages are given (--package); only the first is pinned`;
  return launched;
}

/**
 * `pnpm [options] dlx [options] PKG` (pnpm stops reading options at the command after dlx) and bunx: each
 * option by the launcher's table; for pnpm an option outside it is not read.
 */
export function tableLaunch(
  launcher: 'pnpm dlx' | 'bunx',
  args: readonly string[],
  table: { values: ReadonlySet<string>; flags?: ReadonlySet<string> },
): LaunchedPackage | undefined {
  const read = readTable(args, table.values, table.flags);
  if (read.unreadable !== undefined) return unreadableLaunch(launcher, 'npm', read.unreadable);
  const packages = [...(read.values.get('--package') ?? []), ...(launcher === 'bunx' ? (read.values.get('-p') ?? []) : [])];
  const shellMode = read.values.has('--shell-mode') || read.values.has('-c');
  if (shellMode && packages.length === 0)
    return unreadableLaunch(launcher, 'npm', 'a --shell-mode command names no --package: what it runs is not read');
  return npmLaunchOf(launcher, { words: args, packages, registry: read.values.get('--registry')?.at(-1), first: read.firstAt });
}

export const PNPM_TABLE = { values: PNPM_VALUE_OPTIONS, flags: PNPM_FLAGS };

interface TableRead {
  values: Map<string, string[]>;
  first?: string;
  firstAt?: number;
  unreadable?: string;
}

/**
 * The options of a command line by a table, up to its first positional word: `--opt value`, `--opt=value`,
 * `-xVALUE` for a short value option, `-abc` for short flags together. With `flags`, an option in neither
 * set is not read (the launcher rejects it, or reads it in a way toolseal cannot tell); without, it is a flag.
 */
export function readTable(args: readonly string[], valueOptions: ReadonlySet<string>, flags?: ReadonlySet<string>): TableRead {
  const values = new Map<string, string[]>();
  const put = (k: string, v: string) => values.set(k, [...(values.get(k) ?? []), v]);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') return { values, first: args[i + 1], firstAt: i + 1 < args.length ? i + 1 : undefined };
    if (!a.startsWith('-') || a === '-') return { values, first: a, firstAt: i };
    const eq = a.indexOf('=');
    const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    if (name !== a) {
      if (flags !== undefined && !valueOptions.has(name) && !flags.has(name))
        return { values, unreadable: `the option ${JSON.stringify(name.slice(0, 40))} is not one the launcher defines` };
      put(name, a.slice(eq + 1));
    } else if (valueOptions.has(a)) {
      if (i + 1 < args.length) put(a, args[i + 1]!);
      i++;
    } else if (flags === undefined || flags.has(a)) {
      put(a, '');
    } else if (/^-[A-Za-z]{2,}$/.test(a) && [...a.slice(1)].every((c) => flags.has(`-${c}`))) {
      for (const c of a.slice(1)) put(`-${c}`, '');
    } else if (/^-[A-Za-z]./.test(a) && valueOptions.has(a.slice(0, 2))) {
      put(a.slice(0, 2), a.slice(2).replace(/^=/, ''));
    } else {
      return { values, unreadable: `the option ${JSON.stringify(a.slice(0, 40))} is not one the launcher defines` };
    }
  }
  return { values };
}

/** An npm package spec (`name`, `name@version`, `@scope/name@tag`); undefined for a local path. */
export function npmSpec(launcher: Launcher, spec: string): LaunchedPackage | undefined {
  if (/^(\.{1,2}([\\/]|$)|[\\/]|~[\\/]|[A-Za-z]:[\\/]|file:)/.test(spec)) return undefined;
  const base = { launcher, ecosystem: 'npm' as const };
  if (spec.length > MAX_SPEC_LENGTH) return { ...base, name: '', unpinned: 'the package spec is too long to read' };
  if (/^(git\+|git:|github:|gitlab:|bitbucket:|gist:|https?:)/.test(spec) || /^[^@/]+\/[^@/]+(#.*)?$/.test(spec)) {
    return { ...base, name: spec, unpinned: 'a git or URL spec, not a registry version' };
  }
  const at = spec.indexOf('@', 1);
  const name = at < 0 ? spec : spec.slice(0, at);
  const requested = at < 0 ? undefined : spec.slice(at + 1);
  if (!NPM_NAME.test(name)) return { ...base, name: '', unpinned: 'the package name cannot be read' };
  if (requested === undefined || requested === '') return { ...base, name, unpinned: 'no version is given, so the newest is fetched' };
  if (SEMVER_EXACT.test(requested)) return { ...base, name, requested, version: requested.replace(/^v/, '') };
  return {
    ...base,
    name,
    requested,
    unpinned: requested === 'latest' ? '@latest is whatever is newest' : `${JSON.stringify(requested)} is a range or tag, not one version`,
  };
}

/** `uvx` / `uv tool run`: the package (`--from`, else the command), and each `--with` package beside it. */
export function uvLaunch(args: readonly string[]): LaunchedPackage | undefined {
  const read = readTable(args, UV_VALUE_OPTIONS, UV_FLAGS);
  if (read.unreadable !== undefined) return unreadableLaunch('uvx', 'pypi', read.unreadable);
  if (read.values.has('--with-requirements'))
    return unreadableLaunch('uvx', 'pypi', 'the packages of --with-requirements are in a file toolseal does not read');
  const spec = read.values.get('--from')?.[0] ?? read.first;
  if (spec === undefined) return undefined;
  const index = read.values.get('--index-url')?.at(-1) ?? read.values.get('-i')?.at(-1) ?? read.values.get('--default-index')?.at(-1);
  const extras = [...(read.values.get('--with') ?? []), ...(read.values.get('-w') ?? [])].flatMap((v) => v.split(','));
  return withExtras(pypiSpec('uvx', spec, index), extras, '--with');
}

/** `pipx run`: the package (`--spec`, else the app), and the packages `--pip-args` installs beside it. */
export function pipxLaunch(args: readonly string[]): LaunchedPackage | undefined {
  const read = readTable(args, PIPX_VALUE_OPTIONS, PIPX_FLAGS);
  if (read.unreadable !== undefined) return unreadableLaunch('pipx run', 'pypi', read.unreadable);
  const spec = read.values.get('--spec')?.[0] ?? read.first;
  if (spec === undefined) return undefined;
  const launched = pypiSpec('pipx run', spec, read.values.get('--index-url')?.at(-1) ?? read.values.get('-i')?.at(-1));
  const extras: string[] = [...(read.values.get('--preinstall') ?? [])];
  for (const line of read.values.get('--pip-args') ?? []) {
    let pipWords: string[];
    try {
      pipWords = commandWords(line, '--pip-args');
    } catch {
      return unreadableLaunch('pipx run', 'pypi', 'its --pip-args has an unclosed quote');
    }
    // pip install's own words: options by pip's table, and every other word a package it installs too.
    for (let i = 0; i < pipWords.length; i++) {
      const w = pipWords[i]!;
      const name = w.startsWith('--') && w.includes('=') ? w.slice(0, w.indexOf('=')) : w;
      if (PIP_FILE_OPTIONS.has(name) || PIP_FILE_OPTIONS.has(w.slice(0, 2)))
        return unreadableLaunch(
          'pipx run',
          'pypi',
          `--pip-args ${JSON.stringify(name)} installs packages from a file toolseal does not read`,
        );
      if (!w.startsWith('-')) extras.push(w);
      else if (PIP_VALUE_OPTIONS.has(name)) i += name === w ? 1 : 0;
      else if (!PIP_FLAGS.has(name))
        return unreadableLaunch(
          'pipx run',
          'pypi',
          `--pip-args holds ${JSON.stringify(name.slice(0, 40))}, an option pip's table does not hold`,
        );
    }
  }
  return withExtras(launched, extras, '--pip-args or --preinstall');
}

/** A launched package with the extra packages installed beside it: unpinned unless each is one exact version. */
function withExtras(launched: LaunchedPackage | undefined, extras: readonly string[], option: string): LaunchedPackage | undefined {
  if (launched === undefined || launched.unpinned !== undefined) return launched;
  for (const extra of extras) {
    const p = pypiSpec(launched.launcher, extra.trim(), undefined);
    if (p === undefined || p.unpinned !== undefined) {
      const shown = JSON.stringify(extra.slice(0, 80));
      return { ...launched, unpinned: `the package ${shown} (${option}), installed beside it, is not one exact version` };
    }
  }
  return launched;
}

/** A PyPI requirement as uvx and pipx take it: `name`, `name==1.2.3`, `name[extra]==1.2.3`, `name@1.2.3` (uvx). */
function pypiSpec(launcher: Launcher, spec: string, registry: string | undefined): LaunchedPackage | undefined {
  if (/^(\.{1,2}([\\/]|$)|[\\/]|~[\\/]|[A-Za-z]:[\\/]|file:)/.test(spec)) return undefined;
  const base = { launcher, ecosystem: 'pypi' as const, ...(registry ? { registry } : {}) };
  if (spec.length > MAX_SPEC_LENGTH) return { ...base, name: '', unpinned: 'the package spec is too long to read' };
  if (/^(git\+|https?:)/.test(spec) || spec.includes(' @ '))
    return { ...base, name: spec, unpinned: 'a git or URL spec, not a registry version' };
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[A-Za-z0-9._,\s-]*\])?\s*(.*)$/.exec(spec);
  if (!m || !PYPI_NAME.test(m[1]!)) return { ...base, name: '', unpinned: 'the package name cannot be read' };
  const name = m[1]!;
  const rest = m[3]!.trim();
  if (rest === '') return { ...base, name, unpinned: 'no version is given, so the newest is fetched' };
  const exact = /^(?:==|@)\s*([0-9A-Za-z.+!_-]+)$/.exec(rest);
  if (exact && exact[1] !== 'latest' && !exact[1]!.includes('*')) return { ...base, name, requested: rest, version: exact[1]! };
  return {
    ...base,
    name,
    requested: rest,
    unpinned: rest === '@latest' ? '@latest is whatever is newest' : `${JSON.stringify(rest)} is a range, not one version`,
  };
}
