#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  UNPINNED_VALUES,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-QF2FMCKU.js";
import {
  runLock
} from "./chunks/chunk-PXGEE3MA.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-CQ4UUZKN.js";
import {
  renderCheckSarif
} from "./chunks/chunk-CBDNQMPT.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-3MX652VI.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-GF6I4LZ5.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-WN2N73WS.js";
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
} from "./chunks/chunk-RLV7BASF.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-S5VKIZXZ.js";
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
} from "./chunks/chunk-HBF3XHRI.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-FPXI75YM.js";
import "./chunks/chunk-WE6LTBPN.js";
import "./chunks/chunk-YGK6MCN3.js";
import "./chunks/chunk-WZEANY4X.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-A3MRZEFL.js";
import {
  runCheck
} from "./chunks/chunk-5WLO6RAQ.js";
import {
  auditEvent,
  auditLines
} from "./chunks/chunk-PKYAPEKE.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-PXISS4YS.js";
import {
  renderCheckText
} from "./chunks/chunk-PSNUCPC4.js";
import {
  changedToolNames,
  checkResultJson,
  checkServer,
  checkServers,
  computeDrift,
  decide,
  runNotes
} from "./chunks/chunk-LSPTOMFJ.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots
} from "./chunks/chunk-WJZGBH54.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  snapshotText,
  writeSnapshotFile
} from "./chunks/chunk-NVPOIACU.js";
import "./chunks/chunk-HAJ4UKSE.js";
import "./chunks/chunk-HX7TSSM3.js";
import "./chunks/chunk-WX4SIBHV.js";
import {
  DEFAULT_LOCK_FILE,
  assertLock,
  emptyLock,
  lockEntryOf,
  parseLock,
  serializeLock,
  snapshotFileName
} from "./chunks/chunk-3PPNCT2H.js";
import "./chunks/chunk-43WI5P3V.js";
import "./chunks/chunk-FWTDHL3Z.js";
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
} from "./chunks/chunk-TKPX5UVQ.js";
import "./chunks/chunk-KYYMPISO.js";
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
