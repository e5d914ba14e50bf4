/**
 * The artifact a signed surface is served by (docs/formats.md): an in-toto subject beside the manifest
 * subject, `{name, digest: {sha256?, sha512?}}` in lowercase hex, so `gh attestation verify <tarball>` and
 * cosign find the attestation by the artifact too.
 */
export interface ArtifactSubject {
    name: string;
    digest: {
        sha256?: string;
        sha512?: string;
    };
}
/** An `--artifact ARTIFACT`, parsed (not yet resolved: a file is hashed, an npm version looked up, later). */
export type ArtifactSpec = {
    kind: 'file';
    spec: string;
    path: string;
} | {
    kind: 'oci';
    spec: string;
    repository: string;
    sha256: string;
} | {
    kind: 'npm';
    spec: string;
    name: string;
    version: string;
};
/** The most `--artifact`s one statement takes (and subjects one statement may carry beside the manifest). */
export declare const MAX_ARTIFACTS = 32;
/**
 * Parses one `--artifact` ARTIFACT: `oci://REPO@sha256:HEX` (a tag without a digest is refused: it names no
 * bytes), `npm:NAME@EXACT_VERSION` (a range or a dist-tag is refused, for the same reason), else a local
 * file (a tarball or an MCPB bundle). Bad specs are `INVALID_INPUT` (exit 2).
 */
export declare function parseArtifactSpec(spec: string): ArtifactSpec;
/** The subject name of an npm version: its package URL (`pkg:npm/%40scope/name@1.2.3`). */
export declare function npmSubjectName(name: string, version: string): string;
/**
 * Asserts one artifact subject (ours to add, or read from a signed statement): a non-empty name without
 * hidden characters, at most {@link MAX_NAME} characters, and a digest of sha256 and/or sha512 only, each
 * lowercase hex of its length.
 */
export declare function assertArtifactSubject(subject: unknown, where: string, code: 'INVALID_INPUT' | 'STATEMENT_INVALID' | 'INVALID_STATEMENT_INPUT'): asserts subject is ArtifactSubject;
/**
 * The artifact subjects to add after the manifest subject, checked: each well-formed, and no two with the
 * same name or sharing a digest (one artifact given twice, or two names for the same bytes), nor with the
 * manifest subject's name.
 */
export declare function checkedArtifactSubjects(subjects: readonly ArtifactSubject[], manifestSubjectName: string): ArtifactSubject[];
/**
 * `verify --artifact`: every artifact given must be a subject of the verified statement, else
 * `ARTIFACT_MISMATCH` (exit 1), naming the artifact and the statement.
 */
export declare function requireArtifacts(subjects: readonly ArtifactSubject[], artifacts: readonly ArtifactSubject[], source: string): void;
