// The file names of reviewed snapshots in a folder (`snapshot --all --out`, `lock --snapshot-dir`): one
// rule for both, so `check` finds what either wrote.
import { ToolsealError } from '../errors.js';

/**
 * The file name of a server's reviewed snapshot in a `--snapshot-dir`: the server id with every character
 * outside `[A-Za-z0-9._-]` percent-encoded (and a leading dot too), so `io.github.acme/docs` and `..`
 * stay inside the folder. The first letter of a Windows device name (`CON`, `NUL`, `COM1`…, which Windows
 * refuses as a file name whatever its extension) is encoded too. One id, one name; two ids, two names.
 */
export function snapshotFileName(serverId: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(serverId)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_-]/.test(c) || (c === '.' && out !== '') ? c : percent(byte);
  }
  if (/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i.test(out)) out = percent(out.charCodeAt(0)) + out.slice(1);
  return `${out}.snapshot.json`;
}

function percent(byte: number): string {
  return '%' + byte.toString(16).toUpperCase().padStart(2, '0');
}

/** File systems refuse names longer than this many bytes (ext4, APFS, NTFS). */
const MAX_FILE_NAME_BYTES = 255;

/**
 * Refuses server ids that cannot each have their own snapshot file in one folder (`INVALID_INPUT`, naming
 * both): two ids whose file names differ only in letter case (`Docs`, `docs`) are one file on macOS and
 * Windows, where the second would silently replace the first; and an id whose file name is too long to
 * create. Checked before anything is written.
 */
export function assertSnapshotFileNames(serverIds: Iterable<string>, where: string): void {
  const seen = new Map<string, string>();
  for (const id of serverIds) {
    const name = snapshotFileName(id);
    if (name.length > MAX_FILE_NAME_BYTES) {
      throw new ToolsealError(
        'INVALID_INPUT',
        `${where}: server id ${JSON.stringify(id.slice(0, 40))}… is too long for a snapshot file name (${name.length} bytes, at most ${MAX_FILE_NAME_BYTES}); give it a shorter id`,
      );
    }
    const folded = name.toLowerCase();
    const other = seen.get(folded);
    if (other !== undefined && other !== id) {
      throw new ToolsealError(
        'INVALID_INPUT',
        `${where}: server ids ${JSON.stringify(other)} and ${JSON.stringify(id)} differ only in letter case, so their snapshot files would be one file on a case-insensitive file system; rename one`,
      );
    }
    seen.set(folded, id);
  }
}
