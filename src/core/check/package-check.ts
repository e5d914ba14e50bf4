import type { OnChange, Verdict } from './check.js';
import { samePackagePin, type LaunchedPackage, type PackageEcosystem, type PackagePin } from '../origin/package-launch.js';
import { escapeForTerminal, quoteForTerminal } from '../text/terminal-text.js';

/** A configured server's package as the check found it: what the config launches, and what that resolved to. */
export interface PackageSurface {
  launched: LaunchedPackage;
  /** The exact version with its integrity (or an image digest), when resolved. */
  resolved?: PackagePin;
  /** Why it was not resolved (no registry, nothing in the cache, offline), as words. */
  unresolved?: string;
  /**
   * The registry answered two integrities for the one version (its packument and the version's own
   * document), as words: the same version with other bytes, a finding whatever the lock holds.
   */
  disagrees?: string;
}

/**
 * A server's package against its lock entry's `package`: `unpinned` (the config names no exact version:
 * `UNPINNED_PACKAGE`), `integrity-changed` (the same version with another integrity: a change), `version-changed`
 * (the config now names another version: re-lock), `new` (the lock has no package for it), `matched`, or
 * `unresolved` (exact, but its integrity could not be found: nothing compared).
 */
export type PackageState = 'unpinned' | 'unresolved' | 'new' | 'matched' | 'version-changed' | 'integrity-changed';

export interface PackageCheck {
  launcher: LaunchedPackage['launcher'];
  ecosystem: PackageEcosystem;
  name: string;
  /** The version as the config writes it. */
  requested?: string;
  state: PackageState;
  /** The finding of state `unpinned`: `UNPINNED_PACKAGE`, or `UNREADABLE_LAUNCHER` when the command line cannot be read. */
  code?: 'UNPINNED_PACKAGE' | 'UNREADABLE_LAUNCHER';
  /** Why unpinned or unresolved, as words. */
  why?: string;
  resolved?: PackagePin;
  locked?: PackagePin;
  /** The server's verdict had its package not been checked (set when the check takes the package into account). */
  verdictWithout?: Verdict;
  /**
   * The package is the very one pinned (same version and integrity) but the surface changed: the resolved
   * dependency versions that differ from the pinned ones (`from`/`to` absent: not in that tree), empty when
   * none differ or either side has none to compare (`compared` says which).
   */
  sameVersionChanged?: { compared: boolean; dependencies: DependencyChange[] };
}

/** One resolved dependency whose version differs between the pinned tree and the one installed now. */
export interface DependencyChange {
  name: string;
  from?: string;
  to?: string;
}

/** The most dependency changes a note names. */
const MAX_NAMED_DEPENDENCY_CHANGES = 20;

/**
 * A package check beside the server's surface: when the package is the one pinned and the surface changed
 * anyway, what differs in the installed tree (see {@link PackageCheck.sameVersionChanged}). Pure.
 */
export function withSurfaceChange(p: PackageCheck, surfaceChanged: boolean): PackageCheck {
  if (!surfaceChanged || p.state !== 'matched' || p.locked === undefined || p.resolved === undefined) return p;
  const was = p.locked.dependencies;
  const now = p.resolved.dependencies;
  if (was === undefined || now === undefined) return { ...p, sameVersionChanged: { compared: false, dependencies: [] } };
  const dependencies: DependencyChange[] = [];
  for (const name of [...new Set([...Object.keys(was), ...Object.keys(now)])].sort()) {
    const from = Object.hasOwn(was, name) ? was[name] : undefined;
    const to = Object.hasOwn(now, name) ? now[name] : undefined;
    if (from !== to) dependencies.push({ name, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) });
  }
  return { ...p, sameVersionChanged: { compared: true, dependencies } };
}

/** The package of a server against its lock entry's. Pure. */
export function checkPackage(surface: PackageSurface, locked: PackagePin | undefined): PackageCheck {
  const l = surface.launched;
  const base = {
    launcher: l.launcher,
    ecosystem: l.ecosystem,
    name: l.name,
    ...(l.requested === undefined ? {} : { requested: l.requested }),
    ...(locked ? { locked } : {}),
  };
  if (l.unpinned !== undefined)
    return { ...base, state: 'unpinned', code: l.unreadable ? 'UNREADABLE_LAUNCHER' : 'UNPINNED_PACKAGE', why: l.unpinned };
  const r = surface.resolved;
  const version = r?.version ?? l.version;
  // The registry contradicting itself on the one version is a finding whatever the lock holds.
  if (r && surface.disagrees !== undefined) return { ...base, state: 'integrity-changed', why: surface.disagrees, resolved: r };
  if (locked && (locked.ecosystem !== l.ecosystem || locked.name !== l.name || locked.version !== version)) {
    return { ...base, state: 'version-changed', ...(r ? { resolved: r } : {}) };
  }
  if (!r) return { ...base, state: 'unresolved', why: surface.unresolved ?? 'not resolved' };
  if (!locked) return { ...base, state: 'new', resolved: r };
  if (locked.integrity !== undefined && r.integrity !== undefined && locked.integrity !== r.integrity)
    return { ...base, state: 'integrity-changed', resolved: r };
  return {
    ...base,
    state: samePackagePin(locked, r) || r.integrity === undefined || locked.integrity === undefined ? 'matched' : 'integrity-changed',
    resolved: r,
  };
}

/** Whether the package's state is a change the posture decides (a finding or a changed integrity). */
export function isPackageChange(p: PackageCheck | undefined): boolean {
  return p?.state === 'unpinned' || p?.state === 'integrity-changed';
}

/**
 * A server's verdict with its package's taken into account: an unpinned package or a changed integrity
 * warns, or blocks under `fail`, as any other change does; nothing else about the package moves it.
 */
export function verdictWithPackage(verdict: Verdict, p: PackageCheck | undefined, onChange: OnChange): Verdict {
  if (!isPackageChange(p) || verdict === 'blocked') return verdict;
  return onChange === 'warn' ? 'warn' : 'blocked';
}

/** The package as `name@version` in the launcher's own notation (quoted for a terminal or a log). */
export function packageLabel(ecosystem: PackageEcosystem, name: string, version?: string): string {
  const sep = ecosystem === 'pypi' ? '==' : ecosystem === 'oci' ? ':' : '@';
  return quoteForTerminal(version === undefined ? name : `${name}${sep}${version}`);
}

/** What a reviewer reads about a server's package (undefined when there is nothing to say: matched). */
export function packageNote(p: PackageCheck): string | undefined {
  const launched = `${p.launcher} runs ${p.name === '' ? 'a package' : packageLabel(p.ecosystem, p.name, p.requested && p.ecosystem === 'npm' ? p.requested : undefined)}`;
  switch (p.state) {
    case 'unpinned':
      if (p.code === 'UNREADABLE_LAUNCHER')
        return `UNREADABLE_LAUNCHER: the ${p.launcher === 'shell' ? 'shell' : p.launcher} command line cannot be read as it runs (${escapeForTerminal(p.why ?? '')}), so its package is not checked: start the launcher directly with one exact version`;
      return `UNPINNED_PACKAGE: ${launched} with no exact version (${escapeForTerminal(p.why ?? '')}): pin one in the config (${p.ecosystem === 'oci' ? 'IMAGE@sha256:DIGEST' : p.ecosystem === 'pypi' ? 'NAME==VERSION' : 'NAME@VERSION'})`;
    case 'integrity-changed':
      if (p.why !== undefined)
        return `package ${packageLabel(p.ecosystem, p.name, p.resolved!.version)}: ${escapeForTerminal(p.why)}: the same version with other bytes; review it (toolseal lock does not pin it)`;
      return `package ${packageLabel(p.ecosystem, p.name, p.resolved!.version)} resolved to integrity ${p.resolved!.integrity}, but the lock pinned ${p.locked!.integrity} for the same version: the package was replaced; review it before re-pinning with toolseal lock --update`;
    case 'version-changed':
      return `the config runs ${packageLabel(p.ecosystem, p.name, p.resolved?.version ?? p.requested)}, the lock pinned ${packageLabel(p.locked!.ecosystem, p.locked!.name, p.locked!.version)}: re-pin with toolseal lock --update`;
    case 'unresolved':
      return `package ${packageLabel(p.ecosystem, p.name, p.requested)} not resolved (${escapeForTerminal(p.why ?? '')}): its integrity is not checked`;
    case 'matched':
      return p.sameVersionChanged === undefined ? undefined : sameVersionNote(p, p.sameVersionChanged);
    case 'new':
      return p.locked === undefined
        ? `package ${packageLabel(p.ecosystem, p.name, p.resolved!.version)} is not in the lock entry yet: toolseal lock pins it`
        : undefined;
    default:
      return undefined;
  }
}

/**
 * The `package` a new pin records: what was resolved; else, for an exact version that could not be
 * resolved now, the lock's own when it is of the same version (its integrity is not lost offline), or the
 * name and version alone. An unpinned launcher records none (there is no one version to pin).
 */
export function packagePinToWrite(surface: PackageSurface, locked: PackagePin | undefined): PackagePin | undefined {
  const l = surface.launched;
  if (l.unpinned !== undefined || (l.version === undefined && surface.resolved === undefined)) return undefined;
  // An integrity the registry itself contradicts is not pinned: the lock keeps what it had.
  if (surface.disagrees !== undefined) return locked;
  const same = (p: PackagePin) =>
    locked !== undefined && locked.ecosystem === p.ecosystem && locked.name === p.name && locked.version === p.version;
  const r = surface.resolved ?? { ecosystem: l.ecosystem, name: l.name, version: l.version! };
  return r.integrity === undefined && same(r) ? locked : r;
}

/** The note of a surface that changed under the very package pinned: what else differs, where it could be read. */
function sameVersionNote(p: PackageCheck, c: NonNullable<PackageCheck['sameVersionChanged']>): string {
  const head = `package ${packageLabel(p.ecosystem, p.name, p.resolved!.version)} is the version and integrity pinned, but the surface changed`;
  if (!c.compared)
    return `${head}: something else it runs with changed (its resolved dependency versions were not recorded or could not be read)`;
  if (c.dependencies.length === 0)
    return `${head}: its resolved dependency versions are the ones pinned, so something else it runs with changed (its environment, a file, a service)`;
  const named = c.dependencies
    .slice(0, MAX_NAMED_DEPENDENCY_CHANGES)
    .map((d) => `${quoteForTerminal(d.name)} ${d.from ?? '(none)'} → ${d.to ?? '(none)'}`);
  const more = c.dependencies.length > named.length ? ` and ${c.dependencies.length - named.length} more` : '';
  return `${head}: the launcher resolved other dependency versions: ${escapeForTerminal(named.join(', '))}${more}`;
}
