#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  guardRefusedList,
  guardToolsList
} from "./chunks/chunk-L6UG65BW.js";
import {
  runLock
} from "./chunks/chunk-NOJDUY7W.js";
import "./chunks/chunk-BSPJN5A2.js";
import {
  writeSnapshotFile
} from "./chunks/chunk-7BQEWS6V.js";
import {
  snapshotText
} from "./chunks/chunk-YCN4T47S.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-DR3ZTNKJ.js";
import "./chunks/chunk-CKALECJ5.js";
import "./chunks/chunk-FU35O4WS.js";
import "./chunks/chunk-7RLMBLVP.js";
import {
  renderCheckSarif
} from "./chunks/chunk-KDEAUHLC.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-ZCLOUKYY.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-YNRPSN3V.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-EANEOZ3J.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-ATSLRSYI.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-DMOIZXQU.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-6SJOM5JD.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-6FD7CGU4.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-M4VR5BLI.js";
import "./chunks/chunk-WE6LTBPN.js";
import "./chunks/chunk-CH3OSZNM.js";
import "./chunks/chunk-QJ5X7O4B.js";
import "./chunks/chunk-2BBBMDA3.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-4MRM4ZM5.js";
import {
  runCheck
} from "./chunks/chunk-BYJFKP6G.js";
import "./chunks/chunk-OF5EZYWB.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines
} from "./chunks/chunk-655IOXHD.js";
import {
  assertLock,
  parseLock
} from "./chunks/chunk-2QC7B3O2.js";
import {
  snapshotFileName
} from "./chunks/chunk-WJCMUN64.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-X32ANFTS.js";
import {
  renderCheckText
} from "./chunks/chunk-XGJWODIZ.js";
import {
  changeText,
  changedToolNames,
  checkResultJson,
  checkServer,
  checkServers,
  computeDrift,
  decide,
  runNotes
} from "./chunks/chunk-RMWBLMFU.js";
import "./chunks/chunk-EKOVQJTT.js";
import {
  DEFAULT_LOCK_FILE,
  emptyLock,
  lockEntryOf,
  serializeLock
} from "./chunks/chunk-42CTSAXX.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-UWT5FQXY.js";
import "./chunks/chunk-SEUMN4X2.js";
import "./chunks/chunk-V5IMACWJ.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots,
  toolsOf
} from "./chunks/chunk-HKYXZG4F.js";
import "./chunks/chunk-XTTDHHZ3.js";
import "./chunks/chunk-QGAD6JC7.js";
import "./chunks/chunk-VCZRACRA.js";
import "./chunks/chunk-5U4ZAQTH.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-MOLUOQBY.js";
import "./chunks/chunk-W2SVUUR6.js";
import "./chunks/chunk-ZWUZ5AYI.js";
import "./chunks/chunk-67AH6TGB.js";
import "./chunks/chunk-P2LBGSGT.js";
import "./chunks/chunk-EFISWI7Y.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-5XTFMSJV.js";
import "./chunks/chunk-GJGWUCU6.js";
import {
  assertSnapshot,
  checkSnapshot,
  toolsFromDocument
} from "./chunks/chunk-F5ABW3UG.js";
import {
  buildSnapshot,
  nonToolOfSnapshot
} from "./chunks/chunk-RAG7VAPI.js";
import "./chunks/chunk-5AXEYW3Q.js";
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
} from "./chunks/chunk-SH3UB2NS.js";
import "./chunks/chunk-PKR3ABWI.js";
import "./chunks/chunk-LTUN2ZE5.js";
import "./chunks/chunk-KQJFC54N.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-7SL4J55T.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-UAZ5W6EW.js";
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
