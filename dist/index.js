#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runLock
} from "./chunks/chunk-NT5O6WAE.js";
import "./chunks/chunk-BSPJN5A2.js";
import {
  writeSnapshotFile
} from "./chunks/chunk-X6X2PXID.js";
import {
  snapshotText
} from "./chunks/chunk-3KAV3J5J.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-5KE6LXDM.js";
import "./chunks/chunk-SN5AFDT6.js";
import "./chunks/chunk-KYZ2EEIC.js";
import "./chunks/chunk-JMFE53JP.js";
import {
  renderCheckSarif
} from "./chunks/chunk-BVV2FVAX.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-DULLL4PD.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-QMVGTJWF.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-AOHJWJRB.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-GZHBD47E.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-4S4NVXNQ.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-PDJLEDX5.js";
import "./chunks/chunk-KWKPRGAY.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-5CUK4ZKS.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList,
  runCheck
} from "./chunks/chunk-UOEVRT3H.js";
import {
  snapshotFileName
} from "./chunks/chunk-IXT3EW7H.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-7XGHBLLG.js";
import {
  renderCheckText
} from "./chunks/chunk-5CONX7NP.js";
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
} from "./chunks/chunk-E7ZAL7PB.js";
import "./chunks/chunk-4VBGHDNJ.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-OU4RNGLU.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-4CQEIZT3.js";
import "./chunks/chunk-CYX4LA5H.js";
import "./chunks/chunk-7AHHIFYH.js";
import "./chunks/chunk-DQKO7AN7.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots,
  toolsOf
} from "./chunks/chunk-RXTYCZA3.js";
import "./chunks/chunk-ELRIPUBX.js";
import "./chunks/chunk-FY2EHMMK.js";
import "./chunks/chunk-CZ33CYT5.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-5CZKILJS.js";
import "./chunks/chunk-W36RU3V6.js";
import "./chunks/chunk-77K3TFLF.js";
import "./chunks/chunk-3I25L7QB.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-IT56LDXI.js";
import "./chunks/chunk-4U6WOCSL.js";
import "./chunks/chunk-CJQCRCLH.js";
import "./chunks/chunk-P2LBGSGT.js";
import "./chunks/chunk-22TPVHHH.js";
import "./chunks/chunk-XWEAJENA.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-RFDCZAQO.js";
import "./chunks/chunk-TUDNXTXQ.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  nonToolOfSnapshot,
  toolsFromDocument
} from "./chunks/chunk-7VRE6OUX.js";
import "./chunks/chunk-SS3PQZBW.js";
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
} from "./chunks/chunk-G6O642FT.js";
import "./chunks/chunk-G7R7JJA7.js";
import "./chunks/chunk-5AYXBBSV.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-A6VTAEHM.js";
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
