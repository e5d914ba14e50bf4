import { type Digest } from './surface.js';
/**
 * The rest of what a server hands the model beside its tools: the `instructions` of its `initialize`
 * result (hosts add them to the system prompt), its prompts (`prompts/list`) and its resource templates
 * (`resources/templates/list`). Each is server text a model reads, so each is pinned, checked and signed
 * like the tools, with digests kept beside the tool digests (the manifest digest is unchanged by them).
 *
 * The JSON reports keep the names they were published with for these parts: a change is named by its
 * kind in `carrier`, a server's changes are `carrierChanges` and its pin state `carrierPin` (`check
 * --json`), `changedCarriers` (the audit event) and `carriersCompared` (`verify --json`).
 */
/** A prompt as the server sent it: an object with a non-empty string `name`, anything else as received. */
export type RawPrompt = {
    name: string;
} & Record<string, unknown>;
/** A resource template as the server sent it: an object with a non-empty string `uriTemplate`. */
export type RawResourceTemplate = {
    uriTemplate: string;
} & Record<string, unknown>;
/**
 * The non-tool parts of one server as received. A member is absent when the server did not send it: no
 * `instructions` in its `initialize` result, or no `prompts` / `resources` capability declared.
 */
export interface NonToolSurface {
    instructions?: string;
    prompts?: RawPrompt[];
    resourceTemplates?: RawResourceTemplate[];
}
/** The digests of a server's non-tool parts (records keyed by prompt name / uriTemplate, null-prototype). */
export interface NonToolDigests {
    /** `sha256(JCS(instructions))`, or null when the server sent none. */
    instructionsDigest: Digest | null;
    promptDigests: Record<string, Digest>;
    resourceTemplateDigests: Record<string, Digest>;
}
/** The three non-tool parts, as reports name them. */
export type NonToolKind = 'instructions' | 'prompt' | 'resourceTemplate';
/** `sha256(JCS(instructions))` */
export declare function instructionsDigest(instructions: string): Digest;
/** `sha256(JCS(entry without _meta and icons))`, for a prompt or a resource template. */
export declare function entryDigest(entry: Record<string, unknown>, where: string): Digest;
/** Asserts a prompts array: objects with a non-empty string name (`MALFORMED_PROMPT`), no name twice (`DUPLICATE_PROMPT_NAME`). */
export declare function assertPrompts(prompts: unknown, where?: string): asserts prompts is RawPrompt[];
/**
 * Asserts a resource templates array: objects with a non-empty string uriTemplate
 * (`MALFORMED_RESOURCE_TEMPLATE`), no uriTemplate twice (`DUPLICATE_RESOURCE_TEMPLATE`).
 */
export declare function assertResourceTemplates(templates: unknown, where?: string): asserts templates is RawResourceTemplate[];
/**
 * How many times this process has digested a server's non-tool parts: what a test reads to see that a command
 * hashes them once. Counting only.
 */
export declare const nonToolDigestPasses: {
    count: number;
};
/** The digests of a server's non-tool parts; absent ones digest as none (null instructions, empty records). */
export declare function digestNonTool(c: NonToolSurface): NonToolDigests;
/**
 * `sha256(JCS({manifest, instructions, prompts, resourceTemplates}))`: one digest of everything the model
 * can be shown, from the manifest digest and the non-tool digests.
 */
export declare function surfaceDigest(manifestDigest: Digest, d: NonToolDigests): Digest;
/**
 * Reads the three non-tool digests of a lock entry, statement predicate or snapshot, where `bad` names the
 * place of what is wrong: `instructionsDigest` a digest or null, the two records of digests. Returns
 * undefined when none of the three is there (a document written before they were pinned); one without
 * the others is refused (`present: 'all'`) or taken as it is (`present: 'any'`, a statement's optional members).
 */
export declare function nonToolDigestsIn(doc: Record<string, unknown>, bad: (what: string) => never, present?: 'all' | 'any'): Partial<NonToolDigests> | undefined;
/** The text of one non-tool entry, for reviewers who ask for it (`show-text`); never in the lock or audit. */
export interface NonToolText {
    current?: string;
    /** As reviewed: only from a reviewed snapshot whose entry has the pinned digest. */
    reviewed?: string;
}
/** One non-tool part that differs from its pin: named by kind and name, never by its text. */
export interface NonToolChange {
    carrier: NonToolKind;
    /** The prompt's name or the template's uriTemplate (absent for instructions). */
    name?: string;
    change: 'added' | 'removed' | 'changed';
    /** Server text, only for reports that ask for it. */
    text: NonToolText;
}
/**
 * Compares a server's non-tool parts now with their pin: instructions added, removed or changed, and each
 * prompt (by name) and template (by uriTemplate) added, removed or changed. With `reviewed` (the pinned
 * snapshot's non-tool parts), an entry's reviewed text is kept when its digest is the pinned one.
 */
export declare function nonToolChanges(pinned: NonToolDigests, now: NonToolDigests, current?: NonToolSurface, reviewed?: NonToolSurface, 
/** How an entry's text is shown (a prompt or template object as pretty, sorted JSON). */
textOf?: (entry: unknown) => string): NonToolChange[];
/**
 * The `initialize` result a host may be given for a server: as received while the server is approved;
 * without its `instructions` when it is blocked (hosts put them in the system prompt, and a blocked
 * server's text must not reach the model). A copy: the received result is not changed.
 */
export declare function initializeResultForHost(result: Record<string, unknown>, approved: boolean): Record<string, unknown>;
/**
 * A list result (`tools/list`, `prompts/list`, `resources/templates/list`) a host may be given for a
 * server: every entry in one page (no `nextCursor`: the list was read whole) while it is approved, none
 * when it is blocked.
 */
export declare function listResultForHost<K extends 'tools' | 'prompts' | 'resourceTemplates'>(key: K, entries: readonly unknown[], approved: boolean): Record<K, unknown[]>;
/** The digests of a server that shows the model nothing beside its tools. */
export declare function noNonToolDigests(): NonToolDigests;
/**
 * How a report names a non-tool change, with `quote` for the server's own string: `instructions`,
 * `prompt "<name>"`, `resourceTemplate "<uriTemplate>"`.
 */
export declare function nonToolLabel(c: Pick<NonToolChange, 'carrier' | 'name'>, quote?: (s: string) => string): string;
/**
 * Checks the non-tool members of a parsed snapshot (`bad` names what is wrong): none at all (an older
 * snapshot), or all the digests, each the digest of what the snapshot holds. Returns their digests.
 */
export declare function checkSnapshotNonTool(s: Record<string, unknown>, source: string, manifestDigest: Digest, bad: (what: string) => never): NonToolDigests | undefined;
