#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  writeSnapshotFile
} from "./chunks/chunk-6XND5RVD.js";
import {
  renderCheckSarif
} from "./chunks/chunk-22IWJT2J.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  runLock
} from "./chunks/chunk-O3FIWUZO.js";
import {
  snapshotText
} from "./chunks/chunk-PWCLPW4S.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-DO23G3AK.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-OZBVIJXB.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-VGHPCLZL.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-3I7YBT6V.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-3PXP445O.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-F4QWTJRR.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-SARLWRJN.js";
import "./chunks/chunk-KWKPRGAY.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-H2IBCNKE.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-LVSFSBND.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-J2N4ZLT3.js";
import "./chunks/chunk-XGKEWL5R.js";
import "./chunks/chunk-N5YJIPBN.js";
import "./chunks/chunk-XKXIGP6X.js";
import "./chunks/chunk-JQPEEQK5.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-G2FBDEMF.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-6SDG43KS.js";
import {
  runCheck
} from "./chunks/chunk-ESPXV5NE.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-5FRTSRGV.js";
import {
  snapshotFileName
} from "./chunks/chunk-S5Y6ZJTX.js";
import {
  renderCheckText
} from "./chunks/chunk-NFTCVX5G.js";
import {
  DEFAULT_LOCK_FILE,
  assertLock,
  changeText,
  changedToolNames,
  checkResultJson,
  checkServer,
  checkServers,
  computeDrift,
  decide,
  emptyLock,
  lockEntryOf,
  parseLock,
  runNotes,
  serializeLock
} from "./chunks/chunk-T7OSUST2.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-2755N6SQ.js";
import "./chunks/chunk-B2LAOQN6.js";
import "./chunks/chunk-DQKO7AN7.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots,
  toolsOf
} from "./chunks/chunk-5VB7FISJ.js";
import "./chunks/chunk-7OLA4WZP.js";
import "./chunks/chunk-77K3TFLF.js";
import "./chunks/chunk-BNL4KH2J.js";
import "./chunks/chunk-XWEAJENA.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-I2OH7YWO.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  nonToolOfSnapshot,
  toolsFromDocument
} from "./chunks/chunk-E5K5FR35.js";
import "./chunks/chunk-COA2ZAAF.js";
import {
  HINT_DEFAULTS,
  HINT_NAMES,
  SURFACE_FIELDS,
  WIDENING_VALUE,
  assertTools,
  classifyHint,
  digestNonTool,
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
  nonToolChanges,
  nonToolLabel,
  surfaceDigest,
  surfaceOf,
  toolDigest,
  toolDigestsOf
} from "./chunks/chunk-DN5L7PBB.js";
import "./chunks/chunk-G7R7JJA7.js";
import "./chunks/chunk-2VBLYOOS.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-IGES2EVZ.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-UH4K5E7H.js";
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
  changeText,
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
  digestNonTool,
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
  nonToolChanges,
  nonToolLabel,
  nonToolOfSnapshot,
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
  toolDigestsOf,
  toolsFromDocument,
  toolsOf,
  verifyBundle,
  verifyReportJson,
  verifySignedStatement,
  writeSnapshotFile
};
