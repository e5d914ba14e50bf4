#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  parseTree
} from "./chunk-OLZWRMIK.js";
import {
  privilegedText
} from "./chunk-XGJWODIZ.js";
import {
  KIND_REVIEW_ORDER,
  failsOn
} from "./chunk-RMWBLMFU.js";
import {
  REPOSITORY_URL,
  VERSION
} from "./chunk-P2LBGSGT.js";
import {
  nonToolLabel,
  sha256Digest
} from "./chunk-SH3UB2NS.js";

// src/core/report/sarif-rules.ts
var SARIF_RULES = {
  "privilege-widening": {
    severity: "8.0",
    level: "error",
    name: "PrivilegeWidening",
    short: "A tool widened its own privileges",
    help: "privilege_widening",
    full: "A pinned tool moved an annotation hint to a more trusted value (readOnlyHint false to true, destructiveHint true to false, idempotentHint false to true, or openWorldHint true to false). The server would be choosing its own permission tier: the check blocks, whatever the posture, and none of the server\u2019s tools is approved."
  },
  "privilege-narrowing": {
    severity: "1.0",
    level: "note",
    name: "PrivilegeNarrowing",
    short: "A tool narrowed its privileges",
    help: "toolsealprivilege-narrowing",
    full: "A pinned tool moved an annotation hint to a less trusted value. Allowed and reported."
  },
  "tool-changed": {
    severity: "5.0",
    level: "warning",
    name: "ToolChanged",
    short: "A pinned tool changed",
    help: "toolsealtool-changed",
    full: "A field of a pinned tool (name, title, description, inputSchema, outputSchema, annotations or execution) differs from the lock in a way toolseal does not classify (unclassified: no reviewed snapshot, or a keyword it cannot place; policy treats it as a schema expansion). Review the change, then re-pin with toolseal lock --update."
  },
  "schema-expansion": {
    severity: "6.0",
    level: "warning",
    name: "SchemaExpansion",
    short: "What a caller may send to a tool grew",
    help: "toolsealschema-expansion",
    full: "The inputSchema of a pinned tool accepts more than it did: a property added, required dropped, an enum or const widened or removed, a type broadened, additionalProperties, patternProperties or items opened, a bound, pattern, format or length relaxed or removed, a new anyOf or oneOf branch, or a $ref pointed elsewhere. Review what the tool now accepts, then re-pin with toolseal lock --update."
  },
  "schema-narrowing": {
    severity: "2.0",
    level: "note",
    name: "SchemaNarrowing",
    short: "What a caller may send to a tool shrank",
    help: "toolsealschema-narrowing",
    full: "The inputSchema of a pinned tool accepts less than it did (the reverse of an expansion): calls that worked may now be refused. Re-pin with toolseal lock --update."
  },
  "prose-changed": {
    severity: "4.0",
    level: "warning",
    name: "ProseChanged",
    short: "Text the model reads changed",
    help: "toolsealprose-changed",
    full: "Only text the model reads changed in a pinned tool: a description, title, examples or $comment at any depth, or annotations.title. A sentence can steer the model: read it, then re-pin with toolseal lock --update."
  },
  "output-changed": {
    severity: "3.0",
    level: "warning",
    name: "OutputChanged",
    short: "A tool\u2019s outputSchema changed",
    help: "toolsealoutput-changed",
    full: "The outputSchema of a pinned tool (what it says it returns) changed beyond its prose. Review it, then re-pin with toolseal lock --update."
  },
  "execution-changed": {
    severity: "4.0",
    level: "warning",
    name: "ExecutionChanged",
    short: "A tool\u2019s execution member changed",
    help: "toolsealexecution-changed",
    full: "The execution member of a pinned tool (how a host runs it, for example as a task) changed. Review it, then re-pin with toolseal lock --update."
  },
  "tool-added": {
    severity: "5.0",
    level: "warning",
    name: "ToolAdded",
    short: "A tool was added",
    help: "toolsealtool-added",
    full: "The server offers a tool that is not in the lock. Review it, then re-pin with toolseal lock --update."
  },
  "tool-removed": {
    severity: "3.0",
    level: "warning",
    name: "ToolRemoved",
    short: "A tool was removed",
    help: "toolsealtool-removed",
    full: "A tool in the lock is no longer offered by the server."
  },
  "instructions-changed": {
    severity: "5.0",
    level: "warning",
    name: "InstructionsChanged",
    short: "The server instructions changed",
    help: "toolsealinstructions-changed",
    full: "The instructions of the server\u2019s initialize result, which hosts add to the model\u2019s system prompt, differ from the lock (changed, added or removed). Review them, then re-pin with toolseal lock --update."
  },
  "prompt-changed": {
    severity: "5.0",
    level: "warning",
    name: "PromptChanged",
    short: "A prompt changed",
    help: "toolsealprompt-changed",
    full: "A prompt of the server (its description, arguments or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update."
  },
  "resource-template-changed": {
    severity: "5.0",
    level: "warning",
    name: "ResourceTemplateChanged",
    short: "A resource template changed",
    help: "toolsealresource-template-changed",
    full: "A resource template of the server (its description or any other member but _meta and icons) differs from the lock, or was added or removed. Review it, then re-pin with toolseal lock --update."
  },
  "unpinned-package": {
    severity: "5.0",
    level: "warning",
    name: "UnpinnedPackage",
    short: "A server is launched with no exact package version",
    help: "unpinned_package",
    full: "The config starts the server through a launcher (npx, pnpm dlx, bunx, uvx, pipx run, docker run) with no exact version: no version, @latest, a range, or an image tag without a digest. Whatever is newest is fetched at the next start, whatever the lock pins. Pin one version (name@1.2.3, name==1.2.3, image@sha256:\u2026) in the config."
  },
  "package-changed": {
    severity: "7.0",
    level: "warning",
    name: "PackageChanged",
    short: "A pinned package version has another integrity",
    help: "toolsealpackage-changed",
    full: "The package the server is launched from resolved to another integrity (or image digest) than the lock pinned for the same version: what is published under that version was replaced. Review it before re-pinning with toolseal lock --update."
  }
};

// src/core/report/report-sarif.ts
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
function sarifHelpUri(id) {
  return `${REPOSITORY_URL}/blob/main/docs/troubleshooting.md#${SARIF_RULES[id].help}`;
}
var KIND_RULE = {
  "annotation-widening": "privilege-widening",
  "annotation-narrowing": "privilege-narrowing",
  "schema-expansion": "schema-expansion",
  "schema-narrowing": "schema-narrowing",
  prose: "prose-changed",
  output: "output-changed",
  execution: "execution-changed",
  added: "tool-added",
  removed: "tool-removed",
  unclassified: "tool-changed"
};
function sarifRulesOf(c) {
  return KIND_REVIEW_ORDER.filter((k) => c.kinds.includes(k)).map((kind) => ({ rule: KIND_RULE[kind], kind }));
}
function renderCheckSarif(result, options) {
  const ruleIds = Object.keys(SARIF_RULES);
  const rules = ruleIds.map((id) => {
    const r = SARIF_RULES[id];
    return {
      id: `toolseal/${id}`,
      name: r.name,
      shortDescription: { text: r.short },
      fullDescription: { text: r.full },
      defaultConfiguration: { level: r.level },
      help: { text: r.full },
      helpUri: sarifHelpUri(id),
      // GitHub shows security-severity (0.0-10.0) as the alert's severity.
      properties: { tags: ["security", "mcp"], "security-severity": r.severity }
    };
  });
  const lineOf = options.configText !== void 0 ? configLineIndex(options.configText) : lockLineIndex(options.lockText);
  const failOn = new Set(result.failOn ?? []);
  const results = result.servers.flatMap((s) => [
    ...s.changes.flatMap((c) => sarifRulesOf(c).map((r) => ({ c, ...r }))).map(({ c, rule, kind }) => {
      const level = rule === "privilege-widening" || failsOn([kind], failOn) || rule !== "privilege-narrowing" && rule !== "schema-narrowing" && result.onChange === "fail" ? "error" : SARIF_RULES[rule].level;
      return {
        ruleId: `toolseal/${rule}`,
        ruleIndex: ruleIds.indexOf(rule),
        level,
        message: { text: messageOf(s, c) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: options.artifactUri },
              region: { startLine: lineOf(s.serverId, c.tool) }
            }
          }
        ],
        // The surface is part of the fingerprint: code scanning keeps a dismissed alert closed for every later
        // result with its fingerprint, and a dismissed change must not hide the next change to the same tool.
        partialFingerprints: {
          "toolsealChange/v2": sha256Digest(`${s.serverId}\0${c.tool}\0${rule}\0${s.manifestDigest ?? ""}`).slice(7)
        },
        properties: { server: s.serverId, tool: c.tool, change: c.change, kinds: c.kinds, fields: c.fields, pointers: c.pointers }
      };
    }),
    ...s.carrierChanges.map((c) => nonToolResult(s, c, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, ""))),
    ...packageResults(s, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, ""))
  ]);
  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "toolseal", version: VERSION, informationUri: REPOSITORY_URL, rules } },
        results
      }
    ]
  };
}
var NON_TOOL_RULE = {
  instructions: "instructions-changed",
  prompt: "prompt-changed",
  resourceTemplate: "resource-template-changed"
};
function nonToolResult(s, c, onChange, ruleIds, uri, line) {
  const rule = NON_TOOL_RULE[c.carrier];
  const what = nonToolLabel(c);
  return {
    ruleId: `toolseal/${rule}`,
    ruleIndex: ruleIds.indexOf(rule),
    level: onChange === "fail" ? "error" : SARIF_RULES[rule].level,
    message: {
      text: `The ${what} of MCP server ${JSON.stringify(s.serverId)} ${c.change === "changed" ? "changed" : c.change === "added" ? "was added (not in the lock)" : "was removed"}.`
    },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
    partialFingerprints: {
      "toolsealChange/v2": sha256Digest(`${s.serverId}\0${what}\0${rule}\0${s.surfaceDigest ?? ""}`).slice(7)
    },
    properties: { server: s.serverId, carrier: c.carrier, ...c.name === void 0 ? {} : { name: c.name }, change: c.change }
  };
}
function packageResults(s, onChange, ruleIds, uri, line) {
  const p = s.package;
  if (!p || p.state !== "unpinned" && p.state !== "integrity-changed") return [];
  const rule = p.state === "unpinned" ? "unpinned-package" : "package-changed";
  const what = p.name === "" ? "a package" : JSON.stringify(p.name);
  const text = p.code === "UNREADABLE_LAUNCHER" ? `MCP server ${JSON.stringify(s.serverId)} is started by a command line toolseal cannot read (${p.why}): its package is not checked (UNREADABLE_LAUNCHER).` : p.state === "unpinned" ? `MCP server ${JSON.stringify(s.serverId)} is launched by ${p.launcher} with ${what} at no exact version (${p.why}).` : p.why !== void 0 ? `The package ${what} of MCP server ${JSON.stringify(s.serverId)}: ${p.why}.` : `The package ${what} of MCP server ${JSON.stringify(s.serverId)} resolved to integrity ${p.resolved.integrity} for version ${JSON.stringify(p.resolved.version)}; the lock pinned ${p.locked.integrity}.`;
  return [
    {
      ruleId: `toolseal/${rule}`,
      ruleIndex: ruleIds.indexOf(rule),
      level: onChange === "fail" ? "error" : SARIF_RULES[rule].level,
      message: { text },
      locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
      partialFingerprints: {
        "toolsealChange/v2": sha256Digest(
          `${s.serverId}\0${p.name}\0${rule}\0${p.requested ?? ""}\0${p.resolved?.integrity ?? ""}`
        ).slice(7)
      },
      properties: {
        server: s.serverId,
        launcher: p.launcher,
        ecosystem: p.ecosystem,
        package: p.name,
        ...p.requested === void 0 ? {} : { requested: p.requested }
      }
    }
  ];
}
function messageOf(s, c) {
  const tool = `Tool ${JSON.stringify(c.tool)} of MCP server ${JSON.stringify(s.serverId)}`;
  const widened = c.hints.filter((h) => h.class === "widening");
  const narrowed = c.hints.filter((h) => h.class === "narrowing");
  const parts = [];
  if (c.change === "added") parts.push(`${tool} was added (not in the lock)`);
  else if (c.change === "removed") parts.push(`${tool} was removed`);
  else parts.push(`${tool} changed: ${c.fields.join(", ")} (kinds: ${c.kinds.join(", ")})`);
  if (widened.length)
    parts.push(
      `privilege widening: ${widened.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}; the server's tools are not approved`
    );
  if (narrowed.length) parts.push(`narrowing: ${narrowed.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}`);
  if (c.renamedFrom !== void 0) parts.push(`renamed from ${JSON.stringify(c.renamedFrom)}?`);
  if (c.privilegedHints?.length) parts.push(`more privileged than the MCP defaults: ${privilegedText(c)}`);
  if (c.pointers.length) {
    const shown = c.pointers.slice(0, 10).map((p) => JSON.stringify(p));
    const more = c.pointers.length - shown.length + c.pointersOmitted;
    parts.push(`at ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`);
  }
  return parts.join("; ") + ".";
}
function lockLineIndex(lockText) {
  if (lockText === void 0) return () => 1;
  const servers = /* @__PURE__ */ new Map();
  let current;
  const lines = lockText.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = /^( {4}| {8})("(?:[^"\\]|\\.)*"): \{$/.exec(l);
    if (!m) continue;
    let key;
    try {
      key = JSON.parse(m[2]);
    } catch {
      continue;
    }
    if (m[1].length === 4) {
      current = { line: i + 1, tools: /* @__PURE__ */ new Map() };
      servers.set(key, current);
    } else if (current) {
      current.tools.set(key, i + 1);
    }
  }
  return (serverId, tool) => {
    const s = servers.get(serverId);
    return s ? s.tools.get(tool) ?? s.line : 1;
  };
}
function configLineIndex(configText) {
  const lines = /* @__PURE__ */ new Map();
  const root = parseTree(configText, [], { allowTrailingComma: true, disallowComments: false });
  const member = (node, key) => node?.type === "object" ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1] : void 0;
  const mcp = member(root, "mcp");
  const settings = mcp?.type === "object" && member(root, "mcpServers") === void 0 && member(root, "servers") === void 0;
  const servers = settings ? member(mcp, "servers") : member(root, "mcpServers") ?? member(root, "servers");
  if (servers?.type === "object") {
    const starts = [0];
    for (let i = configText.indexOf("\n"); i >= 0; i = configText.indexOf("\n", i + 1)) starts.push(i + 1);
    const lineAt = (offset) => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = lo + hi + 1 >> 1;
        if (starts[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo + 1;
    };
    for (const p of servers.children ?? []) {
      const key = p.children?.[0];
      if (typeof key?.value === "string" && !lines.has(key.value)) lines.set(key.value, lineAt(key.offset));
    }
  }
  return (serverId) => lines.get(serverId) ?? 1;
}

export {
  SARIF_RULES,
  renderCheckSarif
};
