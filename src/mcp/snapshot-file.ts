import { ToolsealError } from '../core/errors.js';
import { toolDigestEntries, type Snapshot } from '../core/snapshot.js';
import { quoteForTerminal } from '../core/terminal-text.js';
import { writeFileAtomic } from '../fs/json-file.js';
import { holdsSecret } from './secret-values.js';

const CARRIER_MEMBERS = [
  'instructions',
  'prompts',
  'promptPages',
  'resourceTemplates',
  'resourceTemplatePages',
  'instructionsDigest',
  'promptDigests',
  'resourceTemplateDigests',
  'surfaceDigest',
] as const satisfies ReadonlyArray<keyof Snapshot>;

/**
 * A snapshot's file text: two-space JSON with a final newline, the fields in the order of docs/formats.md, the tools as
 * received (their key order kept; a tool nested deeper than {@link INDENT_MAX_NESTING} on one line, compact), `toolDigests` in RFC 8785 name order, then the instructions, prompts
 * and resource templates and their digests. The same snapshot always gives the same bytes.
 */
export function snapshotText(s: Snapshot): string {
  return [...snapshotTextPieces(s)].join('');
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
 * {@link snapshotText} in pieces (a tool or a digest at a time), byte for byte the same when joined: a
 * snapshot of a million tools is written out without its whole text ever being held in memory.
 */
export function* snapshotTextPieces(s: Snapshot): Generator<string> {
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
  const members = Object.entries(head).filter(([, v]) => v !== undefined).map(([k, v]) => member(k, v));
  yield `{\n${members.join(',\n')},\n  "tools": `;
  if (s.tools.length === 0) yield '[]';
  else {
    yield '[\n';
    for (let i = 0; i < s.tools.length; i++) yield `${i === 0 ? '' : ',\n'}    ${indented(s.tools[i] ?? null, 2)}`;
    yield '\n  ]';
  }
  yield `,\n${member('manifestDigest', s.manifestDigest)},\n  "toolDigests": `;
  // In the order JSON.stringify uses (integer-like names first), without making the record of a snapshot
  // just taken (see buildSnapshot).
  let i = 0;
  for (const [name, digest] of toolDigestEntries(s)) yield `${i++ === 0 ? '{\n' : ',\n'}    ${JSON.stringify(name)}: ${JSON.stringify(digest)}`;
  yield i === 0 ? '{}' : '\n  }';
  // What the model reads beside the tools, each member only when the snapshot has it, digests last.
  for (const k of CARRIER_MEMBERS) if (s[k] !== undefined) yield `,\n${member(k, s[k])}`;
  yield '\n}\n';
}

/**
 * Writes a snapshot atomically (temp file + rename): a reader never sees half of one. With the server's
 * secret values (`secrets`), a snapshot whose text holds one is refused first (see {@link assertNoSecretInSurface}).
 */
export function writeSnapshotFile(path: string, s: Snapshot, secrets: readonly string[] = []): void {
  assertNoSecretInSurface(s, secrets, `snapshot ${quoteForTerminal(s.server)}`);
  writeFileAtomic(path, snapshotTextPieces(s));
}

/** How deep a field's path is named (a deeper field is named by its first levels). */
const MAX_PATH_DEPTH = 8;

/**
 * Where in one value (a tool, a prompt, a text) a secret is: the path of the first string or member name
 * that holds one, or `undefined`. The value was read as JSON, so it is a tree; the walk has its own stack.
 */
function secretPath(value: unknown, secrets: readonly string[]): string[] | undefined {
  const stack: Array<{ v: unknown; path: string[] }> = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (holdsSecret(v, secrets)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, String(i)] });
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i]!;
        // A member's name is never quoted when it holds the secret itself.
        if (holdsSecret(k, secrets)) return [...path, '(a member name)'];
        stack.push({ v: x, path: [...path, k] });
      }
    }
  }
  return undefined;
}

function pathText(path: string[]): string {
  const shown = path.slice(0, MAX_PATH_DEPTH).map((p) => (/^[A-Za-z0-9_$-]{1,40}$/.test(p) || p.startsWith('(') ? p : quoteForTerminal(p.slice(0, 40))));
  return shown.join('.') + (path.length > MAX_PATH_DEPTH ? '…' : '');
}

/**
 * Refuses (`SECRET_IN_SURFACE`, exit 2) a snapshot whose surface holds one of the server's secret values,
 * in any spelling they are redacted in: a server that echoes a token, a header or an environment value
 * into a description or its instructions would have it written into the snapshot, the lock's copies and
 * the reports users commit. The error names the server, the tool (prompt, template) and the field, never
 * the value. Each item's JSON text is checked first, and only one that holds a secret is walked.
 */
export function assertNoSecretInSurface(s: Snapshot, secrets: readonly string[], label: string): void {
  if (secrets.length === 0) return;
  const refuse = (what: string, path: string[] | undefined): never => {
    const field = path === undefined ? 'its text' : path.length === 0 ? 'its value' : `field ${pathText(path)}`;
    throw new ToolsealError('SECRET_IN_SURFACE', `${label}: ${what}, ${field}, holds one of the server's secret values (an --env, header, token or \${VAR} value); the server echoes it, so no file or report is written with it (the value is not shown)`);
  };
  const check = (items: ReadonlyArray<Record<string, unknown>> | undefined, kind: string, key: string) => {
    for (let i = 0; i < (items?.length ?? 0); i++) {
      const item = items![i]!;
      if (!holdsSecret(JSON.stringify(item), secrets)) continue;
      const id = item[key];
      const named = typeof id === 'string' && !holdsSecret(id, secrets) ? `${kind} ${quoteForTerminal(id.slice(0, 80))}` : `${kind} number ${i + 1}`;
      refuse(named, secretPath(item, secrets));
    }
  };
  for (const [field, value] of [['server', s.server], ['protocolVersion', s.protocolVersion]] as const) {
    if (typeof value === 'string' && holdsSecret(value, secrets)) refuse('the snapshot', [field]);
  }
  if (holdsSecret(JSON.stringify(s.serverInfo ?? null), secrets)) refuse('serverInfo', secretPath(s.serverInfo, secrets));
  check(s.tools, 'tool', 'name');
  if (typeof s.instructions === 'string' && holdsSecret(s.instructions, secrets)) refuse('the initialize result', ['instructions']);
  check(s.prompts, 'prompt', 'name');
  check(s.resourceTemplates, 'resource template', 'uriTemplate');
}

/**
 * The file name of a server's snapshot in a folder (`snapshot --all --out`, `lock --snapshot-dir`): one
 * rule for both, so `check` finds what either wrote.
 */
export { snapshotFileName } from '../core/lock.js';
