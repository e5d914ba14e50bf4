/**
 * The package a configured server is started from, read from its command line (`npx -y @acme/server@1.2.3`,
 * `uvx acme-server==1.2.3`, `docker run … ghcr.io/acme/server@sha256:…`), and whether that names one exact
 * version. Pure: the command line is only read, never run, and nothing is resolved here.
 */

/** The ecosystems a lock entry's `package` is from (docs/formats.md). */
export type PackageEcosystem = 'npm' | 'pypi' | 'oci';

/** A lock entry's `package`: what the launcher runs, as `check` or `lock` resolved it. */
export interface PackagePin {
  ecosystem: PackageEcosystem;
  name: string;
  /** The exact version (npm, PyPI), or the image tag (the digest when the reference has no tag). */
  version: string;
  /** npm: the registry's `dist.integrity` (SRI); oci: `sha256:<hex>`; absent when it was not resolved. */
  integrity?: string;
}

/** The launchers whose package is read (the words as a config file gives them). */
export type Launcher = 'npx' | 'pnpm dlx' | 'bunx' | 'uvx' | 'pipx run' | 'docker run';

/** What a launcher's command line says it runs. */
export interface LaunchedPackage {
  launcher: Launcher;
  ecosystem: PackageEcosystem;
  /** The package or image name (`@acme/server`, `ghcr.io/acme/server`); empty when it cannot be told. */
  name: string;
  /** The version as written (`1.2.3`, `latest`, `^1`, an image tag), absent when none is written. */
  requested?: string;
  /** The one exact version it names (npm, PyPI), or the image tag beside a digest. */
  version?: string;
  /** An image reference's `sha256:<hex>` digest. */
  digest?: string;
  /** `--registry URL` (npm launchers) or `--index-url URL` (PyPI launchers), when the command line gives one. */
  registry?: string;
  /** Undefined when one exact version (or an image digest) is named; else why not, as words. */
  unpinned?: string;
}

/** The longest name or version text kept (npm names are at most 214 characters). */
const MAX_SPEC_LENGTH = 512;

const SEMVER_EXACT = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/i;
const PYPI_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const SHA256 = /^sha256:[0-9a-f]{64}$/;

/** Options that take a value (the next word, or `--opt=value`), per launcher; an unknown option is a flag. */
const NPM_VALUE_OPTIONS = new Set([
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
const PNPM_VALUE_OPTIONS = new Set(['--package', '--allow-build', '--dir', '-C', '--registry', '--config', '--reporter']);
const BUNX_VALUE_OPTIONS = new Set(['-p', '--package', '--registry', '--cwd']);
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
const PIPX_VALUE_OPTIONS = new Set(['--spec', '--python', '--pip-args', '--index-url', '-i', '--fetch-missing-python', '--backend']);

/**
 * `docker run` options (and `podman run`'s common ones): each that takes a value, and each flag. An option
 * that is neither is not guessed at: the image cannot be told from the rest (a value would pass for it).
 */
const DOCKER_VALUE_OPTIONS = new Set([
  '-a',
  '--attach',
  '--add-host',
  '--annotation',
  '--blkio-weight',
  '--cap-add',
  '--cap-drop',
  '--cgroup-parent',
  '--cgroupns',
  '--cidfile',
  '--cpu-period',
  '--cpu-quota',
  '--cpu-shares',
  '-c',
  '--cpus',
  '--cpuset-cpus',
  '--cpuset-mems',
  '--device',
  '--device-cgroup-rule',
  '--dns',
  '--dns-option',
  '--dns-search',
  '--domainname',
  '--entrypoint',
  '-e',
  '--env',
  '--env-file',
  '--expose',
  '--gpus',
  '--group-add',
  '--health-cmd',
  '--health-interval',
  '--health-retries',
  '--health-start-period',
  '--health-timeout',
  '-h',
  '--hostname',
  '--ip',
  '--ip6',
  '--ipc',
  '--isolation',
  '-l',
  '--label',
  '--label-file',
  '--link',
  '--log-driver',
  '--log-opt',
  '--mac-address',
  '-m',
  '--memory',
  '--memory-reservation',
  '--memory-swap',
  '--memory-swappiness',
  '--mount',
  '--name',
  '--network',
  '--net',
  '--network-alias',
  '--pid',
  '--pids-limit',
  '--platform',
  '-p',
  '--publish',
  '--pull',
  '--restart',
  '--runtime',
  '--security-opt',
  '--shm-size',
  '--stop-signal',
  '--stop-timeout',
  '--storage-opt',
  '--sysctl',
  '--tmpfs',
  '-u',
  '--user',
  '--ulimit',
  '--userns',
  '--uts',
  '-v',
  '--volume',
  '--volume-driver',
  '--volumes-from',
  '-w',
  '--workdir',
  '--detach-keys',
  '--kernel-memory',
  '--oom-score-adj',
  '--cpu-rt-period',
  '--cpu-rt-runtime',
]);
const DOCKER_FLAGS = new Set([
  '-i',
  '--interactive',
  '-t',
  '--tty',
  '--rm',
  '-d',
  '--detach',
  '--init',
  '--privileged',
  '--read-only',
  '-P',
  '--publish-all',
  '--no-healthcheck',
  '--oom-kill-disable',
  '--sig-proxy',
  '-q',
  '--quiet',
  '--disable-content-trust',
]);

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

function npmLaunch(launcher: Launcher, args: readonly string[], valueOptions: ReadonlySet<string>): LaunchedPackage | undefined {
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

function uvLaunch(args: readonly string[]): LaunchedPackage | undefined {
  const read = readOptions(args, UV_VALUE_OPTIONS);
  const spec = read.values.get('--from')?.[0] ?? read.first;
  if (spec === undefined) return undefined;
  const index = read.values.get('--index-url')?.at(-1) ?? read.values.get('-i')?.at(-1) ?? read.values.get('--default-index')?.at(-1);
  return pypiSpec('uvx', spec, index);
}

function pipxLaunch(args: readonly string[]): LaunchedPackage | undefined {
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

function dockerLaunch(args: readonly string[]): LaunchedPackage {
  const base = { launcher: 'docker run' as const, ecosystem: 'oci' as const };
  let image: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      image = args[i + 1];
      break;
    }
    if (!a.startsWith('-') || a === '-') {
      image = a;
      break;
    }
    const name = a.includes('=') ? a.slice(0, a.indexOf('=')) : a;
    if (a.includes('=') && (DOCKER_VALUE_OPTIONS.has(name) || DOCKER_FLAGS.has(name))) continue;
    if (DOCKER_VALUE_OPTIONS.has(a)) {
      i++;
      continue;
    }
    if (DOCKER_FLAGS.has(a)) continue;
    // Short flags together (`-it`, `-dit`), or a short option with its value attached (`-eKEY=V`, `-p8080:80`).
    if (/^-[A-Za-z]{2,}$/.test(a) && [...a.slice(1)].every((c) => DOCKER_FLAGS.has(`-${c}`))) continue;
    if (/^-[A-Za-z]./.test(a) && DOCKER_VALUE_OPTIONS.has(a.slice(0, 2))) continue;
    return {
      ...base,
      name: '',
      unpinned: `the docker run option ${JSON.stringify(a.slice(0, 40))} is not known, so the image cannot be told from its value`,
    };
  }
  if (image === undefined || image === '') return { ...base, name: '', unpinned: 'no image is named' };
  return imageReference(image);
}

/** An image reference `[registry/]repository[:tag][@sha256:hex]`. */
export function imageReference(ref: string): LaunchedPackage {
  const base = { launcher: 'docker run' as const, ecosystem: 'oci' as const };
  if (ref.length > MAX_SPEC_LENGTH) return { ...base, name: '', unpinned: 'the image reference is too long to read' };
  const atDigest = ref.indexOf('@');
  const digest = atDigest < 0 ? undefined : ref.slice(atDigest + 1);
  const named = atDigest < 0 ? ref : ref.slice(0, atDigest);
  const slash = named.lastIndexOf('/');
  const colon = named.lastIndexOf(':');
  const tag = colon > slash ? named.slice(colon + 1) : undefined;
  const name = colon > slash ? named.slice(0, colon) : named;
  if (!/^[a-z0-9][a-z0-9._:/-]*$/.test(name) || (tag !== undefined && !/^[\w][\w.-]{0,127}$/.test(tag))) {
    return { ...base, name: '', unpinned: 'the image reference cannot be read' };
  }
  const withTag = { ...base, name, ...(tag === undefined ? {} : { requested: tag, version: tag }) };
  if (digest === undefined)
    return {
      ...withTag,
      unpinned: tag === undefined ? 'no tag and no digest, so latest is pulled' : 'an image tag without a digest (@sha256:…) can be moved',
    };
  if (!SHA256.test(digest)) return { ...withTag, unpinned: 'the digest is not sha256:<64 hex>' };
  return { ...withTag, digest };
}

/** The pin a launched package gives by itself, with nothing resolved: an image digest; else undefined. */
export function pinOfReference(p: LaunchedPackage): PackagePin | undefined {
  if (p.unpinned !== undefined || p.ecosystem !== 'oci' || p.digest === undefined) return undefined;
  return { ecosystem: 'oci', name: p.name, version: p.version ?? p.digest, integrity: p.digest };
}

/** Whether two package pins are the same (every member). */
export function samePackagePin(a: PackagePin | undefined, b: PackagePin | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.ecosystem === b.ecosystem && a.name === b.name && a.version === b.version && a.integrity === b.integrity;
}

/**
 * Asserts a lock entry's `package` (calls `bad` with what is wrong): an ecosystem of the three, a name and
 * a version (non-empty strings), and an integrity when present (`sha512-…`/`sha…` SRI for npm and PyPI,
 * `sha256:<hex>` for oci), and no other member.
 */
export function assertPackagePin(v: unknown, bad: (what: string) => never): asserts v is PackagePin {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) bad('package is not an object');
  const p = v as Record<string, unknown>;
  for (const k of Object.keys(p))
    if (!['ecosystem', 'name', 'version', 'integrity'].includes(k)) bad(`package has an unknown member ${JSON.stringify(k)}`);
  if (p.ecosystem !== 'npm' && p.ecosystem !== 'pypi' && p.ecosystem !== 'oci') bad('package.ecosystem must be npm, pypi or oci');
  for (const k of ['name', 'version'] as const) {
    if (typeof p[k] !== 'string' || p[k] === '' || (p[k] as string).length > MAX_SPEC_LENGTH)
      bad(`package.${k} is not a name of 1 to ${MAX_SPEC_LENGTH} characters`);
  }
  if (p.integrity !== undefined) {
    const ok =
      typeof p.integrity === 'string' &&
      (p.ecosystem === 'oci' ? SHA256.test(p.integrity) : /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(p.integrity));
    if (!ok)
      bad(p.ecosystem === 'oci' ? 'package.integrity is not sha256:<64 hex>' : 'package.integrity is not an SRI string (sha512-<base64>)');
  }
}
