#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  writeSnapshotFile
} from "./chunks/chunk-E7CXQGFV.js";
import {
  renderCheckSarif
} from "./chunks/chunk-5W4CDK55.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  runLock
} from "./chunks/chunk-IZXPIQ42.js";
import {
  snapshotText
} from "./chunks/chunk-6SW27MXS.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-DVTNIDEF.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-MNEWJBW3.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-UR4PUDDT.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-2STS3CRT.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-QACRIWU6.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-W7KPHIOI.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-USPWWN3D.js";
import "./chunks/chunk-KWKPRGAY.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-AS2MEMO7.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-T47HVGCK.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-IUFZUXU3.js";
import "./chunks/chunk-QP5WIZYT.js";
import "./chunks/chunk-2ENW7BQH.js";
import "./chunks/chunk-CEAQSIAL.js";
import "./chunks/chunk-7OYSRVTU.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-IEGROZG6.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-SBVCO4ST.js";
import {
  runCheck
} from "./chunks/chunk-N5STECBS.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-HPTAMM6H.js";
import {
  snapshotFileName
} from "./chunks/chunk-KAK6C35O.js";
import {
  renderCheckText
} from "./chunks/chunk-CERCVBU4.js";
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
} from "./chunks/chunk-ZIZMURBX.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-D3BF4VXD.js";
import "./chunks/chunk-B2LAOQN6.js";
import "./chunks/chunk-DQKO7AN7.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots,
  toolsOf
} from "./chunks/chunk-ZV3RSKGW.js";
import "./chunks/chunk-2M7EHN6S.js";
import "./chunks/chunk-77K3TFLF.js";
import "./chunks/chunk-BNL4KH2J.js";
import "./chunks/chunk-XWEAJENA.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-SAANV7DD.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  nonToolOfSnapshot,
  toolsFromDocument
} from "./chunks/chunk-JTEBXNBM.js";
import "./chunks/chunk-RNOPSG3B.js";
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
} from "./chunks/chunk-ORZVK4I6.js";
import "./chunks/chunk-G7R7JJA7.js";
import "./chunks/chunk-SKHIGRJM.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-YQXWJDBB.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-4YRPRKON.js";
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
