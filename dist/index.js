#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  UNPINNED_VALUES,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-IOF4L3AO.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-7FRYWNUR.js";
import {
  renderCheckSarif
} from "./chunks/chunk-DYTME47L.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  runLock
} from "./chunks/chunk-OGHXOMKB.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-2VHK5O6P.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-Z6JJ73CN.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-FRHBQO5E.js";
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
} from "./chunks/chunk-VTRECLPA.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-KD26RXY4.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-WP2SQMCO.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-34YKRJLW.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-OTZS2U2R.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-7JICDLCD.js";
import "./chunks/chunk-6KODLIBV.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-X53QJWDR.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-SDGB7QH4.js";
import {
  runCheck
} from "./chunks/chunk-CO64CGFD.js";
import {
  auditEvent,
  auditLines
} from "./chunks/chunk-PKYAPEKE.js";
import {
  renderCheckText
} from "./chunks/chunk-N5T3YMUD.js";
import {
  changedToolNames,
  checkResultJson,
  checkServer,
  checkServers,
  computeDrift,
  decide,
  runNotes
} from "./chunks/chunk-W4V5UQZN.js";
import "./chunks/chunk-7BJOLGBC.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  snapshotText,
  writeSnapshotFile
} from "./chunks/chunk-4PI67WDF.js";
import "./chunks/chunk-D7T76A33.js";
import "./chunks/chunk-HX7TSSM3.js";
import "./chunks/chunk-WX4SIBHV.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots
} from "./chunks/chunk-CEUOFZQ6.js";
import "./chunks/chunk-OQABXVUD.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  DEFAULT_LOCK_FILE,
  assertLock,
  emptyLock,
  lockEntryOf,
  parseLock,
  serializeLock,
  snapshotFileName
} from "./chunks/chunk-ZSSEV6OS.js";
import "./chunks/chunk-FWTDHL3Z.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-GABF7YLR.js";
import {
  assertSnapshot,
  buildSnapshot,
  carriersOfSnapshot,
  checkSnapshot,
  toolsFromDocument
} from "./chunks/chunk-ZDJUH5WF.js";
import "./chunks/chunk-SAY3NVCF.js";
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
} from "./chunks/chunk-EWO2VB5N.js";
import "./chunks/chunk-DDWG5DLN.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-JJZDEYRX.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-BCG4PZKS.js";
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
