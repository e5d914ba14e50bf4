import { ToolsealError } from '../errors.js';
import { decodeUtf8 } from '../json/strict-reader.js';
import { isGitHubOwnerName, isGitHubRepositoryName } from './github-names.js';

/** The OIDC issuer of GitHub Actions tokens: the default issuer a signer must have (verification step 2). */
export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';

/** Fulcio's certificate extension OIDs (arc 1.3.6.1.4.1.57264.1) that toolseal reads. */
export const FULCIO_OID = {
  /** Issuer, legacy form: the raw string as the extension value. */
  ISSUER_V1: '1.3.6.1.4.1.57264.1.1',
  /** Issuer, newer form: a DER UTF8String. */
  ISSUER_V2: '1.3.6.1.4.1.57264.1.8',
  /** GitHub Workflow Repository, legacy form (`OWNER/REPO`, raw): the run's repository where .12 is absent. */
  GITHUB_WORKFLOW_REPOSITORY_V1: '1.3.6.1.4.1.57264.1.5',
  SOURCE_REPOSITORY_URI: '1.3.6.1.4.1.57264.1.12',
  SOURCE_REPOSITORY_DIGEST: '1.3.6.1.4.1.57264.1.13',
  SOURCE_REPOSITORY_REF: '1.3.6.1.4.1.57264.1.14',
  /** `https://github.com/<owner>`: what the `io.github.<owner>/…` namespace rule compares with. */
  SOURCE_REPOSITORY_OWNER_URI: '1.3.6.1.4.1.57264.1.16',
} as const;

const FULCIO_ARC = '1.3.6.1.4.1.57264.1.';
/** The Fulcio extensions whose values toolseal decides on or reports. */
const READ_OIDS: ReadonlySet<string> = new Set(Object.values(FULCIO_OID));
/** Sub-arcs 1 to 6 predate Fulcio's switch to DER-encoded values: their extension value is the raw string. */
const LEGACY_SUBARCS = new Set([1, 2, 3, 4, 5, 6]);

/**
 * Who may have signed, as plain data. The SAN is matched exactly, or by a regular expression that must
 * match the whole SAN (never a substring, never a prefix); the issuer is matched exactly.
 */
export interface IdentityPolicy {
  issuer: string;
  identity: { kind: 'exact'; san: string } | { kind: 'regexp'; pattern: string } | GitHubWorkflowIdentity;
  /**
   * For a SAN (exact or pattern) that names a workflow of github.com: the repository the signing run
   * belonged to (the certificate's Source Repository URI). A reusable workflow's SAN names the called
   * workflow, so any repository that calls it gets the same SAN: absent, the run must be in the SAN's own
   * repository; `{ repository }`, in that one (`--source-repo`); `any`, wherever (`--allow-reusable-callers`).
   * The `github` identity names its source repository itself (`--repo`, `--owner`).
   */
  caller?: { kind: 'repository'; repository: string } | { kind: 'any' };
}

/**
 * A signer named the way `gh attestation verify` names one (`--repo`, `--owner`, `--signer-workflow`,
 * `--signer-ref`), compared field by field instead of by a pattern the user writes. The SAN must be a
 * workflow of GitHub (`https://github.com/OWNER/REPO/.github/workflows/FILE@REF`); owner and repository
 * names compare case-insensitively (ASCII), as GitHub compares them; path and ref exactly.
 */
export interface GitHubWorkflowIdentity {
  kind: 'github';
  /** The repository the signing run belonged to (`OWNER/REPO`): the certificate's source repository. */
  repository?: string;
  /** The owner of that repository (always set: from `repository`, or `--owner`). */
  owner: string;
  /** The workflow file that signed: its repository (a reusable workflow may live elsewhere) and path. */
  workflow?: { repository: string; path: string };
  /** The ref the workflow ran at (`refs/tags/v1.2.0`), exactly. */
  ref?: string;
}

const GITHUB_URL = 'https://github.com/';
const WORKFLOWS_DIR = '.github/workflows/';

/**
 * The policy of gh-style options: `--repo OWNER/REPO` or `--owner OWNER`, optionally narrowed by
 * `--signer-workflow` (`PATH` in that repository, or `OWNER/REPO/PATH` as gh takes it, with or without
 * `github.com/` before it) and `--signer-ref`. `USAGE` for a name GitHub could not hold.
 */
export function githubIdentityPolicy(options: {
  repo?: string;
  owner?: string;
  signerWorkflow?: string;
  signerRef?: string;
  issuer?: string;
}): IdentityPolicy {
  const { repo, owner } = options;
  if ((repo === undefined) === (owner === undefined))
    throw new ToolsealError('USAGE', 'give --repo OWNER/REPO or --owner OWNER (exactly one)');
  let identity: GitHubWorkflowIdentity;
  if (repo !== undefined) {
    const [o, r, ...more] = repo.split('/');
    if (more.length || !o || !r || !isGitHubOwnerName(o) || !isGitHubRepositoryName(r))
      throw new ToolsealError('USAGE', `--repo takes OWNER/REPO, not ${JSON.stringify(repo)}`);
    identity = { kind: 'github', repository: `${o}/${r}`, owner: o };
  } else {
    if (!isGitHubOwnerName(owner!)) throw new ToolsealError('USAGE', `--owner takes a GitHub owner name, not ${JSON.stringify(owner)}`);
    identity = { kind: 'github', owner: owner! };
  }
  if (options.signerWorkflow !== undefined) identity.workflow = signerWorkflowOf(options.signerWorkflow, identity.repository);
  if (options.signerRef !== undefined) {
    if (!/^refs\/[^\s@]+$/.test(options.signerRef))
      throw new ToolsealError(
        'USAGE',
        `--signer-ref takes a full ref (refs/tags/v1.2.0, refs/heads/main), not ${JSON.stringify(options.signerRef)}`,
      );
    identity.ref = options.signerRef;
  }
  return { issuer: options.issuer ?? GITHUB_ACTIONS_ISSUER, identity };
}

function signerWorkflowOf(text: string, repository: string | undefined): { repository: string; path: string } {
  const bad = (): never => {
    throw new ToolsealError(
      'USAGE',
      `--signer-workflow takes ${WORKFLOWS_DIR}FILE or OWNER/REPO/${WORKFLOWS_DIR}FILE, not ${JSON.stringify(text)}`,
    );
  };
  const rest = text.replace(/^(?:https:\/\/)?github\.com\//, '');
  let repo = repository;
  let path = rest;
  if (!rest.startsWith(WORKFLOWS_DIR)) {
    const [o, r, ...p] = rest.split('/');
    if (!o || !r || !isGitHubOwnerName(o) || !isGitHubRepositoryName(r)) bad();
    repo = `${o}/${r}`;
    path = p.join('/');
  }
  if (repo === undefined) {
    throw new ToolsealError('USAGE', `--signer-workflow with --owner names its repository: OWNER/REPO/${WORKFLOWS_DIR}FILE`);
  }
  // `@` may be in a file's name; `@refs/` would be read as where the SAN's ref begins (the ref is --signer-ref).
  if (
    !path.startsWith(WORKFLOWS_DIR) ||
    path.length === WORKFLOWS_DIR.length ||
    /\s/.test(path) ||
    path.includes('@refs/') ||
    path.split('/').includes('..')
  )
    bad();
  return { repository: repo, path };
}

/**
 * `https://github.com/OWNER/REPO/PATH@REF` taken apart; undefined for any other SAN. A workflow file's name
 * may hold `@` (`a@b.yml`), a GitHub ref always starts with `refs/`: the ref begins after the last `@refs/`.
 */
function githubWorkflowSanOf(san: string): { owner: string; repo: string; path: string; ref: string } | undefined {
  if (!san.startsWith(GITHUB_URL)) return undefined;
  const rest = san.slice(GITHUB_URL.length);
  const at = rest.lastIndexOf('@refs/');
  if (at < 0) return undefined;
  const [owner, repo, ...path] = rest.slice(0, at).split('/');
  if (!owner || !repo || path.length === 0) return undefined;
  return { owner, repo, path: path.join('/'), ref: rest.slice(at + 1) };
}

/** Why a signer is not the GitHub workflow a policy names, or undefined when it is. */
function githubMismatch(signer: SignerIdentity, id: GitHubWorkflowIdentity): string | undefined {
  const same = (a: string | undefined, b: string) => a !== undefined && asciiLowerCase(a) === asciiLowerCase(b);
  const parsed = signer.san === undefined ? undefined : githubWorkflowSanOf(signer.san);
  if (!parsed || !parsed.path.startsWith(WORKFLOWS_DIR)) return 'is not a GitHub Actions workflow of github.com';
  const sourceRepo = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_URI];
  const sourceOwner = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI];
  if (!same(sourceOwner, `${GITHUB_URL}${id.owner}`))
    return `was signed in a repository of ${JSON.stringify(sourceOwner ?? '(none)')}, not of ${GITHUB_URL}${id.owner}`;
  if (id.repository !== undefined && !same(sourceRepo, `${GITHUB_URL}${id.repository}`)) {
    return `was signed in ${JSON.stringify(sourceRepo ?? '(none)')}, not in ${GITHUB_URL}${id.repository}`;
  }
  const workflowRepo = id.workflow?.repository ?? id.repository;
  if (workflowRepo !== undefined) {
    if (!same(`${parsed.owner}/${parsed.repo}`, workflowRepo))
      return `is a workflow of ${parsed.owner}/${parsed.repo}, not of ${workflowRepo}`;
  } else if (!same(parsed.owner, id.owner)) {
    return `is a workflow of ${parsed.owner}/${parsed.repo}, not of an ${id.owner} repository`;
  }
  if (id.workflow !== undefined && parsed.path !== id.workflow.path) return `is the workflow ${parsed.path}, not ${id.workflow.path}`;
  if (id.ref !== undefined && parsed.ref !== id.ref) return `ran at ${parsed.ref}, not at ${id.ref}`;
  return undefined;
}

/** The policy in words, for messages and reports. */
function describeIdentity(policy: IdentityPolicy): string {
  const id = policy.identity;
  if (id.kind === 'exact') return JSON.stringify(id.san);
  if (id.kind === 'regexp') return `the whole-string pattern ${JSON.stringify(id.pattern)}`;
  const where = id.workflow
    ? `${id.workflow.repository}/${id.workflow.path}`
    : `any workflow of ${id.repository ?? `an ${id.owner} repository`}`;
  return `${where}${id.ref ? ` at ${id.ref}` : ''}${id.workflow && id.repository ? `, run in ${id.repository}` : ''}`;
}

/** What a verified signing certificate says about its signer, with Fulcio extension values decoded. */
export interface SignerIdentity {
  /** The certificate's SAN (URI or e-mail), if any. */
  san: string | undefined;
  /** Decoded Fulcio extension values by OID (only the 1.3.6.1.4.1.57264.1 arc). */
  extensions: Record<string, string>;
}

/** A raw X.509 extension: its OID and the contents of its `extnValue` OCTET STRING. */
export interface RawExtension {
  oid: string;
  value: Uint8Array;
}

/**
 * Decodes a Fulcio extension value: legacy OIDs (…57264.1.1 to .6) hold the raw string, newer ones a
 * DER UTF8String. Comparing raw bytes would let a legacy value pass where a DER one is expected (or fail
 * every match), so the value is decoded by what its OID says it is. `UNTRUSTED_SIGNER` when malformed.
 */
export function decodeFulcioExtension(oid: string, value: Uint8Array): string {
  if (!oid.startsWith(FULCIO_ARC)) throw new ToolsealError('UNTRUSTED_SIGNER', `OID ${oid} is not a Fulcio extension`);
  const subarc = Number(oid.slice(FULCIO_ARC.length));
  if (LEGACY_SUBARCS.has(subarc)) return utf8(value, oid);
  return utf8(derUtf8StringContents(value, oid), oid);
}

/** The contents of a DER UTF8String (tag 0x0c, definite length, nothing after it). */
function derUtf8StringContents(der: Uint8Array, oid: string): Uint8Array {
  const bad = (what: string): never => {
    throw new ToolsealError('UNTRUSTED_SIGNER', `certificate extension ${oid}: ${what}`);
  };
  if (der.length < 2 || der[0] !== 0x0c) bad('not a DER UTF8String');
  let length = der[1]!;
  let offset = 2;
  if (length & 0x80) {
    const n = length & 0x7f;
    // DER: the long form only for lengths ≥ 128, minimal, and a value this small never needs 4 bytes.
    if (n === 0 || n > 3 || der.length < 2 + n) bad('bad DER length');
    length = 0;
    for (let i = 0; i < n; i++) length = length * 256 + der[2 + i]!;
    if (length < 0x80 || der[2] === 0) bad('non-minimal DER length');
    offset = 2 + n;
  }
  if (offset + length !== der.length) bad('DER length does not match the value');
  return der.subarray(offset);
}

function utf8(bytes: Uint8Array, oid: string): string {
  return decodeUtf8(bytes, `certificate extension ${oid}`, 'UNTRUSTED_SIGNER');
}

/** The signer identity of a certificate's SAN and extensions (non-Fulcio extensions are ignored). */
export function signerIdentityOf(san: string | undefined, extensions: readonly RawExtension[]): SignerIdentity {
  const decoded = Object.create(null) as Record<string, string>;
  for (const ext of extensions) {
    if (!ext.oid.startsWith(FULCIO_ARC)) continue;
    if (Object.hasOwn(decoded, ext.oid)) {
      throw new ToolsealError('UNTRUSTED_SIGNER', `certificate has extension ${ext.oid} twice`);
    }
    try {
      decoded[ext.oid] = decodeFulcioExtension(ext.oid, ext.value);
    } catch (e) {
      // An extension toolseal reads must decode; one it does not read (Fulcio adds new ones, not all of
      // them strings) is left out instead of failing every certificate that carries it.
      if (READ_OIDS.has(ext.oid)) throw e;
    }
  }
  return { san, extensions: decoded };
}

/**
 * The repository the signing run belonged to, as `https://github.com/OWNER/REPO`: the Source Repository URI,
 * else (a certificate from before Fulcio wrote it) the legacy GitHub Workflow Repository `OWNER/REPO`.
 */
function sourceRepositoryOf(signer: SignerIdentity): string | undefined {
  const uri = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_URI];
  if (uri !== undefined) return uri;
  const legacy = signer.extensions[FULCIO_OID.GITHUB_WORKFLOW_REPOSITORY_V1];
  return legacy === undefined ? undefined : `${GITHUB_URL}${legacy}`;
}

/** The certificate's OIDC issuer: the newer extension when present, else the legacy one. */
export function issuerOf(signer: SignerIdentity): string | undefined {
  return signer.extensions[FULCIO_OID.ISSUER_V2] ?? signer.extensions[FULCIO_OID.ISSUER_V1];
}

/**
 * Compiles a SAN pattern so it must match the whole SAN: `^(?:pattern)$`. The group keeps an
 * alternation (`a|b`) from anchoring only its first and last branch. The pattern must also compile on its
 * own: one that closes the wrapper's group early (`foo)|(.*` would make `^(?:foo)|(.*)$`, which matches
 * every SAN) has an unmatched `)` alone, and a pattern that parses alone has balanced groups and classes,
 * so it stays inside the group. `USAGE` for a pattern that does not compile alone. Match with
 * {@link matchesWholeString}, which also checks that the match covers the whole SAN.
 */
export function wholeStringRegExp(pattern: string): RegExp {
  try {
    new RegExp(pattern);
    return new RegExp(`^(?:${pattern})$`);
  } catch (e) {
    throw new ToolsealError('USAGE', `--certificate-identity-regexp is not a valid regular expression: ${(e as Error).message}`, {
      cause: e,
    });
  }
}

/** Whether a pattern (see {@link wholeStringRegExp}) matches all of `s`: a match from its first character to its last. */
function matchesWholeString(pattern: string, s: string): boolean {
  const m = wholeStringRegExp(pattern).exec(s);
  // Belt and braces beside the anchors: whatever the pattern holds, only a match of the entire string counts.
  return m !== null && m.index === 0 && m[0] === s;
}

/**
 * Checks a verified signer against an identity policy: issuer exactly (`ISSUER_MISMATCH`), then the SAN
 * exactly or by a whole-string pattern (`UNTRUSTED_SIGNER`). Call it only after the cryptography passed.
 */
export function checkIdentity(signer: SignerIdentity, policy: IdentityPolicy): void {
  const issuer = issuerOf(signer);
  if (issuer !== policy.issuer) {
    throw new ToolsealError(
      'ISSUER_MISMATCH',
      `certificate issuer is ${issuer === undefined ? 'missing' : JSON.stringify(issuer)}, expected ${JSON.stringify(policy.issuer)}`,
    );
  }
  const san = signer.san;
  const id = policy.identity;
  const shown = san === undefined ? '(none)' : JSON.stringify(san);
  if (id.kind === 'github') {
    const why = githubMismatch(signer, id);
    if (why !== undefined) throw new ToolsealError('UNTRUSTED_SIGNER', `certificate identity ${shown} ${why}`);
    return;
  }
  const ok = san !== undefined && (id.kind === 'exact' ? san === id.san : matchesWholeString(id.pattern, san));
  if (!ok) throw new ToolsealError('UNTRUSTED_SIGNER', `certificate identity ${shown} is not ${describeIdentity(policy)}`);
  const why = callerMismatch(signer, policy.caller);
  if (why !== undefined) throw new ToolsealError('UNTRUSTED_SIGNER', `certificate identity ${shown} ${why}`);
}

/**
 * Why the run that used a github.com workflow SAN is not one the policy's `caller` accepts, or undefined.
 * The SAN of a reusable workflow is the called workflow's, whoever calls it: the run's own repository is the
 * certificate's Source Repository URI (Fulcio 1.3.6.1.4.1.57264.1.12), compared case-insensitively as
 * GitHub compares names. A certificate without one cannot show where it ran, and is refused.
 */
function callerMismatch(signer: SignerIdentity, caller: IdentityPolicy['caller']): string | undefined {
  if (caller?.kind === 'any') return undefined;
  const parsed = signer.san === undefined ? undefined : githubWorkflowSanOf(signer.san);
  const expected =
    caller?.kind === 'repository'
      ? `${GITHUB_URL}${caller.repository}`
      : parsed?.path.startsWith(WORKFLOWS_DIR)
        ? `${GITHUB_URL}${parsed.owner}/${parsed.repo}`
        : undefined;
  // Not a GitHub workflow's SAN and no --source-repo: there is no repository to compare with.
  if (expected === undefined) return undefined;
  const source = sourceRepositoryOf(signer);
  if (source !== undefined && asciiLowerCase(source) === asciiLowerCase(expected)) return undefined;
  const ran = source === undefined ? 'has no source repository (1.3.6.1.4.1.57264.1.12)' : `ran in ${JSON.stringify(source)}`;
  const hint =
    caller !== undefined
      ? ' (--source-repo)'
      : source === undefined
        ? ': the certificate does not say which repository the run was in'
        : ': the workflow was called from another repository (a reusable workflow); give --source-repo OWNER/REPO for the caller you trust, or --allow-reusable-callers';
  return `${ran}, not in ${expected}${hint}`;
}

/** The GitHub owner an `io.github.<owner>/…` server name claims, else undefined (no namespace rule applies). */
export function namespaceOwnerOf(serverName: string): string | undefined {
  const prefix = 'io.github.';
  if (!asciiLowerCase(serverName).startsWith(prefix)) return undefined;
  const rest = serverName.slice(prefix.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? rest : rest.slice(0, slash);
}

/**
 * The namespace rule (verification step 3): a server named `io.github.<owner>/…` must be signed from a repository
 * of that owner, per the certificate's Source Repository Owner URI (`https://github.com/<owner>`),
 * compared case-insensitively as GitHub does. `NAMESPACE_MISMATCH` otherwise. Returns the owner checked.
 */
export function checkNamespace(serverName: string, signer: SignerIdentity): string | undefined {
  const owner = namespaceOwnerOf(serverName);
  if (owner === undefined) return undefined;
  if (owner === '') throw new ToolsealError('NAMESPACE_MISMATCH', `server name ${JSON.stringify(serverName)} names no GitHub owner`);
  const ownerUri = signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI];
  if (ownerUri === undefined) {
    throw new ToolsealError(
      'NAMESPACE_MISMATCH',
      `server name ${JSON.stringify(serverName)} needs a certificate with a source repository owner (${FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI}); it has none`,
    );
  }
  const expected = `https://github.com/${owner}`;
  if (asciiLowerCase(ownerUri) !== asciiLowerCase(expected)) {
    throw new ToolsealError(
      'NAMESPACE_MISMATCH',
      `server name ${JSON.stringify(serverName)} belongs to ${expected}, but the certificate's source repository owner is ${JSON.stringify(ownerUri)}`,
    );
  }
  return owner;
}

/**
 * Lower case for ASCII letters only. GitHub owner names are ASCII and compared case-insensitively there;
 * full Unicode case mapping would also fold look-alikes (the Kelvin sign U+212A lower-cases to `k`), so a
 * name no GitHub owner can hold would pass as that owner's.
 */
function asciiLowerCase(s: string): string {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}
