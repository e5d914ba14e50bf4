import { ToolsealError } from '../../core/errors.js';
import { snapshotWithToolDigests, type Snapshot, type SnapshotWithoutToolDigests } from '../../core/snapshot/snapshot.js';
import { readSnapshotText } from '../../core/snapshot/snapshot-read.js';
import { ToolDigestTable } from '../../core/surface/tool-digest-table.js';
import { parseJsonStrict, type NumberReading } from '../../core/json/strict-reader.js';
import type { RawTool, SurfaceDigests } from '../../core/surface/surface.js';
import { readTextFile } from '../../fs/json-file.js';
import type { ConfiguredServer } from '../config/config-file.js';
import { OAuthCache, oauthCacheDir } from '../oauth/oauth-cache.js';
import { ApprovalWaits, cachedOAuth, defaultOAuthOptions } from '../oauth/oauth-options.js';
import { describeServer, describeUrl } from '../server/server-label.js';
import {
  DEFAULT_LIMITS,
  assertConfigChoice,
  hasAuthorizationHeader,
  type LiveServerSpec,
  type OAuthOptions,
  type ServerSpec,
  type SnapshotLimits,
} from '../server/server-spec.js';

/**
 * A snapshot file read without its tools (`toolsOnDemand`): every member but `tools`, which
 * {@link toolsOf} parses again from the file's text (in the outcome's `toolsText`) when a step needs them.
 */
export type SnapshotWithoutTools = Omit<Snapshot, 'tools'> & { tools?: undefined };

/**
 * One server's outcome: its snapshot, or the error that kept it from being complete. `S` is
 * {@link SnapshotWithoutTools} or a {@link Snapshot} when taken with `toolsOnDemand`; read its tools with
 * {@link toolsOf}.
 */
/** An outcome of {@link takeSnapshots} with `toolsOnDemand`: its snapshot with or without its tools. */
export type SnapshotOutcomeOnDemand = SnapshotOutcome<Snapshot | SnapshotWithoutTools>;

export interface SnapshotOutcome<S extends Snapshot | SnapshotWithoutTools = Snapshot> {
  serverId: string;
  snapshot?: S;
  /** The text of the snapshot file read without its tools, and its name: what {@link toolsOf} parses. */
  toolsText?: { text: string; source: string; numbers?: NumberReading };
  /** The digests of `snapshot.tools`, field digests included, when taking the snapshot computed them. */
  digests?: SurfaceDigests;
  error?: ToolsealError;
  /**
   * True when `serverId` is the server's own `serverInfo.name` (no config key, no `--server-id`), so a
   * server can leave its pin by renaming itself. For a snapshot file: when its `server` is its
   * `serverInfo.name` (the file does not say how its id was chosen).
   */
  idSelfDeclared?: boolean;
  /** A config entry marked `"disabled": true`: not started, neither snapshot nor error. */
  skipped?: 'disabled';
  /** A config entry's server as the config starts it (for the package its launcher runs): never written. */
  configured?: LiveServerSpec;
}

/** {@link SnapshotWithoutTools} without its `toolDigests` record too. */
export type SnapshotWithoutToolsOrDigests = Omit<SnapshotWithoutToolDigests, 'tools'> & { tools?: undefined };

/**
 * An outcome of {@link takeSnapshotsApart}: its snapshot without the `toolDigests` record, the digests apart
 * in `toolDigests` (there whenever `snapshot` is). What the commands work on: a snapshot just taken has no
 * record of its tool digests, and one of millions of tiny tools is written out from the table.
 */
export interface SnapshotOutcomeApart<
  S extends SnapshotWithoutToolDigests | SnapshotWithoutToolsOrDigests = SnapshotWithoutToolDigests,
> extends Omit<SnapshotOutcome, 'snapshot'> {
  snapshot?: S;
  toolDigests?: ToolDigestTable;
}

/** An outcome of {@link takeSnapshotsApart} with `toolsOnDemand`: its snapshot with or without its tools. */
export type SnapshotOutcomeApartOnDemand = SnapshotOutcomeApart<SnapshotWithoutToolDigests | SnapshotWithoutToolsOrDigests>;

/** How `--config --all` runs: this many servers at once. */
export const CONFIG_CONCURRENCY = 4;

export interface SnapshotOptions {
  /** The environment `${VAR}` / `${env:VAR}` in a config file expand from (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Servers snapshotted at once for `--all` (default {@link CONFIG_CONCURRENCY}). */
  concurrency?: number;
  /**
   * A snapshot file's tools are not kept (the outcome's snapshot is {@link SnapshotWithoutTools}): they are
   * parsed again only if a step asks {@link toolsOf}; its digests, field digests and hints come at once.
   * For `lock` and `check`, which need the tools themselves only to report a change.
   */
  toolsOnDemand?: boolean;
  /**
   * A live server's tools are digested with their field digests and hints (in `digests`), in the one pass
   * that builds the snapshot: for `lock` and `check`, which pin them. A snapshot file's always are.
   */
  fieldDigests?: boolean;
  /**
   * `rounded` (`--round-inexact-numbers`): a number a double cannot hold exactly, in a snapshot file or a
   * live server's messages, is read as the nearest double; the digests say so (`numbers`).
   */
  numbers?: NumberReading;
}

/** Reads a snapshot file written earlier (`toolseal snapshot --out`). */
export function readSnapshotFile(file: string): Snapshot {
  return readSnapshotFileWithDigests(file).snapshot;
}

/**
 * Reads a snapshot file and returns it with the digests that checking it computed (field digests and
 * hints included), so `lock` and `check` hash its tools once.
 */
export function readSnapshotFileWithDigests(file: string, numbers?: NumberReading): { snapshot: Snapshot; digests: SurfaceDigests } {
  return readSnapshotText(readTextFile(file), file, { fields: true, numbers });
}

/**
 * {@link readSnapshotFileWithDigests} without the tools: the file is read tool by tool and the tools are
 * not kept, its text is (`toolsText`), for {@link toolsOf} to parse them again from the same bytes (not
 * the file again) in the rare run that needs them. Holding thousands of parsed tools costs more (in
 * garbage collection) than parsing them a second time.
 */
function readSnapshotFileWithoutTools(
  file: string,
  numbers?: NumberReading,
): Required<Pick<SnapshotOutcome<SnapshotWithoutTools>, 'snapshot' | 'digests' | 'toolsText'>> {
  const text = readTextFile(file);
  const read = readSnapshotText(text, file, { fields: true, keepTools: false, numbers });
  const { tools: _notKept, ...snapshot } = read.snapshot;
  return { snapshot, digests: read.digests, toolsText: { text, source: file, numbers } };
}

/** An outcome's tools: its snapshot's, or, for a snapshot file read without them, parsed from its text. */
export function toolsOf(outcome: Pick<SnapshotOutcomeApartOnDemand, 'snapshot' | 'toolsText' | 'serverId'>): RawTool[] {
  if (outcome.snapshot?.tools) return outcome.snapshot.tools;
  if (outcome.toolsText) {
    const { text, source, numbers } = outcome.toolsText;
    return (parseJsonStrict(text, source, { numbers }) as Snapshot).tools;
  }
  throw new ToolsealError('SNAPSHOT_INCOMPLETE', `${outcome.serverId}: no snapshot`);
}

/** `fn` over `items`, at most `limit` at a time, results in the items' order. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function asError(e: unknown): ToolsealError {
  return e instanceof ToolsealError
    ? e
    : new ToolsealError('SNAPSHOT_INCOMPLETE', `unexpected error: ${(e as Error)?.message ?? String(e)}`, { cause: e });
}

/**
 * A config entry's server with the OAuth it uses: the arguments' settings over the entry's `oauth` block,
 * or, when neither asks to authorize, the tokens an earlier --oauth run cached (a header, if set, decides).
 */
export function withConfigOAuth(
  s: ConfiguredServer,
  spec: { oauth?: OAuthOptions; oauthForAll?: boolean },
  env: NodeJS.ProcessEnv,
): LiveServerSpec {
  if (s.spec!.kind !== 'url') return s.spec!;
  const settings = spec.oauth ?? defaultOAuthOptions(env);
  // What the arguments give (a client id, a port, the client credentials grant) wins over the entry's block.
  if (spec.oauthForAll || s.oauth) return { ...s.spec!, oauth: { ...s.oauth, ...settings } };
  // Not asked to authorize: the tokens an earlier --oauth run cached still serve (a header, if set, decides).
  const cached = hasAuthorizationHeader(s.spec!.headers) ? undefined : cachedOAuth(s.spec!.url, settings);
  return cached ? { ...s.spec!, oauth: cached } : s.spec!;
}

/**
 * Snapshots every server a spec names (one, or all of a config file's), each complete or failed: one
 * failing server does not stop the others. A config file that cannot be read at all is thrown.
 */
export async function takeSnapshots(
  spec: ServerSpec,
  limits?: SnapshotLimits,
  options?: SnapshotOptions & { toolsOnDemand?: false },
): Promise<SnapshotOutcome[]>;
export async function takeSnapshots(
  spec: ServerSpec,
  limits?: SnapshotLimits,
  options?: SnapshotOptions,
): Promise<SnapshotOutcomeOnDemand[]>;
export async function takeSnapshots(
  spec: ServerSpec,
  limits: SnapshotLimits = DEFAULT_LIMITS,
  options: SnapshotOptions = {},
): Promise<SnapshotOutcomeOnDemand[]> {
  return (await takeSnapshotsApart(spec, limits, options)).map(withToolDigestRecord);
}

/** An outcome with its snapshot's `toolDigests` record, made from its table (what {@link takeSnapshots} gives). */
function withToolDigestRecord(o: SnapshotOutcomeApartOnDemand): SnapshotOutcomeOnDemand {
  const { toolDigests, ...rest } = o;
  if (o.snapshot === undefined || toolDigests === undefined) return rest as SnapshotOutcomeOnDemand;
  return { ...rest, snapshot: snapshotWithToolDigests(o.snapshot, toolDigests) as Snapshot | SnapshotWithoutTools };
}

/** An outcome with a `toolDigests` record (a caller's own `takeSnapshots`), its digests also as a table. */
export function withToolDigestTable(o: SnapshotOutcomeOnDemand): SnapshotOutcomeApartOnDemand {
  return o.snapshot ? { ...o, toolDigests: ToolDigestTable.ofRecord(o.snapshot.toolDigests) } : o;
}

/** {@link takeSnapshots}, each snapshot's tool digests apart in the outcome's `toolDigests` table (no record). */
export async function takeSnapshotsApart(
  spec: ServerSpec,
  limits?: SnapshotLimits,
  options?: SnapshotOptions & { toolsOnDemand?: false },
): Promise<SnapshotOutcomeApart[]>;
export async function takeSnapshotsApart(
  spec: ServerSpec,
  limits?: SnapshotLimits,
  options?: SnapshotOptions,
): Promise<SnapshotOutcomeApartOnDemand[]>;
export async function takeSnapshotsApart(
  spec: ServerSpec,
  limits: SnapshotLimits = DEFAULT_LIMITS,
  options: SnapshotOptions = {},
): Promise<SnapshotOutcomeApartOnDemand[]> {
  if (spec.kind === 'snapshot') {
    const read =
      options.toolsOnDemand === true
        ? readSnapshotFileWithoutTools(spec.file, options.numbers)
        : readSnapshotFileWithDigests(spec.file, options.numbers);
    const { snapshot } = read;
    return [
      {
        serverId: snapshot.server,
        ...read,
        toolDigests: ToolDigestTable.ofRecord(snapshot.toolDigests),
        idSelfDeclared: snapshot.server === (snapshot.serverInfo as Snapshot['serverInfo'] | undefined)?.name,
      },
    ];
  }
  // The MCP client (the SDK and its dependencies) loads only for a live server: `--snapshot` runs skip it.
  const { snapshotLiveServerWithDigests } = await import('./live-snapshot.js');
  // --round-inexact-numbers: every message of a live server is read so, its tools listing included.
  if (options.numbers === 'rounded') limits = { ...limits, numbers: 'rounded' };
  const live = { fields: options.fieldDigests === true };
  if (spec.kind === 'stdio' || spec.kind === 'url') {
    try {
      const { snapshot, toolDigests, digests } = await snapshotLiveServerWithDigests(spec, limits, undefined, undefined, live);
      return [
        { serverId: snapshot.server, snapshot, toolDigests, ...(digests ? { digests } : {}), idSelfDeclared: spec.serverId === undefined },
      ];
    } catch (e) {
      return [{ serverId: spec.serverId ?? describeServer(spec), error: asError(e) }];
    }
  }
  assertConfigChoice(spec);
  // The config reader (and its JSONC parser) loads only for a config file.
  const { readMcpConfig } = await import('../config/config-file.js');
  const servers = readMcpConfig(spec.file, spec.env ?? options.env ?? process.env, spec.envWithheld, { inputs: spec.inputs });
  let chosen = servers;
  if (spec.server !== undefined) {
    chosen = servers.filter((s) => s.name === spec.server);
    if (chosen.length === 0) {
      const names = servers.map((s) => JSON.stringify(s.name)).join(', ');
      throw new ToolsealError('INVALID_CONFIG', `${spec.file}: no server ${JSON.stringify(spec.server)} (it has ${names || 'none'})`);
    }
    if (chosen[0]!.disabled)
      throw new ToolsealError(
        'INVALID_CONFIG',
        `${spec.file}: server ${JSON.stringify(spec.server)} is disabled ("disabled": true); it is not started`,
      );
  }
  // A guard entry is read as the server behind it: said once per server, before it is started.
  for (const s of chosen) if (s.note !== undefined && !s.disabled) spec.notice?.(s.note);
  const env = spec.env ?? options.env ?? process.env;
  // --client-capabilities: each configured server is listed for them, as a --url or stdio server would be.
  const profile =
    spec.clientCapabilities !== undefined && spec.clientCapabilities.length > 0 ? { clientCapabilities: spec.clientCapabilities } : {};
  const withOAuth = (s: ConfiguredServer): LiveServerSpec => ({ ...withConfigOAuth(s, spec, env), ...profile });
  // A fixed loopback port serves one authorization at a time: then one server at a time.
  const fixedPort = spec.oauth?.redirectPort !== undefined || chosen.some((s) => s.oauth?.redirectPort !== undefined);
  // One command: a user's approval in the browser for one server moves every server's deadline.
  const waits = new ApprovalWaits();
  return mapBounded(chosen, fixedPort ? 1 : (options.concurrency ?? CONFIG_CONCURRENCY), async (s): Promise<SnapshotOutcomeApart> => {
    if (s.disabled) return { serverId: s.name, skipped: 'disabled' };
    if (s.error || !s.spec) return { serverId: s.name, error: s.error };
    try {
      const { snapshot, toolDigests, digests } = await snapshotLiveServerWithDigests(withOAuth(s), limits, s.name, waits, live);
      return { serverId: s.name, snapshot, toolDigests, ...(digests ? { digests } : {}), configured: s.guard?.spec ?? s.spec! };
    } catch (e) {
      return { serverId: s.name, error: asError(e) };
    }
  });
}

/**
 * `--oauth-logout`: forgets the cached OAuth tokens and registered clients of every HTTP server a spec
 * names. Returns the servers' origins, each with whether there was anything to forget.
 */
export async function forgetOAuth(spec: ServerSpec, env: NodeJS.ProcessEnv): Promise<Array<{ server: string; forgot: boolean }>> {
  const cacheDir = (spec.kind === 'url' || spec.kind === 'config') && spec.oauth ? spec.oauth.cacheDir : oauthCacheDir(env);
  let urls: Array<{ name: string; url: string }>;
  if (spec.kind === 'url') urls = [{ name: describeUrl(spec.url), url: spec.url }];
  else if (spec.kind === 'config') {
    const { readMcpConfig } = await import('../config/config-file.js');
    urls = readMcpConfig(spec.file, spec.env ?? env, undefined, { inputs: spec.inputs })
      .filter((s) => (spec.server === undefined || s.name === spec.server) && s.spec?.kind === 'url')
      .map((s) => ({ name: s.name, url: (s.spec as Extract<LiveServerSpec, { kind: 'url' }>).url }));
  } else throw new ToolsealError('USAGE', '--oauth-logout is for --url and --config servers');
  return urls.map((u) => ({ server: u.name, forgot: new OAuthCache(cacheDir, u.url).forget() }));
}

/** Snapshots exactly one server; its failure is thrown. */
export async function takeSnapshot(
  spec: ServerSpec,
  limits: SnapshotLimits = DEFAULT_LIMITS,
  options: SnapshotOptions = {},
): Promise<Snapshot> {
  const outcomes = await takeSnapshots(spec, limits, options);
  if (outcomes.length !== 1) {
    throw new ToolsealError('USAGE', `expected one server, got ${outcomes.length}; name one with --server`);
  }
  const [o] = outcomes;
  if (o!.error) throw o!.error;
  const s = o!.snapshot!;
  return s.tools !== undefined ? s : { ...s, tools: toolsOf(o!) };
}
