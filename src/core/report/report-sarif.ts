import { parseTree, type Node } from 'jsonc-parser';
import { nonToolLabel, type NonToolChange } from '../surface/non-tool-surface.js';
import type { CheckResult, ServerCheck } from '../check/check.js';
import type { ToolChange } from '../check/drift.js';
import { KIND_REVIEW_ORDER, failsOn, type ChangeKind } from '../check/change-kinds.js';
import { privilegedText } from './report-text.js';
import { sha256Digest } from '../surface/surface.js';
import { REPOSITORY_URL, VERSION } from '../../version.js';
import { SARIF_RULES, type SarifRuleId } from './sarif-rules.js';

const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

export { SARIF_RULES, type SarifRuleId } from './sarif-rules.js';

export interface CheckSarifOptions {
  /** The file results point at: the lock (or the MCP config file), relative to the repository root. */
  artifactUri: string;
  /** The lock text, to point each result at its server's or tool's line; line 1 without it. */
  lockText?: string;
  /**
   * The MCP config file's text, when the results point at it (`--config`): each server's results sit at
   * the line of its key. Takes the place of `lockText`.
   */
  configText?: string;
}

/** Where a rule is explained: its entry in docs/troubleshooting.md (`help` is the heading's GitHub anchor). */
function sarifHelpUri(id: SarifRuleId): string {
  return `${REPOSITORY_URL}/blob/main/docs/troubleshooting.md#${SARIF_RULES[id].help}`;
}

/** The SARIF rule of each kind of change: one rule per kind. */
const KIND_RULE: Record<ChangeKind, SarifRuleId> = {
  'annotation-widening': 'privilege-widening',
  'annotation-narrowing': 'privilege-narrowing',
  'schema-expansion': 'schema-expansion',
  'schema-narrowing': 'schema-narrowing',
  prose: 'prose-changed',
  output: 'output-changed',
  execution: 'execution-changed',
  added: 'tool-added',
  removed: 'tool-removed',
  unclassified: 'tool-changed',
};

/** The SARIF rules of one change, a result each: its kinds in the order a reviewer reads them. */
function sarifRulesOf(c: ToolChange): Array<{ rule: SarifRuleId; kind: ChangeKind }> {
  return KIND_REVIEW_ORDER.filter((k) => c.kinds.includes(k)).map((kind) => ({ rule: KIND_RULE[kind], kind }));
}

/**
 * The check as a SARIF 2.1.0 log that GitHub code scanning accepts: one run, a rule per kind of change,
 * a result per changed tool (level `error` for a widening, and for any change under `on-change fail`),
 * located in the lock or config file at the line of the tool's pin when there is one.
 */
export function renderCheckSarif(result: CheckResult, options: CheckSarifOptions): Record<string, unknown> {
  const ruleIds = Object.keys(SARIF_RULES) as SarifRuleId[];
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
      properties: { tags: ['security', 'mcp'], 'security-severity': r.severity },
    };
  });
  const lineOf = options.configText !== undefined ? configLineIndex(options.configText) : lockLineIndex(options.lockText);
  const failOn = new Set(result.failOn ?? []);
  const results = result.servers.flatMap((s): Array<Record<string, unknown>> => [
    ...s.changes
      .flatMap((c) => sarifRulesOf(c).map((r) => ({ c, ...r })))
      .map(({ c, rule, kind }) => {
        const level =
          rule === 'privilege-widening' ||
          failsOn([kind], failOn) ||
          (rule !== 'privilege-narrowing' && rule !== 'schema-narrowing' && result.onChange === 'fail')
            ? 'error'
            : SARIF_RULES[rule].level;
        return {
          ruleId: `toolseal/${rule}`,
          ruleIndex: ruleIds.indexOf(rule),
          level,
          message: { text: messageOf(s, c) },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: options.artifactUri },
                region: { startLine: lineOf(s.serverId, c.tool) },
              },
            },
          ],
          // The surface is part of the fingerprint: code scanning keeps a dismissed alert closed for every later
          // result with its fingerprint, and a dismissed change must not hide the next change to the same tool.
          partialFingerprints: {
            'toolsealChange/v2': sha256Digest(`${s.serverId}\u0000${c.tool}\u0000${rule}\u0000${s.manifestDigest ?? ''}`).slice(7),
          },
          properties: { server: s.serverId, tool: c.tool, change: c.change, kinds: c.kinds, fields: c.fields, pointers: c.pointers },
        };
      }),
    ...s.carrierChanges.map((c) => nonToolResult(s, c, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, ''))),
    ...packageResults(s, result.onChange, ruleIds, options.artifactUri, lineOf(s.serverId, '')),
  ]);
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'toolseal', version: VERSION, informationUri: REPOSITORY_URL, rules } },
        results,
      },
    ],
  };
}

const NON_TOOL_RULE = {
  instructions: 'instructions-changed',
  prompt: 'prompt-changed',
  resourceTemplate: 'resource-template-changed',
} as const;

/** A result for a changed instructions, prompt or template: named by kind and name, never by its text. */
function nonToolResult(
  s: ServerCheck,
  c: NonToolChange,
  onChange: CheckResult['onChange'],
  ruleIds: SarifRuleId[],
  uri: string,
  line: number,
) {
  const rule = NON_TOOL_RULE[c.carrier];
  const what = nonToolLabel(c);
  return {
    ruleId: `toolseal/${rule}`,
    ruleIndex: ruleIds.indexOf(rule),
    level: onChange === 'fail' ? 'error' : SARIF_RULES[rule].level,
    message: {
      text: `The ${what} of MCP server ${JSON.stringify(s.serverId)} ${c.change === 'changed' ? 'changed' : c.change === 'added' ? 'was added (not in the lock)' : 'was removed'}.`,
    },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
    partialFingerprints: {
      'toolsealChange/v2': sha256Digest(`${s.serverId}\u0000${what}\u0000${rule}\u0000${s.surfaceDigest ?? ''}`).slice(7),
    },
    properties: { server: s.serverId, carrier: c.carrier, ...(c.name === undefined ? {} : { name: c.name }), change: c.change },
  };
}

/** A result for a server's package: launched with no exact version, or replaced under the pinned version. */
function packageResults(
  s: ServerCheck,
  onChange: CheckResult['onChange'],
  ruleIds: SarifRuleId[],
  uri: string,
  line: number,
): Array<Record<string, unknown>> {
  const p = s.package;
  if (!p || (p.state !== 'unpinned' && p.state !== 'integrity-changed')) return [];
  const rule: SarifRuleId = p.state === 'unpinned' ? 'unpinned-package' : 'package-changed';
  const what = p.name === '' ? 'a package' : JSON.stringify(p.name);
  const text =
    p.code === 'UNREADABLE_LAUNCHER'
      ? `MCP server ${JSON.stringify(s.serverId)} is started by a command line toolseal cannot read (${p.why}): its package is not checked (UNREADABLE_LAUNCHER).`
      : p.state === 'unpinned'
        ? `MCP server ${JSON.stringify(s.serverId)} is launched by ${p.launcher} with ${what} at no exact version (${p.why}).`
        : p.why !== undefined
          ? `The package ${what} of MCP server ${JSON.stringify(s.serverId)}: ${p.why}.`
          : `The package ${what} of MCP server ${JSON.stringify(s.serverId)} resolved to integrity ${p.resolved!.integrity} for version ${JSON.stringify(p.resolved!.version)}; the lock pinned ${p.locked!.integrity}.`;
  return [
    {
      ruleId: `toolseal/${rule}`,
      ruleIndex: ruleIds.indexOf(rule),
      level: onChange === 'fail' ? 'error' : SARIF_RULES[rule].level,
      message: { text },
      locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: line } } }],
      partialFingerprints: {
        'toolsealChange/v2': sha256Digest(
          `${s.serverId}\u0000${p.name}\u0000${rule}\u0000${p.requested ?? ''}\u0000${p.resolved?.integrity ?? ''}`,
        ).slice(7),
      },
      properties: {
        server: s.serverId,
        launcher: p.launcher,
        ecosystem: p.ecosystem,
        package: p.name,
        ...(p.requested === undefined ? {} : { requested: p.requested }),
      },
    },
  ];
}

function messageOf(s: ServerCheck, c: ToolChange): string {
  const tool = `Tool ${JSON.stringify(c.tool)} of MCP server ${JSON.stringify(s.serverId)}`;
  const widened = c.hints.filter((h) => h.class === 'widening');
  const narrowed = c.hints.filter((h) => h.class === 'narrowing');
  const parts: string[] = [];
  if (c.change === 'added') parts.push(`${tool} was added (not in the lock)`);
  else if (c.change === 'removed') parts.push(`${tool} was removed`);
  else parts.push(`${tool} changed: ${c.fields.join(', ')} (kinds: ${c.kinds.join(', ')})`);
  if (widened.length)
    parts.push(
      `privilege widening: ${widened.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(', ')}; the server's tools are not approved`,
    );
  if (narrowed.length) parts.push(`narrowing: ${narrowed.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(', ')}`);
  if (c.renamedFrom !== undefined) parts.push(`renamed from ${JSON.stringify(c.renamedFrom)}?`);
  if (c.privilegedHints?.length) parts.push(`more privileged than the MCP defaults: ${privilegedText(c)}`);
  if (c.pointers.length) {
    const shown = c.pointers.slice(0, 10).map((p) => JSON.stringify(p));
    const more = c.pointers.length - shown.length + c.pointersOmitted;
    parts.push(`at ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
  }
  return parts.join('; ') + '.';
}

/**
 * The 1-based line of each server's and tool's pin in a lock written by serializeLock (server keys at
 * four spaces, tool keys at eight), found in one pass: `lineOf` then answers each result without
 * rescanning a lock of many thousand lines.
 */
function lockLineIndex(lockText: string | undefined): (serverId: string, tool: string) => number {
  if (lockText === undefined) return () => 1;
  const servers = new Map<string, { line: number; tools: Map<string, number> }>();
  let current: { line: number; tools: Map<string, number> } | undefined;
  const lines = lockText.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const m = /^( {4}| {8})("(?:[^"\\]|\\.)*"): \{$/.exec(l);
    if (!m) continue;
    let key: string;
    try {
      key = JSON.parse(m[2]!) as string;
    } catch {
      continue;
    }
    if (m[1]!.length === 4) {
      current = { line: i + 1, tools: new Map() };
      servers.set(key, current);
    } else if (current) {
      current.tools.set(key, i + 1);
    }
  }
  return (serverId, tool) => {
    const s = servers.get(serverId);
    return s ? (s.tools.get(tool) ?? s.line) : 1;
  };
}

/**
 * The 1-based line of each server's key in an MCP config file (`mcpServers`, `servers` or `mcp.servers`, as the config
 * reader chooses; comments and trailing commas allowed, as VS Code writes them). A server not in the file
 * (a pin reported missing) and a file that does not parse point at line 1.
 */
function configLineIndex(configText: string): (serverId: string, tool: string) => number {
  const lines = new Map<string, number>();
  const root = parseTree(configText, [], { allowTrailingComma: true, disallowComments: false });
  const member = (node: Node | undefined, key: string) =>
    node?.type === 'object' ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1] : undefined;
  // The object the config reader takes: "mcp": {"servers"} of a VS Code settings.json (when the file has
  // neither of the others), else "mcpServers", else "servers".
  const mcp = member(root, 'mcp');
  const settings = mcp?.type === 'object' && member(root, 'mcpServers') === undefined && member(root, 'servers') === undefined;
  const servers = settings ? member(mcp, 'servers') : (member(root, 'mcpServers') ?? member(root, 'servers'));
  if (servers?.type === 'object') {
    const starts = [0];
    for (let i = configText.indexOf('\n'); i >= 0; i = configText.indexOf('\n', i + 1)) starts.push(i + 1);
    const lineAt = (offset: number) => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo + 1;
    };
    for (const p of servers.children ?? []) {
      const key = p.children?.[0];
      if (typeof key?.value === 'string' && !lines.has(key.value)) lines.set(key.value, lineAt(key.offset));
    }
  }
  return (serverId) => lines.get(serverId) ?? 1;
}
