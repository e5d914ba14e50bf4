import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { basename, resolve } from 'node:path';
import { npmSubjectName, parseArtifactSpec, type ArtifactSpec, type ArtifactSubject } from '../core/statement/artifact-subjects.js';
import { ToolsealError, osErrorText } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json/strict-reader.js';
import { quoteForTerminal } from '../core/text/terminal-text.js';
import type { AddressClass } from '../fs/address-class.js';
import { readURLBytes, redirectAllowed, type FetchNetwork } from '../fs/read-path-or-url.js';
import { isJsonObject } from '../core/json/json-object.js';
import { kindOf } from '../fs/json-file.js';

// node:crypto and node:child_process are taken when an artifact is resolved, not when this module loads (a check
// that resolves none stays light).
const createHash = (algorithm: string) => process.getBuiltinModule('node:crypto').createHash(algorithm);

/** The largest artifact file or npm tarball hashed (an MCP server's package is far smaller). */
const MAX_ARTIFACT_BYTES = 512 * 1024 * 1024;
/** The largest packument read (every version of a long-lived package fits). */
const MAX_PACKUMENT_BYTES = 64 * 1024 * 1024;
/** How long one registry request may take. */
const NPM_TIMEOUT_MS = 60_000;

export interface ArtifactOptions {
  /** Where relative file paths are (default: the process's). */
  cwd?: string;
  /** `--npm-registry URL`; else `npm_config_registry`; else npm's own configured registry. */
  npmRegistry?: string;
  env?: Record<string, string | undefined>;
  /** Bounds (tests lower them). */
  maxBytes?: number;
  timeoutMs?: number;
  /** The command's deadline (`--timeout`): every registry request ends with it. */
  signal?: AbortSignal;
  /**
   * The class of the address the npm registry's URL came from (a registry entry's `registryBaseUrl`): the
   * packument may be no further inside, and its tarball no further inside than the packument.
   */
  within?: AddressClass;
  /** Name resolution and address classes (tests stand a loopback server in for a public host). */
  network?: Pick<FetchNetwork, 'lookup' | 'classifyAddress'>;
}

/** Resolves each `--artifact ARTIFACT` to its subject, in the order given (see {@link resolveArtifact}). */
export async function resolveArtifacts(specs: readonly string[], options: ArtifactOptions = {}): Promise<ArtifactSubject[]> {
  const out: ArtifactSubject[] = [];
  for (const spec of specs) out.push(await resolveArtifact(parseArtifactSpec(spec), options));
  return out;
}

/**
 * One artifact's subject: a file's base name with the sha256 and sha512 of its bytes; `oci://REPO` with the
 * digest given; an npm version's package URL with its registry integrity (sha512), checked against the
 * tarball, whose sha256 is added (the same subject as the packed file's).
 */
export async function resolveArtifact(a: ArtifactSpec, options: ArtifactOptions = {}): Promise<ArtifactSubject> {
  if (a.kind === 'oci') return { name: `oci://${a.repository}`, digest: { sha256: a.sha256 } };
  if (a.kind === 'file') {
    const path = resolve(options.cwd ?? '.', a.path);
    return { name: basename(path), digest: hashFile(path, a.path, options.maxBytes ?? MAX_ARTIFACT_BYTES) };
  }
  return resolveNpm(a, options);
}

/**
 * sha256 and sha512 of a file, read in chunks (memory stays bounded) and refused past `maxBytes`. Only a
 * regular file is read: opening a FIFO for reading waits for a writer, which no `--timeout` would end, so
 * anything else is refused before it is opened, and the open itself does not wait (O_NONBLOCK, where the
 * platform has it) should the path become a FIFO in between; the descriptor is checked again.
 */
function hashFile(path: string, shown: string, maxBytes: number): { sha256: string; sha512: string } {
  const notRegular = (st: Stats) => new ToolsealError('IO_ERROR', `cannot read ${shown}: ${kindOf(st)}, not a regular file`);
  try {
    const st = statSync(path);
    if (!st.isFile()) throw notRegular(st);
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError('IO_ERROR', `cannot read ${shown}: ${osErrorText(e)}`, { cause: e });
  }
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    throw new ToolsealError('IO_ERROR', `cannot read ${shown}: ${osErrorText(e)}`, { cause: e });
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw notRegular(st);
    if (st.size > maxBytes) throw new ToolsealError('INVALID_INPUT', `${shown}: larger than ${maxBytes} bytes`);
    const h256 = createHash('sha256');
    const h512 = createHash('sha512');
    const buf = Buffer.alloc(1 << 20);
    let total = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      total += n;
      // The file may grow while it is read: the bound holds on what was read, not on what stat said.
      if (total > maxBytes) throw new ToolsealError('INVALID_INPUT', `${shown}: larger than ${maxBytes} bytes`);
      h256.update(buf.subarray(0, n));
      h512.update(buf.subarray(0, n));
    }
    return { sha256: h256.digest('hex'), sha512: h512.digest('hex') };
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError('IO_ERROR', `cannot read ${shown}: ${osErrorText(e)}`, { cause: e });
  } finally {
    closeSync(fd);
  }
}

/**
 * An npm version through its registry's packument (`GET <registry>/<name>`): `versions[v].dist.integrity`
 * must hold a sha512; the tarball (`dist.tarball`, not further inside than the registry, see
 * redirectAllowed) is fetched and its sha512 must be that integrity, else `ARTIFACT_MISMATCH`.
 */
async function resolveNpm(a: Extract<ArtifactSpec, { kind: 'npm' }>, options: ArtifactOptions): Promise<ArtifactSubject> {
  const registry = await registryOf(options);
  const timeoutMs = options.timeoutMs ?? NPM_TIMEOUT_MS;
  const packumentURL = new URL(encodeURIComponent(a.name).replace(/^%40/, '@'), registry);
  const network = { ...options.network, signal: options.signal };
  const got = await readURLBytes(packumentURL.href, {
    timeoutMs,
    maxBytes: MAX_PACKUMENT_BYTES,
    headers: { accept: 'application/json' },
    ...network,
    within: options.within,
  });
  const documentLabel = `${got.source} (${a.name}@${a.version})`;
  const doc = parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source);
  const bad = (why: string): never => {
    throw new ToolsealError('INVALID_INPUT', `${documentLabel}: ${why}`);
  };
  if (!isJsonObject(doc) || !isJsonObject(doc.versions)) bad('not a packument (no versions)');
  // A registry answering with another package's document (a rewrite, a mix-up) is not this package.
  if ((doc as Record<string, unknown>).name !== a.name)
    bad(`the packument is for ${quoteForTerminal(String((doc as Record<string, unknown>).name).slice(0, 214))}, not this package`);
  const versions = (doc as { versions: Record<string, unknown> }).versions;
  const v = Object.hasOwn(versions, a.version) ? versions[a.version] : undefined;
  if (v === undefined) bad('no such version in the registry');
  if (isJsonObject(v) && v.version !== undefined && v.version !== a.version)
    bad(`versions[${JSON.stringify(a.version)}] says it is version ${quoteForTerminal(String(v.version).slice(0, 100))}`);
  const dist = isJsonObject(v) ? v.dist : undefined;
  if (!isJsonObject(dist) || typeof dist.integrity !== 'string' || typeof dist.tarball !== 'string')
    bad('the version has no dist.integrity and dist.tarball');
  const d = dist as { integrity: string; tarball: string };
  const sha512 = sha512OfIntegrity(d.integrity);
  if (sha512 === undefined) bad('dist.integrity holds no sha512');
  let tarball: URL;
  try {
    tarball = new URL(d.tarball);
  } catch (e) {
    throw new ToolsealError('INVALID_INPUT', `${documentLabel}: dist.tarball is not a URL`, { cause: e });
  }
  if (!redirectAllowed(packumentURL, tarball)) bad(`dist.tarball ${tarball.protocol}//${tarball.host} is not https, or is this machine`);
  const body = await readURLBytes(tarball.href, {
    timeoutMs,
    maxBytes: options.maxBytes ?? MAX_ARTIFACT_BYTES,
    ...network,
    within: got.addressClass,
  });
  const actual = createHash('sha512').update(body.bytes).digest('hex');
  if (actual !== sha512) {
    throw new ToolsealError(
      'ARTIFACT_MISMATCH',
      `${documentLabel}: the tarball ${body.source} is not the registry's integrity for this version`,
    );
  }
  return { name: npmSubjectName(a.name, a.version), digest: { sha256: createHash('sha256').update(body.bytes).digest('hex'), sha512 } };
}

/** The sha512 of an SRI string (`sha512-<base64>`, possibly beside others), as hex; undefined when none. */
export function sha512OfIntegrity(integrity: string): string | undefined {
  for (const part of integrity.trim().split(/\s+/)) {
    const m = /^sha512-([A-Za-z0-9+/]{86}==)(?:\?.*)?$/.exec(part);
    if (m) return Buffer.from(m[1]!, 'base64').toString('hex');
  }
  return undefined;
}

/** The registry, as a base URL ending in `/`: the option, `npm_config_registry`, else `npm config get registry`. */
export async function registryOf(options: ArtifactOptions): Promise<URL> {
  const env = options.env ?? process.env;
  let text = options.npmRegistry ?? (env.npm_config_registry || env.NPM_CONFIG_REGISTRY || undefined);
  if (text === undefined) text = await npmConfiguredRegistry(options.signal);
  let url: URL;
  try {
    url = new URL(text.endsWith('/') ? text : `${text}/`);
  } catch (e) {
    throw new ToolsealError('USAGE', `the npm registry ${quoteForTerminal(text.slice(0, 200))} is not a URL`, { cause: e });
  }
  if (url.username || url.password || url.search)
    throw new ToolsealError('USAGE', `the npm registry ${url.origin}${url.pathname}: a URL with credentials or a query is not used`);
  return url;
}

/** npm's own configured registry (its default, or the user's .npmrc), asked of npm in bounded time. */
function npmConfiguredRegistry(signal?: AbortSignal): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    process
      .getBuiltinModule('node:child_process')
      .execFile(
        'npm',
        ['config', 'get', 'registry'],
        { timeout: 15_000, maxBuffer: 64 * 1024, shell: process.platform === 'win32', signal },
        (e, stdout) => {
          const text = String(stdout ?? '').trim();
          if (e || !/^https?:\/\//.test(text)) {
            reject(
              new ToolsealError(
                'USAGE',
                'no npm registry: give --npm-registry URL (or set npm_config_registry); npm could not be asked for its own',
                { cause: e },
              ),
            );
          } else resolvePromise(text);
        },
      );
  });
}
