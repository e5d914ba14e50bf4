import { nonToolChanges, nonToolLabel, type NonToolChange, type NonToolDigests } from '../surface/non-tool-surface.js';
import { mdText } from '../text/markdown.js';
import { escapeForTerminal, quoteForTerminal } from '../text/terminal-text.js';
import type { ManifestPredicate } from './statement.js';
import { SURFACE_FIELDS, toolDigestsOf, type Digest, type SurfaceDigests, type SurfaceField } from '../surface/surface.js';
import { countText } from '../text/count-text.js';

/** One tool whose digest differs between the signed statement and the live surface. */
export interface ChangedTool {
  tool: string;
  /** The surface fields whose digest differs (added or removed fields included), in SURFACE_FIELDS order. */
  fields: SurfaceField[];
}

/** The signed digests against the live (or snapshot) ones (verification step 5). */
export interface VerifyComparison {
  match: 'same' | 'different';
  signedManifestDigest: Digest;
  liveManifestDigest: Digest;
  added: string[];
  removed: string[];
  changed: ChangedTool[];
  /**
   * The instructions, prompts and templates whose signed digest differs from the live one (by kind and
   * name). `carriersCompared` is false when the statement does not sign them, or the live surface (an
   * older snapshot file) does not carry them: then the tools alone were compared.
   */
  carrierChanges: Array<Omit<NonToolChange, 'text'>>;
  carriersCompared: boolean;
  /**
   * The signed digests match, but these signed interop set hashes (over whole definitions) are not the live
   * ones: a change outside the fields toolseal pins (`_meta`, `icons`), reported, not a mismatch.
   */
  interopDiffers?: Array<'toolSetHash' | 'promptSetHash'>;
}

/** Everything a verification established, for the text, Markdown and JSON reports. */
export interface VerifyReport {
  bundle: string;
  signer: {
    identity: string | undefined;
    issuer: string | undefined;
    sourceRepository: string | undefined;
    sourceRepositoryOwner: string | undefined;
  };
  statement: { server: string; serverVersion: string; revision: number; manifestDigest: Digest };
  /** The namespace owner checked (`io.github.<owner>/…`), or undefined when the rule did not apply. */
  namespaceOwner: string | undefined;
  live: { server: string; source: string; toolCount: number };
  comparison: VerifyComparison;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Compares the signed predicate with the live surface's digests: `same` exactly when the manifest
 * digests are equal; otherwise the tools added (live only), removed (signed only) and changed, each
 * changed tool with the fields whose `toolFieldDigests` entry differs.
 */
export function compareWithSigned(predicate: ManifestPredicate, live: SurfaceDigests, liveNonTool?: NonToolDigests): VerifyComparison {
  const added: string[] = [];
  const removed: string[] = [];
  const changed: ChangedTool[] = [];
  const liveTools = toolDigestsOf(live);
  for (const name of Object.keys(predicate.toolDigests)) {
    if (!liveTools.has(name)) removed.push(name);
  }
  for (const [name, t] of liveTools) {
    if (!Object.hasOwn(predicate.toolDigests, name)) {
      added.push(name);
      continue;
    }
    if (predicate.toolDigests[name] === t.digest) continue;
    const signedFields = predicate.toolFieldDigests[name] ?? {};
    const liveFields = t.fields ?? {};
    const fields = SURFACE_FIELDS.filter((f) => signedFields[f] !== liveFields[f]);
    changed.push({ tool: name, fields });
  }
  added.sort(byCodeUnits);
  removed.sort(byCodeUnits);
  changed.sort((a, b) => byCodeUnits(a.tool, b.tool));
  const signsNonTool = ['instructionsDigest', 'promptDigests', 'resourceTemplateDigests'].some((k) => Object.hasOwn(predicate, k));
  const carriersCompared = signsNonTool && liveNonTool !== undefined;
  const nonTool = carriersCompared ? signedNonToolChanges(predicate, liveNonTool!) : [];
  return {
    match: predicate.manifestDigest === live.manifestDigest && nonTool.length === 0 ? 'same' : 'different',
    signedManifestDigest: predicate.manifestDigest,
    liveManifestDigest: live.manifestDigest,
    added,
    removed,
    changed,
    carrierChanges: nonTool,
    carriersCompared,
  };
}

/** Each non-tool part the statement signs (the members it has) against the live one; one it does not sign is not compared. */
function signedNonToolChanges(predicate: ManifestPredicate, live: NonToolDigests): Array<Omit<NonToolChange, 'text'>> {
  const signed: NonToolDigests = {
    instructionsDigest: Object.hasOwn(predicate, 'instructionsDigest') ? predicate.instructionsDigest! : live.instructionsDigest,
    promptDigests: predicate.promptDigests ?? live.promptDigests,
    resourceTemplateDigests: predicate.resourceTemplateDigests ?? live.resourceTemplateDigests,
  };
  return nonToolChanges(signed, live).map(({ text: _text, ...c }) => c);
}

/** The names of every tool that differs (added, removed, changed), sorted: the `changed-tools` output. */
export function changedToolNames(c: VerifyComparison): string[] {
  return [...c.added, ...c.removed, ...c.changed.map((t) => t.tool)].sort(byCodeUnits);
}

/** The report as JSON-ready data (`--json`): plain objects and arrays only. */
export function verifyReportJson(r: VerifyReport): Record<string, unknown> {
  return {
    verified: true,
    match: r.comparison.match,
    bundle: r.bundle,
    signer: r.signer,
    statement: r.statement,
    namespaceOwner: r.namespaceOwner ?? null,
    live: r.live,
    signedManifestDigest: r.comparison.signedManifestDigest,
    liveManifestDigest: r.comparison.liveManifestDigest,
    added: r.comparison.added,
    removed: r.comparison.removed,
    changed: r.comparison.changed,
    carrierChanges: r.comparison.carrierChanges,
    carriersCompared: r.comparison.carriersCompared,
    ...(r.comparison.interopDiffers ? { interopDiffers: r.comparison.interopDiffers } : {}),
  };
}

/**
 * Human text for a terminal. Server and certificate strings are quoted with quoteForTerminal: JSON quoting
 * leaves C1 controls (U+009B is a CSI) and bidi overrides raw, which could drive the terminal or reorder a line.
 */
export function renderVerifyText(r: VerifyReport): string {
  const q = (s: string | undefined) => (s === undefined ? '(none)' : quoteForTerminal(s));
  const c = r.comparison;
  const lines = [`verified ${r.bundle}`, `  signer     ${q(r.signer.identity)}`, `  issuer     ${q(r.signer.issuer)}`];
  if (r.signer.sourceRepository !== undefined) lines.push(`  repository ${q(r.signer.sourceRepository)}`);
  lines.push(
    `  statement  ${q(r.statement.server)} version ${q(r.statement.serverVersion)} revision ${r.statement.revision}`,
    `  namespace  ${r.namespaceOwner === undefined ? 'no io.github.<owner> rule applies' : `owner ${q(r.namespaceOwner)} matches the certificate`}`,
    `match: ${c.match}  (signed ${c.signedManifestDigest}, live ${c.liveManifestDigest}, ${r.live.toolCount} live tool${r.live.toolCount === 1 ? '' : 's'} from ${escapeForTerminal(r.live.source)})`,
  );
  for (const name of c.added) lines.push(`  added    ${q(name)}`);
  for (const name of c.removed) lines.push(`  removed  ${q(name)}`);
  for (const t of c.changed) lines.push(`  changed  ${q(t.tool)}: ${t.fields.join(', ')}`);
  for (const x of c.carrierChanges) lines.push(`  ${x.change.padEnd(8)} ${nonToolLabel(x, quoteForTerminal)}`);
  if (!c.carriersCompared)
    lines.push('  (instructions, prompts and resource templates not compared: the statement or the live surface does not carry them)');
  for (const h of c.interopDiffers ?? [])
    lines.push(
      `  note: the signed interop.${h} is not the live one: whole definitions differ outside the fields toolseal pins (such as _meta or icons)`,
    );
  return lines.join('\n') + '\n';
}

/**
 * Markdown for a job summary or `--markdown FILE`. Every server- or certificate-supplied string goes
 * through mdText, so none can break out of the table or inject links, mentions or HTML.
 */
export function renderVerifyMarkdown(r: VerifyReport): string {
  const c = r.comparison;
  const code = (s: string) => `<code>${mdText(s)}</code>`;
  const opt = (s: string | undefined) => (s === undefined ? '(none)' : code(s));
  const out = [
    `## toolseal verify: ${c.match === 'same' ? 'the live tools match the signed surface' : c.signedManifestDigest === c.liveManifestDigest ? 'the live instructions, prompts or templates differ from the signed surface' : 'the live tools differ from the signed surface'}`,
    '',
    '| | |',
    '|---|---|',
    `| match | **${c.match}** |`,
    `| server | ${code(r.statement.server)} version ${code(r.statement.serverVersion)}, revision ${r.statement.revision} |`,
    `| signer | ${opt(r.signer.identity)} |`,
    `| issuer | ${opt(r.signer.issuer)} |`,
    `| source repository | ${opt(r.signer.sourceRepository)} |`,
    `| signed manifest | ${code(c.signedManifestDigest)} |`,
    `| live manifest | ${code(c.liveManifestDigest)} (${countText(r.live.toolCount, 'tool')}) |`,
  ];
  if (c.added.length + c.removed.length + c.changed.length > 0) {
    out.push('', '| tool | change | fields |', '|---|---|---|');
    for (const name of c.added) out.push(`| ${code(name)} | added | |`);
    for (const name of c.removed) out.push(`| ${code(name)} | removed | |`);
    for (const t of c.changed) out.push(`| ${code(t.tool)} | changed | ${t.fields.map((f) => code(f)).join(', ')} |`);
  }
  if (c.carrierChanges.length > 0) {
    out.push('', '| instructions, prompt or template | change |', '|---|---|');
    for (const x of c.carrierChanges) out.push(`| ${nonToolLabel(x, code)} | ${x.change} |`);
  }
  if (!c.carriersCompared)
    out.push(
      '',
      '_Instructions, prompts and resource templates were not compared: the statement or the live surface does not carry them._',
    );
  return out.join('\n') + '\n';
}
