/**
 * The client capabilities a command may declare to a server (`--client-capabilities`): a server may list a
 * different surface to a host that declares one (docs/formats.md). Their names, sorted, are the profile a
 * snapshot and a lock entry record as `clientCapabilities`.
 */
export declare const CLIENT_CAPABILITY_NAMES: readonly ["elicitation", "roots", "sampling"];
export type ClientCapabilityName = (typeof CLIENT_CAPABILITY_NAMES)[number];
/**
 * Every profile a client can declare, the fewest capabilities first, then by name: `none`, `elicitation`,
 * `roots`, `sampling`, `elicitation,roots`, … (what `lock --client-capabilities auto` lists a server for).
 */
export declare const ALL_CLIENT_PROFILES: readonly (readonly ClientCapabilityName[])[];
/** `roots,sampling`: the names sorted, each once; an unknown or empty name is `USAGE`. */
export declare function parseClientCapabilities(text: string, what?: string): ClientCapabilityName[];
/** The capabilities object a client declares for these names: `{ roots: {}, sampling: {} }`. */
export declare function capabilitiesObject(names: readonly string[] | undefined): Record<string, Record<string, never>>;
/** Whether `v` is a recorded profile: known names, sorted, each once, at least one. */
export declare function isClientCapabilityList(v: unknown): v is ClientCapabilityName[];
/** A profile as one word for messages: `roots,sampling`, or `none`. */
export declare function profileText(names: readonly string[] | undefined): string;
/** Whether two recorded profiles are the same (absent is the empty profile). */
export declare function sameProfile(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean;
/**
 * The profile a host declares: the names among {@link CLIENT_CAPABILITY_NAMES} that its capabilities
 * object (an `initialize` request's, or a 2026-07-28 envelope's) holds as objects, sorted; other
 * capabilities (`experimental`, extensions) are no part of it.
 */
export declare function profileOfCapabilities(capabilities: unknown): ClientCapabilityName[];
/**
 * The rule of `nearestProfileEntry` (the lock's) over any pinned profiles (`own`, the entry's, then `others` in the
 * order of their keys): the one whose capabilities are the most of `profile`'s and no others, the first of
 * equals, else `own`. `lock --client-capabilities auto` keeps a profile only where this would not find its surface.
 */
export declare function nearestProfile<T>(own: T, others: readonly T[], capabilitiesOf: (t: T) => readonly string[] | undefined, profile: readonly string[] | undefined): T;
