import { profileText } from '../core/surface/client-capabilities.js';
import { ToolsealError } from '../core/errors.js';
import type { RawTool } from '../core/surface/surface.js';
import { hasHiddenCharacters, shellWord } from '../core/text/terminal-text.js';
import { DEFAULT_SAMPLES, MAX_SAMPLES, differingPointers, isCovered, maskVolatile, volatileOptionWords } from '../core/check/volatile.js';
import { MAX_VOLATILE_POINTERS, readVolatilePointer, readVolatilePointers, type VolatilePointer } from '../core/lock/volatile-pointers.js';
import type { ServerSpec } from '../mcp/server/server-spec.js';
import { toolsOf, type SnapshotOutcomeApartOnDemand } from '../mcp/snapshot/server-snapshots.js';
import { relockCommand } from './relock-command.js';

/** `lock --samples N` and `--volatile POINTER…`, read and checked (`USAGE` naming the option). */
export interface LockSampling {
  samples: number;
  volatile: VolatilePointer[];
}

/** Reads `samples` (1..10, default 2) and `volatile` (valid pointers, for one server only). */
export function lockSampling(server: ServerSpec, samples: number | undefined, volatile: readonly string[] | undefined): LockSampling {
  const n = samples ?? DEFAULT_SAMPLES;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SAMPLES)
    throw new ToolsealError('USAGE', `--samples ${JSON.stringify(samples)}: expected a whole number from 1 to ${MAX_SAMPLES}`);
  const read = readVolatilePointers(volatile ?? []);
  if (typeof read === 'string') throw new ToolsealError('USAGE', `--volatile ${read}`);
  if (read.length > 0 && server.kind === 'config' && server.all === true)
    throw new ToolsealError('USAGE', '--volatile pins values of one server: give --server ID, not --all');
  // A snapshot file is one listing: there is nothing to compare it with.
  return { samples: server.kind === 'snapshot' ? 1 : n, volatile: read };
}

/** What the refusal of a varying surface names: the lock and reviewed-snapshot folder as given, for the command. */
export interface SampleContext {
  server: ServerSpec;
  lockFile: string;
  snapshotDir: string | undefined;
}

/**
 * One server's tools to pin, from its listings (the first, then the other samples): the first with each
 * volatile value replaced, when every listing differs from the first only at those pointers and every
 * pointer matches a value in each. Otherwise refused: `VOLATILE_SURFACE` with the pointers that differ and
 * the command that pins them (none when one of them can never be volatile: a tool in one listing only, a
 * name, an annotation, or more than can be listed), or `INVALID_INPUT` for a pointer that matches nothing.
 */
export function toolsToPin(serverId: string, listings: readonly RawTool[][], sampling: LockSampling, context: SampleContext): RawTool[] {
  const covering = new Set(sampling.volatile.map((p) => p.pointer));
  const differing = new Set<string>();
  let more = false;
  for (const other of listings.slice(1)) {
    const d = differingPointers(listings[0]!, other, MAX_VOLATILE_POINTERS + 1 - differing.size);
    d.pointers.forEach((p) => differing.add(p));
    more ||= d.more || differing.size > MAX_VOLATILE_POINTERS;
  }
  const uncovered = [...differing].filter((p) => !isCovered(p, covering)).sort();
  if (uncovered.length > 0) throw varyingSurface(serverId, listings.length, uncovered, more, sampling, context);
  let first: RawTool[] = listings[0]!;
  listings.forEach((tools, i) => {
    const { tools: masked, unmatched } = maskVolatile(tools, sampling.volatile);
    if (unmatched.length > 0) {
      const which = listings.length > 1 ? ` in listing ${i + 1} of ${listings.length}` : '';
      throw new ToolsealError(
        'INVALID_INPUT',
        `${serverId}: --volatile ${unmatched.map((p) => JSON.stringify(p)).join(', ')} matches nothing${which}: a pin must not claim to leave out a value that is not there`,
      );
    }
    if (i === 0) first = masked;
  });
  return first;
}

function varyingSurface(
  serverId: string,
  starts: number,
  uncovered: readonly string[],
  more: boolean,
  sampling: LockSampling,
  context: SampleContext,
): ToolsealError {
  const listed = uncovered.map((p) => JSON.stringify(p)).join(', ');
  const head = `${serverId}: its tool list differs between ${starts} starts at ${more ? 'more than ' : ''}${uncovered.length} JSON Pointer${uncovered.length === 1 ? '' : 's'}: ${listed}`;
  const never = uncovered.filter((p) => typeof readVolatilePointer(p) === 'string' || hasHiddenCharacters(p));
  if (more || never.length > 0) {
    const why = more
      ? `more than ${MAX_VOLATILE_POINTERS} values vary`
      : `${never.map((p) => JSON.stringify(p)).join(', ')} can never be volatile (the tool list, a tool's name and its annotations are always pinned)`;
    return new ToolsealError('VOLATILE_SURFACE', `${head}; ${why}: the server cannot be pinned until its listing is stable`);
  }
  const relock = relockCommand(context.server, context.lockFile, context.snapshotDir)(serverId);
  const pointers = [...sampling.volatile.map((p) => p.pointer), ...uncovered].sort();
  const command = ['toolseal', 'lock', ...volatileOptionWords(pointers), ...relock.args.map(shellWord)].join(' ');
  return new ToolsealError(
    'VOLATILE_SURFACE',
    `${head}; if these values vary by start or machine, pin them as volatile (each then pinned as its JSON type only): ${command}${relock.needs ? ` (with ${relock.needs})` : ''}`,
  );
}

/**
 * The other listings of `lock --samples N`, one after another (each start bounded as the first), to compare with
 * the first (see {@link sampledTools}): `take` reads their tools only (no field digests; each listing is hashed
 * once, for its snapshot). With every profile, each profile of the first listing is listed again under it.
 */
export async function otherListings(
  spec: ServerSpec,
  first: readonly SnapshotOutcomeApartOnDemand[],
  samples: number,
  everyProfile: boolean,
  take: (spec: ServerSpec) => Promise<SnapshotOutcomeApartOnDemand[]>,
): Promise<SnapshotOutcomeApartOnDemand[][]> {
  const others: SnapshotOutcomeApartOnDemand[][] = [];
  const profiles = everyProfile
    ? [...new Map(first.map((o) => [profileText(o.snapshot?.clientCapabilities), o.snapshot?.clientCapabilities ?? []])).values()]
    : [undefined];
  for (let i = 1; i < samples; i++) {
    const again: SnapshotOutcomeApartOnDemand[] = [];
    for (const caps of profiles)
      again.push(...(await take(caps === undefined || spec.kind === 'snapshot' ? spec : { ...spec, clientCapabilities: [...caps] })));
    others.push(again);
  }
  return others;
}

/**
 * A server's tools with their volatile values replaced, compared first with its other listings (see
 * toolsToPin); undefined when there is nothing to compare and nothing to replace (its digests then serve).
 */
export function sampledTools(
  o: SnapshotOutcomeApartOnDemand,
  others: readonly SnapshotOutcomeApartOnDemand[][],
  tools: () => RawTool[],
  sampling: LockSampling,
  context: SampleContext,
): RawTool[] | undefined {
  if (others.length === 0 && sampling.volatile.length === 0) return undefined;
  const listings = [tools()];
  for (const sample of others) {
    const profile = profileText(o.snapshot?.clientCapabilities);
    const again = sample.find(
      (x) => x.serverId === o.serverId && !x.skipped && (x.error || profileText(x.snapshot?.clientCapabilities) === profile),
    );
    if (again === undefined) {
      // A start that failed before the server named itself carries another id (its label, not its serverInfo
      // name): when it is the one failure of that start, it is this server's, and its error is the refusal.
      const failed = sample.filter((x) => x.error !== undefined && !x.skipped);
      if (failed.length === 1) throw failed[0]!.error;
      throw new ToolsealError('VOLATILE_SURFACE', `${o.serverId}: not listed again on a later start`);
    }
    if (again.error || !again.snapshot) throw again.error ?? new ToolsealError('SNAPSHOT_INCOMPLETE', `${o.serverId}: no snapshot`);
    listings.push(toolsOf(again));
  }
  const pinned = toolsToPin(o.serverId, listings, sampling, context);
  return sampling.volatile.length === 0 ? undefined : pinned;
}
