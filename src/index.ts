// The library's public API: named exports only.
export { EXIT, ERROR_CODES, ToolsealError, exitCodeOf, isToolsealError, type ErrorCode, type ExitCode } from './core/errors.js';
export { canonicalize, canonicalString, MAX_DEPTH } from './core/json/jcs.js';
export { decodeUtf8, parseJsonStrict } from './core/json/strict-reader.js';
export {
  SURFACE_FIELDS,
  surfaceOf,
  toolDigest,
  fieldDigest,
  manifestOf,
  manifestDigest,
  digestTools,
  toolDigestsOf,
  assertTools,
  type Digest,
  type ListedSurfaceDigests,
  type RawTool,
  type SurfaceField,
  type SurfaceDigests,
} from './core/surface/surface.js';
export { buildSnapshot, type Snapshot } from './core/snapshot/snapshot.js';
export { assertSnapshot, checkSnapshot, toolsFromDocument } from './core/snapshot/snapshot-read.js';
export { nonToolOfSnapshot } from './core/snapshot/snapshot.js';
export {
  nonToolChanges,
  nonToolLabel,
  digestNonTool,
  entryDigest,
  initializeResultForHost,
  instructionsDigest,
  listResultForHost,
  surfaceDigest,
  type NonToolChange,
  type NonToolDigests,
  type NonToolKind,
  type NonToolSurface,
  type RawPrompt,
  type RawResourceTemplate,
} from './core/surface/non-tool-surface.js';
export {
  STATEMENT_TYPE,
  PREDICATE_TYPE,
  IN_TOTO_PAYLOAD_TYPE,
  buildStatement,
  parseStatement,
  assertStatement,
  statementFromBundleDocument,
  type ManifestStatement,
  type ManifestPredicate,
  type BuiltStatement,
  type PreviousRevision,
} from './core/statement/statement.js';
export { signStatement, PUBLIC_GOOD, type SignOptions, type SignResult, type SigningEndpoints } from './sigstore/sign.js';
export { resolveIdentityToken, getActionsIdToken } from './github/oidc.js';
export { GitHubCommentSink, commentMarker, type CommentSink, type CommentResult, type GitHubCommentSinkOptions } from './github/comment.js';
export { pullRequestFromEvent, type PullRequestContext } from './github/pull-request.js';
export {
  runStatement,
  runPublish,
  previousRevisionOf,
  type StatementInputs,
  type PublishInputs,
  type PublishDeps,
  type PublishResult,
} from './run/publish.js';
export {
  takeSnapshot,
  takeSnapshots,
  readSnapshotFile,
  toolsOf,
  CONFIG_CONCURRENCY,
  type SnapshotOutcome,
  type SnapshotOutcomeOnDemand,
  type SnapshotOptions,
  type SnapshotWithoutTools,
} from './mcp/snapshot/server-snapshots.js';
export { writeSnapshotFile, snapshotFileName } from './mcp/snapshot/snapshot-file.js';
export { snapshotText } from './core/snapshot/snapshot-text.js';
export { readMcpConfig, expandVariables, type ConfiguredServer } from './mcp/config/config-file.js';
export { DEFAULT_LIMITS, type OAuthOptions, type ServerSpec, type SnapshotLimits } from './mcp/server/server-spec.js';
export {
  runVerify,
  runVerifyBundle,
  verifySignedStatement,
  runVerifyAttested,
  type AttestedVerifyInputs,
  type AttestedVerifyDeps,
  type VerifyInputs,
  type VerifyDeps,
  type VerifyBundleInputs,
  type VerifiedStatement,
} from './run/verify.js';
export { identityPolicyOf, signerPolicyOf } from './run/verify-options.js';
export {
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  GITHUB_ACTIONS_ISSUER,
  FULCIO_OID,
  githubIdentityPolicy,
  type GitHubWorkflowIdentity,
  type IdentityPolicy,
  type SignerIdentity,
} from './core/statement/identity-policy.js';
export {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson,
  type VerifyReport,
  type VerifyComparison,
} from './core/statement/verify-report.js';
export {
  publicGoodTrustedRoot,
  readTrustedRootFile,
  loadTrustedRoot,
  fetchTrustedRootWithTuf,
  type LoadedTrustedRoot,
  type TrustedRootChoice,
  type TufOptions,
} from './sigstore/trusted-root.js';
export { listAttestationBundles, storeAttestation, type AttestationScope, type StoredBundle } from './github/attestations.js';
export { parseBundle, verifyBundle, type Artifact, type VerifiedBundle } from './sigstore/verify.js';
export {
  HINT_DEFAULTS,
  HINT_NAMES,
  WIDENING_VALUE,
  effectiveHints,
  classifyHint,
  isWidening,
  type EffectiveHints,
  type HintName,
  type HintChange,
} from './core/surface/hints.js';
export { DEFAULT_LOCK_FILE, lockEntryOf, emptyLock, type Lockfile, type LockedServer, type LockedTool } from './core/lock/lock.js';
export { parseLock, assertLock } from './core/lock/lock-read.js';
export { serializeLock } from './core/lock/lock-text.js';
export { changeText, computeDrift, type ToolChange, type ToolChangeKind, type ChangeClass } from './core/check/drift.js';
export {
  checkServer,
  checkServers,
  checkResultJson,
  changedToolNames,
  type CheckResult,
  type ServerCheck,
  type PinState,
  type Verdict,
  type OnChange,
} from './core/check/check.js';
export { decide, runNotes, type NonToolPinState } from './core/check/check.js';
export { auditEvent, auditLines, type AuditEvent } from './core/report/audit.js';
export {
  guardToolsList,
  guardRefusedList,
  UNPINNED_VALUES,
  type GuardOptions,
  type GuardResult,
  type GuardAuditEvent,
  type SignedSurface,
  type Unpinned,
} from './core/guard/guard.js';
export { renderCheckMarkdown, type CheckMarkdownOptions } from './core/report/report-markdown.js';
export { renderCheckSarif } from './core/report/report-sarif.js';
export { renderCheckText } from './core/report/report-text.js';
export { runCheck, type CheckOptions, type CheckDeps, type CheckRun } from './run/check.js';
export { runLock, type LockOptions, type LockDeps, type LockRun } from './run/lock.js';
