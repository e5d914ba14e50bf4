// The npm and PyPI launchers' command lines (npx, pnpm dlx, bunx, uvx, pipx run): their options, and the
// package spec each names, read as the launcher reads it. Pure: nothing is run or resolved.
import { MAX_SPEC_LENGTH, type Launcher, type LaunchedPackage } from './package-pin.js';

const SEMVER_EXACT = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/i;
const PYPI_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/** Options that take a value (the next word, or `--opt=value`), per launcher; an unknown option is a flag. */
export const NPM_VALUE_OPTIONS = new Set([
  '-p',
  '--package',
  '-c',
  '--call',
  '--registry',
  '--cache',
  '--userconfig',
  '--prefix',
  '-w',
  '--workspace',
  '--node-options',
  '--shell',
]);
export const PNPM_VALUE_OPTIONS = new Set(['--package', '--allow-build', '--dir', '-C', '--registry', '--config', '--reporter']);
export const BUNX_VALUE_OPTIONS = new Set(['-p', '--package', '--registry', '--cwd']);
const UV_VALUE_OPTIONS = new Set([
  '--from',
  '--with',
  '--with-editable',
  '--with-requirements',
  '-p',
  '--python',
  '--index',
  '--index-url',
  '-i',
  '--default-index',
  '--extra-index-url',
  '--find-links',
  '-f',
  '--constraints',
  '-c',
  '--overrides',
  '--build-constraints',
  '-b',
  '--directory',
  '--project',
  '--config-file',
  '--cache-dir',
  '--python-platform',
  '--env-file',
  '--exclude-newer',
  '--index-strategy',
  '--keyring-provider',
  '--resolution',
  '--prerelease',
  '--link-mode',
  '--color',
  '--allow-insecure-host',
]);
export const PIPX_VALUE_OPTIONS = new Set(['--spec', '--python', '--pip-args', '--index-url', '-i', '--fetch-missing-python', '--backend']);

/** The options (by name, each value given to it) and the positional words of a command line, up to the first positional. */
interface ReadOptions {
  values: Map<string, string[]>;
  /** The first word that is not an option (the package or the command), and its index. */
  first?: string;
}

function readOptions(args: readonly string[], valueOptions: ReadonlySet<string>): ReadOptions {
  const values = new Map<string, string[]>();
  const put = (k: string, v: string) => values.set(k, [...(values.get(k) ?? []), v]);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') return { values, first: args[i + 1] };
    if (!a.startsWith('-') || a === '-') return { values, first: a };
    const eq = a.indexOf('=');
    if (a.startsWith('--') && eq > 0) {
      put(a.slice(0, eq), a.slice(eq + 1));
      continue;
    }
    if (valueOptions.has(a)) {
      if (i + 1 < args.length) put(a, args[i + 1]!);
      i++;
      continue;
    }
    put(a, '');
  }
  return { values, first: undefined };
}

export function npmLaunch(launcher: Launcher, args: readonly string[], valueOptions: ReadonlySet<string>): LaunchedPackage | undefined {
  const read = readOptions(args, valueOptions);
  const packages = [...(read.values.get('--package') ?? []), ...(read.values.get('-p') ?? [])];
  const registry = read.values.get('--registry')?.at(-1);
  // With --package, the first positional word is the command to run from it, not a package.
  const spec = packages.length > 0 ? packages[0]! : read.first;
  if (spec === undefined) return undefined;
  const launched = npmSpec(launcher, spec);
  if (launched === undefined) return undefined;
  if (registry) launched.registry = registry;
  if (packages.length > 1 && launched.unpinned === undefined)
    launched.unpinned = `${packages.length} packages are given (--package); only the first is pinned`;
  return launched;
}

/** An npm package spec (`name`, `name@version`, `@scope/name@tag`); undefined for a local path. */
function npmSpec(launcher: Launcher, spec: string): LaunchedPackage | undefined {
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

export function uvLaunch(args: readonly string[]): LaunchedPackage | undefined {
  const read = readOptions(args, UV_VALUE_OPTIONS);
  const spec = read.values.get('--from')?.[0] ?? read.first;
  if (spec === undefined) return undefined;
  const index = read.values.get('--index-url')?.at(-1) ?? read.values.get('-i')?.at(-1) ?? read.values.get('--default-index')?.at(-1);
  return pypiSpec('uvx', spec, index);
}

export function pipxLaunch(args: readonly string[]): LaunchedPackage | undefined {
  const read = readOptions(args, PIPX_VALUE_OPTIONS);
  const spec = read.values.get('--spec')?.[0] ?? read.first;
  if (spec === undefined) return undefined;
  return pypiSpec('pipx run', spec, read.values.get('--index-url')?.at(-1) ?? read.values.get('-i')?.at(-1));
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
