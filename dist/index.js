#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  writeSnapshotFile
} from "./chunks/chunk-NDXKVZGU.js";
import {
  renderCheckSarif
} from "./chunks/chunk-5ZEH6PI5.js";
import "./chunks/chunk-EV33YVET.js";
import {
  runLock
} from "./chunks/chunk-FA3KY76D.js";
import {
  snapshotText
} from "./chunks/chunk-ZZLQO3GL.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-O242LUE6.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-3GIMXUEM.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-I4LQPRBU.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-SXR2VJAC.js";
import "./chunks/chunk-6ZJMALAO.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-IQQZMZJR.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-ACRBKAOP.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-KZSZQAE6.js";
import "./chunks/chunk-SQGMA4XI.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-BNQXBAXV.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-NEJF34UO.js";
import "./chunks/chunk-GT7CQQIC.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-6WEGQYJF.js";
import "./chunks/chunk-6T5I6UZS.js";
import "./chunks/chunk-S3J73QJT.js";
import "./chunks/chunk-SOBKWR2O.js";
import "./chunks/chunk-E74L5AIT.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-BBFYCAV3.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-FQ2GIW66.js";
import {
  runCheck
} from "./chunks/chunk-GYI5JCDT.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-EVTXYRAW.js";
import {
  snapshotFileName
} from "./chunks/chunk-IJVFJBIG.js";
import {
  renderCheckText
} from "./chunks/chunk-YP4GW6TG.js";
import {
  DEFAULT_LOCK_FILE,
  assertLock,
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
} from "./chunks/chunk-3ZEXSF36.js";
import "./chunks/chunk-ICI23BVF.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-Y2L75A2A.js";
import "./chunks/chunk-43WI5P3V.js";
import "./chunks/chunk-VYTVB47M.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots
} from "./chunks/chunk-U7SP6HRI.js";
import "./chunks/chunk-QYYXDIFC.js";
import "./chunks/chunk-O7DCC2E6.js";
import "./chunks/chunk-6HRYEFYW.js";
import "./chunks/chunk-SBWAAWYT.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-HL6XLGMR.js";
import {
  assertSnapshot,
  buildSnapshot,
  carriersOfSnapshot,
  checkSnapshot,
  toolsFromDocument
} from "./chunks/chunk-RGJ45JDJ.js";
import "./chunks/chunk-R6YOWKZS.js";
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
} from "./chunks/chunk-TNXUU5SN.js";
import "./chunks/chunk-G7R7JJA7.js";
import "./chunks/chunk-2DTNLWI7.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-P4KGYLL3.js";
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
