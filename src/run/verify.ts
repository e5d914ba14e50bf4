import { ToolsealError } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json/strict-reader.js';
import { quoteForTerminal } from '../core/text/terminal-text.js';
import {
  FULCIO_OID,
  checkIdentity,
  checkNamespace,
  issuerOf,
  type IdentityPolicy,
  type SignerIdentity,
} from '../core/statement/identity-policy.js';
import { digestNonTool } from '../core/surface/non-tool-surface.js';
import { interopOfSnapshot, nonToolOfSnapshot, type Snapshot } from '../core/snapshot/snapshot.js';
import { INTEROP_SET_HASH_NAMES, type InteropSetHashes } from '../core/surface/interop-hashes.js';
import { requireArtifacts, type ArtifactSubject } from '../core/statement/artifact-subjects.js';
import { IN_TOTO_PAYLOAD_TYPE, assertStatement, type ManifestStatement } from '../core/statement/statement.js';
import { isRegistryServerName } from '../core/origin/registry-name.js';
import { digestTools } from '../core/surface/surface.js';
import { compareWithSigned, type VerifyReport } from '../core/statement/verify-report.js';
import type { LoadedTrustedRoot } from '../sigstore/trusted-root.js';
import { parseBundle, verifyBundle, type Artifact, type VerifiedBundle } from '../sigstore/verify.js';

export interface VerifyBundleInputs {
  /** The bundle's JSON text and where it came from (a path or URL, for messages). */
  bundleText: string;
  bundleSource: string;
  artifact: Artifact;
  trustedRoot: LoadedTrustedRoot;
  /** Identity policy (certificate bundles) or a PEM public key (`--key`), one of the two. */
  policy?: IdentityPolicy;
  publicKeyPem?: string;
}

/**
 * `verify-bundle`: any Sigstore bundle, as the sigstore-conformance CLI protocol asks: the cryptography
 * (sigstore-js, plus the in-toto subject for DSSE), then the identity policy on the verified certificate.
 */
export function runVerifyBundle(inputs: VerifyBundleInputs): VerifiedBundle {
  if ((inputs.policy === undefined) === (inputs.publicKeyPem === undefined)) {
    throw new ToolsealError('USAGE', 'give --certificate-identity with --certificate-oidc-issuer, or --key, not both or neither');
  }
  const bundle = parseBundle(inputs.bundleText, inputs.bundleSource);
  const verified = verifyBundle(bundle, inputs.bundleSource, {
    trustedRoot: inputs.trustedRoot,
    artifact: inputs.artifact,
    publicKeyPem: inputs.publicKeyPem,
  });
  if (inputs.policy) checkIdentity(requireSigner(verified, inputs.bundleSource), inputs.policy);
  return verified;
}

function requireSigner(v: VerifiedBundle, source: string): SignerIdentity {
  if (!v.signer) throw new ToolsealError('UNTRUSTED_SIGNER', `${source}: has no signing certificate to check the identity of`);
  return v.signer;
}

export interface VerifyInputs {
  bundleText: string;
  bundleSource: string;
  trustedRoot: LoadedTrustedRoot;
  policy: IdentityPolicy;
  /** `--server-name`: the signed statement must be for exactly this server. */
  serverName?: string;
  /** `--min-revision`: refuse a signed revision below this (a rollback to an older surface). */
  minRevision?: number;
  /** `--artifact`, resolved: each must be a subject of the verified statement (`ARTIFACT_MISMATCH`). */
  artifacts?: readonly ArtifactSubject[];
  /**
   * The manifest digest the statement must sign (`verify --registry`: the registry fragment's), else
   * `DIGEST_MISMATCH`, before any server is started.
   */
  manifestDigest?: string;
  /** Where `manifestDigest` was read, for the message. */
  manifestDigestSource?: string;
}

export interface VerifyDeps {
  /** The live surface (a running server) or a snapshot file: called only once the bundle passed every check. */
  snapshot(): Promise<Snapshot>;
  /** Describes where the live surface came from, for the report (never a secret). */
  liveSource: string;
}

/** The statement a verified bundle signed, once steps 1 to 4 passed. */
export interface VerifiedStatement {
  verified: VerifiedBundle;
  signer: SignerIdentity;
  statement: ManifestStatement;
  namespaceOwner: string | undefined;
}

/**
 * Steps 1 to 4 of the verification (docs/formats.md), in order, each failing with its own code: the bundle's cryptography
 * (`INVALID_BUNDLE`, `SIGNATURE_INVALID`); identity (`ISSUER_MISMATCH`, `UNTRUSTED_SIGNER`); namespace
 * (`NAMESPACE_MISMATCH`); statement (`STATEMENT_INVALID`), then `--server-name` (`SERVER_NAME_MISMATCH`)
 * and `--min-revision` (`REVISION_ROLLBACK`).
 */
export function verifySignedStatement(inputs: VerifyInputs): VerifiedStatement {
  // 1. cryptography. A DSSE bundle carries its payload; the subject is checked in step 4.
  const bundle = parseBundle(inputs.bundleText, inputs.bundleSource);
  // A message signature holds no statement, and step 4 will say so; its own message digest stands in for
  // the artifact so that steps 1 and 2 still run first (a forged one fails as a signature, not as usage).
  let artifact: Artifact = { kind: 'none' };
  if (bundle.content.$case === 'messageSignature') {
    const digest = bundle.content.messageSignature.messageDigest?.digest;
    if (!digest || digest.length !== 32) {
      throw new ToolsealError(
        'STATEMENT_INVALID',
        `${inputs.bundleSource}: a message signature without a SHA-256 digest, not a DSSE envelope holding a statement`,
      );
    }
    artifact = { kind: 'sha256', digest: new Uint8Array(digest) };
  }
  const verified = verifyBundle(bundle, inputs.bundleSource, { trustedRoot: inputs.trustedRoot, artifact });
  // 2. identity, on the certificate sigstore-js just verified.
  const signer = requireSigner(verified, inputs.bundleSource);
  checkIdentity(signer, inputs.policy);
  // 3. namespace: the server name is the signed one; it is read here and fully checked in step 4, so a
  // payload that names no server cannot slip past the rule (it fails as a statement).
  const dsse = verified.dsse;
  const payloadText = dsse ? payloadTextOf(dsse.payload) : undefined;
  // Parsed once, strictly: step 3 reads the server name from it, step 4 asserts the rest of it.
  const payload = payloadText === undefined ? undefined : parsePayload(payloadText, `${inputs.bundleSource}: statement`);
  const claimedServer = serverNameOf(payload?.doc);
  // A signed name outside the registry's format could pass for another server, or step around the
  // namespace rule below (a Cyrillic "і" in "іo.github.…"): refused before anything else reads it.
  if (claimedServer !== undefined && !isRegistryServerName(claimedServer)) {
    throw new ToolsealError(
      'INVALID_SERVER_NAME',
      `${inputs.bundleSource}: the signed server name ${quoteForTerminal(claimedServer)} is not in the MCP registry's format (ASCII, e.g. io.github.owner/name)`,
    );
  }
  const namespaceOwner = claimedServer === undefined ? undefined : checkNamespace(claimedServer, signer);
  // 4. statement.
  if (!dsse)
    throw new ToolsealError('STATEMENT_INVALID', `${inputs.bundleSource}: a message signature, not a DSSE envelope holding a statement`);
  if (dsse.payloadType !== IN_TOTO_PAYLOAD_TYPE) {
    throw new ToolsealError(
      'STATEMENT_INVALID',
      `${inputs.bundleSource}: DSSE payload type is ${JSON.stringify(dsse.payloadType)}, not ${IN_TOTO_PAYLOAD_TYPE}`,
    );
  }
  if (payload === undefined) throw new ToolsealError('STATEMENT_INVALID', `${inputs.bundleSource}: the DSSE payload is not UTF-8`);
  if (payload.error) throw payload.error;
  const statement: unknown = payload.doc;
  assertStatement(statement, `${inputs.bundleSource}: statement`, 'STATEMENT_INVALID');
  if (inputs.serverName !== undefined && statement.predicate.server !== inputs.serverName) {
    throw new ToolsealError(
      'SERVER_NAME_MISMATCH',
      `${inputs.bundleSource}: signed for server ${JSON.stringify(statement.predicate.server)}, not ${JSON.stringify(inputs.serverName)}`,
    );
  }
  if (inputs.minRevision !== undefined && statement.predicate.revision < inputs.minRevision) {
    throw new ToolsealError(
      'REVISION_ROLLBACK',
      `${inputs.bundleSource}: signed revision ${statement.predicate.revision} is below --min-revision ${inputs.minRevision}`,
    );
  }
  return { verified, signer, statement, namespaceOwner };
}

/**
 * `verify` (docs/formats.md): steps 1 to 4, then step 5, the comparison of the signed digests with the live
 * server's (or a snapshot's). A different surface is not thrown: the report says `match: different` and
 * the caller decides (the CLI exits 1, the action fails or warns per `on-mismatch`).
 */
export async function runVerify(inputs: VerifyInputs, deps: VerifyDeps): Promise<VerifyReport> {
  const verified = verifySignedStatement(inputs);
  requireArtifacts(verified.statement.subject, inputs.artifacts ?? [], inputs.bundleSource);
  requireManifestDigest(verified, inputs, inputs.bundleSource);
  // 5. comparison: only now is a server started (a bad bundle never runs anything).
  const snapshot = await deps.snapshot();
  return reportOf(inputs.bundleSource, verified, snapshot, deps.liveSource);
}

export type AttestedVerifyInputs = Omit<VerifyInputs, 'bundleText' | 'bundleSource'>;

export interface AttestedVerifyDeps extends VerifyDeps {
  /** The stored bundles for a subject digest (`sha256:<hex>`), e.g. from GitHub's attestations API. */
  attestations(digest: string): Promise<Array<{ text: string; source: string }>>;
  /** Where they were looked up, for the `NOT_SIGNED` message (e.g. `GitHub's attestations of OWNER/REPO`). */
  store: string;
}

/**
 * `verify --repo` / `--owner`: no bundle at hand. Each stored bundle for a manifest digest goes through
 * steps 1 to 4 until one passes and signs exactly that manifest. The digest looked up is the one the
 * caller was told of (`manifestDigest`, a registry fragment's): then the bundle is found and verified
 * before the server is contacted, and only then is the live surface compared (step 5). Told of none, the
 * live surface is taken first: its manifest digest is what is looked up. None stored: `NOT_SIGNED`,
 * naming the digest. Some stored but none passing: the first one's failure, with its own code, saying how
 * many were tried.
 */
export async function runVerifyAttested(inputs: AttestedVerifyInputs, deps: AttestedVerifyDeps): Promise<VerifyReport> {
  if (inputs.manifestDigest !== undefined) {
    const found = await firstAttested(
      inputs,
      deps,
      inputs.manifestDigest,
      `the manifest digest ${inputs.manifestDigestSource ?? 'the registry entry'} names`,
    );
    // 5. comparison: only now is the server contacted (no stored bundle verified: nothing was).
    return reportOf(found.source, found.verified, await deps.snapshot(), deps.liveSource);
  }
  const snapshot = await deps.snapshot();
  const digest = digestTools(snapshot.tools).manifestDigest;
  const found = await firstAttested(inputs, deps, digest, `the manifest digest of ${deps.liveSource}`);
  return reportOf(found.source, found.verified, snapshot, deps.liveSource);
}

/** The first bundle stored for `digest` that passes steps 1 to 4 and signs exactly that manifest (see {@link runVerifyAttested}). */
async function firstAttested(
  inputs: AttestedVerifyInputs,
  deps: AttestedVerifyDeps,
  digest: string,
  digestOf: string,
): Promise<{ source: string; verified: VerifiedStatement }> {
  const stored = await deps.attestations(digest);
  if (stored.length === 0) {
    throw new ToolsealError(
      'NOT_SIGNED',
      `no attestation is stored for ${digest}, ${digestOf}, in ${deps.store}: this tool surface was not signed there`,
    );
  }
  let first: ToolsealError | undefined;
  for (const bundle of stored) {
    try {
      const verified = verifySignedStatement({ ...inputs, bundleText: bundle.text, bundleSource: bundle.source });
      if (verified.statement.predicate.manifestDigest !== digest) {
        throw new ToolsealError('DIGEST_MISMATCH', `${bundle.source}: signs ${verified.statement.predicate.manifestDigest}, not ${digest}`);
      }
      requireArtifacts(verified.statement.subject, inputs.artifacts ?? [], bundle.source);
      requireManifestDigest(verified, inputs, bundle.source);
      return { source: bundle.source, verified };
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      first ??= e;
    }
  }
  throw new ToolsealError(
    first!.code,
    `none of the ${stored.length} attestation(s) stored for ${digest} passed; the first: ${first!.message}`,
    { cause: first },
  );
}

/** The statement signs the manifest digest the caller was told of (a registry fragment's), else `DIGEST_MISMATCH`. */
function requireManifestDigest(
  verified: VerifiedStatement,
  inputs: Pick<VerifyInputs, 'manifestDigest' | 'manifestDigestSource'>,
  source: string,
): void {
  const signed = verified.statement.predicate.manifestDigest;
  if (inputs.manifestDigest === undefined || signed === inputs.manifestDigest) return;
  throw new ToolsealError(
    'DIGEST_MISMATCH',
    `${source}: signs ${signed}, but ${inputs.manifestDigestSource ?? 'the registry entry'} names ${inputs.manifestDigest}: the entry does not describe this release`,
  );
}

function reportOf(bundleSource: string, verified: VerifiedStatement, snapshot: Snapshot, liveSource: string): VerifyReport {
  const { signer, statement, namespaceOwner } = verified;
  const live = digestTools(snapshot.tools, { fields: true });
  const liveNonTool = nonToolOfSnapshot(snapshot);
  return {
    bundle: bundleSource,
    signer: {
      identity: signer.san,
      issuer: issuerOf(signer),
      sourceRepository: signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_URI],
      sourceRepositoryOwner: signer.extensions[FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI],
    },
    statement: {
      server: statement.predicate.server,
      serverVersion: statement.predicate.serverVersion,
      revision: statement.predicate.revision,
      manifestDigest: statement.predicate.manifestDigest,
    },
    namespaceOwner,
    live: { server: snapshot.server, source: liveSource, toolCount: live.tools.size },
    comparison: signedInteropHolds(
      bundleSource,
      statement.predicate,
      compareWithSigned(statement.predicate, live, liveNonTool && digestNonTool(liveNonTool)),
      interopOfSnapshot(snapshot, live.interop!.toolSetHash),
    ),
  };
}

/**
 * Where the signed digests match the live surface, the interop set hashes the statement signs are compared
 * too (its prompt set and instructions hashes when it signs those parts). The instructions hash is over the
 * very text the instructions digest covers: one that differs is a statement inconsistent with what it signs
 * (`STATEMENT_INVALID`, exit 1). The tool and prompt set hashes cover whole definitions: one that differs is a
 * change outside the fields toolseal pins (`_meta`, `icons`), reported (`interopDiffers`), not failed.
 */
function signedInteropHolds<C extends { match: 'same' | 'different' }>(
  source: string,
  predicate: ManifestStatement['predicate'],
  comparison: C,
  live: InteropSetHashes,
): C & { interopDiffers?: Array<'toolSetHash' | 'promptSetHash'> } {
  const signed = predicate.interop;
  if (signed === undefined || comparison.match !== 'same') return comparison;
  const names = predicate.instructionsDigest === undefined ? (['toolSetHash'] as const) : INTEROP_SET_HASH_NAMES;
  const differs = names.filter((k) => signed[k] !== live[k]);
  if (differs.includes('instructionsHash'))
    throw new ToolsealError(
      'STATEMENT_INVALID',
      `${source}: the signed interop.instructionsHash is not the live instructions', though the signed instructions digest matches: the statement is inconsistent with the surface it signs`,
    );
  const outside = differs.filter((k): k is 'toolSetHash' | 'promptSetHash' => k !== 'instructionsHash');
  return outside.length === 0 ? comparison : { ...comparison, interopDiffers: outside };
}

/** The payload as text, or undefined when it is not UTF-8 (step 4 then fails it as a statement). */
function payloadTextOf(bytes: Uint8Array): string | undefined {
  try {
    return decodeUtf8(bytes, 'DSSE payload');
  } catch {
    return undefined;
  }
}

/** `predicate.server` of a payload, read leniently for the namespace step (step 4 checks the rest). */
function serverNameOf(doc: unknown): string | undefined {
  const server = (doc as { predicate?: { server?: unknown } } | null | undefined)?.predicate?.server;
  return typeof server === 'string' ? server : undefined;
}

/**
 * The payload read with the strict reader (Node 24's JSON.parse can misread escaped member names, see
 * core/json/strict-reader.ts); a text it refuses fails in step 4, so its error is kept for then.
 */
function parsePayload(text: string, source: string): { doc: unknown; error?: undefined } | { doc?: undefined; error: unknown } {
  try {
    return { doc: parseJsonStrict(text, source) };
  } catch (e) {
    return { error: e };
  }
}
