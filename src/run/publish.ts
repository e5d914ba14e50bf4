import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ToolsealError, osErrorText } from '../core/errors.js';
import type { IdentityPolicy } from '../core/statement/identity-policy.js';
import { parseJsonStrict } from '../core/json/strict-reader.js';
import { digestNonTool } from '../core/surface/non-tool-surface.js';
import type { InteropSetHashes } from '../core/surface/interop-hashes.js';
import { nonToolOfSnapshot, type Snapshot } from '../core/snapshot/snapshot.js';
import {
  assertStatement,
  buildStatement,
  isBundleDocument,
  statementFromBundleDocument,
  type BuiltStatement,
  type ManifestStatement,
  type PreviousRevision,
} from '../core/statement/statement.js';
import { writeFileAtomic } from '../fs/json-file.js';
import { checkSigningEndpoints, signStatement, signingEndpointsOf, type SignResult, type SigningEndpoints } from '../sigstore/sign.js';
import type { LoadedTrustedRoot } from '../sigstore/trusted-root.js';
import type { ArtifactSubject } from '../core/statement/artifact-subjects.js';

/** A previous bundle or statement, and how far to trust what it says. */
export interface PreviousInput {
  /** Its JSON text. */
  text: string;
  /** A path or URL, for messages. */
  source: string;
  /**
   * Verify the previous bundle (signature, log inclusion, signer identity, namespace) before its revision
   * is trusted. Without it, the previous revision is taken as written (the publisher's own artifact).
   */
  verify?: { policy: IdentityPolicy; trustedRoot: LoadedTrustedRoot };
}

export interface StatementInputs {
  snapshot: Snapshot;
  /** The subject name, e.g. `io.github.example/docs`. */
  serverName: string;
  /** Default: the snapshot's `serverInfo.version`. */
  serverVersion?: string;
  previous?: PreviousInput;
  /** The artifacts that serve this surface, resolved (see resolveArtifacts): subjects after the manifest's. */
  artifacts?: readonly ArtifactSubject[];
}

export interface StatementOutcome extends BuiltStatement {
  serverName: string;
  serverVersion: string;
  /** What the previous revision contributed, and whether its bundle was verified. */
  previous?: PreviousRevision & { verified: boolean };
}

/**
 * The statement of a snapshot (docs/formats.md), with the revision chain: revision 1 without a previous; else the
 * previous revision + 1, linked by its manifest digest. A previous for another server is refused
 * (`SERVER_NAME_MISMATCH`).
 */
export async function runStatement(inputs: StatementInputs): Promise<StatementOutcome> {
  const serverVersion = inputs.serverVersion ?? inputs.snapshot.serverInfo?.version;
  if (typeof serverVersion !== 'string' || serverVersion === '') {
    throw new ToolsealError(
      'INVALID_STATEMENT_INPUT',
      `${inputs.snapshot.server}: the snapshot's serverInfo has no version; pass --server-version`,
    );
  }
  let previous: StatementOutcome['previous'];
  if (inputs.previous) {
    const p = await previousRevisionOf(inputs.previous, inputs.serverName);
    previous = p;
  }
  const built = buildStatement({
    serverName: inputs.serverName,
    serverVersion,
    tools: inputs.snapshot.tools,
    nonTool: nonToolDigestsOf(inputs.snapshot),
    nonToolSurface: nonToolOfSnapshot(inputs.snapshot),
    previous: previous && { revision: previous.revision, manifestDigest: previous.manifestDigest },
    artifacts: inputs.artifacts,
  });
  return { ...built, serverName: inputs.serverName, serverVersion, previous };
}

/** The non-tool digests of a snapshot that carries them (signed beside the tools), else undefined. */
function nonToolDigestsOf(snapshot: Snapshot) {
  const c = nonToolOfSnapshot(snapshot);
  return c === undefined ? undefined : digestNonTool(c);
}

/**
 * The revision and manifest digest a previous bundle (or bare statement) records. With `verify`, the
 * bundle passes verification steps 1 to 4 (docs/formats.md) first (a bare statement cannot: it carries no signature).
 */
export async function previousRevisionOf(previous: PreviousInput, serverName: string): Promise<PreviousRevision & { verified: boolean }> {
  const doc = parseJsonStrict(previous.text, previous.source);
  let statement: ManifestStatement;
  let verified = false;
  if (isBundleDocument(doc)) {
    if (previous.verify) {
      // Imported here so `statement` without identity flags does not load the verifier.
      const { verifySignedStatement } = await import('./verify.js');
      statement = verifySignedStatement({
        bundleText: previous.text,
        bundleSource: previous.source,
        trustedRoot: previous.verify.trustedRoot,
        policy: previous.verify.policy,
        serverName,
      }).statement;
      verified = true;
    } else {
      statement = statementFromBundleDocument(doc, previous.source, 'INVALID_STATEMENT_INPUT').statement;
    }
  } else {
    if (previous.verify) {
      throw new ToolsealError(
        'USAGE',
        `${previous.source}: is a bare statement, which carries no signature to verify; pass the previous bundle`,
      );
    }
    assertStatement(doc, previous.source, 'INVALID_STATEMENT_INPUT');
    statement = doc;
  }
  if (statement.predicate.server !== serverName) {
    throw new ToolsealError(
      'SERVER_NAME_MISMATCH',
      `${previous.source}: the previous revision is for server ${JSON.stringify(statement.predicate.server)}, not ${JSON.stringify(serverName)}`,
    );
  }
  return { revision: statement.predicate.revision, manifestDigest: statement.predicate.manifestDigest, verified };
}

/** File names of a server's artifacts: the server name with anything but `A-Za-z0-9._-` made `_`. */
export function artifactBaseName(serverName: string): string {
  const safe = serverName.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return safe || 'server';
}

export interface PublishInputs extends Omit<StatementInputs, 'snapshot'> {
  /** Where the statement, manifest and bundle files go (created if missing). */
  outputDir: string;
  /** Endpoints given one by one (public-good where not given)… */
  endpoints?: Partial<SigningEndpoints>;
  /** …or resolved already (the action's `sigstore` choice, see publisherEndpointsOf): these win. */
  signingEndpoints?: SigningEndpoints;
}

export interface PublishDeps {
  /** The server's complete snapshot. */
  snapshot(): Promise<Snapshot>;
  /** The OIDC identity token (asked for only after the statement is built). */
  identityToken(): Promise<string>;
}

export interface PublishResult {
  serverName: string;
  serverVersion: string;
  revision: number;
  toolCount: number;
  manifestDigest: string;
  previousManifestDigest?: string;
  /** The interop set hashes the statement signs (`predicate.interop`). */
  interop?: InteropSetHashes;
  statementPath: string;
  manifestPath: string;
  bundlePath: string;
  logIndex?: string;
  logEntryURL?: string;
  sign: SignResult;
}

/** What a dry run wrote: the statement and manifest that would be signed, and nothing signed. */
export type DryRunResult = Omit<PublishResult, 'bundlePath' | 'logIndex' | 'logEntryURL' | 'sign'>;

/**
 * The publisher's run without its signature (the action's `dry-run`): snapshot → statement, written as
 * `<name>.statement.json` and `<name>.manifest.json`. No OIDC token is asked for and nothing is signed.
 */
export async function runPublishDry(
  inputs: Omit<PublishInputs, 'endpoints' | 'signingEndpoints'>,
  deps: Pick<PublishDeps, 'snapshot'>,
): Promise<DryRunResult> {
  const outcome = await runStatement({ ...inputs, snapshot: await deps.snapshot() });
  const paths = writeStatementFiles(inputs.outputDir, outcome);
  return {
    ...statementSummary(outcome),
    ...paths,
  };
}

/** What a run says of the statement it wrote (signed or not): the server, its revision and digests. */
function statementSummary(outcome: StatementOutcome): Omit<DryRunResult, 'statementPath' | 'manifestPath' | 'interop'> {
  return {
    serverName: outcome.serverName,
    serverVersion: outcome.serverVersion,
    revision: outcome.statement.predicate.revision,
    toolCount: outcome.toolCount,
    manifestDigest: outcome.manifestDigest,
    previousManifestDigest: outcome.statement.predicate.previousManifestDigest,
  };
}

/** The output folder (made if missing) and the statement and manifest files in it. */
function outputFolder(outputDir: string): string {
  const dir = resolve(outputDir);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new ToolsealError('IO_ERROR', `cannot create the output folder ${outputDir}: ${osErrorText(e)}`, { cause: e });
  }
  return dir;
}

function writeStatementFiles(outputDir: string, outcome: StatementOutcome): { statementPath: string; manifestPath: string } {
  const dir = outputFolder(outputDir);
  const base = artifactBaseName(outcome.serverName);
  const statementPath = join(dir, `${base}.statement.json`);
  const manifestPath = join(dir, `${base}.manifest.json`);
  writeFileAtomic(statementPath, outcome.statementText);
  writeFileAtomic(manifestPath, outcome.manifestText);
  return { statementPath, manifestPath };
}

/**
 * The publisher's run (action.yml): snapshot → statement → sign; writes `<name>.statement.json` (the signed
 * canonical bytes), `<name>.manifest.json` (JCS(manifest): its sha256 is the subject digest) and
 * `<name>.sigstore.json` (the bundle) into the output folder.
 */
export async function runPublish(inputs: PublishInputs, deps: PublishDeps): Promise<PublishResult> {
  const endpoints = inputs.signingEndpoints ? checkSigningEndpoints(inputs.signingEndpoints) : signingEndpointsOf(inputs.endpoints);
  const snapshot = await deps.snapshot();
  const outcome = await runStatement({ ...inputs, snapshot });
  const token = await deps.identityToken();
  // The folder is made before signing: one that cannot be made would leave a Rekor entry and no bundle.
  const dir = outputFolder(inputs.outputDir);
  const signed = await signStatement(outcome.statementText, { identityToken: token, exactEndpoints: endpoints });
  const { statementPath, manifestPath } = writeStatementFiles(inputs.outputDir, outcome);
  const bundlePath = join(dir, `${artifactBaseName(outcome.serverName)}.sigstore.json`);
  writeFileAtomic(bundlePath, signed.bundleText);
  return {
    ...statementSummary(outcome),
    ...(outcome.statement.predicate.interop ? { interop: outcome.statement.predicate.interop } : {}),
    statementPath,
    manifestPath,
    bundlePath,
    logIndex: signed.logIndex,
    logEntryURL: signed.logEntryURL,
    sign: signed,
  };
}
