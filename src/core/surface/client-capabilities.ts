import { ToolsealError } from '../errors.js';

/**
 * The client capabilities a command may declare to a server (`--client-capabilities`): a server may list a
 * different surface to a host that declares one (docs/formats.md). Their names, sorted, are the profile a
 * snapshot and a lock entry record as `clientCapabilities`.
 */
export const CLIENT_CAPABILITY_NAMES = ['elicitation', 'roots', 'sampling'] as const;
export type ClientCapabilityName = (typeof CLIENT_CAPABILITY_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(CLIENT_CAPABILITY_NAMES);

/**
 * Every profile a client can declare, the fewest capabilities first, then by name: `none`, `elicitation`,
 * `roots`, `sampling`, `elicitation,roots`, … (what `lock --client-capabilities auto` lists a server for).
 */
export const ALL_CLIENT_PROFILES: readonly (readonly ClientCapabilityName[])[] = Array.from(
  { length: 2 ** CLIENT_CAPABILITY_NAMES.length },
  (_, bits) => CLIENT_CAPABILITY_NAMES.filter((_n, i) => (bits & (1 << i)) !== 0),
).sort((a, b) => a.length - b.length || byCodeUnits(a.join(','), b.join(',')));

/** `roots,sampling`: the names sorted, each once; an unknown or empty name is `USAGE`. */
export function parseClientCapabilities(text: string, what = '--client-capabilities'): ClientCapabilityName[] {
  const names = text.split(',').map((n) => n.trim());
  for (const n of names) {
    if (!NAMES.has(n))
      throw new ToolsealError(
        'USAGE',
        `${what} takes names from ${CLIENT_CAPABILITY_NAMES.join(', ')}, comma-separated; not ${JSON.stringify(n.slice(0, 40))}`,
      );
  }
  return [...new Set(names)].sort() as ClientCapabilityName[];
}

/** The capabilities object a client declares for these names: `{ roots: {}, sampling: {} }`. */
export function capabilitiesObject(names: readonly string[] | undefined): Record<string, Record<string, never>> {
  return Object.fromEntries((names ?? []).map((n) => [n, {}]));
}

/** Whether `v` is a recorded profile: known names, sorted, each once, at least one. */
export function isClientCapabilityList(v: unknown): v is ClientCapabilityName[] {
  return (
    Array.isArray(v) && v.length > 0 && v.every((n, i) => typeof n === 'string' && NAMES.has(n) && (i === 0 || (v[i - 1] as string) < n))
  );
}

/** A profile as one word for messages: `roots,sampling`, or `none`. */
export function profileText(names: readonly string[] | undefined): string {
  return names === undefined || names.length === 0 ? 'none' : names.join(',');
}

/** Whether two recorded profiles are the same (absent is the empty profile). */
export function sameProfile(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return profileText(a) === profileText(b);
}

/**
 * The profile a host declares: the names among {@link CLIENT_CAPABILITY_NAMES} that its capabilities
 * object (an `initialize` request's, or a 2026-07-28 envelope's) holds as objects, sorted; other
 * capabilities (`experimental`, extensions) are no part of it.
 */
export function profileOfCapabilities(capabilities: unknown): ClientCapabilityName[] {
  if (typeof capabilities !== 'object' || capabilities === null || Array.isArray(capabilities)) return [];
  const c = capabilities as Record<string, unknown>;
  return CLIENT_CAPABILITY_NAMES.filter((n) => Object.hasOwn(c, n) && typeof c[n] === 'object' && c[n] !== null && !Array.isArray(c[n]));
}

/**
 * The rule of `nearestProfileEntry` (the lock's) over any pinned profiles (`own`, the entry's, then `others` in the
 * order of their keys): the one whose capabilities are the most of `profile`'s and no others, the first of
 * equals, else `own`. `lock --client-capabilities auto` keeps a profile only where this would not find its surface.
 */
export function nearestProfile<T>(
  own: T,
  others: readonly T[],
  capabilitiesOf: (t: T) => readonly string[] | undefined,
  profile: readonly string[] | undefined,
): T {
  const wanted = new Set(profile ?? []);
  const ownCaps = capabilitiesOf(own) ?? [];
  let best = own;
  let bestSize = ownCaps.every((n) => wanted.has(n)) ? ownCaps.length : -1;
  for (const other of others) {
    const caps = capabilitiesOf(other) ?? [];
    if (caps.every((n) => wanted.has(n)) && caps.length > bestSize) {
      best = other;
      bestSize = caps.length;
    }
  }
  return best;
}

/**
 * Compares two names by their code units. Not localeCompare: the first call of it loads the locale's
 * collation, which took about as long as the rest of a one-tool check's start-up, for a list of eight.
 */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
