#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  writeSnapshotFile
} from "./chunks/chunk-57VFICA3.js";
import {
  renderCheckSarif
} from "./chunks/chunk-OJ5IYSVC.js";
import "./chunks/chunk-OLZWRMIK.js";
import {
  runLock
} from "./chunks/chunk-FSH6GXPL.js";
import {
  snapshotText
} from "./chunks/chunk-AXCTG6AC.js";
import {
  expandVariables,
  readMcpConfig
} from "./chunks/chunk-U7HPM7GG.js";
import {
  previousRevisionOf,
  runPublish,
  runStatement
} from "./chunks/chunk-FBM4F6HJ.js";
import {
  getActionsIdToken,
  resolveIdentityToken
} from "./chunks/chunk-ZZMJ4KDA.js";
import {
  PUBLIC_GOOD,
  signStatement
} from "./chunks/chunk-NAZR572B.js";
import "./chunks/chunk-PC2I7LKJ.js";
import {
  parseBundle,
  runVerify,
  runVerifyAttested,
  runVerifyBundle,
  verifyBundle,
  verifySignedStatement
} from "./chunks/chunk-B2TBR5MV.js";
import {
  identityPolicyOf,
  signerPolicyOf
} from "./chunks/chunk-TO6VYTDQ.js";
import {
  fetchTrustedRootWithTuf,
  loadTrustedRoot,
  publicGoodTrustedRoot,
  readTrustedRootFile
} from "./chunks/chunk-P6T4OX64.js";
import "./chunks/chunk-KWKPRGAY.js";
import {
  IN_TOTO_PAYLOAD_TYPE,
  PREDICATE_TYPE,
  STATEMENT_TYPE,
  assertStatement,
  buildStatement,
  parseStatement,
  statementFromBundleDocument
} from "./chunks/chunk-VYGJHT2H.js";
import {
  FULCIO_OID,
  GITHUB_ACTIONS_ISSUER,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy
} from "./chunks/chunk-RRFLHCYX.js";
import "./chunks/chunk-WE6LTBPN.js";
import {
  listAttestationBundles,
  storeAttestation
} from "./chunks/chunk-XFHPIJIR.js";
import "./chunks/chunk-7JX7CP5M.js";
import "./chunks/chunk-5E4C2RWK.js";
import "./chunks/chunk-D5PQ6U56.js";
import "./chunks/chunk-ZW34SDBI.js";
import {
  GitHubCommentSink,
  commentMarker,
  pullRequestFromEvent
} from "./chunks/chunk-6EIYOKF3.js";
import {
  renderCheckMarkdown
} from "./chunks/chunk-3XDBIKJY.js";
import {
  UNPINNED_VALUES,
  auditEvent,
  auditLines,
  guardRefusedList,
  guardToolsList,
  runCheck
} from "./chunks/chunk-427KAWSJ.js";
import {
  snapshotFileName
} from "./chunks/chunk-PIB7R2AN.js";
import {
  renderCheckText
} from "./chunks/chunk-54BFQXVZ.js";
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
} from "./chunks/chunk-6FTFZO54.js";
import "./chunks/chunk-4VBGHDNJ.js";
import "./chunks/chunk-7BJOLGBC.js";
import {
  compareWithSigned,
  renderVerifyMarkdown,
  renderVerifyText,
  verifyReportJson
} from "./chunks/chunk-4QG77VIH.js";
import "./chunks/chunk-PK3C2MYY.js";
import "./chunks/chunk-DQKO7AN7.js";
import "./chunks/chunk-P2LBGSGT.js";
import {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  takeSnapshot,
  takeSnapshots,
  toolsOf
} from "./chunks/chunk-3RLZ6TFM.js";
import "./chunks/chunk-MOS3NPBD.js";
import "./chunks/chunk-77K3TFLF.js";
import "./chunks/chunk-BNL4KH2J.js";
import "./chunks/chunk-EXI6RD3D.js";
import "./chunks/chunk-XWEAJENA.js";
import {
  DEFAULT_LIMITS
} from "./chunks/chunk-YR4GKCYA.js";
import {
  assertSnapshot,
  buildSnapshot,
  checkSnapshot,
  nonToolOfSnapshot,
  toolsFromDocument
} from "./chunks/chunk-XPHSPXNA.js";
import "./chunks/chunk-BE5RWR6R.js";
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
} from "./chunks/chunk-7CC65GER.js";
import "./chunks/chunk-G7R7JJA7.js";
import "./chunks/chunk-HI3NE2TR.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  decodeUtf8,
  parseJsonStrict
} from "./chunks/chunk-2KVDCRJB.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-5C6DIG5I.js";
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
