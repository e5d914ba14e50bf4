import { ToolsealError } from '../errors.js';
import { launchedPackageOf } from './package-launch.js';
import type { RegistryEntry, RegistryPackage } from './registry-entry.js';
import { quoteForTerminal } from '../text/terminal-text.js';

/**
 * The live server a registry entry names, for `verify --registry NAME` with no server given: a remote's
 * URL, or the command line that starts one of its packages at one exact version. Pure: nothing is started
 * or fetched here.
 */
export type RegistryServer =
  | { kind: 'url'; url: string; /** Where in the entry it is (`remotes[0]`). */ from: string }
  | {
      kind: 'stdio';
      command: string;
      args: string[];
      from: string;
      /** The package registry it is fetched from (`--registry`, `--index-url`), when the entry names one. */
      registryBaseUrl?: string;
    };

const LOOPBACK: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The server an entry names as a notice shows it (unquoted): a URL by its origin only, as the report
 * names it (a path or query may carry a key), a command line whole.
 */
export function shownRegistryServer(named: RegistryServer): string {
  return named.kind === 'url' ? new URL(named.url).origin : [named.command, ...named.args].join(' ');
}

/** npm's and PyPI's own registries: no `--registry` / `--index-url` is added for them. */
const DEFAULT_BASES: Record<string, readonly string[]> = {
  npm: ['https://registry.npmjs.org', 'https://registry.npmjs.com'],
  pypi: ['https://pypi.org', 'https://pypi.org/simple'],
};

/**
 * The first `remotes[]` entry of type `streamable-http`; else the first package, in the entry's order,
 * that runs over stdio at one exact version: npm `npx -y NAME@VERSION`, an OCI image by digest `docker
 * run -i --rm IMAGE@sha256:…`, PyPI `uvx NAME==VERSION`. The command line is read back as `check` reads
 * a launcher's (package-launch.ts): what it would not pin is not started. A remote URL with credentials in
 * it is refused outright; an entry with nothing exact to start is `INVALID_INPUT` (exit 2) naming, for
 * each remote and package, why it was not taken.
 */
export function serverOfRegistryEntry(entry: RegistryEntry, source: string): RegistryServer {
  const skipped: string[] = [];
  for (const [i, r] of entry.remotes.entries()) {
    const at = `remotes[${i}]`;
    if (r.type !== 'streamable-http') {
      skipped.push(`${at} is ${quoteForTerminal(r.type)}, not streamable-http`);
      continue;
    }
    let url: URL | undefined;
    try {
      url = new URL(r.url);
    } catch {
      url = undefined;
    }
    // Never echoed: the URL holds a password or a token.
    if (url !== undefined && (url.username !== '' || url.password !== '')) {
      throw new ToolsealError(
        'INVALID_INPUT',
        `${source}: server.${at}.url carries credentials (user:password@host): not used, and not shown (name the server with --url and --header)`,
      );
    }
    if (url === undefined || /[{}]|%7B|%7D/i.test(r.url)) {
      skipped.push(`${at}.url is not a URL (a URL template's {variables} are not filled in)`);
      continue;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.includes(url.hostname))) {
      skipped.push(`${at}.url is not https (plain http only to this machine)`);
      continue;
    }
    return { kind: 'url', url: r.url, from: at };
  }
  for (const [i, p] of entry.packages.entries()) {
    const at = `packages[${i}]`;
    const started = commandOfPackage(p);
    if (typeof started === 'string') {
      skipped.push(`${at} (${p.registryType} ${quoteForTerminal(p.identifier.slice(0, 200))}): ${started}`);
      continue;
    }
    return { kind: 'stdio', ...started, from: at };
  }
  const why = skipped.length === 0 ? 'it lists no remote and no package' : skipped.join('; ');
  throw new ToolsealError(
    'INVALID_INPUT',
    `${source}: the entry names no server to start at one exact version (${why}): name the server with -- CMD ARGS or --url URL`,
  );
}

/** The command line of a package at its one exact version, or why there is none. */
function commandOfPackage(p: RegistryPackage): { command: string; args: string[]; registryBaseUrl?: string } | string {
  if (p.transport !== undefined && p.transport !== 'stdio') return `its transport is ${quoteForTerminal(p.transport)}, not stdio`;
  // Never put on a command line where it would be read as an option (`--call=…` runs a shell command).
  if (p.identifier.startsWith('-')) return 'the identifier reads as an option';
  let command: string;
  let args: string[];
  let registryBaseUrl: string | undefined;
  if (p.registryType === 'npm') {
    const base = registryOption(p.registryBaseUrl, 'npm');
    if (typeof base === 'object') return base.bad;
    command = 'npx';
    args = ['-y', ...(base === undefined ? [] : ['--registry', base]), `${p.identifier}@${p.version}`];
    registryBaseUrl = base;
  } else if (p.registryType === 'pypi') {
    if (p.version === undefined) return 'no version is given, so the newest would be fetched';
    const base = registryOption(p.registryBaseUrl, 'pypi');
    if (typeof base === 'object') return base.bad;
    command = 'uvx';
    args = [...(base === undefined ? [] : ['--index-url', base]), `${p.identifier}==${p.version}`];
    registryBaseUrl = base;
  } else if (p.registryType === 'oci') {
    if (p.sha256 === undefined) return 'an image without a digest (@sha256:…) can be moved';
    command = 'docker';
    args = ['run', '-i', '--rm', p.identifier];
  } else {
    return p.registryType === 'mcpb'
      ? 'an MCPB bundle is installed into a host, not started by toolseal'
      : 'not a package type toolseal starts (npm, pypi, oci)';
  }
  // Read back as `check` reads a configured launcher: the same rule decides what one exact version is.
  const launched = launchedPackageOf(command, args);
  if (launched === undefined) return 'not a registry package';
  if (launched.unpinned !== undefined) return launched.unpinned;
  const name = p.registryType === 'oci' ? p.identifier.slice(0, p.identifier.lastIndexOf('@')).replace(/:[\w][\w.-]*$/, '') : p.identifier;
  if (launched.name !== name) return 'the identifier cannot be read as a package name';
  return registryBaseUrl === undefined ? { command, args } : { command, args, registryBaseUrl };
}

/** The entry's `registryBaseUrl` as the launcher's option: none for the ecosystem's own registry; https (or http to this machine), without credentials. */
function registryOption(base: string | undefined, ecosystem: 'npm' | 'pypi'): string | undefined | { bad: string } {
  if (base === undefined || DEFAULT_BASES[ecosystem]!.includes(base.replace(/\/+$/, ''))) return undefined;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return { bad: 'registryBaseUrl is not a URL' };
  }
  if (url.username !== '' || url.password !== '') return { bad: 'registryBaseUrl carries credentials: not used' };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.includes(url.hostname))) {
    return { bad: 'registryBaseUrl is not https (plain http only to this machine)' };
  }
  return base;
}
