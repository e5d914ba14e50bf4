#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  mdText
} from "./chunk-ZWUZ5AYI.js";
import {
  escapeForTerminal,
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  countText
} from "./chunk-GJGWUCU6.js";
import {
  SURFACE_FIELDS,
  nonToolChanges,
  nonToolLabel,
  toolDigestsOf
} from "./chunk-SH3UB2NS.js";

// src/core/statement/verify-report.ts
function byCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function compareWithSigned(predicate, live, liveNonTool) {
  const added = [];
  const removed = [];
  const changed = [];
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
  const signsNonTool = ["instructionsDigest", "promptDigests", "resourceTemplateDigests"].some((k) => Object.hasOwn(predicate, k));
  const carriersCompared = signsNonTool && liveNonTool !== void 0;
  const nonTool = carriersCompared ? signedNonToolChanges(predicate, liveNonTool) : [];
  return {
    match: predicate.manifestDigest === live.manifestDigest && nonTool.length === 0 ? "same" : "different",
    signedManifestDigest: predicate.manifestDigest,
    liveManifestDigest: live.manifestDigest,
    added,
    removed,
    changed,
    carrierChanges: nonTool,
    carriersCompared
  };
}
function signedNonToolChanges(predicate, live) {
  const signed = {
    instructionsDigest: Object.hasOwn(predicate, "instructionsDigest") ? predicate.instructionsDigest : live.instructionsDigest,
    promptDigests: predicate.promptDigests ?? live.promptDigests,
    resourceTemplateDigests: predicate.resourceTemplateDigests ?? live.resourceTemplateDigests
  };
  return nonToolChanges(signed, live).map(({ text: _text, ...c }) => c);
}
function changedToolNames(c) {
  return [...c.added, ...c.removed, ...c.changed.map((t) => t.tool)].sort(byCodeUnits);
}
function verifyReportJson(r) {
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
    ...r.comparison.interopDiffers ? { interopDiffers: r.comparison.interopDiffers } : {}
  };
}
function renderVerifyText(r) {
  const q = (s) => s === void 0 ? "(none)" : quoteForTerminal(s);
  const c = r.comparison;
  const lines = [`verified ${r.bundle}`, `  signer     ${q(r.signer.identity)}`, `  issuer     ${q(r.signer.issuer)}`];
  if (r.signer.sourceRepository !== void 0) lines.push(`  repository ${q(r.signer.sourceRepository)}`);
  lines.push(
    `  statement  ${q(r.statement.server)} version ${q(r.statement.serverVersion)} revision ${r.statement.revision}`,
    `  namespace  ${r.namespaceOwner === void 0 ? "no io.github.<owner> rule applies" : `owner ${q(r.namespaceOwner)} matches the certificate`}`,
    `match: ${c.match}  (signed ${c.signedManifestDigest}, live ${c.liveManifestDigest}, ${r.live.toolCount} live tool${r.live.toolCount === 1 ? "" : "s"} from ${escapeForTerminal(r.live.source)})`
  );
  for (const name of c.added) lines.push(`  added    ${q(name)}`);
  for (const name of c.removed) lines.push(`  removed  ${q(name)}`);
  for (const t of c.changed) lines.push(`  changed  ${q(t.tool)}: ${t.fields.join(", ")}`);
  for (const x of c.carrierChanges) lines.push(`  ${x.change.padEnd(8)} ${nonToolLabel(x, quoteForTerminal)}`);
  if (!c.carriersCompared)
    lines.push("  (instructions, prompts and resource templates not compared: the statement or the live surface does not carry them)");
  for (const h of c.interopDiffers ?? [])
    lines.push(
      `  note: the signed interop.${h} is not the live one: whole definitions differ outside the fields toolseal pins (such as _meta or icons)`
    );
  return lines.join("\n") + "\n";
}
function renderVerifyMarkdown(r) {
  const c = r.comparison;
  const code = (s) => `<code>${mdText(s)}</code>`;
  const opt = (s) => s === void 0 ? "(none)" : code(s);
  const out = [
    `## toolseal verify: ${c.match === "same" ? "the live tools match the signed surface" : c.signedManifestDigest === c.liveManifestDigest ? "the live instructions, prompts or templates differ from the signed surface" : "the live tools differ from the signed surface"}`,
    "",
    "| | |",
    "|---|---|",
    `| match | **${c.match}** |`,
    `| server | ${code(r.statement.server)} version ${code(r.statement.serverVersion)}, revision ${r.statement.revision} |`,
    `| signer | ${opt(r.signer.identity)} |`,
    `| issuer | ${opt(r.signer.issuer)} |`,
    `| source repository | ${opt(r.signer.sourceRepository)} |`,
    `| signed manifest | ${code(c.signedManifestDigest)} |`,
    `| live manifest | ${code(c.liveManifestDigest)} (${countText(r.live.toolCount, "tool")}) |`
  ];
  if (c.added.length + c.removed.length + c.changed.length > 0) {
    out.push("", "| tool | change | fields |", "|---|---|---|");
    for (const name of c.added) out.push(`| ${code(name)} | added | |`);
    for (const name of c.removed) out.push(`| ${code(name)} | removed | |`);
    for (const t of c.changed) out.push(`| ${code(t.tool)} | changed | ${t.fields.map((f) => code(f)).join(", ")} |`);
  }
  if (c.carrierChanges.length > 0) {
    out.push("", "| instructions, prompt or template | change |", "|---|---|");
    for (const x of c.carrierChanges) out.push(`| ${nonToolLabel(x, code)} | ${x.change} |`);
  }
  if (!c.carriersCompared)
    out.push(
      "",
      "_Instructions, prompts and resource templates were not compared: the statement or the live surface does not carry them._"
    );
  return out.join("\n") + "\n";
}

export {
  compareWithSigned,
  changedToolNames,
  verifyReportJson,
  renderVerifyText,
  renderVerifyMarkdown
};
