/**
 * The file name of a server's reviewed snapshot in a `--snapshot-dir`: the server id with every character
 * outside `[A-Za-z0-9._-]` percent-encoded (and a leading dot too), so `io.github.acme/docs` and `..`
 * stay inside the folder. The first letter of a Windows device name (`CON`, `NUL`, `COM1`…, which Windows
 * refuses as a file name whatever its extension) is encoded too. One id, one name; two ids, two names.
 */
export declare function snapshotFileName(serverId: string): string;
/**
 * Refuses server ids that cannot each have their own snapshot file in one folder (`INVALID_INPUT`, naming
 * both): two ids whose file names differ only in letter case (`Docs`, `docs`) are one file on macOS and
 * Windows, where the second would silently replace the first; and an id whose file name is too long to
 * create. Checked before anything is written.
 */
export declare function assertSnapshotFileNames(serverIds: Iterable<string>, where: string): void;
