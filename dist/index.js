#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  UNPINNED_VALUES,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-KF42TQPZ.js";
import {
  renderCheckSarif
} from "./chunks/chunk-XK6QDKF5.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  runLock
} from "./chunks/chunk-H2YIJLJO.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-XXK3DYNX.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-7WADN6BA.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-X7OP52ZQ.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-JQ4QFJR7.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  identityPolicyOf,
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  signerPolicyOf,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-MJZVKNFO.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-VBYBUPX3.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-5LTAYMK2.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-3MTAZCBZ.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-LTAJAGC4.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-VOXGEVP7.js";
import "./chunks/chunk-WE6LTBPN.js";
import "./chunks/chunk-6B2M5JDL.js";
import "./chunks/chunk-A6BNXDSE.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-RYEOAAY7.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-ZKT3UB5J.js";
import {
  runCheck
} from "./chunks/chunk-6WVWDFIA.js";
import {
  auditEvent,
  auditLines
} from "./chunks/chunk-PKYAPEKE.js";
import {
  renderCheckText
} from "./chunks/chunk-2RCJLXNI.js";
import {
  changedToolNames,
  checkResultJson,
  checkServer,
  checkServers,
  computeDrift,
  decide,
  runNotes
} from "./chunks/chunk-6GCP3Y2U.js";
import "./chunks/chunk-7BJOLGBC.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  snapshotText,
  writeSnapshotFile
} from "./chunks/chunk-PAH4LQKZ.js";
import "./chunks/chunk-ZFDYRDXR.js";
import "./chunks/chunk-HX7TSSM3.js";
import "./chunks/chunk-WX4SIBHV.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots
} from "./chunks/chunk-BJ423ZT5.js";
import "./chunks/chunk-YTFINCFQ.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  DEFAULT_LOCK_FILE,
  assertLock,
  emptyLock,
  lockEntryOf,
  parseLock,
  serializeLock,
  snapshotFileName
} from "./chunks/chunk-UIP7XYBT.js";
import "./chunks/chunk-FWTDHL3Z.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-F6VEFNZ2.js";
import {
  assertSnapshot,
  buildSnapshot,
  carriersOfSnapshot,
  checkSnapshot,
  toolsFromDocument
} from "./chunks/chunk-UCKUHLZO.js";
import "./chunks/chunk-WRJAEJUV.js";
import {
  HINT_DEFAULTS,
  HINT_NAMES,
  SURFACE_FIELDS,
  WIDENING_VALUE,
  assertTools,
  carrierChanges,
  carrierLabel,
  classifyHint,
  digestCarriers,
  digestTools,
  effectiveHints,
  entryDigest,
  fieldDigest,
  initializeResultForHost,
  instructionsDigest,
  isWidening,
  listResultForHost,
  manifestDigest,
  manifestOf,
  surfaceDigest,
  surfaceOf,
  toolDigest
} from "./chunks/chunk-7VE3NFVE.js";
import "./chunks/chunk-C24GIXSF.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-GAFI6HQC.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-C3AUUPBY.js";
import "./chunks/chunk-U7PF666Q.js";
export {
  CONFIG_CONCURRENCY,
  DEFAULT_LIMITS,
  DEFAULT_LOCK_FILE,
  ERROR_CODES,
  EXIT,
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  GitHubCommentSink,
  HINT_DEFAULTS,
  HINT_NAMES,
  IN_TOTO_PAYLOAD_TYPE,
  MAX_DEPTH,
  PREDICATE_TYPE,
  PUBLIC_GOOD,
  STATEMENT_TYPE,
  SURFACE_FIELDS,
  ToolsealError,
  UNPINNED_VALUES,
  WIDENING_VALUE,
  assertLock,
  assertSnapshot,
  assertStatement,
  assertTools,
  auditEvent,
  auditLines,
  buildSnapshot,
  buildStatement,
  canonicalString,
  canonicalize,
  carrierChanges,
  carrierLabel,
  carriersOfSnapshot,
  changedToolNames,
  checkIdentity,
  checkNamespace,
  checkResultJson,
  checkServer,
  checkServers,
  checkSnapshot,
  classifyHint,
  commentMarker,
  compareWithSigned,
  computeDrift,
  decide,
  decodeFulcioExtension,
  decodeUtf8,
  digestCarriers,
  digestTools,
  effectiveHints,
  emptyLock,
  entryDigest,
  exitCodeOf,
  expandVariables,
  fetchTrustedRootWithTuf,
  fieldDigest,
  getActionsIdToken,
  githubIdentityPolicy,
  guardRefusedList,
  guardToolsList,
  identityPolicyOf,
  initializeResultForHost,
  instructionsDigest,
  isToolsealError,
  isWidening,
  listAttestationBundles,
  listResultForHost,
  loadTrustedRoot,
  lockEntryOf,
  manifestDigest,
  manifestOf,
  parseBundle,
  parseJsonStrict,
  parseLock,
  parseStatement,
  previousRevisionOf,
  publicGoodTrustedRoot,
  pullRequestFromEvent,
  readMcpConfig,
  readSnapshotFile,
  readTrustedRootFile,
  renderCheckMarkdown,
  renderCheckSarif,
  renderCheckText,
  renderVerifyMarkdown,
  renderVerifyText,
  resolveIdentityToken,
  runCheck,
  runLock,
  runNotes,
  runPublish,
  runStatement,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  serializeLock,
  signStatement,
  signerPolicyOf,
  snapshotFileName,
  snapshotText,
  statementFromBundleDocument,
  storeAttestation,
  surfaceDigest,
  surfaceOf,
  takeSnapshot,
  takeSnapshots,
  toolDigest,
  toolsFromDocument,
  verifyBundle,
  verifyReportJson,
  verifySignedStatement,
  writeSnapshotFile
};
