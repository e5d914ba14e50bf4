import { ToolsealError } from '../errors.js';
import { hasHiddenCharacters, quoteForTerminal } from '../text/terminal-text.js';
import { isJsonObject } from '../json/json-object.js';

/**
 * The artifact a signed surface is served by (docs/formats.md): an in-toto subject beside the manifest
 * subject, `{name, digest: {sha256?, sha512?}}` in lowercase hex, so `gh attestation verify <tarball>` and
 * cosign find the attestation by the artifact too.
 */
export interface ArtifactSubject {
  name: string;
  digest: { sha256?: string; sha512?: string };
}

/** An `--artifact ARTIFACT`, parsed (not yet resolved: a file is hashed, an npm version looked up, later). */
export type ArtifactSpec =
  | { kind: 'file'; spec: string; path: string }
  | { kind: 'oci'; spec: string; repository: string; sha256: string }
  | { kind: 'npm'; spec: string; name: string; version: string };

/** The most `--artifact`s one statement takes (and subjects one statement may carry beside the manifest). */
export const MAX_ARTIFACTS = 32;

const HEX = { sha256: /^[0-9a-f]{64}$/, sha512: /^[0-9a-f]{128}$/ } as const;
/** An OCI repository reference: registry host (with a port) and path, lowercase, no tag. */
const OCI_REPOSITORY = /^[a-z0-9]+(?:[._-][a-z0-9]+)*(?:\.[a-z0-9-]+)*(?::[0-9]{1,5})?(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)+$/;
/** An npm package name (lowercase, optionally scoped), at most 214 characters. */
const NPM_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
/** An exact semantic version (no range, no tag). */
const EXACT_VERSION =
  /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
/** The longest subject name accepted. */
const MAX_NAME = 512;

/**
 * Parses one `--artifact` ARTIFACT: `oci://REPO@sha256:HEX` (a tag without a digest is refused: it names no
 * bytes), `npm:NAME@EXACT_VERSION` (a range or a dist-tag is refused, for the same reason), else a local
 * file (a tarball or an MCPB bundle). Bad specs are `INVALID_INPUT` (exit 2).
 */
export function parseArtifactSpec(spec: string): ArtifactSpec {
  const bad = (why: string): never => {
    throw new ToolsealError('INVALID_INPUT', `--artifact ${quoteForTerminal(spec.slice(0, 300))}: ${why}`);
  };
  if (typeof spec !== 'string' || spec === '') bad('empty');
  if (spec.length > 4096 || hasHiddenCharacters(spec)) bad('too long, or holds a control, invisible or direction-changing character');
  if (/^oci:/i.test(spec)) {
    const m = /^oci:\/\/([^@]+)@sha256:([0-9a-f]{64})$/.exec(spec);
    if (!m) bad('an OCI artifact is oci://REPOSITORY@sha256:<64 lowercase hex> (a tag names no bytes: give the digest)');
    const repository = m![1]!;
    if (!OCI_REPOSITORY.test(repository)) bad(`${quoteForTerminal(repository)} is not an OCI repository (host/path, lowercase, no tag)`);
    return { kind: 'oci', spec, repository, sha256: m![2]! };
  }
  if (/^npm:/i.test(spec)) {
    const rest = spec.slice('npm:'.length);
    const at = rest.lastIndexOf('@');
    if (!spec.startsWith('npm:') || at <= 0) bad('an npm artifact is npm:NAME@EXACT_VERSION');
    const name = rest.slice(0, at);
    const version = rest.slice(at + 1);
    if (name.length > 214 || !NPM_NAME.test(name)) bad(`${quoteForTerminal(name)} is not an npm package name`);
    if (!EXACT_VERSION.test(version)) bad(`${quoteForTerminal(version)} is not an exact version (a range or a tag names no one tarball)`);
    return { kind: 'npm', spec, name, version };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(spec))
    bad('a URL is not an artifact: give a local file, npm:NAME@VERSION or oci://REPOSITORY@sha256:HEX');
  return { kind: 'file', spec, path: spec };
}

/** The subject name of an npm version: its package URL (`pkg:npm/%40scope/name@1.2.3`). */
export function npmSubjectName(name: string, version: string): string {
  return `pkg:npm/${name.replace(/^@/, '%40')}@${version}`;
}

/**
 * Asserts one artifact subject (ours to add, or read from a signed statement): a non-empty name without
 * hidden characters, at most {@link MAX_NAME} characters, and a digest of sha256 and/or sha512 only, each
 * lowercase hex of its length.
 */
export function assertArtifactSubject(
  subject: unknown,
  where: string,
  code: 'INVALID_INPUT' | 'STATEMENT_INVALID' | 'INVALID_STATEMENT_INPUT',
): asserts subject is ArtifactSubject {
  const bad = (why: string): never => {
    throw new ToolsealError(code, `${where}: ${why}`);
  };
  if (!isJsonObject(subject)) bad('not an object');
  const s = subject as Record<string, unknown>;
  if (typeof s.name !== 'string' || s.name === '' || s.name.length > MAX_NAME) bad(`name must be a string of 1 to ${MAX_NAME} characters`);
  if (hasHiddenCharacters(s.name as string))
    bad(`name ${quoteForTerminal(s.name as string)} holds a control, invisible or direction-changing character`);
  if (!isJsonObject(s.digest)) bad('digest must be an object');
  const d = s.digest as Record<string, unknown>;
  const algs = Object.keys(d);
  if (algs.length === 0) bad('digest is empty');
  for (const alg of algs) {
    if (alg !== 'sha256' && alg !== 'sha512') bad(`digest.${alg}: only sha256 and sha512 are taken`);
    if (typeof d[alg] !== 'string' || !HEX[alg as 'sha256' | 'sha512'].test(d[alg] as string))
      bad(`digest.${alg} must be lowercase hex of its length`);
  }
}

/**
 * The artifact subjects to add after the manifest subject, checked: each well-formed, and no two with the
 * same name or sharing a digest (one artifact given twice, or two names for the same bytes), nor with the
 * manifest subject's name.
 */
export function checkedArtifactSubjects(subjects: readonly ArtifactSubject[], manifestSubjectName: string): ArtifactSubject[] {
  if (subjects.length > MAX_ARTIFACTS)
    throw new ToolsealError('INVALID_INPUT', `${subjects.length} artifacts: at most ${MAX_ARTIFACTS} are taken`);
  const names = new Set<string>([manifestSubjectName]);
  const digests = new Set<string>();
  const out: ArtifactSubject[] = [];
  for (const s of subjects) {
    assertArtifactSubject(s, `artifact ${quoteForTerminal(String(s?.name))}`, 'INVALID_INPUT');
    if (names.has(s.name))
      throw new ToolsealError('INVALID_INPUT', `artifact ${quoteForTerminal(s.name)} is given twice (or is the manifest subject's name)`);
    names.add(s.name);
    for (const [alg, hex] of Object.entries(s.digest)) {
      if (digests.has(`${alg}:${hex}`))
        throw new ToolsealError('INVALID_INPUT', `artifact ${quoteForTerminal(s.name)}: the same ${alg} as another artifact given`);
      digests.add(`${alg}:${hex}`);
    }
    // A fresh object in a fixed member order: nothing else a caller's object holds is signed.
    const digest: ArtifactSubject['digest'] = {};
    if (s.digest.sha256 !== undefined) digest.sha256 = s.digest.sha256;
    if (s.digest.sha512 !== undefined) digest.sha512 = s.digest.sha512;
    out.push({ name: s.name, digest });
  }
  return out;
}

/**
 * Whether a signed statement's subjects (the manifest subject first, then its artifacts) hold the artifact:
 * a subject after the first with an equal sha512 or an equal sha256 (the digests the artifact has). The
 * manifest subject never counts: an artifact is not a manifest.
 */
function statementHasArtifact(subjects: readonly ArtifactSubject[], artifact: ArtifactSubject): boolean {
  return subjects
    .slice(1)
    .some(
      (s) =>
        (artifact.digest.sha512 !== undefined && s.digest.sha512 === artifact.digest.sha512) ||
        (artifact.digest.sha256 !== undefined && s.digest.sha256 === artifact.digest.sha256),
    );
}

/**
 * `verify --artifact`: every artifact given must be a subject of the verified statement, else
 * `ARTIFACT_MISMATCH` (exit 1), naming the artifact and the statement.
 */
export function requireArtifacts(subjects: readonly ArtifactSubject[], artifacts: readonly ArtifactSubject[], source: string): void {
  for (const a of artifacts) {
    if (!statementHasArtifact(subjects, a)) {
      const shown = a.digest.sha512 !== undefined ? `sha512:${a.digest.sha512.slice(0, 16)}…` : `sha256:${a.digest.sha256!.slice(0, 16)}…`;
      throw new ToolsealError(
        'ARTIFACT_MISMATCH',
        `${source}: the artifact ${quoteForTerminal(a.name)} (${shown}) is not a subject of this signed surface: it was not released with it`,
      );
    }
  }
}
