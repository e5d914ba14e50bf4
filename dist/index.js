#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runLock
} from "./chunks/chunk-HTD562BU.js";
import {
  writeSnapshotFile
} from "./chunks/chunk-QAWAVAJS.js";
import {
  snapshotText
} from "./chunks/chunk-6UI6J7IW.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-IVTRBKWM.js";
import "./chunks/chunk-C5TZ6VB5.js";
import "./chunks/chunk-HM5R2HPS.js";
import "./chunks/chunk-JMFE53JP.js";
import {
  renderCheckSarif
} from "./chunks/chunk-46MUUKRB.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-7ATZMAJQ.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-CUHAPIBS.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-AFJFCXVH.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-RIGIQWLX.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-HZSOLXAE.js";
import "./chunks/chunk-KWKPRGAY.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-IML64WDF.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList,
  runCheck
} from "./chunks/chunk-4ZZD4H5R.js";
import {
  snapshotFileName
} from "./chunks/chunk-IRY6XZ7U.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-BZHNS57S.js";
import {
  renderCheckText
} from "./chunks/chunk-DTCKEYMC.js";
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
} from "./chunks/chunk-73ARSEDH.js";
import "./chunks/chunk-4VBGHDNJ.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-QTHJ642K.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-4OTR5UBY.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-M4XCXHO5.js";
import "./chunks/chunk-WKI2ZJRV.js";
import "./chunks/chunk-JWGMNVNY.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots,
  toolsOf
} from "./chunks/chunk-VQ32CKB4.js";
import "./chunks/chunk-UHGJSWIS.js";
import "./chunks/chunk-FY2EHMMK.js";
import "./chunks/chunk-CZ33CYT5.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-PREDAVGZ.js";
import "./chunks/chunk-FYVDUVEN.js";
import "./chunks/chunk-77K3TFLF.js";
import "./chunks/chunk-PB74NMBC.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-UXBQ766G.js";
import "./chunks/chunk-SZN4SGFW.js";
import "./chunks/chunk-NESRRQKI.js";
import "./chunks/chunk-P2LBGSGT.js";
import "./chunks/chunk-5L7XJ3AW.js";
import "./chunks/chunk-XWEAJENA.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-NAVUWDQG.js";
import "./chunks/chunk-TUDNXTXQ.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  nonToolOfSnapshot,
  toolsFromDocument
} from "./chunks/chunk-QEBQHWYO.js";
import "./chunks/chunk-YMYCUUSM.js";
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
} from "./chunks/chunk-DAESLNVL.js";
import "./chunks/chunk-G7R7JJA7.js";
import "./chunks/chunk-RSR2NPFO.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-VH7XNBUT.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-7A2JA334.js";
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
