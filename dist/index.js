#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  writeSnapshotFile
} from "./chunks/chunk-3Y5AJ4NO.js";
import {
  renderCheckSarif
} from "./chunks/chunk-NBYFGW4R.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  runLock
} from "./chunks/chunk-IKZVISNN.js";
import {
  snapshotText
} from "./chunks/chunk-ZUI3UJAJ.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-IN327WNO.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-YLY6OHNI.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-ZPIT7TL4.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-UCXWXKDP.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-2EWGIJ5H.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-7QDQ7PLG.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-LOE6R5UG.js";
import "./chunks/chunk-KWKPRGAY.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-OGJBU4X6.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-TRMBNDTK.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-LPGHOCSG.js";
import "./chunks/chunk-ZRWW7Q3I.js";
import "./chunks/chunk-2KZPEVGS.js";
import "./chunks/chunk-ZE7L3B5D.js";
import "./chunks/chunk-G32FCWOI.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-SKCV7DXQ.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-6XMYTMBV.js";
import {
  runCheck
} from "./chunks/chunk-2WIOBUZI.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-2OJPHSAV.js";
import {
  snapshotFileName
} from "./chunks/chunk-SCZ23VKK.js";
import {
  renderCheckText
} from "./chunks/chunk-3KRVJKSX.js";
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
} from "./chunks/chunk-3JYPG6AC.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-EF2Z3QHV.js";
import "./chunks/chunk-B2LAOQN6.js";
import "./chunks/chunk-DQKO7AN7.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots,
  toolsOf
} from "./chunks/chunk-7QE2CA2Z.js";
import "./chunks/chunk-NG6TOMT4.js";
import "./chunks/chunk-77K3TFLF.js";
import "./chunks/chunk-BNL4KH2J.js";
import "./chunks/chunk-XWEAJENA.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-YKAD4UVX.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  nonToolOfSnapshot,
  toolsFromDocument
} from "./chunks/chunk-D6VVRVLA.js";
import "./chunks/chunk-S6DMFF7I.js";
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
} from "./chunks/chunk-V5UAH45X.js";
import "./chunks/chunk-G7R7JJA7.js";
import "./chunks/chunk-XIZNOA57.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-E3DKO46M.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-J74BK7HQ.js";
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
