import { homedir } from 'node:os';
import { join } from 'node:path';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import { ToolsealError } from '../core/errors.js';
import { parseJsonStrict } from '../core/json/strict-reader.js';
import { readTextFile } from '../fs/json-file.js';
import { isJsonObject } from '../core/json/json-object.js';
import publicGoodRootDocument from './public-good-trusted-root.json' with { type: 'json' };

/**
 * The trusted root a verification uses: Fulcio CAs, Rekor logs, CT logs and timestamp authorities, with
 * their validity periods. `source` names where it came from, for messages.
 */
export interface LoadedTrustedRoot {
  root: TrustedRoot;
  source: string;
}

/**
 * The Sigstore public-good trusted root shipped inside toolseal (the one `@sigstore/tuf` embeds as its
 * seed), so verification works offline and never fetches anything unless asked to.
 */
export function publicGoodTrustedRoot(): LoadedTrustedRoot {
  return trustedRootFromDocument(publicGoodRootDocument, 'the public-good trusted root shipped with toolseal');
}

/** Reads a trusted root JSON file (`--trusted-root FILE`), strictly, and checks it. */
export function readTrustedRootFile(file: string): LoadedTrustedRoot {
  return trustedRootFromDocument(parseJsonStrict(readTextFile(file), file), file);
}

/** Where and how TUF is asked (defaults: Sigstore's public-good repository, seeded by @sigstore/tuf). */
export interface TufOptions {
  /** The TUF repository (default Sigstore's, https://tuf-repo-cdn.sigstore.dev). */
  mirrorURL?: string;
  /** The initial root.json to trust for a mirror @sigstore/tuf has no seed for. */
  rootPath?: string;
  /** The metadata and target cache (default {@link defaultTufCachePath}). */
  cachePath?: string;
  /** Per request; the default is short so that a machine without network falls back quickly. */
  timeoutMs?: number;
}

/** toolseal's TUF cache: `$XDG_CACHE_HOME/toolseal/tuf`, else `~/.cache/toolseal/tuf`. */
export function defaultTufCachePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'toolseal', 'tuf');
}

/**
 * Fetches the current trusted root through TUF (`@sigstore/tuf`): the repository's signed metadata is
 * verified from the cached (or seeded) TUF root on, so a key or log Sigstore adds or rotates is picked up,
 * and a target whose bytes do not match its signed hash is refused. `IO_ERROR` when it cannot be had.
 */
export async function fetchTrustedRootWithTuf(options: TufOptions = {}): Promise<LoadedTrustedRoot> {
  // A CommonJS package: Node gives its exports by name, the bundled dist/ (an ESM chunk) as `default` only.
  const tufModule = await import('@sigstore/tuf');
  const { getTrustedRoot } =
    typeof (tufModule as Partial<typeof tufModule>).getTrustedRoot === 'function'
      ? tufModule
      : (tufModule as unknown as { default: typeof tufModule }).default;
  let root: TrustedRoot;
  try {
    root = await getTrustedRoot({
      cachePath: options.cachePath ?? defaultTufCachePath(),
      mirrorURL: options.mirrorURL,
      rootPath: options.rootPath,
      timeout: options.timeoutMs ?? 5_000,
      retry: { retries: 1, factor: 1, minTimeout: 100, maxTimeout: 200 },
    });
  } catch (e) {
    throw new ToolsealError(
      'IO_ERROR',
      `cannot refresh the trusted root through TUF (${options.mirrorURL ?? 'Sigstore public good'}): ${oneLineReason(e)}`,
      { cause: e },
    );
  }
  return trustedRootFromDocument(TrustedRoot.toJSON(root), `the trusted root from TUF (${options.mirrorURL ?? 'Sigstore public good'})`);
}

function oneLineReason(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown; cause?: { code?: unknown } };
  const code = typeof err?.cause?.code === 'string' ? ` (${err.cause.code})` : '';
  return `${typeof err?.message === 'string' ? err.message : String(e)}${code}`.slice(0, 300);
}

/** Checks a parsed trusted root document (see {@link assertTrustedRootDocument}) and converts it. */
function trustedRootFromDocument(doc: unknown, source: string): LoadedTrustedRoot {
  assertTrustedRootDocument(doc, source);
  try {
    return { root: TrustedRoot.fromJSON(doc), source };
  } catch (e) {
    throw new ToolsealError('INVALID_TRUSTED_ROOT', `${source}: ${(e as Error).message}`, { cause: e });
  }
}

/**
 * Asserts the parts of a trusted root that sigstore-js reads leniently. Every validity period must have
 * its start: protobuf-specs' `TimeRange` makes only the end optional ("a period that has started but has
 * no known end"), and sigstore-js would read a missing start as the beginning of time, silently widening
 * the period a key or CA is trusted for. A certificate or timestamp authority must have a validity period
 * at all (`valid_for` is not optional there; clients must check timestamps against it).
 */
function assertTrustedRootDocument(doc: unknown, source: string): asserts doc is Record<string, unknown> {
  const bad = (what: string): never => {
    throw new ToolsealError('INVALID_TRUSTED_ROOT', `${source}: ${what}`);
  };
  if (!isJsonObject(doc)) bad('not a JSON object');
  const root = doc as Record<string, unknown>;
  if (typeof root.mediaType !== 'string' || !root.mediaType.startsWith('application/vnd.dev.sigstore.trustedroot')) {
    bad(`mediaType ${JSON.stringify(root.mediaType)} is not a Sigstore trusted root`);
  }
  const list = (key: string): unknown[] => {
    const v = root[key];
    if (v === undefined) return [];
    if (!Array.isArray(v)) bad(`${key} must be an array`);
    return v as unknown[];
  };
  for (const key of ['tlogs', 'ctlogs']) {
    list(key).forEach((log, i) => {
      const where = `${key}[${i}]`;
      if (!isJsonObject(log) || !isJsonObject(log.publicKey)) bad(`${where}.publicKey is missing`);
      const pk = (log as Record<string, Record<string, unknown>>).publicKey!;
      if (typeof pk.rawBytes !== 'string' || pk.rawBytes === '') bad(`${where}.publicKey.rawBytes is missing`);
      const logId = (log as Record<string, unknown>).logId;
      if (!isJsonObject(logId) || typeof logId.keyId !== 'string' || logId.keyId === '') bad(`${where}.logId.keyId is missing`);
      // A key's validity period is optional; when given, it must be a proper one.
      if (pk.validFor !== undefined && pk.validFor !== null) assertTimeRange(pk.validFor, `${where}.publicKey.validFor`, bad);
    });
  }
  for (const key of ['certificateAuthorities', 'timestampAuthorities']) {
    list(key).forEach((ca, i) => {
      const where = `${key}[${i}]`;
      if (!isJsonObject(ca)) bad(`${where} is not an object`);
      const c = ca as Record<string, unknown>;
      const certs = isJsonObject(c.certChain) ? c.certChain.certificates : undefined;
      if (!Array.isArray(certs) || certs.length === 0) bad(`${where}.certChain has no certificates`);
      assertTimeRange(c.validFor, `${where}.validFor`, bad);
    });
  }
}

function assertTimeRange(range: unknown, where: string, bad: (what: string) => never): void {
  if (!isJsonObject(range)) bad(`${where} is missing`);
  const r = range as Record<string, unknown>;
  if (r.start === undefined || r.start === null) bad(`${where}.start is missing (a validity period must have a start)`);
  const start = timestamp(r.start, `${where}.start`, bad);
  if (r.end !== undefined && r.end !== null) {
    const end = timestamp(r.end, `${where}.end`, bad);
    if (end < start) bad(`${where} ends before it starts`);
  }
}

function timestamp(v: unknown, where: string, bad: (what: string) => never): number {
  const t = typeof v === 'string' ? Date.parse(v) : NaN;
  if (!Number.isFinite(t)) bad(`${where} is not an RFC 3339 timestamp`);
  return t;
}

/** How a trusted root is chosen (see {@link loadTrustedRoot}). */
export interface TrustedRootChoice {
  /** `--trusted-root FILE`: this root, pinned. */
  file?: string;
  /** `--tuf`: through TUF, and fail when it cannot be had. */
  tuf?: boolean;
  /** `--offline`: the root shipped with toolseal, pinned; nothing fetched. */
  offline?: boolean;
  /**
   * Follow Sigstore's rotations when nothing above is asked for: through TUF, falling back to the shipped
   * root with one notice line when TUF cannot be reached. Without it, the shipped root is the default.
   */
  followRotations?: { notice(line: string): void; tuf?: TufOptions };
  /**
   * What the caller calls file, tuf and offline, for its messages: the command line's options by default; an
   * action names its inputs (and leaves out what it has no input for).
   */
  names?: { file: string; tuf?: string; offline?: string };
}

const CLI_NAMES = { file: '--trusted-root FILE', tuf: '--tuf', offline: '--offline' };

/**
 * The trusted root a command or action asked for: a file; the shipped public-good root (`offline`); TUF
 * (`tuf`, no fallback); else, with `followRotations`, TUF with the shipped root as the offline fallback,
 * and without it the shipped root. `USAGE` when more than one of file, tuf and offline is asked for.
 */
export async function loadTrustedRoot(choice: TrustedRootChoice): Promise<LoadedTrustedRoot> {
  const names = choice.names ?? CLI_NAMES;
  if ([choice.file !== undefined, choice.tuf === true, choice.offline === true].filter(Boolean).length > 1) {
    const all = [names.file, names.tuf, names.offline].filter((n) => n !== undefined);
    throw new ToolsealError('USAGE', `give one of ${all.slice(0, -1).join(', ')} and ${all.at(-1)}`);
  }
  if (choice.file !== undefined) return readTrustedRootFile(choice.file);
  if (choice.tuf) return fetchTrustedRootWithTuf(choice.followRotations?.tuf);
  if (choice.offline || !choice.followRotations) return publicGoodTrustedRoot();
  try {
    return await fetchTrustedRootWithTuf(choice.followRotations.tuf);
  } catch (e) {
    const why = e instanceof ToolsealError ? e.message.replace(/^cannot refresh the trusted root through TUF /, '') : String(e);
    choice.followRotations.notice(
      `the trusted root could not be refreshed through TUF ${why}; using the public-good root shipped with toolseal${names.offline ? ` (${names.offline} skips the refresh)` : ''}`,
    );
    return publicGoodTrustedRoot();
  }
}
