#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runLock
} from "./chunks/chunk-6QUIKHIO.js";
import {
  snapshotText,
  writeSnapshotFile
} from "./chunks/chunk-JILT37DH.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-ENRQBGO7.js";
import {
  renderCheckSarif
} from "./chunks/chunk-UBLRWE7P.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-SEUSUWAT.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-GF6I4LZ5.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-M6HAQL2B.js";
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
} from "./chunks/chunk-26UBKVNI.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-67LIMACN.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-TXJXA46H.js";
import "./chunks/chunk-KWKPRGAY.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-7EXAUHJX.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-FG55NUON.js";
import "./chunks/chunk-6T5I6UZS.js";
import "./chunks/chunk-S3J73QJT.js";
import "./chunks/chunk-RRUWEKEI.js";
import "./chunks/chunk-E74L5AIT.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-M7NGO7FC.js";
import {
  runCheck
} from "./chunks/chunk-A4H27FOZ.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-T5AADRKM.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-2OHRNVCD.js";
import {
  renderCheckText
} from "./chunks/chunk-XFCXV7HI.js";
import {
  changedToolNames,
  checkResultJson,
  checkServer,
  checkServers,
  computeDrift,
  decide,
  runNotes
} from "./chunks/chunk-F2WU6CCL.js";
import {
  DEFAULT_LOCK_FILE,
  assertLock,
  emptyLock,
  lockEntryOf,
  parseLock,
  serializeLock,
  snapshotFileName
} from "./chunks/chunk-UKK4AKSN.js";
import "./chunks/chunk-43WI5P3V.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-ILD65ISY.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots
} from "./chunks/chunk-SZPF6FSI.js";
import "./chunks/chunk-DQKO7AN7.js";
import "./chunks/chunk-OS65BR55.js";
import "./chunks/chunk-O7DCC2E6.js";
import "./chunks/chunk-2JV2ACHX.js";
import "./chunks/chunk-SBWAAWYT.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-HL6XLGMR.js";
import {
  assertSnapshot,
  buildSnapshot,
  carriersOfSnapshot,
  checkSnapshot,
  toolsFromDocument
} from "./chunks/chunk-WNEI4P2X.js";
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
} from "./chunks/chunk-76PUMR7X.js";
import "./chunks/chunk-G7R7JJA7.js";
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
