// The one writer of the snapshot file format (docs/formats.md): what `snapshot --out` and `lock
// --snapshot-dir` both write, byte for byte.
import type { Snapshot, SnapshotWithoutToolDigests } from './snapshot.js';
import { ToolDigestTable } from '../surface/tool-digest-table.js';

/** The members beside the tools, in the documented order (each written only when the snapshot has it). */
const NON_TOOL_MEMBERS = [
  'instructions',
  'prompts',
  'promptPages',
  'resourceTemplates',
  'resourceTemplatePages',
  'instructionsDigest',
  'promptDigests',
  'resourceTemplateDigests',
  'surfaceDigest',
  'interop',
  'numbers',
] as const satisfies ReadonlyArray<keyof SnapshotWithoutToolDigests>;

/**
 * A snapshot's file text: two-space JSON with a final newline, the fields in the order of docs/formats.md, the tools as
 * received (their key order kept; a tool nested deeper than {@link INDENT_MAX_NESTING} on one line, compact), `toolDigests` in RFC 8785 name order, then the instructions, prompts
 * and resource templates and their digests. The same snapshot always gives the same bytes.
 */
export function snapshotText(s: Snapshot): string {
  return [...snapshotTextPieces(s, ToolDigestTable.ofRecord(s.toolDigests))].join('');
}

/**
 * Nesting up to which a value is written indented. Indentation grows with depth, so an indented value
 * nested d deep takes O(d²) bytes (a 6 MB schema 990 deep took 2 GB); past this bound the value is
 * written compact, on one line, and a file stays linear in the size of what arrived.
 */
const INDENT_MAX_NESTING = 16;

/** Whether `value` nests containers more than `max` deep (stops looking as soon as it does). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d >= max) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) if (typeof x === 'object' && x !== null) stack.push([x, d + 1]);
  }
  return false;
}

/**
 * `JSON.stringify(value, null, 2)`, placed `depth` levels deep in an indented document; a value nested
 * deeper than {@link INDENT_MAX_NESTING} is written compact (`JSON.stringify(value)`), the same value.
 */
function indented(value: unknown, depth: number): string {
  if (nestsDeeperThan(value, INDENT_MAX_NESTING)) return JSON.stringify(value);
  const text = JSON.stringify(value, null, 2);
  // Inside JSON text a newline is only ever layout (one in a string is written \n), so this is exact.
  return depth === 0 ? text : text.replace(/\n/g, `\n${'  '.repeat(depth)}`);
}

/**
 * {@link snapshotText} in pieces (a tool or a digest at a time), byte for byte the same when joined, of a
 * snapshot and its tool digests (`ToolDigestTable.ofRecord(s.toolDigests)` for a snapshot read, the table
 * of `buildSnapshotWithDigests` for one just taken): a snapshot of a million tools is written out without its
 * whole text, or a record of its digests, ever being held in memory.
 */
export function* snapshotTextPieces(s: SnapshotWithoutToolDigests, toolDigests: ToolDigestTable): Generator<string> {
  const head = {
    snapshotVersion: s.snapshotVersion,
    server: s.server,
    capturedAt: s.capturedAt,
    transport: s.transport,
    protocolVersion: s.protocolVersion,
    clientCapabilities: s.clientCapabilities,
    serverInfo: s.serverInfo,
    pages: s.pages,
  };
  // As JSON.stringify would: a member whose value it omits (undefined) is left out.
  const member = (key: string, value: unknown) => `  ${JSON.stringify(key)}: ${indented(value, 1)}`;
  const members = Object.entries(head)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => member(k, v));
  yield `{\n${members.join(',\n')},\n  "tools": `;
  if (s.tools.length === 0) yield '[]';
  else {
    yield '[\n';
    for (let i = 0; i < s.tools.length; i++) yield `${i === 0 ? '' : ',\n'}    ${indented(s.tools[i] ?? null, 2)}`;
    yield '\n  ]';
  }
  yield `,\n${member('manifestDigest', s.manifestDigest)},\n  "toolDigests": `;
  // In the order JSON.stringify uses (integer-like names first): the table's order.
  let i = 0;
  for (const [name, digest] of toolDigests.entries())
    yield `${i++ === 0 ? '{\n' : ',\n'}    ${JSON.stringify(name)}: ${JSON.stringify(digest)}`;
  yield i === 0 ? '{}' : '\n  }';
  // What the model reads beside the tools, each member only when the snapshot has it, digests last.
  for (const k of NON_TOOL_MEMBERS) if (s[k] !== undefined) yield `,\n${member(k, s[k])}`;
  yield '\n}\n';
}
