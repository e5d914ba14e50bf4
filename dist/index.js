#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  UNPINNED_VALUES,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-27SZRZIM.js";
import {
  runLock
} from "./chunks/chunk-4O5ZL2VV.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-CQ4UUZKN.js";
import {
  renderCheckSarif
} from "./chunks/chunk-UK4KWWY6.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-3CXWNRR4.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-GF6I4LZ5.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-ZYZLZ6OY.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-RMB7HVLM.js";
import {
  identityPolicyOf,
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  signerPolicyOf,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-NJWNX2PF.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-AREEDS52.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-5S2HUJT6.js";
import "./chunks/chunk-KWKPRGAY.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-ADFCV2AQ.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-FPXI75YM.js";
import "./chunks/chunk-WE6LTBPN.js";
import "./chunks/chunk-SZYG3JLW.js";
import "./chunks/chunk-WZEANY4X.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-M7NGO7FC.js";
import {
  runCheck
} from "./chunks/chunk-NASAG7YA.js";
import {
  auditEvent,
  auditLines
} from "./chunks/chunk-PKYAPEKE.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-FEUN5XBN.js";
import {
  renderCheckText
} from "./chunks/chunk-H4EPPGOW.js";
import {
  changedToolNames,
  checkResultJson,
  checkServer,
  checkServers,
  computeDrift,
  decide,
  runNotes
} from "./chunks/chunk-4WWS6QWA.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots
} from "./chunks/chunk-BV57MHFF.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  snapshotText,
  writeSnapshotFile
} from "./chunks/chunk-I4OOMIOW.js";
import "./chunks/chunk-HAJ4UKSE.js";
import "./chunks/chunk-HX7TSSM3.js";
import "./chunks/chunk-O7DCC2E6.js";
import {
  DEFAULT_LOCK_FILE,
  assertLock,
  emptyLock,
  lockEntryOf,
  parseLock,
  serializeLock,
  snapshotFileName
} from "./chunks/chunk-QD2GRIM4.js";
import "./chunks/chunk-43WI5P3V.js";
import "./chunks/chunk-SBWAAWYT.js";
import "./chunks/chunk-E74L5AIT.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-BEAUKKU2.js";
import {
  assertSnapshot,
  buildSnapshot,
  carriersOfSnapshot,
  checkSnapshot,
  toolsFromDocument
} from "./chunks/chunk-MDKVLUSN.js";
import "./chunks/chunk-CQIRURB7.js";
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
} from "./chunks/chunk-DRAABODI.js";
import "./chunks/chunk-IRQGO3E3.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-2QS75RZX.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-LVLWJUM5.js";
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
