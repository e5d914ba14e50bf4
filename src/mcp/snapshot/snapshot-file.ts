import { ToolsealError } from '../../core/errors.js';
import type { Snapshot, SnapshotWithoutToolDigests } from '../../core/snapshot/snapshot.js';
import { snapshotTextPieces } from '../../core/snapshot/snapshot-text.js';
import { ToolDigestTable } from '../../core/surface/tool-digest-table.js';
import { quoteForTerminal } from '../../core/text/terminal-text.js';
import { writeFileAtomic } from '../../fs/json-file.js';
import { holdsSecret } from '../server/secret-values.js';

/**
 * Writes a snapshot atomically (temp file + rename): a reader never sees half of one. With the server's
 * secret values (`secrets`), a snapshot whose text holds one is refused first (see {@link assertNoSecretInSurface}).
 */
export function writeSnapshotFile(path: string, s: Snapshot, secrets: readonly string[] = []): void {
  writeSnapshotFileWithTable(path, s, ToolDigestTable.ofRecord(s.toolDigests), secrets);
}

/** {@link writeSnapshotFile} of a snapshot whose tool digests are apart, in a table (a snapshot just taken). */
export function writeSnapshotFileWithTable(
  path: string,
  s: SnapshotWithoutToolDigests,
  toolDigests: ToolDigestTable,
  secrets: readonly string[] = [],
): void {
  assertNoSecretInSurface(s, secrets, `snapshot ${quoteForTerminal(s.server)}`);
  writeFileAtomic(path, snapshotTextPieces(s, toolDigests));
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
  const shown = path
    .slice(0, MAX_PATH_DEPTH)
    .map((p) => (/^[A-Za-z0-9_$-]{1,40}$/.test(p) || p.startsWith('(') ? p : quoteForTerminal(p.slice(0, 40))));
  return shown.join('.') + (path.length > MAX_PATH_DEPTH ? '…' : '');
}

/**
 * Refuses (`SECRET_IN_SURFACE`, exit 2) a snapshot whose surface holds one of the server's secret values,
 * in any spelling they are redacted in: a server that echoes a token, a header or an environment value
 * into a description or its instructions would have it written into the snapshot, the lock's copies and
 * the reports users commit. The error names the server, the tool (prompt, template) and the field, never
 * the value. Each item's JSON text is checked first, and only one that holds a secret is walked.
 */
export function assertNoSecretInSurface(s: SnapshotWithoutToolDigests, secrets: readonly string[], label: string): void {
  if (secrets.length === 0) return;
  const refuse = (what: string, path: string[] | undefined): never => {
    const field = path === undefined ? 'its text' : path.length === 0 ? 'its value' : `field ${pathText(path)}`;
    throw new ToolsealError(
      'SECRET_IN_SURFACE',
      `${label}: ${what}, ${field}, holds one of the server's secret values (an --env, header, token or \${VAR} value); the server echoes it, so no file or report is written with it (the value is not shown)`,
    );
  };
  const check = (items: ReadonlyArray<Record<string, unknown>> | undefined, kind: string, key: string) => {
    for (let i = 0; i < (items?.length ?? 0); i++) {
      const item = items![i]!;
      if (!holdsSecret(JSON.stringify(item), secrets)) continue;
      const id = item[key];
      const named =
        typeof id === 'string' && !holdsSecret(id, secrets) ? `${kind} ${quoteForTerminal(id.slice(0, 80))}` : `${kind} number ${i + 1}`;
      refuse(named, secretPath(item, secrets));
    }
  };
  for (const [field, value] of [
    ['server', s.server],
    ['protocolVersion', s.protocolVersion],
  ] as const) {
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
export { snapshotFileName } from '../../core/snapshot/snapshot-file-name.js';
