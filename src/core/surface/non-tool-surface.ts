import { placedError, ToolsealError, type ErrorCode } from '../errors.js';
import { canonicalize } from '../json/jcs.js';
import { sha256Digest, type Digest } from './surface.js';

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
export type RawPrompt = { name: string } & Record<string, unknown>;

/** A resource template as the server sent it: an object with a non-empty string `uriTemplate`. */
export type RawResourceTemplate = { uriTemplate: string } & Record<string, unknown>;

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

/** Keys of a prompt or template that are not hashed (display and metadata only, as `icons`/`_meta` of a tool). */
const UNHASHED_ENTRY_KEYS: readonly string[] = ['_meta', 'icons'];

/** The three non-tool parts, as reports name them. */
export type NonToolKind = 'instructions' | 'prompt' | 'resourceTemplate';

/** `sha256(JCS(instructions))` */
export function instructionsDigest(instructions: string): Digest {
  return sha256Digest(canonicalize(instructions));
}

/** `sha256(JCS(entry without _meta and icons))`, for a prompt or a resource template. */
export function entryDigest(entry: Record<string, unknown>, where: string): Digest {
  const hashed = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(entry)) if (!UNHASHED_ENTRY_KEYS.includes(k)) hashed[k] = entry[k];
  try {
    return sha256Digest(canonicalize(hashed));
  } catch (e) {
    if (e instanceof ToolsealError) throw placedError(e, where);
    throw e;
  }
}

interface EntryRule {
  key: 'name' | 'uriTemplate';
  noun: string;
  malformed: ErrorCode;
  duplicate: ErrorCode;
}

const PROMPT_RULE: EntryRule = { key: 'name', noun: 'named', malformed: 'MALFORMED_PROMPT', duplicate: 'DUPLICATE_PROMPT_NAME' };
const TEMPLATE_RULE: EntryRule = {
  key: 'uriTemplate',
  noun: 'with uriTemplate',
  malformed: 'MALFORMED_RESOURCE_TEMPLATE',
  duplicate: 'DUPLICATE_RESOURCE_TEMPLATE',
};

function assertEntries(list: unknown, where: string, rule: EntryRule): void {
  if (!Array.isArray(list)) throw new ToolsealError(rule.malformed, `${where} is not an array`);
  const seen = new Map<string, number>();
  for (let i = 0; i < list.length; i++) {
    const e: unknown = list[i];
    if (typeof e !== 'object' || e === null || Array.isArray(e)) throw new ToolsealError(rule.malformed, `${where}[${i}] is not an object`);
    const key = Object.hasOwn(e, rule.key) ? (e as Record<string, unknown>)[rule.key] : undefined;
    if (typeof key !== 'string' || key.length === 0)
      throw new ToolsealError(rule.malformed, `${where}[${i}] has no non-empty string ${rule.key}`);
    const first = seen.get(key);
    if (first !== undefined) {
      throw new ToolsealError(rule.duplicate, `${where}[${first}] and ${where}[${i}] are both ${rule.noun} ${JSON.stringify(key)}`);
    }
    seen.set(key, i);
  }
}

/** Asserts a prompts array: objects with a non-empty string name (`MALFORMED_PROMPT`), no name twice (`DUPLICATE_PROMPT_NAME`). */
export function assertPrompts(prompts: unknown, where = 'prompts'): asserts prompts is RawPrompt[] {
  assertEntries(prompts, where, PROMPT_RULE);
}

/**
 * Asserts a resource templates array: objects with a non-empty string uriTemplate
 * (`MALFORMED_RESOURCE_TEMPLATE`), no uriTemplate twice (`DUPLICATE_RESOURCE_TEMPLATE`).
 */
export function assertResourceTemplates(templates: unknown, where = 'resourceTemplates'): asserts templates is RawResourceTemplate[] {
  assertEntries(templates, where, TEMPLATE_RULE);
}

function digestRecord(
  list: readonly Record<string, unknown>[] | undefined,
  key: 'name' | 'uriTemplate',
  where: string,
): Record<string, Digest> {
  const out = Object.create(null) as Record<string, Digest>;
  const sorted = [...(list ?? [])].sort((a, b) => byCodeUnits(a[key] as string, b[key] as string));
  for (const e of sorted) out[e[key] as string] = entryDigest(e, `${where} ${JSON.stringify(e[key])}`);
  return out;
}

/**
 * How many times this process has digested a server's non-tool parts: what a test reads to see that a command
 * hashes them once. Counting only.
 */
export const nonToolDigestPasses = { count: 0 };

/** The digests of a server's non-tool parts; absent ones digest as none (null instructions, empty records). */
export function digestNonTool(c: NonToolSurface): NonToolDigests {
  nonToolDigestPasses.count++;
  if (c.instructions !== undefined && typeof c.instructions !== 'string')
    throw new ToolsealError('INVALID_INPUT', 'instructions is not a string');
  if (c.prompts !== undefined) assertPrompts(c.prompts);
  if (c.resourceTemplates !== undefined) assertResourceTemplates(c.resourceTemplates);
  return {
    instructionsDigest: c.instructions === undefined ? null : instructionsDigest(c.instructions),
    promptDigests: digestRecord(c.prompts, 'name', 'prompt'),
    resourceTemplateDigests: digestRecord(c.resourceTemplates, 'uriTemplate', 'resource template'),
  };
}

/**
 * `sha256(JCS({manifest, instructions, prompts, resourceTemplates}))`: one digest of everything the model
 * can be shown, from the manifest digest and the non-tool digests.
 */
export function surfaceDigest(manifestDigest: Digest, d: NonToolDigests): Digest {
  return sha256Digest(
    canonicalize({
      manifest: manifestDigest,
      instructions: d.instructionsDigest,
      prompts: d.promptDigests,
      resourceTemplates: d.resourceTemplateDigests,
    }),
  );
}

const DIGEST_RE = /^sha256:[0-9a-f]{64}$/;

/**
 * Reads the three non-tool digests of a lock entry, statement predicate or snapshot, where `bad` names the
 * place of what is wrong: `instructionsDigest` a digest or null, the two records of digests. Returns
 * undefined when none of the three is there (a document written before they were pinned); one without
 * the others is refused (`present: 'all'`) or taken as it is (`present: 'any'`, a statement's optional members).
 */
export function nonToolDigestsIn(
  doc: Record<string, unknown>,
  bad: (what: string) => never,
  present: 'all' | 'any' = 'all',
): Partial<NonToolDigests> | undefined {
  const keys = ['instructionsDigest', 'promptDigests', 'resourceTemplateDigests'] as const;
  const has = keys.filter((k) => Object.hasOwn(doc, k));
  if (has.length === 0) return undefined;
  if (present === 'all' && has.length !== keys.length)
    bad(`has ${has.join(', ')} but not ${keys.filter((k) => !has.includes(k)).join(', ')}`);
  const out: Partial<NonToolDigests> = {};
  if (Object.hasOwn(doc, 'instructionsDigest')) {
    const d = doc.instructionsDigest;
    if (d !== null && (typeof d !== 'string' || !DIGEST_RE.test(d))) bad('instructionsDigest is neither null nor sha256:<64 hex>');
    out.instructionsDigest = d as Digest | null;
  }
  for (const k of ['promptDigests', 'resourceTemplateDigests'] as const) {
    if (!Object.hasOwn(doc, k)) continue;
    const r = doc[k];
    if (typeof r !== 'object' || r === null || Array.isArray(r)) bad(`${k} is not an object`);
    for (const [name, d] of Object.entries(r as Record<string, unknown>)) {
      if (typeof d !== 'string' || !DIGEST_RE.test(d)) bad(`${k}[${JSON.stringify(name)}] is not sha256:<64 hex>`);
    }
    Object.setPrototypeOf(r, null);
    out[k] = r as Record<string, Digest>;
  }
  return out;
}

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
export function nonToolChanges(
  pinned: NonToolDigests,
  now: NonToolDigests,
  current: NonToolSurface = {},
  reviewed?: NonToolSurface,
  /** How an entry's text is shown (a prompt or template object as pretty, sorted JSON). */
  textOf: (entry: unknown) => string = (e) => JSON.stringify(e, null, 2),
): NonToolChange[] {
  const out: NonToolChange[] = [];
  // The reviewed non-tool parts' digests, made only when a change asks whether its reviewed text is the pinned one.
  let reviewedMemo: NonToolDigests | undefined;
  const reviewedDigests = () => (reviewedMemo ??= digestNonTool(reviewed!));
  const was = pinned.instructionsDigest;
  const is = now.instructionsDigest;
  if (was !== is) {
    const text: NonToolText = {};
    if (current.instructions !== undefined) text.current = current.instructions;
    if (reviewed?.instructions !== undefined && reviewedDigests().instructionsDigest === was) text.reviewed = reviewed.instructions;
    out.push({ carrier: 'instructions', change: was === null ? 'added' : is === null ? 'removed' : 'changed', text });
  }
  const entries = [
    ['prompt', 'promptDigests', 'prompts', 'name'],
    ['resourceTemplate', 'resourceTemplateDigests', 'resourceTemplates', 'uriTemplate'],
  ] as const;
  for (const [carrier, digestsKey, listKey, key] of entries) {
    const a = pinned[digestsKey];
    const b = now[digestsKey];
    // Indexed once: a list of many thousand changed prompts must not be searched once per change.
    const index = (list: readonly Record<string, unknown>[] | undefined) => new Map((list ?? []).map((e) => [e[key] as string, e]));
    const currentByKey = index(current[listKey]);
    const reviewedByKey = index(reviewed?.[listKey]);
    for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(byCodeUnits)) {
      const wasD = Object.hasOwn(a, name) ? a[name] : undefined;
      const isD = Object.hasOwn(b, name) ? b[name] : undefined;
      if (wasD === isD) continue;
      const text: NonToolText = {};
      const cur = currentByKey.get(name);
      if (cur) text.current = textOf(cur);
      const rev = reviewedByKey.get(name);
      if (rev && wasD !== undefined && reviewedDigests()[digestsKey][name] === wasD) text.reviewed = textOf(rev);
      out.push({ carrier, name, change: wasD === undefined ? 'added' : isD === undefined ? 'removed' : 'changed', text });
    }
  }
  return out;
}

/**
 * The `initialize` result a host may be given for a server: as received while the server is approved;
 * without its `instructions` when it is blocked (hosts put them in the system prompt, and a blocked
 * server's text must not reach the model). A copy: the received result is not changed.
 */
export function initializeResultForHost(result: Record<string, unknown>, approved: boolean): Record<string, unknown> {
  if (approved || !Object.hasOwn(result, 'instructions')) return result;
  const { instructions: _withheld, ...rest } = result;
  return rest;
}

/**
 * A list result (`tools/list`, `prompts/list`, `resources/templates/list`) a host may be given for a
 * server: every entry in one page (no `nextCursor`: the list was read whole) while it is approved, none
 * when it is blocked.
 */
export function listResultForHost<K extends 'tools' | 'prompts' | 'resourceTemplates'>(
  key: K,
  entries: readonly unknown[],
  approved: boolean,
): Record<K, unknown[]> {
  return { [key]: approved ? [...entries] : [] } as Record<K, unknown[]>;
}

/** The digests of a server that shows the model nothing beside its tools. */
export function noNonToolDigests(): NonToolDigests {
  return {
    instructionsDigest: null,
    promptDigests: Object.create(null) as Record<string, Digest>,
    resourceTemplateDigests: Object.create(null) as Record<string, Digest>,
  };
}

/**
 * How a report names a non-tool change, with `quote` for the server's own string: `instructions`,
 * `prompt "<name>"`, `resourceTemplate "<uriTemplate>"`.
 */
export function nonToolLabel(c: Pick<NonToolChange, 'carrier' | 'name'>, quote: (s: string) => string = (s) => JSON.stringify(s)): string {
  return c.name === undefined ? c.carrier : `${c.carrier} ${quote(c.name)}`;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Checks the non-tool members of a parsed snapshot (`bad` names what is wrong): none at all (an older
 * snapshot), or all the digests, each the digest of what the snapshot holds. Returns their digests.
 */
export function checkSnapshotNonTool(
  s: Record<string, unknown>,
  source: string,
  manifestDigest: Digest,
  bad: (what: string) => never,
): NonToolDigests | undefined {
  const recorded = nonToolDigestsIn(s, bad);
  const raw = ['instructions', 'prompts', 'resourceTemplates', 'surfaceDigest'].filter((k) => Object.hasOwn(s, k));
  if (!recorded) {
    if (raw.length > 0) bad(`has ${raw.join(', ')} but no instructionsDigest, promptDigests, resourceTemplateDigests`);
    return undefined;
  }
  if (s.instructions !== undefined && typeof s.instructions !== 'string') bad('"instructions" must be a string');
  if (s.prompts !== undefined) assertPrompts(s.prompts, `${source}: prompts`);
  if (s.resourceTemplates !== undefined) assertResourceTemplates(s.resourceTemplates, `${source}: resourceTemplates`);
  const d = digestNonTool({
    instructions: s.instructions as string | undefined,
    prompts: s.prompts as RawPrompt[] | undefined,
    resourceTemplates: s.resourceTemplates as RawResourceTemplate[] | undefined,
  });
  if (recorded.instructionsDigest !== d.instructionsDigest)
    bad(`recorded instructionsDigest is not the digest of its instructions (${String(d.instructionsDigest)})`);
  for (const k of ['promptDigests', 'resourceTemplateDigests'] as const) {
    const r = recorded[k]!;
    const names = new Set([...Object.keys(r), ...Object.keys(d[k])]);
    for (const name of names) {
      if (r[name] !== d[k][name]) bad(`recorded ${k}[${JSON.stringify(name)}] is not the digest of what it holds`);
    }
  }
  const surface = surfaceDigest(manifestDigest, d);
  if (s.surfaceDigest !== surface) bad(`recorded surfaceDigest ${String(s.surfaceDigest)} is not the digest of its surface (${surface})`);
  return d;
}
