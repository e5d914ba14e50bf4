#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runLock
} from "./chunks/chunk-V2LB4XPP.js";
import "./chunks/chunk-BSPJN5A2.js";
import {
  writeSnapshotFile
} from "./chunks/chunk-T4YSMXZI.js";
import {
  snapshotText
} from "./chunks/chunk-V3J6TBUR.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-YCXXAKBH.js";
import "./chunks/chunk-64TFPJ3X.js";
import "./chunks/chunk-FU35O4WS.js";
import "./chunks/chunk-7RLMBLVP.js";
import {
  renderCheckSarif
} from "./chunks/chunk-O3JAN5KQ.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-7QSRKRG3.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-OB3OXMY7.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-776U6FLY.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-M7OUU5OJ.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-2LPZ5N3K.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-FT6V7Q36.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-TO26JURJ.js";
import "./chunks/chunk-WE6LTBPN.js";
import "./chunks/chunk-CH3OSZNM.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-Z3B6Y725.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList,
  runCheck
} from "./chunks/chunk-LEXFF4KH.js";
import {
  snapshotFileName
} from "./chunks/chunk-WJCMUN64.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-HLEOW7BW.js";
import {
  renderCheckText
} from "./chunks/chunk-5ULAAI7A.js";
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
} from "./chunks/chunk-YVBBU7UG.js";
import "./chunks/chunk-EKOVQJTT.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-XWJWZUAB.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-5RGX5MIQ.js";
import "./chunks/chunk-SEUMN4X2.js";
import "./chunks/chunk-V5IMACWJ.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots,
  toolsOf
} from "./chunks/chunk-OTS5JKFY.js";
import "./chunks/chunk-6UAB3CQ3.js";
import "./chunks/chunk-QGAD6JC7.js";
import "./chunks/chunk-VCZRACRA.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-KDFEISS4.js";
import "./chunks/chunk-W2SVUUR6.js";
import "./chunks/chunk-ZWUZ5AYI.js";
import "./chunks/chunk-67AH6TGB.js";
import "./chunks/chunk-5U4ZAQTH.js";
import "./chunks/chunk-Q2CDNDPG.js";
import "./chunks/chunk-CJQCRCLH.js";
import "./chunks/chunk-P2LBGSGT.js";
import "./chunks/chunk-EFISWI7Y.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-5XTFMSJV.js";
import "./chunks/chunk-GJGWUCU6.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  nonToolOfSnapshot,
  toolsFromDocument
} from "./chunks/chunk-32BVRGQ6.js";
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
} from "./chunks/chunk-3VW3PRHK.js";
import "./chunks/chunk-HBW537UW.js";
import "./chunks/chunk-LTUN2ZE5.js";
import "./chunks/chunk-KJFRI3PB.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-QGYRTDA5.js";
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
